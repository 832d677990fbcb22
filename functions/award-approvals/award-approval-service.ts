/**
 * Award approvals, the buyer's side (issue 11 item 3, docs/product/evaluation-and-award.md#award-approvals,
 * decision 065): the approval itself, listed, read, created, edited and deleted. Its documents, uploads,
 * members and workflow actions are the other award-approval-*-service.ts modules beside this one.
 */
import { randomUUID } from 'node:crypto';
import {
  approvalChangeRefusal,
  approvalCreationRefusal,
  unsentStatus,
} from '../../shared/domain/awards/award-approval-rules.js';
import type {
  TAwardApproval,
  TAwardApprovalCreate,
  TAwardApprovalUpdate,
} from '../../shared/schemas/award-approvals.js';
import { AppError } from '../core/app-error.js';
import { stopAwardApprovalExecution } from '../core/awards/award-approval-executions.js';
import { disqualifiedSubmissionIds } from '../core/awards/disqualified-bids.js';
import {
  AwardApproval,
  AwardApprovalLocator,
  awardApprovalsOfProject,
  type AwardApprovalRecord,
} from '../core/db/entities/award-approval.js';
import { PlanTaker } from '../core/db/entities/plan-taker.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { reachTenderProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { listedBidsOf } from '../core/submissions/opened-bids.js';
import {
  assertApprovalAllows,
  changeApproval,
  loadApprovalForChange,
  loadApprovalWithProject,
  rereadApproval,
} from './award-approval-records.js';
import { removeUploadedFiles } from './award-approval-upload-service.js';
import { auditView, awardApprovalDto } from './award-approval-view.js';

/** The recommended company, when named by its vendor id, is one of the project's plan takers. */
async function assertVendorOfProject(
  session: SessionContext,
  projectId: string,
  vendorId: string | null | undefined,
): Promise<void> {
  if (!vendorId) return;
  if (!(await getItem(PlanTaker, { customerId: session.customerId, projectId, vendorId })))
    throw new AppError('awardApprovalVendorNotFound', { details: { vendorId } });
}

/**
 * The recommended company is not a bidder the evaluation disqualified: named by its vendor id, or by the
 * company name of a disqualified bid (a company typed by hand is matched by name, without case or blanks).
 */
async function assertNotDisqualified(
  session: SessionContext,
  projectId: string,
  company: { companyName?: string | undefined; vendorId?: string | null | undefined },
): Promise<void> {
  if (!company.companyName && !company.vendorId) return;
  const disqualified = await disqualifiedSubmissionIds(session.customerId, projectId);
  if (disqualified.size === 0) return;
  const name = company.companyName?.trim().toLowerCase();
  const bids = await listedBidsOf(session.customerId, projectId);
  const named = bids.some(
    (bid) =>
      disqualified.has(bid.submissionId) &&
      ((company.vendorId && bid.vendorId === company.vendorId) ||
        (name && bid.companyName.trim().toLowerCase() === name)),
  );
  if (named) throw new AppError('awardApprovalCompanyDisqualified');
}

export async function listAwardApprovals(session: SessionContext, projectId: string) {
  const { project } = await reachTenderProject(session, projectId);
  const records = await queryAll(AwardApproval, awardApprovalsOfProject(session.customerId, projectId));
  records.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const readOnly = approvalChangeRefusal(project.status) !== null;
  return {
    awardApprovals: records.map((r) => awardApprovalDto(r, readOnly)),
    creationRefusal: approvalCreationRefusal(project.status),
  };
}

export async function getAwardApproval(session: SessionContext, projectId: string, awardApprovalId: string) {
  const { record, project } = await loadApprovalWithProject(session, projectId, awardApprovalId);
  return awardApprovalDto(record, approvalChangeRefusal(project.status) !== null);
}

export async function createAwardApproval(
  session: SessionContext,
  projectId: string,
  input: TAwardApprovalCreate,
): Promise<TAwardApproval> {
  const { project } = await reachTenderProject(session, projectId);
  const refusal = approvalCreationRefusal(project.status);
  if (refusal) throw new AppError(refusal, { details: { projectStatus: project.status } });
  await assertVendorOfProject(session, projectId, input.vendorId);
  await assertNotDisqualified(session, projectId, input);
  const awardApprovalId = randomUUID();
  const fields = {
    companyName: input.companyName,
    vendorId: input.vendorId ?? null,
    reportName: input.reportName ?? '',
    reportNumber: input.reportNumber ?? '',
    awardAllocation: input.awardAllocation ?? 'full',
    awardAmount: input.awardAmount ?? null,
    provisionalAmount: input.provisionalAmount ?? null,
    subtotal: input.subtotal ?? null,
    amountWithTax: input.amountWithTax ?? null,
    amountWithNonRebateableTax: input.amountWithNonRebateableTax ?? null,
  };
  const status = unsentStatus({ ...fields, documents: [], workflow: [] });
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'awardApproval',
      entityId: awardApprovalId,
      projectId,
      action: 'createAwardApproval',
      after: { status, ...fields },
    },
    [
      tx.create(AwardApproval, {
        customerId: session.customerId,
        projectId,
        awardApprovalId,
        status,
        ...fields,
        createdBy: session.userId,
      }),
      tx.create(AwardApprovalLocator, { awardApprovalId, customerId: session.customerId, projectId }),
    ],
  );
  return awardApprovalDto(
    await rereadApproval({ customerId: session.customerId, projectId, awardApprovalId }),
  );
}

export async function updateAwardApproval(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalUpdate,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  await assertVendorOfProject(session, projectId, input.vendorId);
  await assertNotDisqualified(session, projectId, input);
  const { version, ...given } = input;
  const fields = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  return awardApprovalDto(
    await changeApproval(
      session,
      current,
      version,
      'updateAwardApproval',
      fields as Partial<AwardApprovalRecord>,
      {
        edit: true,
      },
    ),
  );
}

export async function deleteAwardApproval(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  version: number,
): Promise<void> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  assertVersion(current, version);
  assertApprovalAllows(current, 'delete');
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'awardApproval',
      entityId: awardApprovalId,
      projectId,
      action: 'deleteAwardApproval',
      before: auditView(current),
    },
    [
      tx.delete(AwardApproval, current, {
        expression: '#version = :version',
        names: { '#version': 'version' },
        values: { ':version': current.version },
      }),
      tx.delete(AwardApprovalLocator, { awardApprovalId }),
    ],
  );
  await stopAwardApprovalExecution(current.executionArn, 'awardApproval.delete');
  await removeUploadedFiles(current.documents);
}
