/**
 * What a signed-in supplier sees of the agencies' bids beyond the public pages (issue 9, decision 047): the
 * bids it follows, the invitational and limited bids it is invited to, and the bids it submitted to. Pure:
 * the portal group reads the projects and keeps only what these rules allow.
 */
import { isOpenAt, isPubliclyListed, PUBLIC_SOURCE_METHODS, type ListingFacts } from './public-listing.js';

/**
 * Statuses in which an invited supplier sees the bid: from its publication on. Before it (a draft, awaiting
 * approval, scheduled to publish) the invitation is the buyer's work in progress; a cancelled bid is left
 * out, since a bid can be cancelled before it was ever published.
 */
export const INVITED_VISIBLE_STATUSES: readonly string[] = [
  'published',
  'open',
  'closed',
  'unofficial',
  'awarded',
];

/** Does an invitation to this project let the invited supplier see it? */
export const isVisibleToInvited = (project: Pick<ListingFacts, 'status'>): boolean =>
  INVITED_VISIBLE_STATUSES.includes(project.status);

/**
 * Can a supplier start following this bid? Only what the public pages show: a listed bid before its
 * closing. An invitational or limited bid is followed by being invited, never by its id.
 */
export const canFollow = (project: ListingFacts, closingDate: string | undefined, now: Date): boolean =>
  isPubliclyListed(project) && isOpenAt(closingDate, now);

/**
 * Does a follow still show the bid in the follower's list? While its method is public and from its
 * publication on, cancelled included (a follow was made on a published bid, so its cancellation is news).
 * A bid changed to invitational or limited since is no longer shown to a follower who is not invited.
 */
export const isVisibleToFollower = (project: Pick<ListingFacts, 'status' | 'sourceMethod'>): boolean =>
  PUBLIC_SOURCE_METHODS.includes(project.sourceMethod ?? '') &&
  (INVITED_VISIBLE_STATUSES.includes(project.status) || project.status === 'cancelled');

/** The invitation's address and a supplier user's email name the same person when they match so. */
export const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
