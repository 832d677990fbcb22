/**
 * Award approval statuses (docs/product/evaluation-and-award.md#award-approvals): the approval's own status
 * and each workflow member's. Shared by the awards group (the Award action refuses while an approval is
 * pending) and the award-approvals group (which moves them), so both read "pending" from one definition.
 */

/** An approval's statuses, in the order the flow usually meets them. */
export const AWARD_APPROVAL_STATUSES = [
  'incomplete',
  'draft',
  'pendingApproval',
  'emailSent',
  'correcting',
  'approved',
  'declined',
  'cancelled',
  'closed',
] as const;
export type AwardApprovalStatus = (typeof AWARD_APPROVAL_STATUSES)[number];

/**
 * Sent and not yet decided: the approvers are at work on it, or it is being corrected before it is sent
 * again. A project with such an approval cannot be awarded (the Award action's rules,
 * docs/product/evaluation-and-award.md#award).
 */
export const PENDING_AWARD_APPROVAL_STATUSES: readonly AwardApprovalStatus[] = [
  'pendingApproval',
  'emailSent',
  'correcting',
];

export function isAwardApprovalPending(status: AwardApprovalStatus): boolean {
  return PENDING_AWARD_APPROVAL_STATUSES.includes(status);
}

/** A workflow member's role: an approver decides; a reviewer is asked to review, and decides too. */
export const AWARD_WORKFLOW_ROLES = ['approver', 'reviewer'] as const;
export type AwardWorkflowRole = (typeof AWARD_WORKFLOW_ROLES)[number];

/** A workflow member's status: not reached yet, emailed (may act), or decided. */
export const AWARD_APPROVER_STATUSES = ['notSent', 'emailSent', 'approved', 'declined'] as const;
export type AwardApproverStatus = (typeof AWARD_APPROVER_STATUSES)[number];
