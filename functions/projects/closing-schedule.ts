/**
 * The one-time schedule that closes a tender at its closing instant (infra/schedules.ts: close-project;
 * decision 055). Set by the projects Lambda whenever a save makes a bid due to close or moves its closing
 * (saveProject), including when it is scheduled to publish: the publish job, a job's Lambda, holds no
 * state machine ARN and so cannot schedule (decision 023). Cancelled when the bid stops being due (cancelled,
 * taken back to In Progress) and when the project is deleted.
 */
import { closeDueAt } from '../../shared/domain/projects/closing.js';
import { now as clockNow } from '../core/clock.js';
import { cancelSchedule, relayTime, scheduleAt, type ScheduleName } from '../core/one-time-schedules.js';

export const CLOSE_JOB = 'close-project';

/** One schedule per project: scheduling again replaces it, cancelling removes it. */
export const closingSchedule = (customerId: string, projectId: string): ScheduleName => ({
  purpose: 'close',
  tenant: customerId,
  record: projectId,
});

type Closable = { customerId: string; projectId: string; status: string; closingDate?: string | undefined };

/**
 * After a project's save: schedules its close when it became due to close or its closing moved, and
 * cancels it when it no longer is. A closing already past is not scheduled: the clock has closed the bid
 * (projectStatusAt), and whoever made it so records the close (the demo seed does; a user cannot set a
 * past closing). The close itself is the job's own save, whose schedule is already spent: it is left alone.
 */
export async function syncClosing(before: Closable, after: Closable, now = clockNow()): Promise<void> {
  if (after.status === 'closed') return;
  const was = closeDueAt(before);
  const next = closeDueAt(after);
  if (was === next) return;
  const name = closingSchedule(before.customerId, before.projectId);
  const ahead = next ? Date.parse(next) - now.getTime() : 0;
  if (!next || ahead <= 0) {
    if (was) await cancelSchedule(name);
    return;
  }
  // A closing beyond a schedule's horizon is reached in relays: the job, firing at the horizon, finds the
  // closing still ahead and schedules itself again towards it (close-job.ts).
  await scheduleAt({
    name,
    at: relayTime(next, now),
    job: CLOSE_JOB,
    payload: { projectId: after.projectId, closingDate: next },
  });
}
