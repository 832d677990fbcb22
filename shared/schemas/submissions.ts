/**
 * A supplier's online bid (issue 10 item 1, decision 054): the portal's request and answer shapes, and the
 * receipt stored on the submission header. The rules between records (what is still missing, the digest)
 * are shared/domain/submissions/bid-content.ts's. zod/mini.
 */
import * as z from 'zod/mini';
import { ZReceiptRecord } from './submission-record.js';
import { FORM_CELL_MAX_LENGTH, FORM_MAX_OPTIONAL_ROWS, FORM_MAX_ROWS } from '../domain/forms/form-limits.js';
import { DOCUMENT_NAME_MAX_LENGTH } from '../domain/projects/documents.js';
import {
  SUBMISSION_ANSWER_MAX_LENGTH,
  SUBMISSION_REFERENCES_MAX,
  SUBMISSION_SUBCONTRACTORS_MAX,
  SUBMISSION_TEXT_MAX_LENGTH,
} from '../domain/submissions/bid-content.js';
import { FILE_VERIFICATIONS } from '../domain/submissions/receipt.js';
import { SUBMISSION_STATUSES } from '../domain/submissions/submission-status.js';
import { BID_LABEL_MAX_LENGTH, NO_BID_REASON_MAX_LENGTH } from '../domain/submissions/multiple-bids.js';
import { safeText, ZContentType, ZEmail, ZFileName, ZId } from './common.js';
import { ZSupplierBidPath } from './plan-takers.js';
import { ZSupplierUploadQuery } from './supplier-documents.js';
import { MAX_SIGNED_PARTS, MAX_UPLOAD_PARTS, ZDocumentPartsSign } from './documents.js';
import { ZRequirementItemKind, ZRequirementSettings } from './submission-requirements.js';
import { ZFormDefinition, ZFormTotals, ZTenderTableUpdate } from './tender-tables.js';

const ZText = (max: number) => z.string().check(z.trim(), safeText(), z.maxLength(max));
const ZRequiredText = (max: number) =>
  z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(max));
const ZCells = z.record(
  z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/)),
  ZText(FORM_CELL_MAX_LENGTH),
);
const ZVersion = z.int().check(z.minimum(0));

// ------------------------------------------------------------------------------------------------- paths

/** Decision 050's one URL of a bid in the portal (ZSupplierBidPath), with the part it names. */
export const ZSubmissionFormPath = z.object({ ...ZSupplierBidPath.shape, tenderTableId: ZId });

/**
 * Which of the company's bids a call is about (decision 060): absent, its first (keyed by its vendor id,
 * decision 054), so the paths of one bid per company keep working; a further bid is named by its id.
 */
export const ZBidSubmissionQuery = z.object({ submissionId: z.optional(ZId) });
/** The open upload's query, and which bid it belongs to. */
export const ZBidUploadQuery = z.object({ ...ZBidSubmissionQuery.shape, ...ZSupplierUploadQuery.shape });

// ---------------------------------------------------------------------------------------------- requests

/** The bidder's entries of one form: their cells of the buyer's rows, and rows they added. */
export const ZBidFormEntries = z.object({
  rows: z.array(z.object({ rowId: ZId, cells: ZCells })).check(z.maxLength(FORM_MAX_ROWS)),
  addedRows: z.optional(
    z.array(z.object({ id: ZId, cells: ZCells })).check(z.maxLength(FORM_MAX_OPTIONAL_ROWS)),
  ),
});

/**
 * PUT a form's entries at the part's version (0: the first save) and the bid's (0: no bid yet). `totals`,
 * when sent (what the screen showed), must equal the engine's, or nothing is stored (formTotalMismatch).
 */
export const ZSubmissionFormSave = z.strictObject({
  submissionVersion: ZVersion,
  version: ZVersion,
  entries: ZBidFormEntries,
  totals: ZTenderTableUpdate.shape.totals,
});
export type TSubmissionFormSave = z.output<typeof ZSubmissionFormSave>;

