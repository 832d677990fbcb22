import * as z from 'zod/mini';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { ConflictError } from '../core/app-error.js';
import { now } from '../core/clock.js';
import { checkConfiguration } from '../core/env.js';
import { Project, type ProjectItem } from '../core/db/entities/project.js';
import { getItem } from '../core/db/ops.js';
import { logger } from '../core/logger.js';
import { metrics } from '../core/metrics.js';
import {
  relayTime,
  RetryableJobError,
  runOneTimeJob,
  scheduleAgain,
  type OneTimeJobResult,
} from '../core/one-time-schedules.js';
import { transitionProject } from '../../shared/domain/projects/project-lifecycle.js';
import { closingSchedule } from './closing-schedule.js';
import { lifecycleProjectOf, saveProject } from './project-records.js';
import { sealHandedInBids } from './bid-sealing.js';
import { notifyTeamOfClose } from './close-team-notice.js';
import { unsealsAutomatically, type OpeningChoice } from '../../shared/domain/submissions/unsealing.js';

checkConfiguration('projects-close-job');

const ZClosePayload = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(64)),
  closingDate: z.string(),
});

/** `sealed`: the bids handed in that this run sealed (decision 056); `next`: when a relay fires again. */
export type CloseOutcome =
  | { closed: true; version: number; sealed: number }
  | { closed: false; reason: string; sealed?: number; next?: string };

/** A save racing the close (a user's edit at the very instant) is read again and decided again, this often. */
const ATTEMPTS = 3;

/**
 * The bids handed in are sealed once the close has committed (decision 056). A failure runs the job again
 * (the state machine retries RetryableJobError): it finds the project closed and seals what is left.
 */
async function sealBids(customerId: string, projectId: string, choice: OpeningChoice): Promise<number> {
  try {
    return await sealHandedInBids(customerId, projectId, {
      unsealAutomatically: unsealsAutomatically(choice),
    });
  } catch (error) {
    logger.error('Sealing the bids at the close failed; the job runs again', { projectId, error });
    throw new RetryableJobError(`Sealing the bids of ${projectId} failed`, { cause: error });
  }
}

/** Seals the bids handed in, then tells the team how many came in (close-team-notice.ts). */
async function sealAndNotify(project: ProjectItem, closingDate: string): Promise<number> {
  const sealed = await sealBids(project.customerId, project.projectId, project.tender ?? {});
  await notifyTeamOfClose({ ...project, closingDate }, sealed);
  return sealed;
}

/**
 * The close-project one-time job (infra/schedules.ts, decision 055): at the closing instant, the
 * lifecycle's scheduler `close`, with its audit event, in one transaction (saveProject: the project, its
 * search row, its public row removed). It records what the clock already decided, and only for the closing
 * it was scheduled for: a project gone, whose closing moved, or no longer out (cancelled) is left as it
 * is, and the lifecycle refuses a closing that has not come: fired at a schedule's horizon before a later
 * closing, the job schedules itself again towards it. Then the bids handed in are sealed.
 */
export async function handler(event: unknown): Promise<OneTimeJobResult<CloseOutcome>> {
  return runOneTimeJob(event, async (fired) => {
    const { tenant, payload } = fired;
    const { projectId, closingDate } = ZClosePayload.parse(payload);
    for (let attempt = 1; ; attempt++) {
      const project = await getItem(Project, { customerId: tenant, projectId });
      if (!project) return { closed: false, reason: 'gone' };
      if (project.closingDate !== closingDate) return { closed: false, reason: 'changed' };
      // Closed at this closing already: a run again after its sealing failed.
      if (project.status === 'closed')
        return {
          closed: false,
          reason: 'closed',
          // A run again after the sealing failed: the team was not told yet.
          sealed: await sealAndNotify(project, closingDate),
        };
      const decided = transitionProject(
        lifecycleProjectOf(project),
        { action: 'close' },
        { now: now(), actor: { kind: 'scheduler' }, restrictProjectsToDepartments: false },
      );
      if (!decided.ok && decided.code === 'projectClosingNotDue') {
        // A closing beyond a schedule's horizon was scheduled at the horizon (syncClosing): relay it.
        const next = await scheduleAgain(fired, {
          name: closingSchedule(tenant, projectId),
          at: relayTime(closingDate),
          payload: { projectId, closingDate },
        });
        logger.info('Scheduled close relayed towards its closing', { projectId, next: next.at });
        return { closed: false, reason: 'relayed', next: next.at };
      }
      if (!decided.ok) {
        logger.info('Scheduled close not applied', { projectId, code: decided.code });
        return { closed: false, reason: decided.code };
      }
      try {
        const saved = await saveProject(
          project,
          { set: { status: decided.status!, phase: decided.phase } },
          {
            actorId: SYSTEM_ACTOR,
            action: 'close',
            before: { status: project.status },
            after: { status: decided.status, closingDate },
          },
        );
        // Counted once: a run again after a failed sealing finds the project closed (above).
        metrics.count('Closings');
        return {
          closed: true,
          version: saved.version,
          sealed: await sealAndNotify(project, closingDate),
        };
      } catch (error) {
        if (!(error instanceof ConflictError) || attempt >= ATTEMPTS) throw error;
        logger.info('Scheduled close raced a save: read again', { projectId, attempt });
      }
    }
  });
}
