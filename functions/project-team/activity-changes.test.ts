import { describe, expect, it } from 'vitest';
import { activityChanges, activitySubject, activityValue } from './activity-changes.js';

describe('activityValue', () => {
  it.each<[unknown, string | null]>([
    [undefined, null],
    [null, null],
    ['Snow removal', 'Snow removal'],
    [0, '0'],
    [false, 'false'],
    [['cat-1', 'cat-2'], '["cat-1","cat-2"]'],
    [{ a: 1 }, '{"a":1}'],
  ])('%j → %j', (value, expected) => {
    expect(activityValue(value)).toBe(expected);
  });
});

describe('activityChanges', () => {
  it.each<[string, unknown, unknown, { field: string; from: string | null; to: string | null }[]]>([
    [
      'a save: each field from → to',
      { name: 'A', status: 'design' },
      { name: 'B', status: 'inProgress' },
      [
        { field: 'name', from: 'A', to: 'B' },
        { field: 'status', from: 'design', to: 'inProgress' },
      ],
    ],
    [
      'a creation: nothing before',
      undefined,
      { number: 'P-1', type: 'source' },
      [
        { field: 'number', from: null, to: 'P-1' },
        { field: 'type', from: null, to: 'source' },
      ],
    ],
    ['a deletion: nothing after', { number: 'P-1' }, undefined, [{ field: 'number', from: 'P-1', to: null }]],
    [
      'a cleared field (a save’s removed list)',
      { closingDate: '2027-01-01T00:00:00.000Z' },
      { removed: ['closingDate'] },
      [{ field: 'closingDate', from: '2027-01-01T00:00:00.000Z', to: null }],
    ],
    [
      'an unchanged field is left out, the member is the subject',
      { member: 'Ann Lee', role: 'evaluator', receiveQuestionEmail: false },
      { member: 'Ann Lee', role: 'evaluator', receiveQuestionEmail: true },
      [{ field: 'receiveQuestionEmail', from: 'false', to: 'true' }],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(activityChanges(before, after)).toEqual(expected);
  });
});

describe('activitySubject', () => {
  it.each<[unknown, unknown, string | undefined]>([
    [undefined, { member: 'Ann Lee' }, 'Ann Lee'],
    [{ member: 'Bo Ng' }, undefined, 'Bo Ng'],
    [{ name: 'A' }, { name: 'B' }, undefined],
  ])('%j, %j → %s', (before, after, expected) => {
    expect(activitySubject(before, after)).toBe(expected);
  });
});
