import * as z from 'zod/mini';
import { hardCopySubmissionsOfProject, planTakersOfProject } from '../core/db/entities/plan-taker.js';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { checkConfiguration } from '../core/env.js';
import { uploadsOfProject } from '../core/db/entities/document-upload.js';
import { awardsOfProject } from '../core/db/entities/award-keys.js';
import {
  ProjectTask,
  collaborationOfProject,
  taskReminderScheduleOf,
  tasksOfProject,
} from '../core/db/entities/project-collaboration-records.js';
import {
  complianceClaimKind,
  complianceItemsOfProject,
} from '../core/db/entities/project-compliance-item.js';
import { documentClaimKinds, documentsOfProject } from '../core/db/entities/project-document.js';
import { evaluationOfProject, evaluationSheetsOfProject } from '../core/db/entities/evaluation-keys.js';
import { registrationsOfProject } from '../core/db/entities/meeting-registration-keys.js';
import { questionsOfProject } from '../core/db/entities/vendor-question-keys.js';
import {
  acknowledgementsOfProject,
  addendaOfProject,
  addendumNumberClaimKind,
} from '../core/db/entities/addendum-keys.js';
import { ProjectHeader } from '../core/db/entities/project-header.js';
import { invitationClaimKind, invitationsOfProject } from '../core/db/entities/project-invitation.js';
import { teamOfProject } from '../core/db/entities/project-team-member.js';
import {
  requirementClaimKinds,
  requirementItemsOfProject,
  requirementSettingsOfProject,
} from '../core/db/entities/submission-requirement-keys.js';
import {
  noBidsOfProject,
  submissionFilesOfProject,
  submissionPartsOfProject,
  submissionsOfProject,
} from '../core/db/entities/submission-keys.js';
import {
  submissionsExportLockOfProject,
  submissionsExportsOfProject,
} from '../core/db/entities/submissions-export.js';
import { tenderTableClaimKind, tenderTablesOfProject } from '../core/db/entities/tender-table-keys.js';
import { claimsOfKind } from '../core/db/entities/unique-value.js';
import { getItem, queryAll } from '../core/db/ops.js';
import {
  AwardApproval,
  AwardApprovalLocator,
  awardApprovalsOfProject,
} from '../core/db/entities/award-approval.js';
import { stopAwardApprovalExecution } from '../core/awards/award-approval-executions.js';
import { deletesOf, keysOf } from '../core/db/owned-records.js';
import { transactAudited } from '../core/db/transaction.js';
import { logger } from '../core/logger.js';
import {
  cancelSchedule,
  RetryableJobError,
  runOneTimeJob,
  type OneTimeJobResult,
} from '../core/one-time-schedules.js';
import { deleteProjectDocuments, deleteSealedBidFiles } from './project-documents.js';

checkConfiguration('projects-cleanup-job');

const ZCleanupPayload = z.object({ projectId: z.string().check(z.minLength(1), z.maxLength(64)) });

export interface CleanupOutcome {
  /** Table items removed (team, documents' records and claims, open uploads, journal, comments, tasks...) */
  records: number;
  /** Task reminders that were still pending and are now cancelled */
  reminders: number;
  /** Objects left under the project's prefix that this run deleted */
  objects: number;
  /** Bids' files under the project's sealed/ prefix that this run deleted (decision 056) */
  sealedObjects: number;
}

/**
 * Every access path to what a project owns besides the records its delete transaction removes (decision
 * 034). Compliance items, invitations and their claims go with that transaction already (beyond 100 items,
 * in follow-up transactions after it); they are here again in case one of those failed.
 */
