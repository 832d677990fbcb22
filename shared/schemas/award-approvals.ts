/**
 * Award approvals (issue 11 items 3 and 4, docs/product/evaluation-and-award.md#award-approvals, decision
 * 065): the buyer's approval of an award recommendation (company, amounts, ordered documents, ordered
 * workflow of approvers and reviewers), its actions, and the public approver's calls, which carry only the
 * ids and the emailed link's token (uat).
 */
import * as z from 'zod/mini';
import {
  AWARD_APPROVAL_STATUSES,
  AWARD_APPROVER_STATUSES,
  AWARD_WORKFLOW_ROLES,
} from '../domain/awards/award-approval-status.js';
import {
  AWARD_APPROVAL_COMMENTS_MAX_LENGTH,
  AWARD_APPROVAL_MAX_DOCUMENTS,
  AWARD_APPROVAL_MAX_MEMBERS,
  AWARD_APPROVAL_REASON_MAX_LENGTH,
  AWARD_APPROVAL_TEXT_MAX_LENGTH,
  isValidReportNumber,
} from '../domain/awards/award-approval-rules.js';
import { MONEY_VALUE_MAX } from '../domain/money.js';
import { DOCUMENT_NAME_MAX_LENGTH } from '../domain/projects/documents.js';
import { safeText, ZContentType, ZEmail, ZFileName, ZId, ZTenantPath } from './common.js';
import { ZMoney } from './money.js';

const ZText = z.string().check(z.trim(), z.maxLength(AWARD_APPROVAL_TEXT_MAX_LENGTH));
/** A report number: the characters isValidReportNumber allows (a "/" or ":" is refused). */
const ZReportNumber = ZText.check(
  z.refine((v) => isValidReportNumber(v), { error: 'awardApprovalReportNumberInvalid' }),
);
const ZRequiredText = z.string().check(z.trim(), z.minLength(1), z.maxLength(AWARD_APPROVAL_TEXT_MAX_LENGTH));
/** Money (decision 075), 0.00 to 1,000,000,000,000.00; null: not given. */
const ZAmount = z.nullable(ZMoney({ max: MONEY_VALUE_MAX, error: 'awardApprovalAmountInvalid' }));
/** An amount in an answer: Money, or null when not given. */
const ZAmountAnswer = z.nullable(ZMoney());
const ZVersion = z.int().check(z.minimum(1));

export const ZAwardApprovalStatus = z.enum(AWARD_APPROVAL_STATUSES);
export const ZAwardWorkflowRole = z.enum(AWARD_WORKFLOW_ROLES);
export const ZAwardApproverStatus = z.enum(AWARD_APPROVER_STATUSES);
export const ZAwardAllocation = z.enum(['full', 'part']);

// ---- the buyer's side ------------------------------------------------------------------------------

/** ?projectId: the project whose approvals a call reads or changes. */
export const ZAwardApprovalsQuery = z.object({ projectId: ZId });
/** ?projectId&version: a removal at the version read. */
export const ZAwardApprovalVersionQuery = z.object({
  projectId: ZId,
  version: z.coerce.number().check(z.int(), z.minimum(1)),
});
export const ZAwardApprovalPath = z.object({ ...ZTenantPath.shape, awardApprovalId: ZId });
export const ZAwardApprovalMemberPath = z.object({
  ...ZAwardApprovalPath.shape,
  awardApprovalWorkflowId: ZId,
});
export const ZAwardApprovalDocumentPath = z.object({ ...ZAwardApprovalPath.shape, documentId: ZId });

/**
 * A workflow member (docs/product/evaluation-and-award.md#award-approvals): an approver or reviewer, in
 * order.
 */
