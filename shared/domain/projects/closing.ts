/**
 * A tender's closing (issue 10 item 3, decision 055). The server's clock decides: a bid that is out
 * (published, open, upcoming) is closed from its closing instant on, whether or not the close-project job
 * has yet recorded it; the job only writes down what the clock already decided. Pure: the lifecycle, the
 * Build save, the close schedule and the Build → dates screen all read these.
 */
import { readStoredDate } from './project-dates.js';
import type { ProjectStatus } from './project-types.js';

/** Statuses in which a bid is out to suppliers: the lifecycle's close starts from these. */
export const CLOSABLE_STATUSES: readonly ProjectStatus[] = ['published', 'open', 'upcoming'];

/** What the closing rules read of a project: its stored status and closing instant (a Date or as stored). */
export interface ClosingFacts {
  status: ProjectStatus;
  closingDate?: Date | string | undefined;
}

const instantOf = (value: Date | string | undefined): Date | undefined =>
  value instanceof Date ? value : readStoredDate(value);

/** Has the closing instant come? A project without one never closes by the clock. */
export function isPastClosing(closingDate: Date | string | undefined, now: Date): boolean {
  const instant = instantOf(closingDate);
  return instant !== undefined && instant.getTime() <= now.getTime();
}

/**
 * The status the rules act on at `now`: Closed for a bid still recorded as out whose closing instant has
 * passed (its job has not yet fired), otherwise the stored status.
 */
export function projectStatusAt(project: ClosingFacts, now: Date): ProjectStatus {
  return CLOSABLE_STATUSES.includes(project.status) && isPastClosing(project.closingDate, now)
    ? 'closed'
    : project.status;
}

/**
 * The instant a project's close should be scheduled for, or undefined when it needs none: a bid out, or
 * scheduled to publish (its publish job cannot schedule, so the close is set with the publication), with a
 * closing date. Stored as read, so that the job compares it with the one it was scheduled for.
 */
export function closeDueAt(project: {
  status: string;
  closingDate?: string | undefined;
}): string | undefined {
  const wanted =
    project.status === 'scheduledToPublish' || CLOSABLE_STATUSES.includes(project.status as ProjectStatus);
  return wanted && readStoredDate(project.closingDate) ? project.closingDate : undefined;
}

/**
 * Does this save move the closing of a bid out to suppliers? Then the user is asked whether to notify the
 * registered suppliers (docs/product/projects.md#publication), and the answer is honoured only then.
 */
export function asksClosingNotice(
  status: string,
  closingBefore: string | undefined,
  closingAfter: string | undefined,
): boolean {
  if (!CLOSABLE_STATUSES.includes(status as ProjectStatus)) return false;
  const before = readStoredDate(closingBefore)?.getTime();
  const after = readStoredDate(closingAfter)?.getTime();
  return after !== undefined && before !== after;
}
