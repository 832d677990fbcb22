/**
 * The parts of a stored bid's header (functions/core/db/entities/submission.ts) that its schemas share with
 * the routes: the receipt and the opening's records. Apart from shared/schemas/submissions.ts and
 * opening.ts so that every Lambda that reads a bid's header (the project's lifecycle, Build, the close job)
 * bundles these few objects, not the bid forms' engine those modules reach (bench: about 2.5 kB gzip each).
 */
import * as z from 'zod/mini';

export const ZReceiptFile = z.object({
  submissionRequirementId: z.string(),
  fileName: z.string(),
  size: z.int(),
  sha256: z.string(),
});
/** What a receipt proves: when the server took the bid, and the SHA-256 of its content and of each file. */
export const ZReceiptRecord = z.object({
  submittedAt: z.string(),
  digest: z.string(),
  files: z.array(ZReceiptFile),
});
export type TReceipt = z.output<typeof ZReceiptRecord>;

/** Who unsealed a part of a bid, and when (decision 057). */
export const ZUnsealRecord = z.object({ at: z.string(), by: z.string() });

/** The buyer's compliance mark for a bidder and an item (decision 057). */
export const COMPLIANCE_MARKS = ['met', 'notMet'] as const;
