import * as z from 'zod/mini';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { now } from '../core/clock.js';
import { checkConfiguration } from '../core/env.js';
import { Project } from '../core/db/entities/project.js';
import { getItem } from '../core/db/ops.js';
import { logger } from '../core/logger.js';
import {
  relayTime,
  runOneTimeJob,
  scheduleAgain,
  type OneTimeJobResult,
} from '../core/one-time-schedules.js';
import { transitionProject } from '../../shared/domain/projects/project-lifecycle.js';
import { lifecycleProjectOf, saveProject } from './project-records.js';
import { publicationSchedule } from './publication-schedule.js';

checkConfiguration('projects-publish-job');

const ZPublishPayload = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(64)),
  version: z.int(),
});

/** `next`: when a relayed schedule fires (reason `relayed`). */
export type PublishOutcome =
  { published: true; version: number } | { published: false; reason: string; next?: string };

/**
 * The publish-project one-time job (infra/schedules.ts): at the publish date, the scheduler's publishDue
 * transition. Idempotent: it acts only on the version that was scheduled, still Scheduled to Publish, and
 * the lifecycle refuses a date that has not come; anything else (changed, cancelled, already published)
 * is left as it is. A publish date beyond a schedule's horizon was scheduled at the horizon (relayTime):
 * firing before it, the job schedules itself again towards it, for the same version.
 */
export async function handler(event: unknown): Promise<OneTimeJobResult<PublishOutcome>> {
  return runOneTimeJob(event, async (fired) => {
    const { tenant, payload } = fired;
    const { projectId, version } = ZPublishPayload.parse(payload);
    const project = await getItem(Project, { customerId: tenant, projectId });
    if (!project) return { published: false, reason: 'gone' };
    if (project.version !== version) return { published: false, reason: 'changed' };
    const decided = transitionProject(
      lifecycleProjectOf(project),
      { action: 'publishDue' },
      { now: now(), actor: { kind: 'scheduler' }, restrictProjectsToDepartments: false },
    );
    if (!decided.ok && decided.code === 'projectPublishNotDue' && project.publishDate) {
      const next = await scheduleAgain(fired, {
        name: publicationSchedule(tenant, projectId),
        at: relayTime(project.publishDate),
        payload: { projectId, version },
      });
      logger.info('Scheduled publication relayed towards its publish date', { projectId, next: next.at });
      return { published: false, reason: 'relayed', next: next.at };
    }
    if (!decided.ok) {
      logger.info('Scheduled publication not applied', { projectId, code: decided.code });
      return { published: false, reason: decided.code };
    }
    const saved = await saveProject(
      project,
      { set: { status: decided.status!, phase: decided.phase } },
      {
        actorId: SYSTEM_ACTOR,
        action: 'publishDue',
        before: { status: project.status },
        after: { status: decided.status },
      },
    );
    return { published: true, version: saved.version };
  });
}
