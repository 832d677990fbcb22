/**
 * Files uploaded to an award approval (decision 029's upload path, decision 065): a presigned S3 multipart
 * upload, kept open on the approval until it completes into one of its documents (a new summary report
 * replacing the earlier one), and the removal of uploaded files that leave it.
 */
import { randomUUID } from 'node:crypto';
import { AWARD_APPROVAL_MAX_DOCUMENTS } from '../../shared/domain/awards/award-approval-rules.js';
import { checkDocumentSize } from '../../shared/domain/projects/documents.js';
import type {
  TAwardApproval,
  TAwardApprovalUploadComplete,
  TAwardApprovalUploadParts,
  TAwardApprovalUploadStart,
} from '../../shared/schemas/award-approvals.js';
import { AppError } from '../core/app-error.js';
import { nowIso, nowMs } from '../core/clock.js';
import {
  AwardApproval,
  type AwardApprovalRecord,
  type StoredAwardApprovalDocument,
} from '../core/db/entities/award-approval.js';
import { assertVersion, patchItem } from '../core/db/ops.js';
import {
  abortInS3,
  completeAndConfirm,
  createMultipart,
  partsInS3,
  removeObject,
  sha256OfObject,
  signPartsOf,
} from '../core/files/s3-multipart.js';
import { logger } from '../core/logger.js';
import type { SessionContext } from '../core/session.js';
import {
  assertApprovalAllows,
  changeApproval,
  loadApproval,
  loadApprovalForChange,
} from './award-approval-records.js';
import { awardApprovalDto } from './award-approval-view.js';
import '../../shared/errors/award-approvals.js';

/** The object key of an uploaded file: under the project, so the project's cleanup removes it. */
const uploadKey = (r: AwardApprovalRecord, documentId: string, fileName: string) =>
  `projects/${r.customerId}/${r.projectId}/award-approvals/${r.awardApprovalId}/${documentId}/${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}`;

export async function startAwardApprovalUpload(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalUploadStart,
) {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  assertApprovalAllows(current, 'edit');
  const problem = checkDocumentSize(input.size);
  if (problem) throw new AppError(problem);
  const uploadId = randomUUID();
  const key = uploadKey(current, uploadId, input.fileName);
  const contentType = input.contentType || 'application/octet-stream';
  const s3UploadId = await createMultipart(key, contentType);
  // Not a version of the approval: the wizard's edit at the version it read stays valid.
  await patchItem(AwardApproval, current, {
    set: {
      uploads: [
        ...current.uploads.filter((u) => Date.parse(u.startedAt) > nowMs() - 86_400_000),
        {
          uploadId,
          key,
          s3UploadId,
          fileName: input.fileName,
          title: input.title || input.fileName,
          size: input.size,
          contentType,
          summaryReport: input.summaryReport ?? false,
          startedAt: nowIso(),
        },
      ],
    },
  });
  return { uploadId, key };
}

function openUpload(record: AwardApprovalRecord, uploadId: string, key: string) {
  const upload = record.uploads.find((u) => u.uploadId === uploadId && u.key === key);
  if (!upload) throw new AppError('documentUploadNotFound');
  return upload;
}

export async function signAwardApprovalUploadParts(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalUploadParts,
) {
  const current = await loadApproval(session, projectId, awardApprovalId);
  const signed = await signPartsOf(openUpload(current, input.uploadId, input.key), input.partNumbers);
  return {
    parts: signed.parts.map((p) => ({ partNumber: p.partNumber, url: p.url })),
    expiresAt: signed.expiresAt,
  };
}

/** GET Documents/Uploads/Parts: the parts S3 holds for an open upload, so that a resumed one sends the rest. */
export async function listAwardApprovalUploadParts(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  upload: { uploadId: string; key: string },
) {
  const current = await loadApproval(session, projectId, awardApprovalId);
  return { parts: await partsInS3(openUpload(current, upload.uploadId, upload.key)) };
}

/**
 * DELETE Documents/Uploads: a cancelled upload's parts are dropped by S3. The approval keeps the entry
 * until its day is out (startAwardApprovalUpload prunes it); completing it fails, as S3 no longer has it.
 */
export async function abortAwardApprovalUpload(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  upload: { uploadId: string; key: string },
): Promise<void> {
  const current = await loadApproval(session, projectId, awardApprovalId);
  await abortInS3(openUpload(current, upload.uploadId, upload.key));
}

export async function completeAwardApprovalUpload(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalUploadComplete,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  assertVersion(current, input.version);
  const upload = openUpload(current, input.uploadId, input.key);
  const size = await completeAndConfirm(upload, input.parts);
  const sha256 = await sha256OfObject(upload.key);
  // A new summary report replaces the earlier one (decision 065: one per approval).
  const replaced = upload.summaryReport ? current.documents.filter((d) => d.summaryReport) : [];
  const documents = [
    ...current.documents.filter((d) => !replaced.includes(d)),
    {
      documentId: upload.uploadId,
      fileName: upload.fileName,
      title: upload.title,
      size,
      contentType: upload.contentType,
      key: upload.key,
      summaryReport: upload.summaryReport,
      source: 'upload' as const,
      sha256,
    },
  ];
  if (documents.length > AWARD_APPROVAL_MAX_DOCUMENTS) throw new AppError('awardApprovalTooManyDocuments');
  const uploads = current.uploads.filter((u) => u.uploadId !== upload.uploadId);
  const after = await changeApproval(
    session,
    current,
    input.version,
    'completeAwardApprovalUpload',
    { documents, uploads },
    { edit: true },
  );
  await removeUploadedFiles(replaced);
  return awardApprovalDto(after);
}

/** Removes the approval's uploaded files (a project's documents stay): a failure is logged, not thrown. */
export async function removeUploadedFiles(documents: readonly StoredAwardApprovalDocument[]): Promise<void> {
  for (const d of documents) {
    if (d.source !== 'upload') continue;
    try {
      await removeObject(d.key);
    } catch (error) {
      // The project's cleanup removes whatever is left under projects/<customerId>/<projectId>/.
      logger.warn('Award approval file not removed', { documentId: d.documentId, error: error as Error });
    }
  }
}
