import * as z from 'zod/mini';
import {
  AWARD_APPROVAL_STATUSES,
  AWARD_APPROVER_STATUSES,
  AWARD_WORKFLOW_ROLES,
} from '../../../../shared/domain/awards/award-approval-status.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'awardApproval';

/**
 * One issued approver link: the SHA-256 (hex) of its token, never the token, and until when it opens. A
 * member holds the links of their current ask: the email's and each reminder's; a resent link replaces them.
 */
const ZStoredLink = z.object({ tokenHash: z.string(), expiresAt: z.string() });

/**
 * A workflow member (an approver or reviewer, docs/product/evaluation-and-award.md#award-approvals), with
 * what the workflow needs to wait on them.
 */
const ZStoredMember = z.object({
  awardApprovalWorkflowId: z.string(),
  role: z.enum(AWARD_WORKFLOW_ROLES),
  fullName: z.string(),
  title: z.string(),
  email: z.string(),
  /** The language of the member's emails; absent, the agency's default language. */
  language: z.optional(z.enum(['en', 'fr'])),
  status: z.enum(AWARD_APPROVER_STATUSES),
  comments: z.nullable(z.string()),
  emailedAt: z.nullable(z.string()),
  actedAt: z.nullable(z.string()),
  links: z._default(z.array(ZStoredLink), () => []),
  /** The execution's task token while it waits on this member (to answer it; never shown). */
  taskToken: z.optional(z.string()),
  /** The workflow round (the send) whose execution waits on this member. */
  round: z.optional(z.number()),
  /**
   * With a decision: the SHA-256 (hex) of what the member was shown (approvalContentText, shared/domain:
   * company, amounts, the documents' SHA-256). An edit of that content puts the member back to pending.
   */
  decisionDigest: z.optional(z.string()),
});
export type StoredAwardApprovalMember = z.output<typeof ZStoredMember>;

const ZStoredDocument = z.object({
  documentId: z.string(),
  fileName: z.string(),
  title: z.string(),
  size: z.number(),
  contentType: z.string(),
  key: z.string(),
  summaryReport: z.boolean(),
  source: z.enum(['project', 'upload']),
  /** The SHA-256 (hex) of the file's bytes, read back from S3 when it joined the approval. */
  sha256: z.optional(z.string()),
});
export type StoredAwardApprovalDocument = z.output<typeof ZStoredDocument>;

/** An upload the buyer opened and has not completed: S3's upload id stays here, never in the browser. */
const ZOpenUpload = z.object({
  uploadId: z.string(),
  key: z.string(),
  s3UploadId: z.string(),
  fileName: z.string(),
  title: z.string(),
  size: z.number(),
  contentType: z.string(),
  summaryReport: z.boolean(),
  startedAt: z.string(),
});

/**
 * An amount: Money (decision 075), or null when not given. An approval saved before held a JSON number (its
 * schema allowed cents at most): it is read as that number's toFixed(2), its canonical Money and the very
 * text the decisions' digests were computed from, and written back as Money at the next change.
 */
const ZAmount = z.nullable(
  z.pipe(
    z.transform((value: string | number) => (typeof value === 'number' ? value.toFixed(2) : value)),
    z.string(),
  ),
);

/**
 * An award approval of a project (docs/product/evaluation-and-award.md#award-approvals, decision 065): the
 * award recommendation that its workflow members approve from an emailed link. Under the project in the
 * agency's partition, so a project's approvals are one query (the Award action's "no approval pending") and
 * the project's delete finds them. The award-approvals group owns its other fields; the awards group reads
 * only its status.
 */
export const AwardApproval = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    awardApprovalId: z.string(),
    status: z.enum(AWARD_APPROVAL_STATUSES),
    companyName: z._default(z.string(), ''),
    vendorId: z._default(z.nullable(z.string()), null),
    reportName: z._default(z.string(), ''),
    reportNumber: z._default(z.string(), ''),
    awardAllocation: z._default(z.enum(['full', 'part']), 'full'),
    awardAmount: z._default(ZAmount, null),
    provisionalAmount: z._default(ZAmount, null),
    subtotal: z._default(ZAmount, null),
    amountWithTax: z._default(ZAmount, null),
    amountWithNonRebateableTax: z._default(ZAmount, null),
    documents: z._default(z.array(ZStoredDocument), () => []),
    workflow: z._default(z.array(ZStoredMember), () => []),
    uploads: z._default(z.array(ZOpenUpload), () => []),
    /** Each send starts round + 1: an execution of an older round finds itself superseded and ends. */
    round: z._default(z.number(), 0),
    executionArn: z.optional(z.string()),
    cancelReason: z._default(z.nullable(z.string()), null),
    approvalDate: z._default(z.nullable(z.string()), null),
    createdBy: z._default(z.string(), ''),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; awardApprovalId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, awardapprovalid: k.awardApprovalId }),
  }),
});
export type AwardApprovalRecord = z.output<typeof AwardApproval.schema>;

/** Every award approval of one project. */
export const awardApprovalsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { projectid: projectId })}#awardapprovalid_` },
});

/**
 * Where an approval lives, by its id alone: the public approver page names only the approval and the
 * member (decision 065). Written and removed in the approval's own transactions.
 */
export const AwardApprovalLocator = defineEntity({
  name: 'awardApprovalLocator',
  schema: z.object({ awardApprovalId: z.string(), customerId: z.string(), projectId: z.string() }),
  key: (k: { awardApprovalId: string }) => ({
    pk: partitionKey({ awardapprovalid: k.awardApprovalId }),
    sk: sortKey('awardApprovalLocator'),
  }),
});
