/**
 * An award approval as the buyer's use cases read and change it (decision 065): loaded within the session's
 * reach, refused once its project is awarded, and changed as one versioned transaction with its audit event
 * on the project. The rules (what a status allows, what an edit asks again) are
 * shared/domain/awards/award-approval-rules.ts, which the wizard runs too; an edit of a sent approval, a
 * cancel and a close stop its workflow.
 */
import {
  approvalChangeRefusal,
  awardApprovalAllows,
  editAsksAgain,
  statusAfterEdit,
  type AwardApprovalAction,
} from '../../shared/domain/awards/award-approval-rules.js';
import { isAwardApprovalPending } from '../../shared/domain/awards/award-approval-status.js';
import { AppError } from '../core/app-error.js';
import { stopAwardApprovalExecution } from '../core/awards/award-approval-executions.js';
import {
  AwardApproval,
  type AwardApprovalRecord,
  type StoredAwardApprovalMember,
} from '../core/db/entities/award-approval.js';
import { assertVersion, getItem, type Changes } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { reachTenderProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { auditView } from './award-approval-view.js';

const keyOf = (session: SessionContext, projectId: string, awardApprovalId: string) => ({
  customerId: session.customerId,
  projectId,
  awardApprovalId,
});

export async function loadApprovalWithProject(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
) {
  const { project } = await reachTenderProject(session, projectId);
  const record = await getItem(AwardApproval, keyOf(session, projectId, awardApprovalId));
  if (!record) throw new AppError('awardApprovalNotFound', { details: { awardApprovalId } });
  return { record, project };
}

export async function loadApproval(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  options: { change?: boolean } = {},
): Promise<AwardApprovalRecord> {
  const { record, project } = await loadApprovalWithProject(session, projectId, awardApprovalId);
  // Once the project is awarded its approvals are its record: read only, as their screens are.
  const refusal = options.change ? approvalChangeRefusal(project.status) : null;
  if (refusal) throw new AppError(refusal, { details: { awardApprovalId } });
  return record;
}

export const loadApprovalForChange = (session: SessionContext, projectId: string, awardApprovalId: string) =>
  loadApproval(session, projectId, awardApprovalId, { change: true });

export function assertApprovalAllows(record: AwardApprovalRecord, action: AwardApprovalAction): void {
  if (!awardApprovalAllows(record.status, action))
    throw new AppError('awardApprovalActionNotAllowed', { details: { status: record.status, action } });
}

export function memberOf(
  record: AwardApprovalRecord,
  awardApprovalWorkflowId: string,
): StoredAwardApprovalMember {
  const member = record.workflow.find((m) => m.awardApprovalWorkflowId === awardApprovalWorkflowId);
  if (!member) throw new AppError('awardApprovalMemberNotFound', { details: { awardApprovalWorkflowId } });
  return member;
}

/** A member no execution waits on any more: its task token goes (its links stay: they open what the status allows). */
export const releasedMember = (m: StoredAwardApprovalMember): StoredAwardApprovalMember => {
  const { taskToken: _token, round: _round, ...rest } = m;
  return rest;
};

/**
 * A member asked again from the start: no decision, no email of this round yet (an earlier round's date
 * would read "Emailed" beside "Not sent"), no digest.
 */
export const pendingMember = (m: StoredAwardApprovalMember): StoredAwardApprovalMember => {
  const { decisionDigest: _digest, ...rest } = releasedMember(m);
  return { ...rest, status: 'notSent', comments: null, actedAt: null, emailedAt: null };
};
const decided = (m: StoredAwardApprovalMember) => m.status === 'approved' || m.status === 'declined';

/**
 * One change of the approval at the version read: `fields` are its new values; an edit recomputes the
 * status (a sent approval becomes Correcting: its execution stops and its links show "unavailable").
 */
export async function changeApproval(
  session: SessionContext,
  current: AwardApprovalRecord,
  version: number | undefined,
  action: string,
  fields: Partial<AwardApprovalRecord>,
  options: { edit?: boolean } = {},
): Promise<AwardApprovalRecord> {
  assertVersion(current, version);
  const next = { ...current, ...fields };
  if (options.edit) {
    assertApprovalAllows(current, 'edit');
    next.status = statusAfterEdit(current.status, next);
    // What the approvers decided on changed: every decision goes back to pending and the next send asks
    // them all again (editAsksAgain); a Declined approval without its decline is being corrected.
    if (editAsksAgain(current.status, current, next) && next.workflow.some(decided)) {
      next.workflow = next.workflow.map((m) => (decided(m) ? pendingMember(m) : m));
      next.approvalDate = null;
      if (next.status === 'declined') next.status = 'correcting';
    }
  }
  const stops = isAwardApprovalPending(current.status) && !isAwardApprovalPending(next.status);
  const correcting = current.status !== 'correcting' && next.status === 'correcting';
  if (stops || correcting) next.workflow = next.workflow.map(releasedMember);
  const set: Changes<AwardApprovalRecord>['set'] = {};
  for (const [name, value] of Object.entries(next)) {
    if (name === 'version' || name === 'createdAt' || name === 'updatedAt') continue;
    if (JSON.stringify(value) !== JSON.stringify(current[name as keyof AwardApprovalRecord]))
      (set as Record<string, unknown>)[name] = value;
  }
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'awardApproval',
      entityId: current.awardApprovalId,
      projectId: current.projectId,
      action,
      before: auditView(current),
      after: auditView(next),
    },
    [tx.updateVersioned(AwardApproval, current, { set })],
  );
  if (correcting || (stops && current.status !== 'correcting'))
    await stopAwardApprovalExecution(current.executionArn, `awardApproval.${action}`);
  return rereadApproval(current);
}

export async function rereadApproval(
  r: Pick<AwardApprovalRecord, 'customerId' | 'projectId' | 'awardApprovalId'>,
): Promise<AwardApprovalRecord> {
  const record = await getItem(AwardApproval, {
    customerId: r.customerId,
    projectId: r.projectId,
    awardApprovalId: r.awardApprovalId,
  });
  if (!record) throw new AppError('awardApprovalNotFound');
  return record;
}

/** The items in the order of `ids`, which must name each of them once. */
export function reordered<T>(items: readonly T[], idOf: (item: T) => string, ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [idOf(item), item]));
  if (ids.length !== items.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
    throw new AppError('awardApprovalOrderMismatch');
  return ids.map((id) => byId.get(id)!);
}
