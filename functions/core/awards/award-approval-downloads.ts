/**
 * A signed download of an award approval's document, as the buyer's group and the approver's both answer
 * it (decision 065): never its object key.
 */
import type { TAwardApprovalDownload } from '../../../shared/schemas/award-approvals.js';
import type { StoredAwardApprovalDocument } from '../db/entities/award-approval.js';
import { signedDownload } from '../files/signed-download.js';

export async function awardApprovalDocumentDownload(
  d: StoredAwardApprovalDocument,
): Promise<TAwardApprovalDownload> {
  const signed = await signedDownload({ key: d.key, fileName: d.fileName, size: d.size });
  return { url: signed.url, expiresAt: signed.expiresAt, fileName: signed.fileName, size: signed.size };
}