export const ZAwardApprovalMember = z.object({
  awardApprovalWorkflowId: z.string(),
  order: z.number(),
  role: ZAwardWorkflowRole,
  fullName: z.string(),
  title: z.string(),
  email: z.string(),
  /** The language of the member's emails; absent, the agency's default language. */
  language: z.optional(z.enum(['en', 'fr'])),
  status: ZAwardApproverStatus,
  comments: z.nullable(z.string()),
  emailedAt: z.nullable(z.string()),
  actedAt: z.nullable(z.string()),
  /** With a decision: the SHA-256 of what the member was shown (company, amounts, documents' SHA-256). */
  decisionDigest: z.nullable(z.string()),
});
export type TAwardApprovalMember = z.output<typeof ZAwardApprovalMember>;

/** One of the approval's ordered documents: a project document attached, or a file uploaded to it. */
export const ZAwardApprovalDocument = z.object({
  documentId: z.string(),
  fileName: z.string(),
  title: z.string(),
  size: z.number(),
  contentType: z.string(),
  /** The summary report the browser built (jspdf) and uploaded: at most one per approval. */
  summaryReport: z.boolean(),
  source: z.enum(['project', 'upload']),
  /** The SHA-256 (hex) of the file, once the server has read it. */
  sha256: z.nullable(z.string()),
});

export const ZAwardApproval = z.object({
  awardApprovalId: z.string(),
  projectId: z.string(),
  status: ZAwardApprovalStatus,
  companyName: z.string(),
  vendorId: z.nullable(z.string()),
  reportName: z.string(),
  reportNumber: z.string(),
  awardAllocation: ZAwardAllocation,
  awardAmount: ZAmountAnswer,
  provisionalAmount: ZAmountAnswer,
  subtotal: ZAmountAnswer,
  amountWithTax: ZAmountAnswer,
  amountWithNonRebateableTax: ZAmountAnswer,
  documents: z.array(ZAwardApprovalDocument),
  workflow: z.array(ZAwardApprovalMember),
  /** What it lacks before it can be sent (shared/domain/awards/award-approval-rules.ts): empty when complete. */
  gaps: z.array(z.enum(['company', 'reportName', 'document', 'approver', 'duplicateEmail'])),
  cancelReason: z.nullable(z.string()),
  approvalDate: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
  /** True once the project is awarded: the approval is the award's record (approvalChangeRefusal). */
  readOnly: z.boolean(),
});
export type TAwardApproval = z.output<typeof ZAwardApproval>;

export const ZAwardApprovalList = z.object({
  awardApprovals: z.array(ZAwardApproval),
  /** Why no approval may be created on the project now (approvalCreationRefusal), or null. */
  creationRefusal: z.nullable(z.enum(['awardApprovalProjectAwarded', 'awardApprovalProjectNotClosed'])),
});

const fields = {
  companyName: ZText,
  vendorId: z.nullable(ZId),
  reportName: ZText,
  reportNumber: ZReportNumber,
  awardAllocation: ZAwardAllocation,
  awardAmount: ZAmount,
  provisionalAmount: ZAmount,
  subtotal: ZAmount,
  amountWithTax: ZAmount,
  amountWithNonRebateableTax: ZAmount,
};

/** POST: the wizard's first step (add supplier): the company is required, the rest may come later. */
export const ZAwardApprovalCreate = z.strictObject({
  ...fields,
  companyName: ZRequiredText,
  vendorId: z.optional(z.nullable(ZId)),
  reportName: z.optional(ZText),
  reportNumber: z.optional(ZReportNumber),
  awardAllocation: z.optional(ZAwardAllocation),
  awardAmount: z.optional(ZAmount),
  provisionalAmount: z.optional(ZAmount),
  subtotal: z.optional(ZAmount),
  amountWithTax: z.optional(ZAmount),
  amountWithNonRebateableTax: z.optional(ZAmount),
});
export type TAwardApprovalCreate = z.output<typeof ZAwardApprovalCreate>;

/** PUT: the fields given change, at the version read (a sent approval becomes Correcting). */
export const ZAwardApprovalUpdate = z.strictObject({
  companyName: z.optional(ZRequiredText),
  vendorId: z.optional(z.nullable(ZId)),
  reportName: z.optional(ZText),
  reportNumber: z.optional(ZReportNumber),
  awardAllocation: z.optional(ZAwardAllocation),
  awardAmount: z.optional(ZAmount),
  provisionalAmount: z.optional(ZAmount),
  subtotal: z.optional(ZAmount),
  amountWithTax: z.optional(ZAmount),
  amountWithNonRebateableTax: z.optional(ZAmount),
  version: ZVersion,
});
export type TAwardApprovalUpdate = z.output<typeof ZAwardApprovalUpdate>;