export const ZBidAnswers = z.strictObject({
  questions: z.record(ZId, ZText(SUBMISSION_ANSWER_MAX_LENGTH)),
  termsAccepted: z.array(ZId).check(z.maxLength(100)),
});
export const ZBidReference = z.strictObject({
  companyName: ZRequiredText(SUBMISSION_TEXT_MAX_LENGTH),
  contactName: ZRequiredText(SUBMISSION_TEXT_MAX_LENGTH),
  email: ZEmail,
  phone: ZRequiredText(40),
  description: ZText(SUBMISSION_ANSWER_MAX_LENGTH),
});
export const ZBidSubcontractor = z.strictObject({
  companyName: ZRequiredText(SUBMISSION_TEXT_MAX_LENGTH),
  trade: ZRequiredText(SUBMISSION_TEXT_MAX_LENGTH),
});
export const ZBidSecurity = z.strictObject({
  submissionRequirementId: ZId,
  issuer: ZRequiredText(SUBMISSION_TEXT_MAX_LENGTH),
  reference: ZRequiredText(SUBMISSION_TEXT_MAX_LENGTH),
});

const versions = { submissionVersion: ZVersion, version: ZVersion };
/** PUT one of the other parts, whole, at its version and the bid's. */
export const ZSubmissionPartSave = z.discriminatedUnion('part', [
  z.strictObject({ part: z.literal('answers'), ...versions, content: ZBidAnswers }),
  z.strictObject({
    part: z.literal('references'),
    ...versions,
    content: z.array(ZBidReference).check(z.maxLength(SUBMISSION_REFERENCES_MAX)),
  }),
  z.strictObject({
    part: z.literal('subcontractors'),
    ...versions,
    content: z.array(ZBidSubcontractor).check(z.maxLength(SUBMISSION_SUBCONTRACTORS_MAX)),
  }),
  z.strictObject({
    part: z.literal('securities'),
    ...versions,
    content: z.array(ZBidSecurity).check(z.maxLength(100)),
  }),
]);
export type TSubmissionPartSave = z.output<typeof ZSubmissionPartSave>;

/**
 * POST Files: opens the upload of one file for a document requirement, under sealed/. Files take no bid
 * version: a long upload must not fail because a form was saved meanwhile.
 */
export const ZSubmissionFileStart = z.strictObject({
  submissionRequirementId: ZId,
  fileName: ZFileName(DOCUMENT_NAME_MAX_LENGTH),
  /** Bytes; refused when empty or over 1 GB. */
  size: z.int().check(z.minimum(0)),
  contentType: z.optional(ZContentType),
});
export type TSubmissionFileStart = z.output<typeof ZSubmissionFileStart>;

/** A part's SHA-256 as S3 writes it in x-amz-checksum-sha256: base64 of the 32 bytes (decision 059). */
export const ZPartChecksum = z.string().check(z.length(44), z.regex(/^[A-Za-z0-9+/]{43}=$/));

/**
 * POST Files/Parts/Batch: URLs for several parts of a bid file, each signed with its SHA-256 (the
 * browser's, in the same order as the part numbers), so that S3 refuses a part whose bytes differ.
 */
export const ZSubmissionPartsSign = z.strictObject({
  ...ZDocumentPartsSign.shape,
  checksumsSha256: z.array(ZPartChecksum).check(z.minLength(1), z.maxLength(MAX_SIGNED_PARTS)),
});
export type TSubmissionPartsSign = z.output<typeof ZSubmissionPartsSign>;

