import { describe, expect, it } from 'vitest';
import { findTaskDateProblems, isAfterToday, isReminderBeforeDue, type TaskDateField } from './tasks.js';

const TORONTO = 'America/Toronto';
const at = (iso: string) => new Date(iso);
// 2026-11-23 22:30 in Toronto (EST, UTC-5) is already 2026-11-24 in UTC.
const NOW = at('2026-11-24T03:30:00Z');

describe('isAfterToday (the agency’s calendar day)', () => {
  it.each<[string, string, string, boolean]>([
    ['later the same Toronto day', '2026-11-24T04:59:00Z', TORONTO, false],
    ['the next Toronto day at midnight', '2026-11-24T05:00:00Z', TORONTO, true],
    ['an hour ago', '2026-11-24T02:30:00Z', TORONTO, false],
    ['a week ahead', '2026-12-01T15:00:00Z', TORONTO, true],
    ['the same instant read in UTC (already the 24th)', '2026-11-24T12:00:00Z', 'UTC', false],
    ['the 25th in UTC', '2026-11-25T00:00:00Z', 'UTC', true],
    // Daylight saving ends on 2026-11-01 in Toronto: the 1st starts at 04:00Z, the 2nd at 05:00Z.
    ['across the daylight-saving change, still the 1st', '2026-11-02T04:30:00Z', TORONTO, false],
    ['across the daylight-saving change, the 2nd', '2026-11-02T05:00:00Z', TORONTO, true],
  ])('%s', (_label, instant, timeZone, expected) => {
    const now = instant.startsWith('2026-11-02') ? at('2026-11-01T12:00:00Z') : NOW;
    expect(isAfterToday(at(instant), now, timeZone)).toBe(expected);
  });
});

describe('isReminderBeforeDue', () => {
  it.each<[string, string, boolean]>([
    ['2026-11-25T10:00:00Z', '2026-11-26T10:00:00Z', true],
    ['2026-11-26T09:59:00Z', '2026-11-26T10:00:00Z', true],
    ['2026-11-26T10:00:00Z', '2026-11-26T10:00:00Z', false],
    ['2026-11-27T10:00:00Z', '2026-11-26T10:00:00Z', false],
  ])('reminder %s, due %s → %s', (reminder, due, expected) => {
    expect(isReminderBeforeDue(at(reminder), at(due))).toBe(expected);
  });
});

describe('findTaskDateProblems (docs/product/projects.md#collaboration)', () => {
  const DUE = '2026-11-30T17:00:00Z';
  it.each<[string, string | undefined, string | undefined, TaskDateField[] | undefined, string[]]>([
    ['due tomorrow, no reminder', '2026-11-25T05:00:00Z', undefined, undefined, []],
    ['due and reminder ahead, reminder first', DUE, '2026-11-27T14:00:00Z', undefined, []],
    ['no due date', undefined, undefined, undefined, ['dueDate:taskDueDateRequired']],
    ['due today', '2026-11-24T04:00:00Z', undefined, undefined, ['dueDate:taskDueDateNotAfterToday']],
    ['due yesterday', '2026-11-22T15:00:00Z', undefined, undefined, ['dueDate:taskDueDateNotAfterToday']],
    [
      'reminder today',
      DUE,
      '2026-11-24T04:00:00Z',
      undefined,
      ['reminderDate:taskReminderDateNotAfterToday'],
    ],
    ['reminder at the due time', DUE, DUE, undefined, ['reminderDate:taskReminderNotBeforeDue']],
    ['reminder after due', DUE, '2026-12-01T09:00:00Z', undefined, ['reminderDate:taskReminderNotBeforeDue']],
    [
      'both today: both reported',
      '2026-11-24T04:00:00Z',
      '2026-11-24T04:30:00Z',
      undefined,
      ['dueDate:taskDueDateNotAfterToday', 'reminderDate:taskReminderDateNotAfterToday'],
    ],
    ['a past due date kept on an edit of other fields', '2026-11-22T15:00:00Z', undefined, [], []],
    [
      'a kept past reminder still has to precede a new due date',
      '2026-11-22T15:00:00Z',
      '2026-11-23T10:00:00Z',
      [],
      ['reminderDate:taskReminderNotBeforeDue'],
    ],
    [
      'a changed reminder is checked against today',
      DUE,
      '2026-11-23T10:00:00Z',
      ['reminderDate'],
      ['reminderDate:taskReminderDateNotAfterToday'],
    ],
  ])('%s', (_label, due, reminder, changedFields, expected) => {
    const problems = findTaskDateProblems(
      { dueDate: due ? at(due) : undefined, reminderDate: reminder ? at(reminder) : undefined },
      { now: NOW, timeZone: TORONTO, ...(changedFields ? { changedFields } : {}) },
    );
    expect(problems.map((p) => `${p.field}:${p.code}`)).toEqual(expected);
  });
});
