/**
 * Plan takers (docs/product/tender.md#following-and-plan-takers; decision 048): suppliers who registered
 * interest in an open bid, with the hard copy submissions the buyer records for them, and the supplier's view
 * of a bid it may see (public, or invited). zod/mini; the rules are
 * shared/domain/opportunities/plan-takers.ts'.
 */
import * as z from 'zod/mini';
import {
  HARD_COPY_NOTE_MAX_LENGTH,
  PLAN_TAKER_SUBMISSION_KINDS,
} from '../domain/opportunities/plan-takers.js';
import { ZAgencyDomain, ZId } from './common.js';

/** One submission of a plan taker: a hard copy the buyer recorded, or the supplier's online submission. */
export const ZPlanTakerSubmission = z.object({
  planTakerSubmissionId: ZId,
  kind: z.enum(PLAN_TAKER_SUBMISSION_KINDS),
  receivedAt: z.optional(z.string()),
  note: z.optional(z.string()),
  status: z.optional(z.string()),
});
export type TPlanTakerSubmission = z.output<typeof ZPlanTakerSubmission>;

/** A plan taker is a supplier company on one project: the vendor names it (one per company and project). */
export const PLAN_TAKER_SHAPE = {
  projectId: ZId,
  vendorId: ZId,
  supplierUserId: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  registeredAt: z.string(),
};
export const ZPlanTaker = z.object({
  ...z.omit(z.object(PLAN_TAKER_SHAPE), { supplierUserId: true }).shape,
  submissions: z.array(ZPlanTakerSubmission),
});
export type TPlanTaker = z.output<typeof ZPlanTaker>;

/** GET PlanTakers: the project's plan takers, the earliest first, and whether the public sees them. */
export const ZPlanTakers = z.object({
  isHidePlanTakers: z.boolean(),
  version: z.number(),
  planTakers: z.array(ZPlanTaker),
});
export type TPlanTakers = z.output<typeof ZPlanTakers>;

/** PUT PlanTakers: hide the plan takers from the public page (tender.isHidePlanTakers), at the project's version. */
export const ZPlanTakersUpdate = z.object({ isHidePlanTakers: z.boolean(), version: z.int() });

/** POST PlanTakers/HardCopySubmission: a hard copy received from a plan taker. */
export const ZHardCopySubmissionCreate = z.object({
  vendorId: ZId,
  receivedAt: z.iso.datetime({ offset: true }),
  note: z.optional(z.string().check(z.trim(), z.maxLength(HARD_COPY_NOTE_MAX_LENGTH))),
});
export const ZHardCopySubmissionDeleteQuery = z.object({ projectId: ZId, planTakerSubmissionId: ZId });

// ------------------------------------------------------------------------------------------ the supplier

/**
 * The path of a bid in the portal (decision 050): every per-bid route is `portal/Bids/{agencyDomain}/{projectId}/...`,
 * the agency named by its public domain as on the public pages.
 */
export const ZSupplierBidPath = z.object({ agencyDomain: ZAgencyDomain, projectId: ZId });
export const ZSupplierBidDocumentPath = z.object({ ...ZSupplierBidPath.shape, documentId: ZId });

const ZBidDocument = z.object({
  documentId: z.string(),
  displayName: z.string(),
  fileName: z.string(),
  documentType: z.string(),
  size: z.number(),
});

/** A bid as a supplier sees it in the portal: what it may do there, and the documents a plan taker downloads. */
export const ZSupplierBid = z.object({
  agencyId: z.string(),
  agencyDomain: z.string(),
  projectId: z.string(),
  number: z.string(),
  name: z.string(),
  agencyName: z.string(),
  sourceMethod: z.string(),
  closingDate: z.optional(z.string()),
  description: z.optional(z.string()),
  /** The project's status (published, open, closed, awarded...), shown on the page. */
  status: z.string(),
  /** The agency's time zone, in which the page shows the closing. */
  timeZone: z.string(),
  invited: z.boolean(),
  /** Closed or awarded (decision 050): shown, but no interest, downloads or meeting registrations. */
  readOnly: z.boolean(),
  planTaker: z.boolean(),
  documents: z.array(ZBidDocument),
});
export type TSupplierBid = z.output<typeof ZSupplierBid>;

/** The open bids the signed-in supplier is invited to. */
export const ZSupplierBidSummary = z.pick(ZSupplierBid, {
  agencyId: true,
  agencyDomain: true,
  projectId: true,
  number: true,
  name: true,
  agencyName: true,
  sourceMethod: true,
  closingDate: true,
});
export const ZSupplierBidSummaries = z.array(ZSupplierBidSummary);
export type TSupplierBidSummary = z.output<typeof ZSupplierBidSummary>;

export const ZSupplierDownload = z.object({ url: z.string(), fileName: z.string() });

/**
 * The buyer's list of a project's "no bid" (decision 060; the no-bids export of
 * docs/product/opening.md#exports).
 */
export const ZProjectNoBids = z.object({
  noBids: z.array(
    z.object({
      vendorId: z.string(),
      companyName: z.string(),
      contactName: z.string(),
      contactEmail: z.string(),
      reason: z.optional(z.string()),
      declaredAt: z.string(),
    }),
  ),
});
export type TProjectNoBids = z.output<typeof ZProjectNoBids>;

/**
 * The buyer's list of the companies following a bid (decision 047's follows; the SupplierActivity
 * export of docs/product/opening.md#exports is built from it with the other company lists). A follow is no
 * sealed content.
 */
export const ZProjectFollowers = z.object({
  followers: z.array(z.object({ vendorId: z.string(), companyName: z.string(), followedAt: z.string() })),
});
export type TProjectFollowers = z.output<typeof ZProjectFollowers>;
