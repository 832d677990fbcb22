/**
 * The award approval's rules (docs/product/evaluation-and-award.md#award-approvals, decision 065): what the
 * wizard needs before an approval can be sent, the workflow's "no duplicate email", which buyer action each
 * status allows, and the approver's view of a link. Pure: the browser's wizard and the award-approvals Lambda
 * call the same functions.
 */
import type { Money } from '../money.js';
import type { AwardApprovalStatus, AwardApproverStatus, AwardWorkflowRole } from './award-approval-status.js';

/** Limits of an approval's fields (docs/product/evaluation-and-award.md#award-approvals). */
export const AWARD_APPROVAL_TEXT_MAX_LENGTH = 200;
export const AWARD_APPROVAL_COMMENTS_MAX_LENGTH = 2_000;
export const AWARD_APPROVAL_REASON_MAX_LENGTH = 2_000;
export const AWARD_APPROVAL_MAX_MEMBERS = 20;
export const AWARD_APPROVAL_MAX_DOCUMENTS = 50;
/** The agency's "approver link validity in days" (issue 11 item 4): 30 unless the agency sets another. */
export const APPROVER_LINK_VALIDITY_DEFAULT_DAYS = 30;
export const APPROVER_LINK_VALIDITY_MIN_DAYS = 1;
export const APPROVER_LINK_VALIDITY_MAX_DAYS = 365;

