/**
 * When a change to a project withdraws its completed submissions to incomplete
 * (docs/product/bids.md#its-life): unlocking the requirements, adding an addendum to an open bid, changing
 * the prompt-pay setting. The bidders must then complete and submit again against what changed. The caller
 * first learns how many bids are affected (a warning) and goes ahead only by naming that count. Pure: the
 * server decides with it, the screens too.
 */
import type { DocumentType } from '../projects/documents.js';
import { STATUSES_AFTER_CLOSE, type ProjectStatus } from '../projects/project-types.js';
import type { SubmissionStatus } from './submission-status.js';

/** Why completed submissions were withdrawn: the audit event and the bidders' email say it. */
export const WITHDRAWAL_REASONS = ['unlock', 'addendum', 'promptPay'] as const;
export type WithdrawalReason = (typeof WITHDRAWAL_REASONS)[number];

/** The statuses in which a bid is open to suppliers: an addendum then changes what they bid on. */
export const OPEN_BID_STATUSES: readonly ProjectStatus[] = ['published', 'open'];

/** Unlocking is refused once the bid is closed or awarded (the requirements are history): the lock's code. */
export function findUnlockRefusal(status: ProjectStatus): 'tenderTablesClosed' | null {
  return STATUSES_AFTER_CLOSE.includes(status) ? 'tenderTablesClosed' : null;
}

/** A new document withdraws completed submissions when it is an addendum to a bid open to suppliers. */
export function addendumWithdraws(status: ProjectStatus, documentType: DocumentType): boolean {
  return documentType === 'addendum' && OPEN_BID_STATUSES.includes(status);
}

/** A project save withdraws completed submissions when it turns the prompt-pay discount on or off. */
export function promptPayWithdraws(before: boolean | undefined, after: boolean | undefined): boolean {
  return after !== undefined && Boolean(before) !== after;
}

/**
 * Whether a withdrawing change may go ahead: refused ('submissionsWouldBeWithdrawn') when completed
 * submissions exist and the caller did not name their count, or named another count (someone submitted,
 * or a submission was withdrawn, since the warning). Nothing to withdraw and nothing named goes ahead.
 */
export function findWithdrawalRefusal(input: {
  completedSubmissions: number;
  named: number | undefined;
}): 'submissionsWouldBeWithdrawn' | null {
  const { completedSubmissions, named } = input;
  if (named === undefined) return completedSubmissions > 0 ? 'submissionsWouldBeWithdrawn' : null;
  return named === completedSubmissions ? null : 'submissionsWouldBeWithdrawn';
}

/**
 * Active submissions are the bids a supplier is working on or has handed in: incomplete or complete. Their
 * entries were made against the forms' columns, so a column's type cannot change under them. Withdrawn bids
 * are given up; sealed and unsealed ones exist only after the close, when nothing changes anyway.
 */
export const isActiveSubmission = (status: SubmissionStatus) =>
  status === 'incomplete' || status === 'complete';