/** POST Documents: project documents attached, appended in the order given. */
export const ZAwardApprovalDocumentsAttach = z.strictObject({
  documentIds: z.array(ZId).check(z.minLength(1), z.maxLength(AWARD_APPROVAL_MAX_DOCUMENTS)),
  version: ZVersion,
});
export type TAwardApprovalDocumentsAttach = z.output<typeof ZAwardApprovalDocumentsAttach>;

/** POST DocumentOrder: every attached document's id, in the new order. */
export const ZAwardApprovalDocumentOrder = z.strictObject({
  documentIds: z.array(ZId).check(z.maxLength(AWARD_APPROVAL_MAX_DOCUMENTS)),
  version: ZVersion,
});
export type TAwardApprovalDocumentOrder = z.output<typeof ZAwardApprovalDocumentOrder>;

/** POST Documents/Uploads: a file for the approval (the one upload path, decision 029); the summary report is flagged. */
export const ZAwardApprovalUploadStart = z.strictObject({
  fileName: ZFileName(DOCUMENT_NAME_MAX_LENGTH),
  title: z.optional(z.string().check(z.trim(), safeText(), z.maxLength(DOCUMENT_NAME_MAX_LENGTH))),
  size: z.number().check(z.int(), z.minimum(1)),
  contentType: z.optional(ZContentType),
  summaryReport: z.optional(z.boolean()),
});
export type TAwardApprovalUploadStart = z.output<typeof ZAwardApprovalUploadStart>;

export const ZAwardApprovalUploadStarted = z.object({ uploadId: z.string(), key: z.string() });

/** POST Documents/Uploads/Parts: URLs for parts of the open upload. */
export const ZAwardApprovalUploadParts = z.strictObject({
  uploadId: ZId,
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
  partNumbers: z
    .array(z.number().check(z.int(), z.minimum(1), z.maximum(10_000)))
    .check(z.minLength(1), z.maxLength(100)),
});
export type TAwardApprovalUploadParts = z.output<typeof ZAwardApprovalUploadParts>;

export const ZAwardApprovalSignedParts = z.object({
  parts: z.array(z.object({ partNumber: z.number(), url: z.string() })),
  expiresAt: z.string(),
});

/** POST Documents/Uploads/Complete: the parts as S3 answered them; the file joins the approval's documents. */
export const ZAwardApprovalUploadComplete = z.strictObject({
  uploadId: ZId,
  key: z.string().check(z.minLength(1), z.maxLength(1024)),
  parts: z
    .array(
      z.strictObject({
        partNumber: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
        etag: z.string().check(z.minLength(1), z.maxLength(200)),
      }),
    )
    .check(z.minLength(1), z.maxLength(10_000)),
  version: ZVersion,
});
export type TAwardApprovalUploadComplete = z.output<typeof ZAwardApprovalUploadComplete>;

/** POST Workflow / PUT Workflow/{id}: a member's role, name, title and email (no duplicate email). */
export const ZAwardApprovalMemberInput = z.strictObject({
  role: ZAwardWorkflowRole,
  fullName: ZRequiredText,
  title: ZText,
  email: ZEmail,
  /** The language of the member's emails; absent, the agency's default language. */
  language: z.optional(z.enum(['en', 'fr'])),
  version: ZVersion,
});
export type TAwardApprovalMemberInput = z.output<typeof ZAwardApprovalMemberInput>;

/** POST WorkflowOrder: every member's id, in the new order. */
export const ZAwardApprovalWorkflowOrder = z.strictObject({
  awardApprovalWorkflowIds: z.array(ZId).check(z.maxLength(AWARD_APPROVAL_MAX_MEMBERS)),
  version: ZVersion,
});
export type TAwardApprovalWorkflowOrder = z.output<typeof ZAwardApprovalWorkflowOrder>;

