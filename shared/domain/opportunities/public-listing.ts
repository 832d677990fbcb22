/**
 * Which projects the public opportunities pages list, and what of a listed project the public sees
 * (issue 9 item 1, decision 046). Pure: the projects group writes a project's public row when
 * `isPubliclyListed` holds, and the public-opportunities group answers only what `publicVisibility` allows.
 */

/** What the listing rule reads of a project. */
export interface ListingFacts {
  status: string;
  kind: string;
  type: string;
  sourceMethod?: string | undefined;
}

/** Statuses in which a bid is out to the public: published, or a planned notice completed into a bid. */
export const PUBLIC_LISTING_STATUSES: readonly string[] = ['published', 'open'];
/** Invitational and limited projects are never listed (issue 9): only the invited see them. */
export const PUBLIC_SOURCE_METHODS: readonly string[] = ['public', 'publicPrequalified'];
/** A contract-only project or a template has no bid to publish. */
const BID_TYPES: readonly string[] = ['source', 'sourceAndContract'];

/**
 * Is this project on the public pages? A formal bid (not informal, not a planned notice: decision 046),
 * published or open, reached publicly. Its closing date is checked when read (`isOpenAt`), not here.
 */
export function isPubliclyListed(project: ListingFacts): boolean {
  return (
    project.kind === 'formal' &&
    BID_TYPES.includes(project.type) &&
    PUBLIC_LISTING_STATUSES.includes(project.status) &&
    PUBLIC_SOURCE_METHODS.includes(project.sourceMethod ?? '')
  );
}

/** A listed bid is open until its closing instant: after it, the pages no longer show it. */
export const isOpenAt = (closingDate: string | undefined, now: Date): boolean =>
  closingDate !== undefined && Date.parse(closingDate) > now.getTime();

/**
 * The sourcing flags (docs/product/tender.md#public-detail) that say what the public sees of a listed
 * project.
 */
export interface VisibilityFlags {
  isHideBidDocuments?: boolean | undefined;
  isHideBidMeetings?: boolean | undefined;
  showTeamMembers?: boolean | undefined;
  isHidePlanTakers?: boolean | undefined;
}

/** What the detail page may show: documents unless hidden (addenda always), meetings unless hidden, the team when shown. */
export function publicVisibility(tender: VisibilityFlags | undefined) {
  return {
    documents: tender?.isHideBidDocuments !== true,
    meetings: tender?.isHideBidMeetings !== true,
    team: tender?.showTeamMembers === true,
    planTakers: tender?.isHidePlanTakers !== true,
  };
}

/** Addenda amend the public notice: the public sees them even when the bid documents are hidden. */
export const isDocumentPublic = (documentType: string, documentsShown: boolean): boolean =>
  documentType === 'addendum' || documentsShown;

/**
 * The words a text search compares: lower case, accents removed, split on anything but letters and digits.
 * The row stores its text this way and a query's words are folded the same, so "Édifice" finds "edifice".
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Results per page of the public list, and the most a caller may ask for. */
export const PUBLIC_PAGE_SIZE = 20;
export const PUBLIC_PAGE_SIZE_MAX = 50;
/** At most this many words of a text search and this many characters in all. */
export const PUBLIC_TEXT_MAX_LENGTH = 200;

/** The statuses of a bid past its closing that the public page still shows, with its result (decision 064). */
export const PUBLIC_RESULT_STATUSES: readonly string[] = ['closed', 'unofficial', 'awarded'];

/**
 * A formal public bid past its closing (closed, with unofficial results, or awarded; or still published with
 * its closing passed, before the close job records it): its page shows it closed with what its results
 * display allows (decision 064), not its documents. Invitational and limited bids never show.
 */
export function isPastPublicBid(project: ListingFacts & { closingDate?: unknown }, now: Date): boolean {
  const facts = { ...project, status: 'published' };
  if (!isPubliclyListed(facts)) return false;
  if (PUBLIC_RESULT_STATUSES.includes(project.status)) return true;
  const closing = typeof project.closingDate === 'string' ? project.closingDate : undefined;
  return PUBLIC_LISTING_STATUSES.includes(project.status) && !isOpenAt(closing, now);
}
