/**
 * Addenda (issue 9 item 4, decision 052): the buyer's drafts and published addenda with their
 * acknowledgements, and the supplier's view of a bid's published addenda with its company's
 * acknowledgement. zod/mini; the rules are shared/domain/addenda/addenda.ts'.
 */
import * as z from 'zod/mini';
import {
  ADDENDUM_DOCUMENTS_MAX,
  ADDENDUM_TEXT_MAX_LENGTH,
  ADDENDUM_TITLE_MAX_LENGTH,
} from '../domain/addenda/addendum-limits.js';
import { ZDomain, ZId } from './common.js';
import { ZWithdrawalCount } from './submission-withdrawal.js';

const ZTitle = z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDENDUM_TITLE_MAX_LENGTH));
const ZText = z.string().check(z.trim(), z.minLength(1), z.maxLength(ADDENDUM_TEXT_MAX_LENGTH));
const ZDocumentIds = z.array(ZId).check(z.maxLength(ADDENDUM_DOCUMENTS_MAX));
const ZVersion = z.int().check(z.minimum(1));

/** ?projectId */
export const ZAddendaQuery = z.object({ projectId: ZId });
/** ?projectId&addendumId */
export const ZAddendumQuery = z.object({ projectId: ZId, addendumId: ZId });
/** DELETE ?projectId&addendumId&version: a draft, at the version read. */
export const ZAddendumDeleteQuery = z.object({
  projectId: ZId,
  addendumId: ZId,
  version: z.coerce.number().check(z.int(), z.minimum(1)),
});

/** POST Projects/Addenda: a new draft. */
export const ZAddendumDraft = z.strictObject({
  title: ZTitle,
  text: ZText,
  /** The project's documents of type addendum it carries (uploaded through Build → documents' one upload path). */
  documentIds: z._default(ZDocumentIds, []),
});
export type TAddendumDraft = z.output<typeof ZAddendumDraft>;

/** PUT Projects/Addenda: a draft's changes, at the version read. */
export const ZAddendumUpdate = z.strictObject({
  title: z.optional(ZTitle),
  text: z.optional(ZText),
  documentIds: z.optional(ZDocumentIds),
  version: ZVersion,
});
export type TAddendumUpdate = z.output<typeof ZAddendumUpdate>;

/** POST Projects/Addenda/Publish: at the version read; on an open bid, the count of completed bids it withdraws (decision 040). */
export const ZAddendumPublish = z.strictObject({
  version: ZVersion,
  withdrawCompletedSubmissions: z.optional(ZWithdrawalCount),
});
export type TAddendumPublish = z.output<typeof ZAddendumPublish>;

/** One of the addendum's documents, by its names. */
export const ZAddendumDocument = z.object({
  documentId: z.string(),
  displayName: z.string(),
  fileName: z.string(),
});

/** A company's acknowledgement as the buyer sees it: every plan taker and bidder, acknowledged or not. */
export const ZAcknowledgementRow = z.object({
  vendorId: z.string(),
  companyName: z.string(),
  acknowledged: z.boolean(),
  acknowledgedAt: z.optional(z.string()),
  acknowledgedByName: z.optional(z.string()),
});

/** The addendum record's own fields, as stored (functions/core/db/entities/addendum.ts). */
export const ADDENDUM_SHAPE = {
  projectId: ZId,
  addendumId: ZId,
  status: z.enum(['draft', 'published']),
  /** Given at publication: 1, 2, 3… per project. */
  number: z.optional(z.int()),
  title: z.string(),
  text: z.string(),
  documentIds: z.array(z.string()),
  createdBy: z.string(),
  publishedAt: z.optional(z.string()),
  publishedBy: z.optional(z.string()),
  publishedByName: z.optional(z.string()),
};

/** An addendum as the buyer sees it. */
export const ZAddendum = z.object({
  ...z.omit(z.object(ADDENDUM_SHAPE), { documentIds: true }).shape,
  documents: z.array(ZAddendumDocument),
  /** Published addenda only: who acknowledged and who did not yet. */
  acknowledgements: z.array(ZAcknowledgementRow),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAddendum = z.output<typeof ZAddendum>;

/** GET Projects/Addenda: drafts first (newest first), then the published by number. */
export const ZAddenda = z.object({
  projectStatus: z.string(),
  addenda: z.array(ZAddendum),
});
export type TAddenda = z.output<typeof ZAddenda>;

// ------------------------------------------------------------------------------------------ the supplier

/** One addendum of a bid in the portal (decision 050's bid path). */
export const ZSupplierAddendumPath = z.object({ agencyDomain: ZDomain, projectId: ZId, addendumId: ZId });

/** A published addendum as a supplier sees it, with its company's acknowledgement. */
export const ZSupplierAddendum = z.object({
  addendumId: z.string(),
  number: z.int(),
  title: z.string(),
  text: z.string(),
  publishedAt: z.string(),
  documents: z.array(z.object({ documentId: z.string(), displayName: z.string() })),
  acknowledgement: z.optional(z.object({ acknowledgedAt: z.string(), acknowledgedByName: z.string() })),
});

/** GET portal/Bids/{agencyDomain}/{projectId}/Addenda: the published addenda, by number. */
export const ZSupplierAddenda = z.object({ addenda: z.array(ZSupplierAddendum) });
export type TSupplierAddenda = z.output<typeof ZSupplierAddenda>;
