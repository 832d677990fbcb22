/**
 * The opening of sealed bids and the buyer's screens after it (issue 10 items 4 and 5, decision 057): the
 * submission list, unsealing, a bid's detail, the opening sheet, the bid analysis and the compliance
 * checklist. What a sealed part holds is never in these shapes: its fields are absent until it is unsealed.
 * zod/mini.
 */
import * as z from 'zod/mini';
import { COMPLIANCE_MARKS, ZUnsealRecord } from './submission-record.js';
import { SUBMISSION_STATUSES } from '../domain/submissions/submission-status.js';
import { UNSEAL_MODES, UNSEAL_PARTS } from '../domain/submissions/unsealing.js';
import { ZProjectRefId } from './project-blocks.js';
import {
  ZBidAnswers,
  ZBidFormEntries,
  ZBidReference,
  ZBidSecurity,
  ZBidSubcontractor,
} from './submissions.js';
import { ZFormTotals } from './tender-tables.js';

export const ZOpeningQuery = z.object({ projectId: ZProjectRefId });
export const ZOpeningSubmissionQuery = z.object({ projectId: ZProjectRefId, submissionId: ZProjectRefId });

/** One bidder of the submission list. `totals` only once its price is unsealed. */
export const ZOpeningRow = z.object({
  submissionId: z.string(),
  companyName: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: z.optional(z.string()),
  hardCopy: z.boolean(),
  price: z.optional(ZUnsealRecord),
  submission: z.optional(ZUnsealRecord),
  /** The sum of its forms' totals (the engine's, to the cent), once the price is unsealed. */
  grandTotal: z.optional(z.string()),
  /** The reader declared a conflict of interest with this bidder as an evaluator: its detail is refused. */
  conflicted: z.optional(z.literal(true)),
  version: z.int(),
});
export type TOpeningRow = z.output<typeof ZOpeningRow>;

const PROJECT_FACTS = {
  projectId: z.string(),
  projectName: z.string(),
  projectNumber: z.optional(z.string()),
  projectStatus: z.string(),
  closingDate: z.optional(z.string()),
  timeZone: z.string(),
};

export const ZOpeningSubmissions = z.object({
  ...PROJECT_FACTS,
  showSubmitted: z.boolean(),
  unsealManually: z.enum(UNSEAL_MODES),
  /** The agency's minimum; unsealing below it needs `authorised`. */
  submissionsRequiredToUnseal: z.int(),
  /** The bids handed in (sealed or unsealed), what the minimum counts. */
  handedIn: z.int(),
  rows: z.array(ZOpeningRow),
});
export type TOpeningSubmissions = z.output<typeof ZOpeningSubmissions>;

/** Unseal the parts named of every bid handed in that still has them sealed (one transaction per bid). */
export const ZUnsealRequest = z.strictObject({
  parts: z.array(z.enum(UNSEAL_PARTS)).check(z.minLength(1), z.maxLength(2)),
  /** The buyer confirms being authorised to unseal fewer bids than the agency requires. */
  authorised: z.optional(z.boolean()),
});
export type TUnsealRequest = z.output<typeof ZUnsealRequest>;

/** A file of a bid: a one-minute download only once its submission part is unsealed. */
export const ZOpeningFile = z.object({
  fileId: z.string(),
  submissionRequirementId: z.string(),
  fileName: z.string(),
  size: z.number(),
  sha256: z.optional(z.string()),
  download: z.optional(z.object({ url: z.string(), expiresAt: z.string() })),
});

const ZBidLineColumn = z.object({
  key: z.string(),
  name: z.string(),
  kind: z.enum(['amount', 'quantity', 'choice', 'text']),
});
const ZBidLine = z.object({
  rowId: z.string(),
  label: z.string(),
  added: z.boolean(),
  cells: z.record(z.string(), z.string()),
});

/** One bid as the buyer reads it after the opening: each part only once unsealed. */
export const ZOpeningSubmissionDetail = z.object({
  ...PROJECT_FACTS,
  row: ZOpeningRow,
  /** The forms with the engine's totals (price unsealed). */
  forms: z.optional(
    z.array(
      z.object({
        tenderTableId: z.string(),
        name: z.string(),
        entries: ZBidFormEntries,
        totals: ZFormTotals,
        /** Every line with the bidder's entries and the engine's figures (bidLinesOf). */
        columns: z.array(ZBidLineColumn),
        lines: z.array(ZBidLine),
      }),
    ),
  ),
  /** The rest (submission unsealed). */
  answers: z.optional(ZBidAnswers),
  /** The titles of the requirements the answers and files name, by requirement id. */
  requirementTitles: z.optional(z.record(z.string(), z.string())),
  references: z.optional(z.array(ZBidReference)),
  subcontractors: z.optional(z.array(ZBidSubcontractor)),
  securities: z.optional(z.array(ZBidSecurity)),
  files: z.optional(z.array(ZOpeningFile)),
  receiptDigest: z.optional(z.string()),
});
export type TOpeningSubmissionDetail = z.output<typeof ZOpeningSubmissionDetail>;

