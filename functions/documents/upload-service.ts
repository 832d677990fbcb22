/**
 * The one upload path (decision 029): the browser sends the file straight to S3 in parts, through URLs the
 * server signs for one open upload at a time. The server checks the project's rules before it opens an
 * upload, signs only keys of the upload it opened, completes the upload itself, asks S3 for the object's
 * size, and only then records the document with its audit event in one transaction.
 */
import { nowMs, nowIso } from '../core/clock.js';
import { storedPdfPages } from './stored-pdf.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { DocumentUpload, type DocumentUploadItem } from '../core/db/entities/document-upload.js';
import type { ProjectHeaderItem } from '../core/db/entities/project-header.js';
import { ProjectDocument, type ProjectDocumentItem } from '../core/db/entities/project-document.js';
import { User } from '../core/db/entities/user.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
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
import type { TDocument, TDocumentUploadStart } from '../../shared/schemas/documents.js';
import { authorisedProject, isKeyOfProject, newDocumentKey } from './document-access.js';
import { claimDocumentItems, freeSlot } from './document-claims.js';
import { documentView, projectDocuments } from './document-service.js';
import {
  abortInS3,
  completeAndConfirm,
  createMultipart,
  partsInS3,
  removeObject,
  signPartsOf,
} from '../core/files/s3-multipart.js';

/** An open upload is forgotten after two days, when S3's lifecycle rule aborts it too (infra/cdk/data-stack.ts). */
const UPLOAD_TTL_SECONDS = 2 * 24 * 3600;

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

/**
 * POST Documents/Uploads: checks the rules, then opens a multipart upload under the project's prefix. An
 * addendum to an open bid is refused here, before any byte moves, until the user confirmed the withdrawal.
 */
export async function startUpload(session: SessionContext, projectId: string, input: TDocumentUploadStart) {
  const project = await authorisedProject(session, projectId);
  await assertNewDocumentAllowed(session.customerId, projectId, input);
  await addendumWithdrawal(session, project, input.documentType, input.withdrawCompletedSubmissions);
  return openS3Upload(session, projectId, input);
}

/**
 * Opens the multipart upload of a file whose rules passed, under the project's prefix, and records the
 * open upload with its audit event. `projectJournalId` names the journal note it is for (decision 035);
 * without it, the file becomes a project document.
 */
export async function openS3Upload(
  session: SessionContext,
  projectId: string,
  input: TDocumentUploadStart,
  owner: { projectJournalId?: string } = {},
) {
  const { customerId } = session;
  const { documentId, key } = newDocumentKey(customerId, projectId, input.fileName);
  const contentType = input.contentType || 'application/octet-stream';
  const s3UploadId = await createMultipart(key, contentType);
  const upload: DocumentUploadItem = {
    customerId,
    projectId,
    uploadId: documentId,
    s3UploadId,
    key,
    fileName: input.fileName,
    displayName: input.displayName,
    documentType: input.documentType,
    pageCount: input.pageCount,
    size: input.size,
    contentType,
    ...owner,
    userId: session.userId,
    createdAt: nowIso(),
    expiresAt: Math.floor(nowMs() / 1000) + UPLOAD_TTL_SECONDS,
  };
  await transactAudited(
    {
      customerId,
      actorId: session.userId,
      entityType: 'documentUpload',
      entityId: documentId,
      action: 'startUpload',
      after: { projectId, key, fileName: input.fileName, size: input.size, ...owner },
      projectId,
    },
    [tx.create(DocumentUpload, upload)],
  );
  return { uploadId: documentId, key };
}

/**
 * The open upload the browser names, in the caller's agency and project; a key other than the one the
 * server issued (another project's, another agency's) is refused before anything is signed.
 */
async function openUpload(
  session: SessionContext,
  projectId: string,
  uploadId: string,
  key: string,
): Promise<DocumentUploadItem> {
  if (!isKeyOfProject(key, session.customerId, projectId)) throw new AppError('documentKeyRefused');
  await authorisedProject(session, projectId);
  const upload = await getItem(DocumentUpload, { customerId: session.customerId, projectId, uploadId });
  if (!upload) throw new AppError('documentUploadNotFound');
  if (upload.key !== key) throw new AppError('documentKeyRefused');
  return upload;
}

