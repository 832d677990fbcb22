/**
 * Source → companies (docs/product/tender.md#following-and-plan-takers; decision 048): the suppliers who
 * registered interest in the bid, with their hard copy submissions and their online ones, whether the public
 * page shows them (tender.isHidePlanTakers), and the hard copies the buyer records and deletes. Only a hard
 * copy can be deleted: an online submission is the supplier's (`planTakerSubmissionNotHardCopy`,
 * isDeletablePlanTakerSubmission).
 */
import { randomUUID } from 'node:crypto';
import { isDeletablePlanTakerSubmission } from '../../shared/domain/opportunities/plan-takers.js';
import { areSubmissionsShown } from '../../shared/domain/submissions/submission-status.js';
import type { TPlanTaker, TPlanTakers, TPlanTakerSubmission } from '../../shared/schemas/plan-takers.js';
import { AppError, ConflictError } from '../core/app-error.js';
import {
  HardCopySubmission,
  hardCopySubmissionsOfProject,
  PlanTaker,
  planTakersOfProject,
  type HardCopySubmissionRecord,
  type PlanTakerRecord,
} from '../core/db/entities/plan-taker.js';
import { ProjectHeader } from '../core/db/entities/project-header.js';
import { Submission } from '../core/db/entities/submission.js';
import { submissionsOfProject } from '../core/db/entities/submission-keys.js';
import { nowIso } from '../core/clock.js';
import { EXISTS, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { refreshPublicDetail } from '../core/opportunities/public-detail.js';
import { projectAudit, projectToChange } from '../core/projects/build-access.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

const hardCopyOf = (record: HardCopySubmissionRecord): TPlanTakerSubmission => ({
  planTakerSubmissionId: record.planTakerSubmissionId,
  kind: 'hardCopy',
  receivedAt: record.receivedAt,
  ...(record.note ? { note: record.note } : {}),
});

const planTakerOf = (
  { customerId: _c, supplierUserId: _u, ...planTaker }: PlanTakerRecord,
  submissions: TPlanTakerSubmission[],
): TPlanTaker => ({ ...planTaker, submissions });

interface Tender {
  isHidePlanTakers?: boolean;
}

/** GET PlanTakers: the plan takers, the earliest first, each with its hard copy and online submissions. */
export async function findPlanTakers(session: SessionContext, projectId: string): Promise<TPlanTakers> {
  const { customerId } = session;
  const { project } = await reachProject(session, projectId);
  const [planTakers, hardCopies, online] = await Promise.all([
    queryAll(PlanTaker, planTakersOfProject(customerId, projectId)),
    queryAll(HardCopySubmission, hardCopySubmissionsOfProject(customerId, projectId)),
    queryAll(Submission, submissionsOfProject(customerId, projectId)),
  ]);
  const tender = (project.tender ?? {}) as Tender;
  // Submissions show only after the close (docs/product/bids.md#its-life, the sealed vault): before it, the
  // list says nothing of a plan taker's online bid, not even that one exists; its hard copies are the buyer's
  // own records.
  const shownOnline = areSubmissionsShown(project.status) ? online : [];
  return {
    isHidePlanTakers: tender.isHidePlanTakers === true,
    version: (project as { version?: number }).version ?? 0,
    planTakers: planTakers
      .sort((a, b) => a.registeredAt.localeCompare(b.registeredAt))
      .map((planTaker) =>
        planTakerOf(planTaker, [
          ...hardCopies
            .filter((h) => h.vendorId === planTaker.vendorId)
            .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
            .map(hardCopyOf),
          ...shownOnline
            .filter((s) => s.vendorId === planTaker.vendorId)
            .map((s) => ({
              planTakerSubmissionId: s.submissionId,
              kind: 'online' as const,
              status: s.status,
              ...(s.completedAt ? { receivedAt: s.completedAt } : {}),
            })),
        ]),
      ),
  };
}

/**
 * PUT PlanTakers: shows or hides the plan takers on the public page, at the project's version (409 when
 * another change came first). Only the flag changes, with the project's version and its audit event.
 */
export async function updatePlanTakers(
  session: SessionContext,
  projectId: string,
  input: { isHidePlanTakers: boolean; version: number },
): Promise<TPlanTakers> {
  const project = await projectToChange(session, projectId);
  const stored = (project as { version?: number }).version ?? 0;
  if (stored !== input.version)
    throw new ConflictError({ details: { expected: input.version, current: stored } });
  const tender = { ...((project.tender ?? {}) as Tender), isHidePlanTakers: input.isHidePlanTakers };
  try {
    await transactAudited(
      {
        ...projectAudit(session, projectId, 'planTakersVisibility'),
        after: { isHidePlanTakers: input.isHidePlanTakers },
      },
      [
        tx.update(
          ProjectHeader,
          { customerId: session.customerId, projectId },
          { set: { tender, version: stored + 1, updatedAt: nowIso() } },
          {
            expression: '#version = :version',
            names: { '#version': 'version' },
            values: { ':version': stored },
          },
        ),
      ],
    );
  } catch (error) {
    if (error instanceof ConflictError)
      throw new ConflictError({ details: { expected: stored }, cause: error });
    throw error;
  }
  // Shown or hidden, the plan takers' names are the public page's (decision 071).
  await refreshPublicDetail(session.customerId, projectId);
  return findPlanTakers(session, projectId);
}

/** POST PlanTakers/HardCopySubmission: a hard copy received from one of the plan takers. */
export async function addHardCopySubmission(
  session: SessionContext,
  projectId: string,
  input: { vendorId: string; receivedAt: string; note?: string | undefined },
): Promise<TPlanTakerSubmission> {
  const { customerId } = session;
  await projectToChange(session, projectId);
  const planTaker = await getItem(PlanTaker, { customerId, projectId, vendorId: input.vendorId });
  if (!planTaker) throw new AppError('planTakerNotFound');
  const record: HardCopySubmissionRecord = {
    customerId,
    projectId,
    planTakerSubmissionId: randomUUID(),
    vendorId: input.vendorId,
    receivedAt: new Date(input.receivedAt).toISOString(),
    ...(input.note ? { note: input.note } : {}),
    recordedAt: nowIso(),
    recordedBy: session.userId,
  };
  await transactAudited(
    { ...projectAudit(session, projectId, 'hardCopyRecorded'), after: hardCopyOf(record) },
    [tx.create(HardCopySubmission, record)],
  );
  return hardCopyOf(record);
}

/**
 * DELETE PlanTakers/HardCopySubmission: removes a hard copy. The id of an online submission is refused
 * with the catalogue's message; an unknown id is not found.
 */
export async function removeHardCopySubmission(
  session: SessionContext,
  projectId: string,
  planTakerSubmissionId: string,
): Promise<void> {
  const { customerId } = session;
  await projectToChange(session, projectId);
  const key = { customerId, projectId, planTakerSubmissionId };
  const hardCopy = await getItem(HardCopySubmission, key);
  if (!hardCopy) {
    const online = await getItem(Submission, { customerId, projectId, submissionId: planTakerSubmissionId });
    if (online && !isDeletablePlanTakerSubmission('online'))
      throw new AppError('planTakerSubmissionNotHardCopy');
    throw new AppError('planTakerSubmissionNotFound');
  }
  await transactAudited(
    { ...projectAudit(session, projectId, 'hardCopyDeleted'), before: hardCopyOf(hardCopy) },
    [tx.delete(HardCopySubmission, key, { expression: EXISTS.condition, names: EXISTS.names })],
  );
}
