/**
 * Which bids a supplier reaches in the portal, and what may happen to a plan taker's submissions (issue 9
 * item 3, decisions 048, 050). Pure: the portal group answers a bid only when `supplierBidAccess` allows,
 * the project-build group deletes only what `isDeletablePlanTakerSubmission` allows.
 */
import { isOpenAt, isPubliclyListed, PUBLIC_SOURCE_METHODS, type ListingFacts } from './public-listing.js';

/** Methods whose bids only invited suppliers see and bid on (issue 9). */
export const INVITED_ONLY_METHODS: readonly string[] = ['invitational', 'limited'];

/** A supplier's submission on a plan taker's row: one the buyer recorded from paper, or one made online. */
export const PLAN_TAKER_SUBMISSION_KINDS = ['hardCopy', 'online'] as const;
export type PlanTakerSubmissionKind = (typeof PLAN_TAKER_SUBMISSION_KINDS)[number];

export const HARD_COPY_NOTE_MAX_LENGTH = 1000;

/** Is this an invitational or limited bid, which only the invited may see? */
export const isInvitedOnly = (sourceMethod: string | undefined): boolean =>
  INVITED_ONLY_METHODS.includes(sourceMethod ?? '');

/**
 * May a supplier see (and register interest in, and download from) this bid? An open formal bid, before
 * its closing: a public one for every supplier, an invitational or limited one only for the invited.
 * Anything else is not found, so the answer says nothing of a bid the supplier may not see.
 */
export function supplierMayReach(
  project: ListingFacts & { closingDate?: string | undefined },
  invited: boolean,
  now: Date,
): boolean {
  if (!isOpenAt(project.closingDate, now)) return false;
  if (PUBLIC_SOURCE_METHODS.includes(project.sourceMethod ?? '')) return isPubliclyListed(project);
  if (!isInvitedOnly(project.sourceMethod) || !invited) return false;
  // An invited-only bid is reached on the same terms as a listed one, but for its method.
  return isPubliclyListed({ ...project, sourceMethod: PUBLIC_SOURCE_METHODS[0] });
}

/** Statuses of a bid that closed or was awarded (a published or open one past its closing closed too). */
export const CLOSED_BID_STATUSES: readonly string[] = ['closed', 'unofficial', 'awarded'];

/** What ties a company to a bid beyond seeing it open: each lets it keep reading the bid once closed. */
export interface BidInvolvement {
  invited: boolean;
  planTaker: boolean;
  following: boolean;
  registeredToMeeting: boolean;
  submitted: boolean;
}

/**
 * How a supplier reaches a bid in the portal (decision 050): `open` while `supplierMayReach` holds (it may
 * register interest, download, register to meetings); `readOnly` once a formal bid it was invited to or took
 * part in (plan taker, follower, meeting registration, submission) has closed or been awarded; otherwise
 * undefined, which the portal answers as not found. An invitational or limited bid stays the invited's
 * only, and a cancelled bid is not read (it may never have been published).
 */
export function supplierBidAccess(
  project: ListingFacts & { closingDate?: string | undefined },
  involvement: BidInvolvement,
  now: Date,
): 'open' | 'readOnly' | undefined {
  if (supplierMayReach(project, involvement.invited, now)) return 'open';
  const { invited, planTaker, following, registeredToMeeting, submitted } = involvement;
  if (!(invited || planTaker || following || registeredToMeeting || submitted)) return undefined;
  if (isInvitedOnly(project.sourceMethod) && !invited) return undefined;
  if (!isPubliclyListed({ ...project, status: 'published', sourceMethod: PUBLIC_SOURCE_METHODS[0] }))
    return undefined;
  const closed =
    CLOSED_BID_STATUSES.includes(project.status) ||
    (['published', 'open'].includes(project.status) && !isOpenAt(project.closingDate, now));
  return closed ? 'readOnly' : undefined;
}

/**
 * Only hard copy submissions can be deleted (docs/product/tender.md#following-and-plan-takers): an online one
 * is the supplier's.
 */
export const isDeletablePlanTakerSubmission = (kind: PlanTakerSubmissionKind): boolean => kind === 'hardCopy';

/** Does a bid's status now make its invitations go out? Published (or open), coming from any other status. */
export const invitationsGoOut = (before: string | undefined, after: string): boolean =>
  ['published', 'open'].includes(after) && !['published', 'open'].includes(before ?? '');