export function ownedBy(customerId: string, projectId: string) {
  const ref = { customerId, projectId };
  return [
    teamOfProject(customerId, projectId),
    documentsOfProject(customerId, projectId),
    uploadsOfProject(customerId, projectId),
    collaborationOfProject(ref),
    complianceItemsOfProject(customerId, projectId),
    invitationsOfProject(customerId, projectId),
    tenderTablesOfProject(customerId, projectId),
    requirementSettingsOfProject(customerId, projectId),
    requirementItemsOfProject(customerId, projectId),
    submissionsOfProject(customerId, projectId),
    submissionPartsOfProject(customerId, projectId),
    submissionFilesOfProject(customerId, projectId),
    noBidsOfProject(customerId, projectId),
    // The exports' zips expire with the exports bucket's lifecycle (decision 058).
    submissionsExportsOfProject(customerId, projectId),
    submissionsExportLockOfProject(customerId, projectId),
    planTakersOfProject(customerId, projectId),
    hardCopySubmissionsOfProject(customerId, projectId),
    registrationsOfProject(customerId, projectId),
    questionsOfProject(customerId, projectId),
    addendaOfProject(customerId, projectId),
    acknowledgementsOfProject(customerId, projectId),
    // The evaluation and its evaluators' sheets (decision 063).
    evaluationOfProject(customerId, projectId),
    evaluationSheetsOfProject(customerId, projectId),
    awardsOfProject(customerId, projectId),
    awardApprovalsOfProject(customerId, projectId),
    ...[
      ...documentClaimKinds(projectId),
      complianceClaimKind(projectId),
      invitationClaimKind(projectId),
      tenderTableClaimKind(projectId),
      ...requirementClaimKinds(projectId),
      addendumNumberClaimKind(projectId),
    ].map((kind) => claimsOfKind(customerId, kind)),
  ];
}

/**
 * Removes what a deleted project leaves behind: its pending task reminders (cancelled, not left to fire),
 * then every record it owns, then any document object still under its prefix, then its bids' files under
 * sealed/ (decision 056). Idempotent: a run after a
 * partial failure finds what is left. It acts only once the project is gone: the delete schedules it just
 * before its own transaction.
 */
export async function removeProjectLeftovers(customerId: string, projectId: string): Promise<CleanupOutcome> {
  if (await getItem(ProjectHeader, { customerId, projectId }))
    throw new RetryableJobError('The project is still there: its delete has not committed (or failed)');
  const tasks = await queryAll(ProjectTask, tasksOfProject({ customerId, projectId }));
  let reminders = 0;
  for (const task of tasks) {
    if (task.reminderDate && (await cancelSchedule(taskReminderScheduleOf(customerId, task.projectTaskId))))
      reminders += 1;
  }
  // Award approvals (decision 065): their executions stop, and their locators go with them.
  const approvals = await queryAll(AwardApproval, awardApprovalsOfProject(customerId, projectId));
  for (const approval of approvals)
    await stopAwardApprovalExecution(approval.executionArn, 'project deleted');
  const locators = approvals.map((a) => AwardApprovalLocator.key({ awardApprovalId: a.awardApprovalId }));
  const keys = [...(await keysOf(ownedBy(customerId, projectId))), ...locators];
  if (keys.length > 0) {
    await transactAudited(
      {
        customerId,
        actorId: SYSTEM_ACTOR,
        entityType: 'project',
        entityId: projectId,
        projectId,
        action: 'deleteCompleted',
        after: { records: keys.length, reminders },
      },
      [],
      deletesOf(keys),
    );
  }
  const objects = await deleteProjectDocuments(customerId, projectId);
  const sealedObjects = await deleteSealedBidFiles(customerId, projectId);
  return { records: keys.length, reminders, objects, sealedObjects };
}

/**
 * The project-cleanup one-time job (infra/schedules.ts), scheduled by a project's delete. A failure is
 * logged with the project and thrown as retryable, so the state machine runs it again (with backoff) until
 * it succeeds or its attempts run out; each failed run stays in the log and the execution's history.
 */
export async function handler(event: unknown): Promise<OneTimeJobResult<CleanupOutcome>> {
  return runOneTimeJob(event, async ({ tenant, payload }) => {
    const { projectId } = ZCleanupPayload.parse(payload);
    try {
      const outcome = await removeProjectLeftovers(tenant, projectId);
      logger.info('Project leftovers removed', { customerId: tenant, projectId, ...outcome });
      return outcome;
    } catch (error) {
      // The project still there is expected when the job fires before the delete commits: not an error yet.
      if (error instanceof RetryableJobError) {
        logger.warn('Project cleanup waits for the delete', { customerId: tenant, projectId });
        throw error;
      }
      logger.error('Project cleanup failed; it will be retried', { customerId: tenant, projectId, error });
      throw new RetryableJobError(`Project cleanup failed for ${projectId}`, { cause: error });
    }
  });
}
