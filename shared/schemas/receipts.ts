/**
 * A receipt's public verification (decision 059): anyone holding a receipt (its ids and bid digest) asks
 * whether the vault holds a bid that matches it. zod/mini, small: the public-opportunities Lambda carries it.
 * The answer holds the facts that are not sealed (agency, project, company, time) and, for files, only
 * their count and digests: a sealed bid's prices, answers, file names and contents never leave the vault.
 */
import * as z from 'zod/mini';
import { FILE_VERIFICATIONS, RECEIPT_VERDICTS } from '../domain/submissions/receipt.js';
import { ZAgencyDomain, ZId } from './common.js';

export const ZReceiptDigest = z.string().check(z.trim(), z.length(64), z.regex(/^[0-9a-fA-F]{64}$/));

/** GET public/receipts/{agencyDomain}/{projectId}/{submissionId}?digest=: the ids printed on the receipt. */
export const ZReceiptVerifyPath = z.object({
  agencyDomain: ZAgencyDomain,
  projectId: ZId,
  submissionId: ZId,
});
export const ZReceiptVerifyQuery = z.strictObject({ digest: ZReceiptDigest });

export const ZReceiptVerification = z.object({
  /** match: the bid stands with this receipt; superseded: it was this bid's, since withdrawn or resubmitted; unknown: no such receipt. */
  verdict: z.enum(RECEIPT_VERDICTS),
  /** The facts below only for match and superseded: an unknown receipt learns nothing of the vault. */
  receiptNumber: z.optional(z.string()),
  agencyName: z.optional(z.string()),
  projectName: z.optional(z.string()),
  projectNumber: z.optional(z.string()),
  companyName: z.optional(z.string()),
  /** The server's time of the submit this receipt was given for */
  submittedAt: z.optional(z.string()),
  /** The files of a matching receipt: how many, their SHA-256s and the read-back of what the vault holds */
  files: z.optional(
    z.object({
      count: z.int(),
      sha256: z.array(z.string()),
      verification: z.enum(FILE_VERIFICATIONS),
    }),
  ),
});
export type TReceiptVerification = z.output<typeof ZReceiptVerification>;
