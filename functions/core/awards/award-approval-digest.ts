/**
 * The digest of what an award approval shows its approvers (approvalContentText, shared/domain): stored
 * with each decision, shown on the approver's page, and compared to tell an edit that asks them again.
 * Shared by the buyer's group (which records each document's SHA-256 as it joins) and the approver's (which
 * stores the digest with the decision).
 */
import { createHash } from 'node:crypto';
import {
  approvalContentText,
  type AwardApprovalContent,
} from '../../../shared/domain/awards/award-approval-rules.js';
import { sha256OfObject } from '../files/s3-multipart.js';

export const approvalDigest = (content: AwardApprovalContent): string =>
  createHash('sha256').update(approvalContentText(content), 'utf8').digest('hex');

/** The documents, each with its SHA-256: one not known yet (stored before digests were) is read back from S3. */
export async function withDocumentDigests<D extends { key: string; sha256?: string | undefined }>(
  documents: readonly D[],
): Promise<D[]> {
  return Promise.all(
    documents.map(async (d) => (d.sha256 ? d : { ...d, sha256: await sha256OfObject(d.key) })),
  );
}
