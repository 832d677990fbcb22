import * as z from 'zod/mini';
import { FILE_VERIFICATIONS } from '../../../../shared/domain/submissions/receipt.js';
import { SUBMISSION_STATUSES } from '../../../../shared/domain/submissions/submission-status.js';
import {
  COMPLIANCE_MARKS,
  ZReceiptRecord,
  ZUnsealRecord,
} from '../../../../shared/schemas/submission-record.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';
import {
  NO_BID_ENTITY,
  SUBMISSION_ENTITY as name,
  SUBMISSION_FILE_ENTITY,
  SUBMISSION_PART_ENTITY,
} from './submission-keys.js';

/**
 * A supplier's bid on a project (docs/product/bids.md#its-life): its status and who to tell when it changes.
 * Under the project in the agency's partition, so a project's bids are one query and a project's delete finds
 * them. The bid's content lives beside it, one `SubmissionPart` per part (decision 054); the header carries
 * who submitted it, when, and the receipt. Versioned: every change is at the version read, and every part
 * save moves the header's version, so a submit names the bid as the supplier last saw it.
 */
export const Submission = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    submissionId: z.string(),
    status: z.enum(SUBMISSION_STATUSES),
    companyName: z.string(),
    contactName: z.optional(z.string()),
    /** Where the bidder is told that their submission was withdrawn to incomplete. */
    contactEmail: z.string(),
    vendorId: z.optional(z.string()),
    /** A company's further bid's name ("Alternative 2", decision 060); the first bid has none. */
    label: z.optional(z.string()),
    completedAt: z.optional(z.string()),
    /** The supplier user who last submitted it. */
    submittedBy: z.optional(z.string()),
    withdrawnAt: z.optional(z.string()),
    /** The last submit's receipt: the server's time, the bid's digest and each file's (decision 054). */
    receipt: z.optional(ZReceiptRecord),
    /** The opening (decision 057): who unsealed the price (the forms) and the rest of the bid, and when. */
    priceUnsealed: z.optional(ZUnsealRecord),
    submissionUnsealed: z.optional(ZUnsealRecord),
    /** A registered supplier's bid received on paper, recorded by the buyer: the only kind deleted. */
    hardCopy: z.optional(z.boolean()),
    /** The buyer's compliance checklist for this bidder, by compliance item. */
    compliance: z.optional(z.record(z.string(), z.enum(COMPLIANCE_MARKS))),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; submissionId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, submissionid: k.submissionId }),
  }),
  // A supplier's bids across agencies ("my opportunities", decision 047): only a submission naming its vendor.
  indexes: (s) =>
    s.vendorId
      ? {
          gsi1pk: partitionKey({ submittedby: s.vendorId }),
          gsi1sk: sortKey(name, { customerid: s.customerId, projectid: s.projectId }),
        }
      : {},
});

export type SubmissionRecord = z.output<typeof Submission.schema>;

/**
 * One part of a bid (decision 054): `form.<tenderTableId>` (the bidder's entries and the engine's totals),
 * `answers`, `references`, `subcontractors` or `securities`, saved whole at the version read. The content is
 * gzipped JSON, written only after its schema (and, for a form, the engine) accepted it: a 1,000-row form's
 * entries would otherwise approach DynamoDB's item limit.
 */
export const SubmissionPart = defineEntity({
  name: SUBMISSION_PART_ENTITY,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    submissionId: z.string(),
    partId: z.string(),
    contentGz: z.instanceof(Uint8Array),
    updatedBy: z.string(),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; submissionId: string; partId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(SUBMISSION_PART_ENTITY, {
      projectid: k.projectId,
      submissionid: k.submissionId,
      partid: k.partId,
    }),
  }),
});

export type SubmissionPartRecord = z.output<typeof SubmissionPart.schema>;

/** The submissions that name one vendor, in any agency. */
export const submissionsOfVendor = (vendorId: string): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ submittedby: vendorId }),
  sk: { beginsWith: `${sortKey(name)}#customerid_` },
});

/** One company's bids on one project (decision 060: several where the tender allows multiple submissions). */
export const submissionsOfVendorOnProject = (
  vendorId: string,
  customerId: string,
  projectId: string,
): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ submittedby: vendorId }),
  sk: { beginsWith: sortKey(name, { customerid: customerId, projectid: projectId }) },
});

/**
 * One file of a bid (decision 054), for one document requirement: an open upload (`uploading`, with S3's
 * upload id, forgotten by its TTL) until S3 confirms the object, then `stored` with its size and the
 * browser's SHA-256, which a background job checks by reading the object back (decision 059). The object
 * lives under sealed/ (`key`).
 */
export const SubmissionFile = defineEntity({
  name: SUBMISSION_FILE_ENTITY,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    submissionId: z.string(),
    fileId: z.string(),
    submissionRequirementId: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number(),
    key: z.string(),
    state: z.enum(['uploading', 'stored']),
    s3UploadId: z.optional(z.string()),
    /** The browser's SHA-256 of the file (decision 054), S3's parts checked against it (decision 059). */
    sha256: z.optional(z.string()),
    /**
     * The background read-back (decision 059): `verifying` until the job has read the stored object,
     * then `verified`, or `mismatch` with the server's digest in `storedSha256`. Absent on files stored
     * before it (read back synchronously then).
     */
    verification: z.optional(z.enum(FILE_VERIFICATIONS)),
    storedSha256: z.optional(z.string()),
    verifiedAt: z.optional(z.string()),
    uploadedBy: z.string(),
    createdAt: z.string(),
    storedAt: z.optional(z.string()),
    /** Epoch seconds: the TTL of an open upload (S3's lifecycle aborts its parts too). */
    expiresAt: z.optional(z.number()),
  }),
  key: (k: { customerId: string; projectId: string; submissionId: string; fileId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(SUBMISSION_FILE_ENTITY, {
      projectid: k.projectId,
      submissionid: k.submissionId,
      fileid: k.fileId,
    }),
  }),
});

export type SubmissionFileRecord = z.output<typeof SubmissionFile.schema>;

/**
 * A company's "no bid" on a tender (docs/product/bids.md#its-life, and the no-bids export of
 * docs/product/opening.md#exports; decision 060): it declared it will not bid, with an optional reason. One
 * per company and project, beside the project's bids; undone by deleting it before the closing. A record of
 * its own rather than a submission status: a company that declared no bid has no bid, and its drafts (if any)
 * stay as they are.
 */
export const NoBid = defineEntity({
  name: NO_BID_ENTITY,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    vendorId: z.string(),
    companyName: z.string(),
    reason: z.optional(z.string()),
    declaredBy: z.string(),
    declaredByName: z.string(),
    declaredByEmail: z.string(),
    declaredAt: z.string(),
  }),
  key: (k: { customerId: string; projectId: string; vendorId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(NO_BID_ENTITY, { projectid: k.projectId, vendorid: k.vendorId }),
  }),
});

export type NoBidRecord = z.output<typeof NoBid.schema>;