/** POST Send, Resend, StatusReset: the version read. */
export const ZAwardApprovalVersion = z.strictObject({ version: ZVersion });

/** PUT Status: the buyer cancels (a reason is required) or closes. */
export const ZAwardApprovalStatusChange = z.strictObject({
  status: z.enum(['cancelled', 'closed']),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(AWARD_APPROVAL_REASON_MAX_LENGTH))),
  version: ZVersion,
});
export type TAwardApprovalStatusChange = z.output<typeof ZAwardApprovalStatusChange>;

/** A one-minute URL to a stored file. */
export const ZAwardApprovalDownload = z.object({
  url: z.string(),
  expiresAt: z.string(),
  fileName: z.string(),
  size: z.number(),
});
export type TAwardApprovalDownload = z.output<typeof ZAwardApprovalDownload>;

// ---- the approver's side (no login: the ids and the link's token) -------------------------------

/** The link's token: 32 random bytes, base64url (43 characters). */
export const ZApproverToken = z
  .string()
  .check(z.minLength(43), z.maxLength(43), z.regex(/^[A-Za-z0-9_-]{43}$/));
export const ZApproverPath = z.object({ awardApprovalId: ZId, awardApprovalWorkflowId: ZId });
export const ZApproverDocumentPath = z.object({ ...ZApproverPath.shape, documentId: ZId });
export const ZApproverQuery = z.object({ uat: ZApproverToken });
export const ZApproverStatusQuery = z.object({ uat: ZApproverToken, status: z.enum(['approve', 'decline']) });
/** The decision's comments: required to decline (awardApprovalDeclineComments). */
export const ZApproverDecision = z.strictObject({
  comments: z.optional(z.string().check(z.trim(), z.maxLength(AWARD_APPROVAL_COMMENTS_MAX_LENGTH))),
});
export type TApproverDecision = z.output<typeof ZApproverDecision>;

/** What the public page shows: `act` (Approve / Decline), `summary` (acted), `unavailable` (Correcting). */
export const ZApproverView = z.object({
  awardApprovalId: z.string(),
  awardApprovalWorkflowId: z.string(),
  mode: z.enum(['act', 'summary', 'unavailable']),
  fullName: z.string(),
  title: z.string(),
  role: ZAwardWorkflowRole,
  status: ZAwardApproverStatus,
  comments: z.nullable(z.string()),
  actedAt: z.nullable(z.string()),
  projectName: z.string(),
  agencyName: z.string(),
  companyName: z.string(),
  reportName: z.string(),
  reportNumber: z.string(),
  awardAmount: ZAmountAnswer,
  /** Empty while the approval is unavailable (Correcting). */
  documents: z.array(
    z.object({
      documentId: z.string(),
      fileName: z.string(),
      title: z.string(),
      size: z.number(),
      contentType: z.string(),
      /** A PDF or image the browser can show in the previewer. */
      previewable: z.boolean(),
      /** The file's SHA-256 (hex): the digest covers it. */
      sha256: z.string(),
    }),
  ),
  linkExpiresAt: z.string(),
  /**
   * The SHA-256 of what the page shows (company, amounts, documents' SHA-256): once the member decided, the
   * digest stored with their decision.
   */
  contentDigest: z.string(),
  /** The agency's time zone (IANA), in which the page writes dates: the approver has no session to read it from. */
  timeZone: z.string(),
});
export type TApproverView = z.output<typeof ZApproverView>;

export const ZApproverDownloadAll = z.object({
  files: z.array(z.object({ ...ZAwardApprovalDownload.shape, documentId: z.string() })),
});
export type TApproverDownloadAll = z.output<typeof ZApproverDownloadAll>;

/** A one-minute URL the previewer shows inline. */
export const ZApproverPreview = z.object({
  url: z.string(),
  expiresAt: z.string(),
  fileName: z.string(),
  contentType: z.string(),
});
export type TApproverPreview = z.output<typeof ZApproverPreview>;
