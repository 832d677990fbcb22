import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '../projects/documents.js';
import { PROJECT_STATUSES, type ProjectStatus } from '../projects/project-types.js';
import { SUBMISSION_STATUSES } from './submission-status.js';
import {
  addendumWithdraws,
  findUnlockRefusal,
  findWithdrawalRefusal,
  isActiveSubmission,
  promptPayWithdraws,
} from './withdrawal.js';

const CLOSED: readonly ProjectStatus[] = [
  'closed',
  'unofficial',
  'awarded',
  'cancelled',
  'terminated',
  'archived',
];

describe('findUnlockRefusal', () => {
  it.each(PROJECT_STATUSES)('a %s project', (status) => {
    expect(findUnlockRefusal(status)).toBe(CLOSED.includes(status) ? 'tenderTablesClosed' : null);
  });
});

describe('addendumWithdraws', () => {
  it.each(PROJECT_STATUSES.flatMap((status) => DOCUMENT_TYPES.map((type) => [status, type] as const)))(
    'a %s project gaining a %s document',
    (status, type) => {
      const expected = type === 'addendum' && (status === 'published' || status === 'open');
      expect(addendumWithdraws(status, type)).toBe(expected);
    },
  );
});

describe('promptPayWithdraws', () => {
  it.each([
    [undefined, undefined, false],
    [undefined, false, false],
    [undefined, true, true],
    [false, true, true],
    [true, false, true],
    [true, true, false],
    [true, undefined, false],
    [false, false, false],
  ] as const)('from %s to %s: %s', (before, after, expected) => {
    expect(promptPayWithdraws(before, after)).toBe(expected);
  });
});

describe('findWithdrawalRefusal', () => {
  it.each([
    [0, undefined, null],
    [2, undefined, 'submissionsWouldBeWithdrawn'],
    [2, 2, null],
    [3, 2, 'submissionsWouldBeWithdrawn'],
    [1, 2, 'submissionsWouldBeWithdrawn'],
    [0, 0, null],
    [0, 1, 'submissionsWouldBeWithdrawn'],
  ] as const)('%i completed, %s named: %s', (completedSubmissions, named, expected) => {
    expect(findWithdrawalRefusal({ completedSubmissions, named })).toBe(expected);
  });
});

describe('isActiveSubmission', () => {
  const ACTIVE = { incomplete: true, complete: true, withdrawn: false, sealed: false, unsealed: false };
  it.each(SUBMISSION_STATUSES)('%s', (status) => {
    expect(isActiveSubmission(status)).toBe(ACTIVE[status]);
  });
});
