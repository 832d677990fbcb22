/**
 * A project's documents once recorded (docs/product/tender.md#documents; decision 029): the list, renaming,
 * sort order, type and page count, deletion (record, then object) and a short-lived download URL.
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { AppError, ConflictError } from '../core/app-error.js';
import { s3 } from '../core/aws/s3.js';
import {
  documentsOfProject,
  ProjectDocument,
  type ProjectDocumentItem,
} from '../core/db/entities/project-document.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { refreshPublicDetail } from '../core/opportunities/public-detail.js';
import { env } from '../core/env.js';
import type { SessionContext } from '../core/session.js';
import {
  canPreviewDocument,
  checkDocumentType,
  checkUniqueNames,
  sortDocuments,
} from '../../shared/domain/projects/documents.js';
import type { TDocument, TDocumentUpdate } from '../../shared/schemas/documents.js';
import { signedDownload } from '../core/files/signed-download.js';
import { authorisedProject } from './document-access.js';
import { releaseDocumentItems, renameDocumentItems } from './document-claims.js';

export const projectDocuments = (customerId: string, projectId: string) =>
  queryAll(ProjectDocument, documentsOfProject(customerId, projectId));

export function documentView(document: ProjectDocumentItem): TDocument {
  return {
    documentId: document.documentId,
    projectId: document.projectId,
    fileName: document.fileName,
    displayName: document.displayName,
    documentType: document.documentType,
    pageCount: document.pageCount,
    size: document.size,
    contentType: document.contentType,
    sortOrder: document.sortOrder,
    uploadedBy: document.uploadedBy,
    ...(document.uploadedByName ? { uploadedByName: document.uploadedByName } : {}),
    uploadedAt: document.createdAt,
    version: document.version,
  };
}

/** GET Documents: the project's documents in their sort order. */
export async function listDocuments(session: SessionContext, projectId: string) {
  await authorisedProject(session, projectId);
  const documents = await projectDocuments(session.customerId, projectId);
  return { documents: sortDocuments(documents).map(documentView) };
}

async function loadDocument(session: SessionContext, projectId: string, documentId: string) {
  await authorisedProject(session, projectId);
  const document = await getItem(ProjectDocument, { customerId: session.customerId, projectId, documentId });
  if (!document) throw new AppError('documentNotFound', { details: { documentId } });
  return document;
}

/** PUT Documents: display name (unique in the project), sort order, type, page count, at the version read. */
export async function updateDocument(
  session: SessionContext,
  projectId: string,
  documentId: string,
  changes: TDocumentUpdate,
): Promise<TDocument> {
  const current = await loadDocument(session, projectId, documentId);
  assertVersion(current, changes.version);
  const { version: _version, ...set } = changes;
  const problem =
    (set.documentType ? checkDocumentType(set.documentType, current.fileName) : undefined) ??
    (set.displayName !== undefined
      ? checkUniqueNames(await projectDocuments(session.customerId, projectId), {
          documentId,
          displayName: set.displayName,
        })
      : undefined);
  if (problem) throw new AppError(problem);
  const after = { ...current, ...set, version: current.version + 1 };
  try {
    await transactAudited(
      {
        customerId: session.customerId,
        actorId: session.userId,
        entityType: 'projectDocument',
        entityId: documentId,
        projectId,
        action: 'updateDocument',
        before: { projectId, ...pick(current, set) },
        after: { projectId, ...set },
      },
      [
        tx.updateVersioned(ProjectDocument, current, { set }),
        ...(set.displayName !== undefined ? renameDocumentItems(current, set.displayName) : []),
      ],
    );
  } catch (error) {
    if (error instanceof ConflictError && set.displayName !== undefined) {
      const fresh = await projectDocuments(session.customerId, projectId);
      if (checkUniqueNames(fresh, { documentId, displayName: set.displayName }))
        throw new AppError('documentDisplayNameExists');
    }
    throw error;
  }
  // A document's name, type and order are on the public page (decision 071).
  await refreshPublicDetail(session.customerId, projectId);
  return documentView(after);
}

const pick = (item: ProjectDocumentItem, fields: object) =>
  Object.fromEntries(Object.keys(fields).map((name) => [name, item[name as keyof ProjectDocumentItem]]));

/**
 * DELETE Documents: the record and its claims go first, in one transaction with the audit event, then the
 * object; so no document is ever listed whose object is gone.
 */
export async function deleteDocument(session: SessionContext, projectId: string, documentId: string) {
  const document = await loadDocument(session, projectId, documentId);
  await transactAudited(
    {
      customerId: session.customerId,
      actorId: session.userId,
      entityType: 'projectDocument',
      entityId: documentId,
      projectId,
      action: 'deleteDocument',
      before: { projectId, fileName: document.fileName, displayName: document.displayName },
    },
    [tx.delete(ProjectDocument, document), ...releaseDocumentItems(document)],
  );
  await refreshPublicDetail(session.customerId, projectId);
  await s3.send(new DeleteObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: document.key }));
}

/** GET Documents/Download: a one-minute URL that downloads the file under its own name. */
export async function downloadDocument(session: SessionContext, projectId: string, documentId: string) {
  const document = await loadDocument(session, projectId, documentId);
  return { ...(await signedDownload(document)), previewable: canPreviewDocument(document) };
}