/** Email addresses compare without case or surrounding blanks. */
export const normalizedEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Whether `email` is already a member's address, leaving out the member being edited (`exceptWorkflowId`):
 * the workflow may not name the same person twice (docs/product/evaluation-and-award.md#award-approvals).
 */
export function isDuplicateMemberEmail(
  members: readonly { awardApprovalWorkflowId: string; email: string }[],
  email: string,
  exceptWorkflowId?: string,
): boolean {
  const wanted = normalizedEmail(email);
  return members.some(
    (m) => m.awardApprovalWorkflowId !== exceptWorkflowId && normalizedEmail(m.email) === wanted,
  );
}

export interface AwardApprovalCompleteness {
  companyName?: string | undefined;
  reportName?: string | undefined;
  documents: readonly unknown[];
  workflow: readonly { role: AwardWorkflowRole; email: string; awardApprovalWorkflowId: string }[];
}

/**
 * What the approval still lacks before it can be sent (docs/product/evaluation-and-award.md#award-approvals):
 * empty when it is complete.
 */
export type AwardApprovalGap = 'company' | 'reportName' | 'document' | 'approver' | 'duplicateEmail';

export function awardApprovalGaps(approval: AwardApprovalCompleteness): AwardApprovalGap[] {
  const gaps: AwardApprovalGap[] = [];
  if (!approval.companyName?.trim()) gaps.push('company');
  if (!approval.reportName?.trim()) gaps.push('reportName');
  if (approval.documents.length === 0) gaps.push('document');
  if (!approval.workflow.some((m) => m.role === 'approver')) gaps.push('approver');
  const emails = approval.workflow.map((m) => normalizedEmail(m.email));
  if (new Set(emails).size !== emails.length) gaps.push('duplicateEmail');
  return gaps;
}

/** The status of an approval that was never sent: Incomplete until the wizard's steps are done, then Draft. */
export const unsentStatus = (approval: AwardApprovalCompleteness): AwardApprovalStatus =>
  awardApprovalGaps(approval).length === 0 ? 'draft' : 'incomplete';

/** The buyer's actions on an approval. */
export type AwardApprovalAction =
  'edit' | 'send' | 'cancel' | 'close' | 'delete' | 'resendToApprover' | 'resetApprover';

/**
 * Which action each status allows (docs/product/evaluation-and-award.md#award-approvals). `edit` of a sent
 * approval makes it Correcting; a Declined approval is edited and its decliner reset before it is sent again
 * (send refuses it: awardApprovalResetFirst); an approver's link is resent only while the workflow waits on
 * them; a status is reset only while no execution runs (Correcting or Declined). Approved, Cancelled and
 * Closed are final, but for closing an Approved one and deleting.
 */
export const AWARD_APPROVAL_TRANSITIONS: Readonly<
  Record<AwardApprovalStatus, readonly AwardApprovalAction[]>
> = {
  incomplete: ['edit', 'send', 'cancel', 'delete'],
  draft: ['edit', 'send', 'cancel', 'delete'],
  pendingApproval: ['edit', 'cancel', 'resendToApprover'],
  emailSent: ['edit', 'cancel', 'resendToApprover'],
  correcting: ['edit', 'send', 'cancel', 'delete', 'resetApprover'],
  declined: ['edit', 'send', 'cancel', 'close', 'delete', 'resetApprover'],
  approved: ['close', 'delete'],
  cancelled: ['delete'],
  closed: ['delete'],
};

export const awardApprovalAllows = (status: AwardApprovalStatus, action: AwardApprovalAction): boolean =>
  AWARD_APPROVAL_TRANSITIONS[status].includes(action);

/** The status an edit leaves: unsent approvals recompute Incomplete/Draft; a sent one is being corrected. */
export function statusAfterEdit(
  status: AwardApprovalStatus,
  approval: AwardApprovalCompleteness,
): AwardApprovalStatus {
  if (status === 'incomplete' || status === 'draft') return unsentStatus(approval);
  if (status === 'pendingApproval' || status === 'emailSent') return 'correcting';
  return status;
}

/** Why a send is refused, or null: complete, and no member's decline left standing. */
export function sendRefusal(
  status: AwardApprovalStatus,
  approval: Omit<AwardApprovalCompleteness, 'workflow'> & {
    workflow: readonly {
      role: AwardWorkflowRole;
      email: string;
      awardApprovalWorkflowId: string;
      status: AwardApproverStatus;
    }[];
  },
): 'awardApprovalResetFirst' | 'awardApprovalIncomplete' | 'awardApprovalActionNotAllowed' | null {
  if (!awardApprovalAllows(status, 'send')) return 'awardApprovalActionNotAllowed';
  if (status === 'declined' || approval.workflow.some((m) => m.status === 'declined'))
    return 'awardApprovalResetFirst';
  if (awardApprovalGaps(approval).length > 0) return 'awardApprovalIncomplete';
  return null;
}

/**
 * What an approver's valid link shows (docs/product/evaluation-and-award.md#links): Correcting → unavailable;
 * once they acted → the read-only summary; emailed while the approval waits → they may act. Anything else
 * (not reached, or reset since) is no page for them: the link is refused.
 */
export type ApproverPageMode = 'act' | 'summary' | 'unavailable' | 'refused';

export function approverPageMode(
  approvalStatus: AwardApprovalStatus,
  approverStatus: AwardApproverStatus,
): ApproverPageMode {
  if (approvalStatus === 'cancelled' || approvalStatus === 'closed') return 'refused';
  if (approvalStatus === 'correcting') return 'unavailable';
  if (approverStatus === 'approved' || approverStatus === 'declined') return 'summary';
  if (
    approverStatus === 'emailSent' &&
    (approvalStatus === 'emailSent' || approvalStatus === 'pendingApproval')
  )
    return 'act';
  return 'refused';
}

/**
 * Declining needs comments (declineNeedsComments, docs/product/evaluation-and-award.md#links); approving
 * needs none.
 */
export const declineNeedsComments = (decision: 'approved' | 'declined', comments?: string | null): boolean =>
  decision === 'declined' && !comments?.trim();

/**
 * What an approver is shown and decides on: the recommended company, the amounts and the documents (by
 * their SHA-256, hex). A document whose digest is not known yet stands by its id, so that a change of the
 * set still shows.
 */
export interface AwardApprovalContent {
  companyName: string;
  awardAllocation: string;
  awardAmount: Money | null;
  provisionalAmount: Money | null;
  subtotal: Money | null;
  amountWithTax: Money | null;
  amountWithNonRebateableTax: Money | null;
  documents: readonly { documentId: string; sha256?: string | undefined }[];
}

/**
 * An amount as the digest reads it: its canonical Money ("1000.50"), or "-" when not given. The text an
 * approval stored as a number before decision 075 gave (`toFixed(2)`), so that digest holds.
 */
const amountText = (amount: Money | null): string => amount ?? '-';

/**
 * The approval's content as one canonical text, the input of the digest stored with each decision (its
 * SHA-256): the same content always gives the same text, and any change of the company, an amount or a
 * document's bytes gives another. Versioned by its first line, so a later shape cannot collide with it.
 */
export function approvalContentText(a: AwardApprovalContent): string {
  return [
    'tenderbox-award-approval-content-v1',
    `company:${a.companyName.trim()}`,
    `allocation:${a.awardAllocation}`,
    `awardAmount:${amountText(a.awardAmount)}`,
    `provisionalAmount:${amountText(a.provisionalAmount)}`,
    `subtotal:${amountText(a.subtotal)}`,
    `amountWithTax:${amountText(a.amountWithTax)}`,
    `amountWithNonRebateableTax:${amountText(a.amountWithNonRebateableTax)}`,
    ...a.documents.map((d) => `document:${d.sha256 ?? `id:${d.documentId}`}`),
  ].join('\n');
}

/**
 * Whether an edit asks the decided members again: an approval that was sent, whose company, amounts or
 * documents change, no longer is what its approvers saw, so every decision on it goes back to pending
 * and the next send asks them all (a new round, a new email and link).
 */
export function editAsksAgain(
  status: AwardApprovalStatus,
  before: AwardApprovalContent,
  after: AwardApprovalContent,
): boolean {
  if (status === 'incomplete' || status === 'draft') return false;
  return approvalContentText(before) !== approvalContentText(after);
}

/**
 * A report number's characters: letters (accented ones too), digits, spaces, and . - _ # as separators. A
 * slash, colon or the like would break the file names and references the number is written into.
 */
export const REPORT_NUMBER_PATTERN = /^[\p{L}\p{N} ._#-]*$/u;
export const isValidReportNumber = (value: string): boolean => REPORT_NUMBER_PATTERN.test(value);

/**
 * Whether an approval may be created on a project in this status: only after its close and before its
 * award (the statuses in which awarded companies are chosen: closed, unofficial). An awarded project's
 * approvals are read only (awardApprovalProjectAwarded).
 */
export function approvalCreationRefusal(
  projectStatus: string,
): 'awardApprovalProjectAwarded' | 'awardApprovalProjectNotClosed' | null {
  if (projectStatus === 'awarded') return 'awardApprovalProjectAwarded';
  if (projectStatus !== 'closed' && projectStatus !== 'unofficial') return 'awardApprovalProjectNotClosed';
  return null;
}

/**
 * Whether an existing approval may still change (edit, send, its members and documents): not once the
 * project is awarded, when the approvals are the award's record. The server refuses; the screens read only.
 */
export const approvalChangeRefusal = (projectStatus: string): 'awardApprovalProjectAwarded' | null =>
  projectStatus === 'awarded' ? 'awardApprovalProjectAwarded' : null;