/** POST Files/Complete: the parts with their ETags and checksums, as S3 answered each PUT. */
export const ZSubmissionFileComplete = z.strictObject({
  uploadId: ZId,
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
  parts: z
    .array(
      z.strictObject({
        partNumber: z.int().check(z.minimum(1), z.maximum(MAX_UPLOAD_PARTS)),
        etag: z.string().check(z.minLength(1), z.maxLength(200)),
        /** The part's SHA-256 signed into its URL: S3 (on AWS) checks it again when completing. */
        checksumSha256: z.optional(ZPartChecksum),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_UPLOAD_PARTS)),
  /**
   * The file's SHA-256 as the browser read it: recorded at once, then checked by reading the stored object
   * back in the background (decision 059).
   */
  sha256: z.string().check(z.length(64), z.regex(/^[0-9a-f]{64}$/)),
});
export type TSubmissionFileComplete = z.output<typeof ZSubmissionFileComplete>;
export const ZSubmissionFilePath = z.object({ ...ZSupplierBidPath.shape, fileId: ZId });

/** POST Submissions: another bid of the company, with its name ("Alternative 2"). */
export const ZBidStart = z.strictObject({ label: ZRequiredText(BID_LABEL_MAX_LENGTH) });

/** PUT NoBid: the company will not bid, with an optional reason (docs/product/bids.md#its-life). */
export const ZNoBidDeclare = z.strictObject({ reason: z.optional(ZText(NO_BID_REASON_MAX_LENGTH)) });
export type TNoBidDeclare = z.output<typeof ZNoBidDeclare>;

/** The company's "no bid" as the bid screen shows it. */
export const ZNoBidState = z.object({ declaredAt: z.string(), reason: z.optional(z.string()) });

/** Submit, or withdraw, the bid at the version read. */
export const ZSubmissionAction = z.strictObject({ version: z.int().check(z.minimum(1)) });

// ----------------------------------------------------------------------------------------------- answers

export const ZMissingItem = z.object({
  code: z.enum([
    'formNotFilled',
    'formProblems',
    'questionUnanswered',
    'questionNumberExpected',
    'termsNotAccepted',
    'securityMissing',
    'documentMissing',
    'referencesTooFew',
    'subcontractorsRequired',
  ]),
  id: z.optional(z.string()),
  title: z.optional(z.string()),
  required: z.optional(z.int()),
  given: z.optional(z.int()),
});

const part = <T extends z.ZodMiniType>(content: T) => z.object({ version: z.int(), content });

/**
 * GET: everything the bid's screen needs in one answer: the bid (closing, open or not), what the
 * requirements ask (settings, items, the forms as a supplier sees them), the company's bid if it has one
 * (null: nothing saved yet; the GET creates nothing), its parts, and what is still missing.
 */
export const ZBidSubmission = z.object({
  agencyDomain: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  closingDate: z.optional(z.string()),
  timeZone: z.string(),
  /** Before the closing instant by the server's clock: the bid may change, be submitted or withdrawn. */
  open: z.boolean(),
  requirements: z.object({
    settings: ZRequirementSettings,
    items: z.array(
      z.object({
        submissionRequirementId: z.string(),
        kind: ZRequirementItemKind,
        title: z.string(),
        content: z.record(z.string(), z.unknown()),
      }),
    ),
    forms: z.array(z.object({ tenderTableId: z.string(), definition: ZFormDefinition })),
  }),
  submission: z.nullable(
    z.object({
      submissionId: z.string(),
      status: z.enum(SUBMISSION_STATUSES),
      version: z.int(),
      companyName: z.string(),
      /** A further bid's name (decision 060); the first has none. */
      label: z.optional(z.string()),
      receipt: z.optional(ZReceiptRecord),
      withdrawnAt: z.optional(z.string()),
    }),
  ),
  parts: z.object({
    forms: z.record(
      z.string(),
      z.object({ version: z.int(), entries: ZBidFormEntries, totals: ZFormTotals }),
    ),
    answers: z.optional(part(ZBidAnswers)),
    references: z.optional(part(z.array(ZBidReference))),
    subcontractors: z.optional(part(z.array(ZBidSubcontractor))),
    securities: z.optional(part(z.array(ZBidSecurity))),
  }),
  /** The bid's files: open uploads and stored ones (with the SHA-256 the server computed). */
  files: z.array(
    z.object({
      fileId: z.string(),
      submissionRequirementId: z.string(),
      fileName: z.string(),
      size: z.number(),
      state: z.enum(['uploading', 'stored']),
      sha256: z.optional(z.string()),
      /** The background read-back of a stored file (decision 059). */
      verification: z.optional(z.enum(FILE_VERIFICATIONS)),
      storedAt: z.optional(z.string()),
    }),
  ),
  missing: z.array(ZMissingItem),
  /** The tender takes several bids per company (decision 060): the screen offers "another bid". */
  allowMultipleSubmissions: z.boolean(),
  /** The company's bids on the tender, its first first: their ids, names and statuses (no content). */
  bids: z.array(
    z.object({
      submissionId: z.string(),
      status: z.enum(SUBMISSION_STATUSES),
      label: z.optional(z.string()),
      completedAt: z.optional(z.string()),
    }),
  ),
  /** The tender offers "no bid" (tender.onlineSubmissionShowNoBid), and whether the company declared it. */
  noBidOffered: z.boolean(),
  noBid: z.nullable(ZNoBidState),
});
export type TBidSubmission = z.output<typeof ZBidSubmission>;
