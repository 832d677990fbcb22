/**
 * An award approval's documents (decision 065): the project's documents attached to it, removed, put in
 * order, and any of them, or its summary report, downloaded. Files uploaded to it are
 * award-approval-upload-service.ts.
 */
import { AWARD_APPROVAL_MAX_DOCUMENTS } from '../../shared/domain/awards/award-approval-rules.js';
import type {
  TAwardApproval,
  TAwardApprovalDocumentOrder,
  TAwardApprovalDocumentsAttach,
  TAwardApprovalDownload,
} from '../../shared/schemas/award-approvals.js';
import { AppError } from '../core/app-error.js';
import { withDocumentDigests } from '../core/awards/award-approval-digest.js';
import { awardApprovalDocumentDownload } from '../core/awards/award-approval-downloads.js';
import type { StoredAwardApprovalDocument } from '../core/db/entities/award-approval.js';
import { ProjectDocument } from '../core/db/entities/project-document.js';
import { getItem } from '../core/db/ops.js';
import type { SessionContext } from '../core/session.js';
import { changeApproval, loadApproval, loadApprovalForChange, reordered } from './award-approval-records.js';
import { removeUploadedFiles } from './award-approval-upload-service.js';
import { awardApprovalDto } from './award-approval-view.js';

export async function attachAwardApprovalDocuments(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalDocumentsAttach,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  const wanted = [...new Set(input.documentIds)].filter(
    (id) => !current.documents.some((d) => d.documentId === id),
  );
  const found = await Promise.all(
    wanted.map((documentId) =>
      getItem(ProjectDocument, { customerId: session.customerId, projectId, documentId }),
    ),
  );
  const listed: StoredAwardApprovalDocument[] = found.map((doc, i) => {
    if (!doc) throw new AppError('documentNotFound', { details: { documentId: wanted[i] } });
    return {
      documentId: doc.documentId,
      fileName: doc.fileName,
      title: doc.displayName,
      size: doc.size,
      contentType: doc.contentType,
      key: doc.key,
      summaryReport: false,
      source: 'project',
    };
  });
  const added = await withDocumentDigests(listed);
  const documents = [...current.documents, ...added];
  if (documents.length > AWARD_APPROVAL_MAX_DOCUMENTS) throw new AppError('awardApprovalTooManyDocuments');
  return awardApprovalDto(
    await changeApproval(
      session,
      current,
      input.version,
      'attachAwardApprovalDocuments',
      { documents },
      { edit: true },
    ),
  );
}

export async function removeAwardApprovalDocument(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  documentId: string,
  version: number,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  const removed = current.documents.find((d) => d.documentId === documentId);
  if (!removed) throw new AppError('awardApprovalDocumentNotFound', { details: { documentId } });
  const documents = current.documents.filter((d) => d.documentId !== documentId);
  const after = await changeApproval(
    session,
    current,
    version,
    'removeAwardApprovalDocument',
    { documents },
    { edit: true },
  );
  await removeUploadedFiles([removed]);
  return awardApprovalDto(after);
}

export async function reorderAwardApprovalDocuments(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  input: TAwardApprovalDocumentOrder,
): Promise<TAwardApproval> {
  const current = await loadApprovalForChange(session, projectId, awardApprovalId);
  const documents = reordered(current.documents, (d) => d.documentId, input.documentIds);
  return awardApprovalDto(
    await changeApproval(
      session,
      current,
      input.version,
      'reorderAwardApprovalDocuments',
      { documents },
      { edit: true },
    ),
  );
}

export async function downloadAwardApprovalReport(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
): Promise<TAwardApprovalDownload> {
  const current = await loadApproval(session, projectId, awardApprovalId);
  const report = current.documents.find((d) => d.summaryReport);
  if (!report) throw new AppError('awardApprovalNoReport');
  return awardApprovalDocumentDownload(report);
}

export async function downloadAwardApprovalDocument(
  session: SessionContext,
  projectId: string,
  awardApprovalId: string,
  documentId: string,
): Promise<TAwardApprovalDownload> {
  const current = await loadApproval(session, projectId, awardApprovalId);
  const document = current.documents.find((d) => d.documentId === documentId);
  if (!document) throw new AppError('awardApprovalDocumentNotFound', { details: { documentId } });
  return awardApprovalDocumentDownload(document);
}
