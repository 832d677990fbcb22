/**
 * A project's documents as an owner of the one upload path (core/files/upload-flow.ts, decision 029): the
 * project's rules before the upload opens and again before the record, an addendum's withdrawal of
 * completed submissions (decision 040), a PDF's pages counted from the file, and the document written with
 * its claims (a slot, its names) and its audit event in one transaction.
 */
import { nowIso } from '../core/clock.js';
import { storedPdfPages } from './stored-pdf.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { DocumentUpload, type DocumentUploadItem } from '../core/db/entities/document-upload.js';
import type { ProjectHeaderItem } from '../core/db/entities/project-header.js';
import { ProjectDocument, type ProjectDocumentItem } from '../core/db/entities/project-document.js';
import { User } from '../core/db/entities/user.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { UploadOwner } from '../core/files/upload-flow.js';
import { refreshPublicDetail } from '../core/opportunities/public-detail.js';
import type { SessionContext } from '../core/session.js';
import {
  notifyBidders,
  planWithdrawal,
  withdrawalConflictOf,
  type WithdrawalPlan,
} from '../core/submissions/submission-withdrawal.js';
import { addendumWithdraws } from '../../shared/domain/submissions/withdrawal.js';
import { checkNewDocument } from '../../shared/domain/projects/documents.js';
import type {
  TDocument,
  TDocumentUploadComplete,
  TDocumentUploadStart,
} from '../../shared/schemas/documents.js';
import { claimDocumentItems, freeSlot } from './document-claims.js';
import { documentView, projectDocuments } from './document-service.js';
import { keepProjectUpload, projectUploads, type ProjectUploadReach } from './project-uploads.js';
import { removeObject } from '../core/files/s3-multipart.js';

/** The first rule a new document breaks, as its catalogue error. */
async function assertNewDocumentAllowed(
  customerId: string,
  projectId: string,
  candidate: Omit<TDocumentUploadStart, 'contentType'>,
): Promise<ProjectDocumentItem[]> {
  const existing = await projectDocuments(customerId, projectId);
  const problem = checkNewDocument(existing, candidate);
  if (problem) throw new AppError(problem, { details: { projectId } });
  return existing;
}

/**
 * An addendum to an open bid withdraws its completed submissions (decision 040): the plan of that, once the
 * caller named their count (else the 409 with it); undefined for any other document.
 */
async function addendumWithdrawal(
  session: SessionContext,
  project: { projectId: string; status: ProjectHeaderItem['status'] },
  documentType: TDocumentUploadStart['documentType'],
  named: number | undefined,
): Promise<WithdrawalPlan | undefined> {
  if (!addendumWithdraws(project.status, documentType)) return undefined;
  return planWithdrawal({
    customerId: session.customerId,
    projectId: project.projectId,
    actorId: session.userId,
    reason: 'addendum',
    named,
  });
}

/** Documents/Uploads: a project document's upload. Its parts calls also serve a journal note's files. */
export const projectDocumentUploads: UploadOwner<{
  ref: { projectId: string };
  reached: ProjectUploadReach;
  start: TDocumentUploadStart;
  open: DocumentUploadItem;
  complete: TDocumentUploadComplete;
  answer: TDocument;
  checked: void;
  prepared: WithdrawalPlan | undefined;
}> = {
  ...projectUploads,
  // An addendum to an open bid is refused here, before any byte moves, until the user confirmed the
  // withdrawal.
  checkStart: async ({ session, projectId, project }, input) => {
    await assertNewDocumentAllowed(session.customerId, projectId, input);
    await addendumWithdrawal(session, project, input.documentType, input.withdrawCompletedSubmissions);
  },
  keep: (r, upload, input) => keepProjectUpload(r, upload, input),
  // A note's upload is completed as the note's file (decision 035).
  owns: (_r, upload) => upload.projectJournalId === undefined,
  // Sent again after the first one's answer was lost: the document it recorded, under the upload's id and key.
  settle: async ({ session, projectId }, request) => {
    const recorded = await getItem(ProjectDocument, {
      customerId: session.customerId,
      projectId,
      documentId: request.uploadId,
    });
    return recorded && recorded.key === request.key ? documentView(recorded) : undefined;
  },
  // An addendum's count is checked again before S3 completes the upload: someone may have submitted while
  // the file was sent. Refused, the upload stays open, and the confirmed retry completes it.
  prepare: async ({ session, project }, upload, request) =>
    upload.documentType === 'addendum'
      ? addendumWithdrawal(session, project, upload.documentType, request.withdrawCompletedSubmissions)
      : undefined,
  record: async ({ session, projectId }, upload, size, _request, withdrawal) => {
    const { customerId } = session;
    // A PDF's pages are counted from the file: the number typed at the start is for other types (a 1-page
    // PDF was listed as "Pages 0").
    const pageCount = (await storedPdfPages(upload.key, upload.fileName, size)) ?? upload.pageCount;
    try {
      const existing = await assertNewDocumentAllowed(customerId, projectId, upload);
      const slot = freeSlot(existing.map((document) => document.slot));
      if (slot === undefined) throw new AppError('documentLimitReached');
      const user = await getItem(User, { customerId, userId: session.userId });
      const document: ProjectDocumentItem = {
        customerId,
        projectId,
        documentId: upload.uploadId,
        key: upload.key,
        fileName: upload.fileName,
        displayName: upload.displayName,
        documentType: upload.documentType,
        pageCount,
        size,
        contentType: upload.contentType,
        sortOrder: Math.max(-1, ...existing.map((d) => d.sortOrder)) + 1,
        slot,
        uploadedBy: session.userId,
        uploadedByName: user ? `${user.firstName} ${user.lastName}`.trim() : undefined,
        version: 1,
        createdAt: nowIso(),
        updatedAt: nowIso(),
      };
      await transactAudited(
        {
          customerId,
          actorId: session.userId,
          entityType: 'projectDocument',
          entityId: document.documentId,
          projectId,
          action: 'uploadDocument',
          after: { projectId, fileName: document.fileName, displayName: document.displayName, size },
        },
        [
          tx.create(ProjectDocument, document),
          ...claimDocumentItems(document),
          tx.delete(DocumentUpload, upload),
          ...(withdrawal?.items ?? []),
        ],
      );
      // A new document is on the public page unless the bid hides its documents (decision 071).
      await refreshPublicDetail(customerId, projectId);
      if (withdrawal) await notifyBidders(withdrawal);
      return documentView(document);
    } catch (error) {
      // Submissions moved since the check: warned again, the upload kept for the confirmed retry.
      const moved = withdrawal ? await withdrawalConflictOf(withdrawal, error) : undefined;
      if (moved) throw moved;
      // A rule refused the document (a concurrent upload took the last slot or a name): S3 must not keep an
      // object nobody recorded. Any other failure may have committed, so the object stays.
      if (!(error instanceof AppError)) throw error;
      await removeObject(upload.key);
      if (error instanceof ConflictError) {
        await assertNewDocumentAllowed(customerId, projectId, upload);
        const fresh = await projectDocuments(customerId, projectId);
        if (freeSlot(fresh.map((document) => document.slot)) === undefined)
          throw new AppError('documentLimitReached');
      }
      throw error;
    }
  },
};
