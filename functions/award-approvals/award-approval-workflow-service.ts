/**
 * An award approval's workflow actions (decision 065): a send starts the award-approval workflow
 * (infra/workflows/award-approval.asl.json), which emails each member in turn; a cancel or a close ends
 * the approval; a waiting approver gets a new link, a decided one is asked again.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { awardApprovalGaps, sendRefusal } from '../../shared/domain/awards/award-approval-rules.js';
import type { TAwardApproval, TAwardApprovalStatusChange } from '../../shared/schemas/award-approvals.js';
import { AppError } from '../core/app-error.js';
import { withDocumentDigests } from '../core/awards/award-approval-digest.js';
import { approverLinkUrl, newApproverLink } from '../core/awards/award-approval-links.js';
import { sfn } from '../core/aws/sfn.js';
import { nowIso } from '../core/clock.js';
import { AwardApproval } from '../core/db/entities/award-approval.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { assertVersion, getItem, patchItem } from '../core/db/ops.js';
import { appOriginFor } from '../core/email.js';
import { workflowArn } from '../core/env.js';
import { reachTenderProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { sendApproverEmail } from './award-approval-emails.js';
import {
  assertApprovalAllows,
  changeApproval,
  loadApprovalForChange,
  memberOf,
  pendingMember,
  releasedMember,
  rereadApproval,
} from './award-approval-records.js';
import { awardApprovalDto } from './award-approval-view.js';

/** The execution's name: the approval and its round (unique per state machine, at most 80 characters). */
export const executionNameOf = (awardApprovalId: string, round: number) => `${awardApprovalId}-r${round}`;

export async function sendAwardApproval(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  version: number,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  assertVersion(current, version);
  const refusal = sendRefusal(current.status, current);
  if (refusal)
    throw new AppError(refusal, { details: { status: current.status, gaps: awardApprovalGaps(current) } });
  const arn = workflowArn('award-approval');
  if (!arn) throw new Error('AWARD_APPROVAL_STATE_MACHINE_ARN is not configured');
  const round = current.round + 1;
  // Members not approved yet are asked again from the start: their earlier links stop opening once asked.
  const workflow = current.workflow.map((m) =>
    m.status === 'approved' ? releasedMember(m) : pendingMember(m),
  );
  // Every document carries its SHA-256 before anyone is asked (those attached before digests were kept).
  const documents = await withDocumentDigests(current.documents);
  const sent = await changeApproval(session, current, version, 'sendAwardApproval', {
    status: 'pendingApproval',
    round,
    workflow,
    documents,
    cancelReason: null,
  });
  try {
    const started = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: arn,
        name: executionNameOf(awardApprovalId, round),
        input: JSON.stringify({ customerId: session.customerId, projectId, awardApprovalId, round }),
      }),
    );
    await patchItem(AwardApproval, sent, { set: { executionArn: started.executionArn } });
  } catch (error) {
    // Keep the record truthful: an approval whose workflow never started is not pending; the user sends again.
    await patchItem(AwardApproval, sent, { set: { status: current.status }, add: { version: 1 } });
    throw error;
  }
  return awardApprovalDto(await rereadApproval(current));
}

export async function changeAwardApprovalStatus(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalStatusChange,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  if (input.status === 'cancelled') {
    assertApprovalAllows(current, 'cancel');
    const reason = input.reason?.trim();
    if (!reason)
      throw new AppError('awardApprovalCancelReasonRequired', {
        fields: [{ field: 'body.reason', code: 'required' }],
      });
    return awardApprovalDto(
      await changeApproval(session, current, input.version, 'cancelAwardApproval', {
        status: 'cancelled',
        cancelReason: reason,
      }),
    );
  }
  assertApprovalAllows(current, 'close');
  return awardApprovalDto(
    await changeApproval(session, current, input.version, 'closeAwardApproval', { status: 'closed' }),
  );
}

async function agencyOf(customerId: string) {
  return getItem(CustomerHeader, { customerId });
}

export async function resendAwardApprovalLink(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  version: number,
  requestOrigin: string | undefined,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  const member = memberOf(current, awardApprovalWorkflowId);
  assertApprovalAllows(current, 'resendToApprover');
  if (member.status !== 'emailSent' || !member.taskToken)
    throw new AppError('awardApprovalApproverNotWaiting', { details: { status: member.status } });
  const [agency, { project }] = await Promise.all([
    agencyOf(session.customerId),
    reachTenderProject(session, projectId),
  ]);
  const { token, link } = newApproverLink(agency?.approverLinkValidityDays);
  const workflow = current.workflow.map((m) =>
    m === member ? { ...m, links: [link], emailedAt: nowIso() } : m,
  );
  const after = await changeApproval(session, current, version, 'resendAwardApprovalLink', { workflow });
  await sendApproverEmail(member.email, {
    kind: 'resend',
    lang: member.language ?? agency?.defaultLanguage ?? 'en',
    fullName: member.fullName,
    role: member.role,
    agencyName: agency?.displayName ?? '',
    projectName: project.name,
    projectNumber: project.number,
    companyName: current.companyName,
    reportName: current.reportName,
    url: approverLinkUrl(appOriginFor(requestOrigin), awardApprovalId, awardApprovalWorkflowId, token),
    expiresAt: link.expiresAt,
    timeZone: agency?.timeZone ?? 'America/Toronto',
  });
  return awardApprovalDto(after);
}

export async function resetAwardApprovalMember(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  version: number,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  const member = memberOf(current, awardApprovalWorkflowId);
  assertApprovalAllows(current, 'resetApprover');
  if (member.status !== 'approved' && member.status !== 'declined')
    throw new AppError('awardApprovalApproverNotDecided', { details: { status: member.status } });
  // Their links stay: while the approval is corrected they show "unavailable"; asked again, they get a new one.
  const workflow = current.workflow.map((m) => (m === member ? pendingMember(m) : m));
  const stillDeclined = workflow.some((m) => m.status === 'declined');
  return awardApprovalDto(
    await changeApproval(session, current, version, 'resetAwardApprovalMember', {
      workflow,
      status: current.status === 'declined' && !stillDeclined ? 'correcting' : current.status,
      approvalDate: null,
    }),
  );
}
