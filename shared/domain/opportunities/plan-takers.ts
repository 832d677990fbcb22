/**
 * Which open bids a supplier reaches in the portal, and what may happen to a plan taker's submissions
 * (issue 9 item 3, decision 048). Pure: the portal group answers a bid only when `supplierMayReach` holds,
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

/** Only hard copy submissions can be deleted (spec 2 §5.6, spec 3 §8.3): an online one is the supplier's. */
export const isDeletablePlanTakerSubmission = (kind: PlanTakerSubmissionKind): boolean => kind === 'hardCopy';

/** Does a bid's status now make its invitations go out? Published (or open), coming from any other status. */
export const invitationsGoOut = (before: string | undefined, after: string): boolean =>
  ['published', 'open'].includes(after) && !['published', 'open'].includes(before ?? '');
