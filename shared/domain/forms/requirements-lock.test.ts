import { describe, expect, it } from 'vitest';
import type { ProjectStatus } from '../projects/project-types.js';
import type { FormColumnType } from './form-model.js';
import {
  changedColumnTypes,
  findColumnTypeLock,
  findRequirementsLock,
  type RequirementsLock,
} from './requirements-lock.js';

/**
 * Every status and what it means for the forms while nothing is submitted
 * (docs/product/tender.md#price-forms).
 */
const WITHOUT_SUBMISSIONS: Record<ProjectStatus, RequirementsLock | null> = {
  design: null,
  inProgress: null,
  requestForApproval: null,
  pendingApproval: null,
  scheduledToPublish: null,
  scheduled: null,
  published: null,
  upcoming: null,
  planned: null,
  open: null,
  template: null,
  closed: 'tenderTablesClosed',
  unofficial: 'tenderTablesClosed',
  awarded: 'tenderTablesClosed',
  cancelled: 'tenderTablesClosed',
  terminated: 'tenderTablesClosed',
  archived: 'tenderTablesClosed',
};

describe('findRequirementsLock', () => {
  it.each(Object.entries(WITHOUT_SUBMISSIONS))('a %s project with no submission: %s', (status, lock) => {
    expect(findRequirementsLock({ projectStatus: status as ProjectStatus, completedSubmissions: 0 })).toBe(
      lock,
    );
  });

  it.each([
    ['open', 1, 'tenderTablesSubmitted'],
    ['published', 3, 'tenderTablesSubmitted'],
    ['awarded', 2, 'tenderTablesClosed'],
  ] as const)('a %s project with %i completed submissions answers %s', (projectStatus, completed, code) => {
    expect(findRequirementsLock({ projectStatus, completedSubmissions: completed })).toBe(code);
  });
});

const columns = (...types: [string, FormColumnType][]) => ({
  columns: types.map(([key, type], i) => ({
    key,
    name: `Column ${key}`,
    type,
    sortOrder: i,
    width: 150,
    required: false,
    hiddenOnPublic: false,
    editableOnPublic: false,
    bidderInput: false,
    subtotal: false,
  })),
});

describe('changedColumnTypes', () => {
  it.each([
    [
      'nothing changed',
      columns(['c1', 'descriptiveText'], ['c2', 'quantity']),
      columns(['c1', 'descriptiveText'], ['c2', 'quantity']),
      [],
    ],
    [
      'a type changed',
      columns(['c1', 'descriptiveText'], ['c2', 'quantity']),
      columns(['c1', 'descriptiveText'], ['c2', 'unitPrice']),
      ['c2'],
    ],
    [
      'moved, same types',
      columns(['c1', 'descriptiveText'], ['c2', 'quantity']),
      columns(['c2', 'quantity'], ['c1', 'descriptiveText']),
      [],
    ],
    [
      'a column added',
      columns(['c1', 'descriptiveText']),
      columns(['c1', 'descriptiveText'], ['c2', 'total']),
      [],
    ],
    [
      'a column dropped',
      columns(['c1', 'descriptiveText'], ['c2', 'total']),
      columns(['c1', 'descriptiveText']),
      [],
    ],
    [
      'two changed',
      columns(['c1', 'descriptiveText'], ['c2', 'quantity']),
      columns(['c1', 'unit'], ['c2', 'total']),
      ['c1', 'c2'],
    ],
  ] as const)('%s', (_case, before, after, expected) => {
    expect(changedColumnTypes(before, after)).toEqual(expected);
  });
});

describe('findColumnTypeLock', () => {
  const before = columns(['c1', 'descriptiveText'], ['c2', 'quantity']);
  const retyped = columns(['c1', 'descriptiveText'], ['c2', 'unitPrice']);
  const renamedOnly = columns(['c1', 'descriptiveText'], ['c2', 'quantity']);
  it.each([
    ['a type change, no active submission', retyped, 0, null],
    ['a type change, one active submission', retyped, 1, 'formColumnTypeLocked'],
    ['no type change, active submissions', renamedOnly, 3, null],
  ] as const)('%s', (_case, after, activeSubmissions, expected) => {
    expect(findColumnTypeLock({ before, after, activeSubmissions })).toBe(expected);
  });
});
