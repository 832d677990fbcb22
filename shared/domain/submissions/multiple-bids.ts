/**
 * A company's several bids on one tender (issue 10 item 1, decision 060) and its "no bid". Pure: the portal's
 * server refuses with these rules and the bid screen hides the buttons with the same ones.
 */
import type { SubmissionStatus } from './submission-status.js';

/** A bid's label (an alternative offer's name, "Alternative 2"): at most this many characters. */
export const BID_LABEL_MAX_LENGTH = 80;
/** A "no bid"'s optional reason, as the supplier typed it. */
export const NO_BID_REASON_MAX_LENGTH = 1000;
/** The most bids one company may have on one tender, withdrawn ones included (a bound, not a policy). */
export const BIDS_PER_COMPANY_MAX = 20;

/**
 * The first bid of a company is keyed by its vendor id (decision 054), so existing paths keep reaching it;
 * the others carry ids of their own (decision 060). A request naming no bid names the first.
 */
export const bidIdOf = (vendorId: string, submissionId: string | undefined) => submissionId ?? vendorId;

/**
 * Whether a company may start another bid: only where the tender allows multiple submissions, while the
 * bid is open, and below the bound. The first bid needs no start (its first save creates it).
 */
export function findAnotherBidRefusal(input: {
  allowMultipleSubmissions: boolean | undefined;
  open: boolean;
  bidCount: number;
}): 'submissionMultipleNotAllowed' | 'submissionClosed' | 'submissionTooManyBids' | null {
  if (input.allowMultipleSubmissions !== true) return 'submissionMultipleNotAllowed';
  if (!input.open) return 'submissionClosed';
  if (input.bidCount >= BIDS_PER_COMPANY_MAX) return 'submissionTooManyBids';
  return null;
}

/**
 * A bid can be withdrawn only once handed in and before closing (docs/product/bids.md#its-life; otherwise the
 * catalogue's refusal).
 */
export const isWithdrawable = (status: SubmissionStatus) => status === 'complete';

/**
 * Whether a company may declare it will not bid (docs/product/bids.md#its-life): only where the
 * tender offers it, while the bid is open, and not while one of its bids is handed in (it withdraws first:
 * a company cannot both bid and not bid).
 */
export function findNoBidRefusal(input: {
  onlineSubmissionShowNoBid: boolean | undefined;
  open: boolean;
  statuses: readonly SubmissionStatus[];
}): 'noBidNotOffered' | 'submissionClosed' | 'noBidWhileSubmitted' | null {
  if (input.onlineSubmissionShowNoBid !== true) return 'noBidNotOffered';
  if (!input.open) return 'submissionClosed';
  if (input.statuses.some((status) => status === 'complete')) return 'noBidWhileSubmitted';
  return null;
}
