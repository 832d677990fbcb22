import { describe, expect, it } from 'vitest';
import { areSubmissionsShown, isHandedIn, statusAtClose, SUBMISSION_STATUSES } from './submission-status';

describe('isHandedIn', () => {
  it.each([
    ['incomplete', false],
    ['complete', true],
    ['withdrawn', false],
    ['sealed', true],
    ['unsealed', true],
  ] as const)('%s → %s', (status, expected) => expect(isHandedIn(status)).toBe(expected));

  it('knows every status', () => expect(SUBMISSION_STATUSES).toHaveLength(5));
});

describe('areSubmissionsShown: only after the close (docs/product/opening.md#closing)', () => {
  it.each([
    ['design', false],
    ['inProgress', false],
    ['scheduledToPublish', false],
    ['published', false],
    ['open', false],
    ['upcoming', false],
    ['cancelled', false],
    ['closed', true],
    ['unofficial', true],
    ['awarded', true],
    ['terminated', true],
    ['archived', true],
  ])('%s → %s', (status, expected) => expect(areSubmissionsShown(status)).toBe(expected));
});

describe('statusAtClose: a bid handed in is sealed, nothing else changes (docs/product/bids.md#its-life)', () => {
  it.each([
    ['incomplete', 'incomplete'],
    ['complete', 'sealed'],
    ['withdrawn', 'withdrawn'],
    ['sealed', 'sealed'],
    ['unsealed', 'unsealed'],
  ] as const)('%s → %s', (status, expected) => expect(statusAtClose(status)).toBe(expected));
});
