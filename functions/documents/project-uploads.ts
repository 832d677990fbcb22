/**
 * What a project's two upload owners share (core/files/upload-flow.ts): a document's and a journal note's
 * file are reached through the project, keyed under its prefix, and kept open as one `DocumentUpload`
 * that remembers its note (decision 035). A note's parts are signed, listed and aborted by the
 * documents' calls, so those steps find either kind.
 */
import { DocumentUpload, type DocumentUploadItem } from '../core/db/entities/document-upload.js';
import type { ProjectHeaderItem } from '../core/db/entities/project-header.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { NewUpload } from '../core/files/upload-flow.js';
import type { SessionContext } from '../core/session.js';
import type { TDocumentUploadStart } from '../../shared/schemas/documents.js';
import { authorisedProject, projectDocumentKey, projectDocumentsPrefix } from './document-access.js';

/** A project's upload, reached: the caller and the project in its reach. */
export interface ProjectUploadReach {
  session: SessionContext;
  projectId: string;
  project: ProjectHeaderItem;
}

/** The steps both owners take alike; each adds its limits, its complete and its record. */
export const projectUploads = {
  keyPrefix: (session: SessionContext, ref: { projectId: string }) =>
    projectDocumentsPrefix(session.customerId, ref.projectId),
  reach: async (session: SessionContext, ref: { projectId: string }): Promise<ProjectUploadReach> => ({
    session,
    projectId: ref.projectId,
    project: await authorisedProject(session, ref.projectId),
  }),
  keyOf: (r: ProjectUploadReach, uploadId: string, fileName: string) =>
    projectDocumentKey(r.session.customerId, r.projectId, uploadId, fileName),
  find: (r: ProjectUploadReach, uploadId: string) =>
    getItem(DocumentUpload, { customerId: r.session.customerId, projectId: r.projectId, uploadId }),
  forget: async (r: ProjectUploadReach, upload: DocumentUploadItem) => {
    await transactAudited(
      {
        customerId: r.session.customerId,
        actorId: r.session.userId,
        entityType: 'documentUpload',
        entityId: upload.uploadId,
        projectId: r.projectId,
        action: 'abortUpload',
        before: { projectId: r.projectId, key: upload.key, fileName: upload.fileName },
      },
      [tx.delete(DocumentUpload, upload)],
    );
  },
};

/**
 * Keeps the open upload of a file whose rules passed, with its audit event. `projectJournalId` names the
 * note it is for; without it, the file becomes a project document.
 */
export async function keepProjectUpload(
  r: ProjectUploadReach,
  upload: NewUpload,
  file: Pick<TDocumentUploadStart, 'displayName' | 'documentType' | 'pageCount'>,
  owner: { projectJournalId?: string } = {},
): Promise<void> {
  const { customerId, userId } = r.session;
  const { projectId } = r;
  const item: DocumentUploadItem = {
    customerId,
    projectId,
    ...upload,
    displayName: file.displayName,
    documentType: file.documentType,
    pageCount: file.pageCount,
    ...owner,
    userId,
  };
  await transactAudited(
    {
      customerId,
      actorId: userId,
      entityType: 'documentUpload',
      entityId: upload.uploadId,
      action: 'startUpload',
      after: { projectId, key: upload.key, fileName: upload.fileName, size: upload.size, ...owner },
      projectId,
    },
    [tx.create(DocumentUpload, item)],
  );
}
