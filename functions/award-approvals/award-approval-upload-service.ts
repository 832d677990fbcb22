/**
 * Files uploaded to an award approval (decision 065), through the one upload flow
 * (functions/core/files/upload-flow.ts, decision 029): the approval is their owner. Also the removal of
 * uploaded files that leave the approval.
 */
import { AWARD_APPROVAL_MAX_DOCUMENTS } from '../../shared/domain/awards/award-approval-rules.js';
import { checkDocumentSize } from '../../shared/domain/projects/documents.js';
import type {
  TAwardApproval,
  TAwardApprovalUploadComplete,
  TAwardApprovalUploadStart,
} from '../../shared/schemas/award-approvals.js';
import { AppError } from '../core/app-error.js';
import { nowMs } from '../core/clock.js';
import {
  AwardApproval,
  type AwardApprovalRecord,
  type StoredAwardApprovalDocument,
} from '../core/db/entities/award-approval.js';
import { assertVersion, patchItem } from '../core/db/ops.js';
import { removeObject, sha256OfObject } from '../core/files/s3-multipart.js';
import type { UploadOwner } from '../core/files/upload-flow.js';
import { logger } from '../core/logger.js';
import type { SessionContext } from '../core/session.js';
import {
  assertApprovalAllows,
  changeApproval,
  loadApproval,
  loadApprovalForChange,
} from './award-approval-records.js';
import { awardApprovalDto } from './award-approval-view.js';

/**
 * Documents/Uploads: a file for the approval, through the one upload path (core/files/upload-flow.ts). Its
 * key lies under the project, so the project's cleanup removes it; its open upload is an entry of the
 * approval, not a version of it, so the wizard's edit at the version it read stays valid. A cancelled
 * upload keeps its entry until its day is out (a later start prunes it); completing it fails, as S3 no
 * longer has it. The complete, at the version read, reads the file back for its SHA-256 and appends it.
 */
export const awardApprovalUploads: UploadOwner<{
  ref: { projectId: string; awardApprovalId: string };
  reached: { session: SessionContext; current: AwardApprovalRecord };
  start: TAwardApprovalUploadStart;
  open: AwardApprovalRecord['uploads'][number];
  complete: TAwardApprovalUploadComplete;
  answer: TAwardApproval;
  checked: void;
  prepared: undefined;
}> = {
  reach: async (session, { projectId, awardApprovalId }, step) => {
    if (step !== 'start' && step !== 'complete')
      return { session, current: await loadApproval(session, projectId, awardApprovalId) };
    const current = await loadApprovalForChange(session, projectId, awardApprovalId);
    if (step === 'start') assertApprovalAllows(current, 'edit');
    return { session, current };
  },
  checkStart: async (_r, input) => {
    const problem = checkDocumentSize(input.size);
    if (problem) throw new AppError(problem);
  },
  keyOf: ({ current: r }, documentId, fileName) =>
    `projects/${r.customerId}/${r.projectId}/award-approvals/${r.awardApprovalId}/${documentId}/${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}`,
  keep: async ({ current }, upload, input) => {
    await patchItem(AwardApproval, current, {
      set: {
        uploads: [
          ...current.uploads.filter((u) => Date.parse(u.startedAt) > nowMs() - 86_400_000),
          {
            uploadId: upload.uploadId,
            key: upload.key,
            s3UploadId: upload.s3UploadId,
            fileName: upload.fileName,
            title: input.title || upload.fileName,
            size: upload.size,
            contentType: upload.contentType,
            summaryReport: input.summaryReport ?? false,
            startedAt: upload.createdAt,
          },
        ],
      },
    });
  },
  find: ({ current }, uploadId) => current.uploads.find((u) => u.uploadId === uploadId),
  foreignKey: 'documentUploadNotFound',
  settle: async ({ current }, request) => {
    assertVersion(current, request.version);
    return undefined;
  },
  record: async ({ session, current }, upload, size, request) => {
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
      request.version,
      'completeAwardApprovalUpload',
      { documents, uploads },
      { edit: true },
    );
    await removeUploadedFiles(replaced);
    return awardApprovalDto(after);
  },
};

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
