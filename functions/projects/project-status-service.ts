/**
 * PUT Projects/status and DELETE Projects (docs/product/projects.md#lifecycle): a lifecycle action decided by
 * transitionProject (shared/domain/projects/project-lifecycle.ts), written with its audit event, then its
 * effects.
 */
import { AppError } from '../core/app-error.js';
import { now } from '../core/clock.js';
import { Project, type ProjectItem } from '../core/db/entities/project.js';
import { PROJECT_NUMBER_CLAIM } from '../core/db/entities/project-number-counter.js';
import { ProjectSearchRow } from '../core/db/entities/project-search-row.js';
import { PublicDetail } from '../core/db/entities/public-detail-record.js';
import { forgetPublicDetail } from '../core/opportunities/public-detail.js';
import { PublicOpportunity } from '../core/db/entities/public-opportunity.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { assertVersion, type Changes } from '../core/db/ops.js';
import { projectBuildItemDeletes } from './project-build-records.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { logger } from '../core/logger.js';
import { cancelSchedule, relayTime, scheduleAt } from '../core/one-time-schedules.js';
import type { SessionContext } from '../core/session.js';
import {
  transitionProject,
  type ActionRequest,
  type ProjectEffect,
} from '../../shared/domain/projects/project-lifecycle.js';
import type { TProjectStatusAction, TProjectView } from '../../shared/schemas/projects.js';
import { claimValue } from './project-number-service.js';
import {
  lifecycleProjectOf,
  loadProject,
  missingItemsOf,
  projectUserById,
  projectView,
  saveProject,
  userContext,
} from './project-records.js';
import { agencyFacts, projectUserOf } from '../core/projects/project-access.js';
import { searchGenerationBump } from '../core/projects/project-search-writes.js';
import { deleteProjectDocuments } from './project-documents.js';
import { convertPlannedNotice } from './project-convert-service.js';
import { listUsageItems } from './project-list-usage.js';
import { PUBLISH_JOB, publicationSchedule } from './publication-schedule.js';
import { CLEANUP_JOB, cleanupSchedule } from './cleanup-schedule.js';
import { questionReminderSchedule } from '../core/questions/question-reminder.js';
import { closingSchedule } from './closing-schedule.js';

/** Notifications (approver, requester, registered suppliers) come with the email issue; logged until then. */
function notify(effect: ProjectEffect, project: ProjectItem): void {
  logger.info('Project notification not sent yet', { effect, projectId: project.projectId });
}

/**
 * Removes a project for good: the project, its number claim, its search row, with the audit event; then its
 * documents. What else it owns (team, documents' records, journal, tasks and their reminders, open uploads)
 * the project-cleanup job removes once the project is gone, retrying until it has (decision 034).
 */
async function removeProject(project: ProjectItem, actorId: string): Promise<void> {
  const { customerId, projectId } = project;
  await cancelSchedule(publicationSchedule(customerId, projectId));
  await cancelSchedule(questionReminderSchedule(customerId, projectId));
  await cancelSchedule(closingSchedule(customerId, projectId));
  // Set before the delete, so that no committed delete lacks it; the job waits for the project to be gone.
  await scheduleAt({
    name: cleanupSchedule(customerId, projectId),
    at: now(),
    job: CLEANUP_JOB,
    payload: { projectId },
  });
  const key = { customerId, projectId };
  // Its drop-down items' usage and its Build lists go with it, in the same transaction as far as they fit.
  const followUps = [
    ...listUsageItems(customerId, project, undefined),
    ...(await projectBuildItemDeletes(customerId, projectId)),
  ];
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'project',
      entityId: projectId,
      projectId,
      action: 'delete',
      before: { number: project.number, name: project.name, status: project.status },
    },
    [
      tx.delete(Project, key, {
        expression: '#ver = :version',
        names: { '#ver': 'version' },
        values: { ':version': project.version },
      }),
      tx.delete(ProjectSearchRow, key),
      // Unconditional: a listed project's public row goes with it, and an absent one is no error.
      tx.delete(PublicOpportunity, key),
      tx.delete(PublicDetail, key),
      searchGenerationBump(customerId),
      tx.delete(UniqueValue, { customerId, kind: PROJECT_NUMBER_CLAIM, value: claimValue(project.number) }),
    ],
    followUps,
  );
  forgetPublicDetail(customerId, projectId);
  // After the records: a failure here leaves objects without a project, never a project without its
  // documents; the project is gone, so the delete succeeded, and the cleanup job deletes them (retried).
  await deleteProjectDocuments(customerId, projectId).catch((error: unknown) =>
    logger.error('Project documents not deleted; the cleanup job retries', { projectId, error }),
  );
}