/** The opening sheet: every bidder, its forms' totals once its price is unsealed. */
export const ZOpeningSheet = z.object({
  ...PROJECT_FACTS,
  forms: z.array(z.object({ tenderTableId: z.string(), name: z.string() })),
  bidders: z.array(
    z.object({
      submissionId: z.string(),
      companyName: z.string(),
      submittedAt: z.optional(z.string()),
      priceSealed: z.boolean(),
      totals: z.record(z.string(), z.string()),
      grandTotal: z.optional(z.string()),
    }),
  ),
});
export type TOpeningSheet = z.output<typeof ZOpeningSheet>;

/**
 * A price form's lines × the bidders (shared/domain/submissions/bid-lines.ts, tabulateBids), the bidders in
 * the order of the view that holds it: the buyer's lines, then each bidder's added lines (`addedBy`, that
 * bidder's index, only its own cells filled), unit price and extended amount per bidder, then per bidder the
 * form's figures. The opening's bid analysis and the evaluation's pricing review answer it alike.
 */
export const ZBidTabulation = z.object({
  tenderTableId: z.string(),
  name: z.string(),
  columns: z.object({
    description: z.optional(z.string()),
    quantity: z.optional(z.string()),
    unit: z.optional(z.string()),
    unitPrice: z.optional(z.string()),
    extended: z.optional(z.string()),
  }),
  lines: z.array(
    z.object({
      rowId: z.string(),
      label: z.string(),
      description: z.string(),
      quantity: z.string(),
      unit: z.string(),
      bids: z.array(z.object({ unitPrice: z.string(), extended: z.string() })),
      /** A line a bidder added: the index of that bidder among the view's bidders. */
      addedBy: z.optional(z.int().check(z.minimum(0))),
    }),
  ),
  /** Per bidder, the form's figures after its lines (null where the bidder did not fill the form). */
  totals: z.array(z.nullable(ZFormTotals)),
});
export type TBidTabulation = z.output<typeof ZBidTabulation>;

/**
 * The bidders' prices side by side (shared/domain/submissions/bid-analysis.ts): each bidder's grand total,
 * the lowest marked; each price form's totals per bidder and its lowest; each price form's lines × the
 * bidders (tabulateBids). The bid analysis answers it, and the evaluation's pricing review the same.
 */
export const BID_PRICE_COMPARISON = {
  bidders: z.array(
    z.object({
      submissionId: z.string(),
      companyName: z.string(),
      grandTotal: z.nullable(z.string()),
      lowest: z.boolean(),
    }),
  ),
  forms: z.array(
    z.object({
      tenderTableId: z.string(),
      name: z.string(),
      totals: z.array(z.nullable(z.string())),
      lowest: z.array(z.string()),
    }),
  ),
  tabulations: z.array(ZBidTabulation),
};

/** The bid analysis of the bidders whose price is unsealed. */
export const ZBidAnalysisView = z.object({
  ...PROJECT_FACTS,
  ...BID_PRICE_COMPARISON,
  /** Bidders left out because their price is still sealed. */
  sealedCount: z.int(),
});
export type TBidAnalysisView = z.output<typeof ZBidAnalysisView>;

/** Source → compliance: the project's compliance items × the bidders, as the buyer marked them. */
export const ZComplianceChecklist = z.object({
  ...PROJECT_FACTS,
  items: z.array(z.object({ complianceId: z.string(), title: z.string(), mandatory: z.boolean() })),
  bidders: z.array(
    z.object({
      submissionId: z.string(),
      companyName: z.string(),
      version: z.int(),
      marks: z.record(z.string(), z.enum(COMPLIANCE_MARKS)),
    }),
  ),
});
export type TComplianceChecklist = z.output<typeof ZComplianceChecklist>;

export const ZComplianceMark = z.strictObject({
  complianceId: ZProjectRefId,
  /** `unmarked` clears the mark. */
  mark: z.enum([...COMPLIANCE_MARKS, 'unmarked']),
  version: z.int().check(z.minimum(1)),
});
export type TComplianceMark = z.output<typeof ZComplianceMark>;

/** A registered supplier (a plan taker of the bid) added to the submission list, its bid received on paper. */
export const ZRegisteredSupplierAdd = z.strictObject({ vendorId: ZProjectRefId });
