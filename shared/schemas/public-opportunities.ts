/**
 * The public opportunities pages (issue 9 item 1, decision 046): the open public bids of every agency,
 * readable without a login under /api/v1/public/. zod/mini, and nothing from projects.ts: the
 * public-opportunities Lambda carries only these shapes.
 */
import * as z from 'zod/mini';
import { PUBLIC_PAGE_SIZE_MAX, PUBLIC_TEXT_MAX_LENGTH } from '../domain/opportunities/public-listing.js';
import { DOCUMENT_TYPES } from '../domain/projects/documents.js';
import { PROJECT_ROLES } from '../domain/projects/project-team.js';
import { ZAgencyDomain } from './common.js';
import { ZMoney } from './money.js';
import { ZProjectRefId, ZStoredDate } from './project-blocks.js';

/** A category code as an agency's list holds it (a sample or UNSPSC code). */
const ZCategoryCode = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** An agency as the public pages name it. */
export const ZPublicAgency = z.object({
  domain: z.string(),
  name: z.string(),
  /** The agency's time zone (IANA): closing times are shown in it beside the viewer's. */
  timeZone: z.string(),
});
export type TPublicAgency = z.output<typeof ZPublicAgency>;

export const ZPublicCategory = z.object({ code: z.optional(z.string()), name: z.string() });

/** GET public/agencies/{agencyDomain}: the agency and its categories, for the agency page's search. */
export const ZPublicAgencyDetail = z.object({
  ...ZPublicAgency.shape,
  categories: z.array(ZPublicCategory),
});
export type TPublicAgencyDetail = z.output<typeof ZPublicAgencyDetail>;

export const ZPublicAgencyList = z.object({ agencies: z.array(ZPublicAgency) });
export const ZPublicAgencyPath = z.object({ agencyDomain: ZAgencyDomain });
export const ZPublicOpportunityPath = z.object({ agencyDomain: ZAgencyDomain, projectId: ZProjectRefId });
export const ZPublicDocumentPath = z.object({
  agencyDomain: ZAgencyDomain,
  projectId: ZProjectRefId,
  documentId: ZProjectRefId,
});

/**
 * GET public/opportunities: text (every word in the number, name or agency name, any case or accent), a
 * category code, a closing-date range (instants) and an agency, paged by an opaque cursor.
 */
export const ZPublicOpportunitySearch = z.object({
  text: z.optional(z.string().check(z.trim(), z.maxLength(PUBLIC_TEXT_MAX_LENGTH))),
  category: z.optional(ZCategoryCode),
  closingFrom: z.optional(ZStoredDate),
  closingTo: z.optional(ZStoredDate),
  agency: z.optional(ZAgencyDomain),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(1024), z.regex(/^[A-Za-z0-9_-]+$/))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PUBLIC_PAGE_SIZE_MAX))),
});
export type TPublicOpportunitySearch = z.output<typeof ZPublicOpportunitySearch>;

/** One opportunity of a list: what the results show and link to. */
export const ZPublicOpportunity = z.object({
  agency: ZPublicAgency,
  projectId: z.string(),
  number: z.string(),
  name: z.string(),
  sourceMethod: z.string(),
  publishDate: z.optional(z.string()),
  closingDate: z.string(),
  categories: z.array(ZPublicCategory),
});
export type TPublicOpportunity = z.output<typeof ZPublicOpportunity>;

export const ZPublicOpportunityPage = z.object({
  opportunities: z.array(ZPublicOpportunity),
  /** Present when more results follow: send it back as `cursor`. */
  cursor: z.optional(z.string()),
});
export type TPublicOpportunityPage = z.output<typeof ZPublicOpportunityPage>;

export const ZPublicDocument = z.object({
  documentId: z.string(),
  displayName: z.string(),
  fileName: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  pageCount: z.number(),
  size: z.number(),
  uploadedAt: z.string(),
});
export type TPublicDocument = z.output<typeof ZPublicDocument>;

export const ZPublicMeeting = z.object({
  meetingId: z.string(),
  description: z.optional(z.string()),
  location: z.string(),
  startsAt: z.optional(z.string()),
  endsAt: z.optional(z.string()),
  mandatory: z.boolean(),
});

/** A published addendum (decision 052): its number, title, the change in words and its documents' ids (among `addenda`). */
export const ZPublicAddendum = z.object({
  addendumId: z.string(),
  number: z.number(),
  title: z.string(),
  text: z.string(),
  publishedAt: z.string(),
  documentIds: z.array(z.string()),
});

export const ZPublicTeamMember = z.object({ name: z.string(), role: z.enum(PROJECT_ROLES) });

/**
 * GET public/agencies/{agencyDomain}/opportunities/{projectId}: one listed opportunity. Meetings and the
 * team are present only when the project shows them; plan takers are not built yet (decision 046).
 */
export const ZPublicOpportunityDetail = z.object({
  ...ZPublicOpportunity.shape,
  description: z.optional(z.string()),
  classification: z.optional(z.string()),
  submissionMethod: z.optional(z.string()),
  submissionAddress: z.optional(z.string()),
  /** The other dates, when the project shows its dates to the public (showDatesToPublic). */
  questionDeadline: z.optional(z.string()),
  registrationDeadline: z.optional(z.string()),
  estimatedAwardDate: z.optional(z.string()),
  documents: z.array(ZPublicDocument),
  addenda: z.array(ZPublicDocument),
  /** The published addenda by number (decision 052); their documents are among `addenda`. */
  publishedAddenda: z.array(ZPublicAddendum),
  meetings: z.optional(z.array(ZPublicMeeting)),
  team: z.optional(z.array(ZPublicTeamMember)),
  /** The plan takers' company names, unless the bid hides them (tender.isHidePlanTakers, decision 048). */
  planTakers: z.optional(z.array(z.string())),
  /** The published questions and answers, the earliest first, never the asker (decision 051); absent when none. */
  questions: z.optional(
    z.array(
      z.object({
        tenderQuestionId: z.string(),
        question: z.string(),
        askedAt: z.string(),
        answer: z.string(),
        answeredAt: z.optional(z.string()),
      }),
    ),
  ),
  /**
   * Anyone may ask here without an account: the bid's "only registered suppliers may ask" is off and its
   * questions are not closed (decision 051 amended). Otherwise suppliers ask in the portal.
   */
  anyoneMayAsk: z.boolean(),
  /**
   * A bid past its closing (decision 064): closed or awarded; the bidders' names when its results display
   * shows them (showSubmitted); once awarded, the awarded companies its settings and each award's "display
   * to public" allow, with their amounts when it displays results. Absent while the bid is open.
   */
  result: z.optional(
    z.object({
      status: z.enum(['closed', 'awarded']),
      bidders: z.optional(z.array(z.string())),
      awardedAt: z.optional(z.string()),
      awarded: z.optional(z.array(z.object({ companyName: z.string(), amount: z.optional(ZMoney()) }))),
    }),
  ),
});
export type TPublicOpportunityDetail = z.output<typeof ZPublicOpportunityDetail>;

/** A one-minute download URL of a visible document. */
export const ZPublicDocumentDownload = z.object({
  url: z.string(),
  expiresAt: z.string(),
  fileName: z.string(),
  size: z.number(),
});