/** PUT Projects/status?projectId: one lifecycle action at the version read. */
export async function changeProjectStatus(
  session: SessionContext,
  projectId: string,
  input: TProjectStatusAction,
): Promise<TProjectView | undefined> {
  const { customerId } = session;
  const [user, agency] = await Promise.all([projectUserOf(session), agencyFacts(customerId)]);
  const current = await loadProject(customerId, projectId, user, agency);
  assertVersion(current, input.version);

  // A named approver is a user of the agency: another agency's user is simply not found.
  const approver = input.approverId ? await projectUserById(customerId, input.approverId) : undefined;
  if (input.approverId && !approver) throw new AppError('userNotFound');
  const request: ActionRequest = {
    action: input.action,
    reason: input.reason,
    confirmed: input.confirmed,
    copyFormsAndInstructions: input.copyFormsAndInstructions,
    missingPublishItems: (await missingItemsOf(current)).length,
    approver,
  };
  const decided = transitionProject(lifecycleProjectOf(current), request, userContext(user, agency));
  if (!decided.ok) throw new AppError(decided.code, { details: { action: input.action } });
  // The notice itself does not change: the answer is the new project (as POST Projects/Convert gives).
  if (decided.effects.includes('createProjectFromNotice'))
    return convertPlannedNotice(session, projectId, input.copyFormsAndInstructions ?? false);

  if (decided.status === null) {
    await removeProject(current, session.userId);
    return undefined;
  }

  const set: Record<string, unknown> = { status: decided.status, phase: decided.phase };
  const remove: string[] = [];
  for (const [field, value] of Object.entries(decided.changes)) {
    if (field === 'copyFormsAndInstructions' || value === undefined) continue;
    if (value === null) {
      if ((current as Record<string, unknown>)[field] !== undefined) remove.push(field);
    } else set[field] = value;
  }
  // Scheduled first: if the save then fails, the job finds another version and does nothing. An agency
  // may announce a tender more than a year ahead (a schedule's horizon): it is then scheduled at the
  // horizon, where the job finds the date still ahead and schedules itself again (publish-job.ts).
  if (decided.effects.includes('schedulePublication')) {
    await scheduleAt({
      name: publicationSchedule(customerId, projectId),
      at: relayTime(current.publishDate!),
      job: PUBLISH_JOB,
      payload: { projectId, version: current.version + 1 },
    });
  }
  const saved = await saveProject(current, { set, remove } as Changes<ProjectItem>, {
    actorId: session.userId,
    action: input.action,
    before: { status: current.status, phase: current.phase },
    after: { ...set, ...(input.reason ? { reason: input.reason } : {}) },
  });
  for (const effect of decided.effects) {
    if (effect === 'cancelScheduledPublication')
      await cancelSchedule(publicationSchedule(customerId, projectId));
    if (effect.startsWith('notify')) notify(effect, saved);
  }
  return projectView(saved, user, agency);
}

/** DELETE Projects?projectId&confirmed: the lifecycle's delete action at the stored version. */
export async function deleteProject(
  session: SessionContext,
  projectId: string,
  confirmed: boolean | undefined,
): Promise<void> {
  const { customerId } = session;
  const [user, agency] = await Promise.all([projectUserOf(session), agencyFacts(customerId)]);
  const current = await loadProject(customerId, projectId, user, agency);
  const decided = transitionProject(
    lifecycleProjectOf(current),
    { action: 'delete', confirmed },
    userContext(user, agency),
  );
  if (!decided.ok) throw new AppError(decided.code);
  await removeProject(current, session.userId);
}
