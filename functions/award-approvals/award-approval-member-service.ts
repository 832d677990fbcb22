/**
 * An award approval's workflow members (decision 065): approvers and reviewers added, edited, removed and
 * put in order, each an edit of the approval (a sent one is then corrected; see award-approval-records.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  AWARD_APPROVAL_MAX_MEMBERS,
  isDuplicateMemberEmail,
} from '../../shared/domain/awards/award-approval-rules.js';
import type {
  TAwardApproval,
  TAwardApprovalMemberInput,
  TAwardApprovalWorkflowOrder,
} from '../../shared/schemas/award-approvals.js';
import { AppError } from '../core/app-error.js';
import type { StoredAwardApprovalMember } from '../core/db/entities/award-approval.js';
import type { SessionContext } from '../core/session.js';
import {
  changeApproval,
  loadApprovalForChange,
  memberOf,
  releasedMember,
  reordered,
} from './award-approval-records.js';
import { awardApprovalDto } from './award-approval-view.js';

const memberFields = (input: TAwardApprovalMemberInput) => ({
  role: input.role,
  fullName: input.fullName,
  title: input.title,
  email: input.email.trim(),
  // Present even when absent from the input, so that an edit can go back to the agency's language.
  language: input.language,
});

export async function addAwardApprovalMember(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalMemberInput,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  if (isDuplicateMemberEmail(current.workflow, input.email))
    throw new AppError('awardApprovalDuplicateEmail');
  if (current.workflow.length >= AWARD_APPROVAL_MAX_MEMBERS)
    throw new AppError('awardApprovalTooManyMembers');
  const member: StoredAwardApprovalMember = {
    awardApprovalWorkflowId: randomUUID(),
    ...memberFields(input),
    status: 'notSent',
    comments: null,
    emailedAt: null,
    actedAt: null,
    links: [],
  };
  return awardApprovalDto(
    await changeApproval(
      session,
      current,
      input.version,
      'addAwardApprovalMember',
      { workflow: [...current.workflow, member] },
      { edit: true },
    ),
  );
}

export async function updateAwardApprovalMember(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  input: TAwardApprovalMemberInput,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  const member = memberOf(current, awardApprovalWorkflowId);
  if (isDuplicateMemberEmail(current.workflow, input.email, awardApprovalWorkflowId))
    throw new AppError('awardApprovalDuplicateEmail');
  const fields = memberFields(input);
  // Another address is another person: they start over, and the links the earlier one held stop opening.
  const replaced = fields.email.toLowerCase() !== member.email.toLowerCase();
  const updated: StoredAwardApprovalMember = replaced
    ? {
        ...releasedMember(member),
        ...fields,
        status: 'notSent',
        comments: null,
        emailedAt: null,
        actedAt: null,
        links: [],
      }
    : { ...member, ...fields };
  const workflow = current.workflow.map((m) => (m === member ? updated : m));
  return awardApprovalDto(
    await changeApproval(
      session,
      current,
      input.version,
      'updateAwardApprovalMember',
      { workflow },
      { edit: true },
    ),
  );
}

export async function deleteAwardApprovalMember(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  awardApprovalWorkflowId: string,
  version: number,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  memberOf(current, awardApprovalWorkflowId);
  const workflow = current.workflow.filter((m) => m.awardApprovalWorkflowId !== awardApprovalWorkflowId);
  return awardApprovalDto(
    await changeApproval(
      session,
      current,
      version,
      'deleteAwardApprovalMember',
      { workflow },
      { edit: true },
    ),
  );
}

export async function reorderAwardApprovalMembers(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalWorkflowOrder,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  const workflow = reordered(
    current.workflow,
    (m) => m.awardApprovalWorkflowId,
    input.awardApprovalWorkflowIds,
  );
  return awardApprovalDto(
    await changeApproval(
      session,
      current,
      input.version,
      'reorderAwardApprovalMembers',
      { workflow },
      { edit: true },
    ),
  );
}