/**
 * POST Documents/Uploads/Parts/Batch: URLs for several parts of the open upload, valid for five minutes,
 * only for part numbers the announced size can hold. One call serves several parts, so a part does not
 * wait on a round trip before it is sent (decision 029, 2026-11-24 addendum).
 */
export async function signParts(
  session: SessionContext,
  projectId: string,
  request: { uploadId: string; key: string; partNumbers: readonly number[] },
) {
  return signPartsOf(
    await openUpload(session, projectId, request.uploadId, request.key),
    request.partNumbers,
  );
}

/** GET Documents/Uploads/Parts: the parts S3 holds, so that a resumed upload sends only the rest. */
export async function listParts(session: SessionContext, projectId: string, uploadId: string, key: string) {
  const upload = await openUpload(session, projectId, uploadId, key);
  return { parts: await partsInS3(upload) };
}

/** DELETE Documents/Uploads: S3 drops the parts, and the open upload is forgotten. */
export async function abortUpload(session: SessionContext, projectId: string, uploadId: string, key: string) {
  const upload = await openUpload(session, projectId, uploadId, key);
  await abortInS3(upload);
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'documentUpload',
      entityId: uploadId,
      projectId,
      action: 'abortUpload',
      before: { projectId, key: upload.key, fileName: upload.fileName },
    },
    [tx.delete(DocumentUpload, upload)],
  );
}

/**
 * Completes an open upload in S3 and confirms the object with HeadObject: the upload and the stored size,
 * or the catalogue error (an object of another size than announced is deleted). `projectJournalId` is the
 * owner the caller records for: an upload opened for another owner is not found (decision 035).
 */
export async function confirmUpload(
  session: SessionContext,
  projectId: string,
  request: { uploadId: string; key: string; parts: readonly { partNumber: number; etag: string }[] },
  projectJournalId?: string,
): Promise<{ upload: DocumentUploadItem; size: number }> {
  const upload = await openUpload(session, projectId, request.uploadId, request.key);
  if (upload.projectJournalId !== projectJournalId) throw new AppError('documentUploadNotFound');
  return { upload, size: await completeAndConfirm(upload, request.parts) };
}

/**
 * A complete sent again after the first one's answer was lost (the uploader retries a call that got no
 * answer): the document it recorded, under the upload's id and key, is the answer again.
 */
async function alreadyCompleted(
  session: SessionContext,
  projectId: string,
  request: { uploadId: string; key: string },
): Promise<TDocument | undefined> {
  if (!isKeyOfProject(request.key, session.customerId, projectId)) return undefined;
  const recorded = await getItem(ProjectDocument, {
    customerId: session.customerId,
    projectId,
    documentId: request.uploadId,
  });
  if (!recorded || recorded.key !== request.key) return undefined;
  await authorisedProject(session, projectId);
  return documentView(recorded);
}

/**
 * POST Documents/Uploads/Complete: completes the upload in S3, confirms the object and its size with
 * HeadObject, and only then writes the document, its claims (a slot, its names) and the audit event in one
 * transaction. Nothing is recorded for an object S3 does not hold.
 */
export async function completeUpload(
  session: SessionContext,
  projectId: string,
  request: {
    uploadId: string;
    key: string;
    parts: readonly { partNumber: number; etag: string }[];
    withdrawCompletedSubmissions?: number | undefined;
  },
): Promise<TDocument> {
  const { customerId } = session;
  const done = await alreadyCompleted(session, projectId, request);
  if (done) return done;
  // An addendum's count is checked again before S3 completes the upload: someone may have submitted while
  // the file was sent. Refused, the upload stays open, and the confirmed retry completes it.
  const opened = await openUpload(session, projectId, request.uploadId, request.key);
  const withdrawal =
    opened.documentType === 'addendum'
      ? await addendumWithdrawal(
          session,
          await authorisedProject(session, projectId),
          opened.documentType,
          request.withdrawCompletedSubmissions,
        )
      : undefined;
  const { upload, size } = await confirmUpload(session, projectId, request);
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
}
