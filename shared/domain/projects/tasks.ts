/**
 * The task date rules (docs/product/projects.md#collaboration): the due date and the reminder date are after
 * today, and the reminder comes before the due date. "Today" is the agency's calendar day: a date is after
 * today when its day in the agency's time zone is later than the day `now` falls on there (@date-fns/tz
 * converts; no offset arithmetic of our own). The browser shows the problems as the user types; the server
 * refuses them.
 */
import { TZDate } from '@date-fns/tz';
import type { ErrorCode } from '../../errors.js';

export type TaskDateField = 'dueDate' | 'reminderDate';

export interface TaskDates {
  dueDate?: Date | undefined;
  reminderDate?: Date | undefined;
}

export interface TaskDateContext {
  now: Date;
  /** The agency's IANA time zone, e.g. America/Toronto. */
  timeZone: string;
  /**
   * The dates being set. "After today" applies to them only: a task saved yesterday for today keeps its
   * due date when only its subject is edited. Both when omitted (a new task).
   */
  changedFields?: readonly TaskDateField[];
}

export interface TaskDateProblem {
  field: TaskDateField;
  code: ErrorCode;
}

/** The calendar day of an instant in a time zone, as a comparable number (20261123). */
function dayNumber(instant: Date, timeZone: string): number {
  const zoned = new TZDate(instant.getTime(), timeZone);
  return zoned.getFullYear() * 10_000 + (zoned.getMonth() + 1) * 100 + zoned.getDate();
}

/** True when the instant falls on a later calendar day than `now`, both read in the agency's zone. */
export function isAfterToday(instant: Date, now: Date, timeZone: string): boolean {
  return dayNumber(instant, timeZone) > dayNumber(now, timeZone);
}

/** True when the reminder is strictly earlier than the due date. */
export function isReminderBeforeDue(reminderDate: Date, dueDate: Date): boolean {
  return reminderDate.getTime() < dueDate.getTime();
}

/** Every broken task date rule at once, each with the field to focus and its catalogue code. */
export function findTaskDateProblems(dates: TaskDates, context: TaskDateContext): TaskDateProblem[] {
  const { now, timeZone } = context;
  const changed = new Set<TaskDateField>(context.changedFields ?? ['dueDate', 'reminderDate']);
  const problems: TaskDateProblem[] = [];
  const { dueDate, reminderDate } = dates;
  if (!dueDate) problems.push({ field: 'dueDate', code: 'taskDueDateRequired' });
  else if (changed.has('dueDate') && !isAfterToday(dueDate, now, timeZone))
    problems.push({ field: 'dueDate', code: 'taskDueDateNotAfterToday' });
  if (reminderDate) {
    if (changed.has('reminderDate') && !isAfterToday(reminderDate, now, timeZone))
      problems.push({ field: 'reminderDate', code: 'taskReminderDateNotAfterToday' });
    else if (dueDate && !isReminderBeforeDue(reminderDate, dueDate))
      problems.push({ field: 'reminderDate', code: 'taskReminderNotBeforeDue' });
  }
  return problems;
}
