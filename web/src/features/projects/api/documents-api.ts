/**
 * The documents calls (decision 029), through the generated route table: the project's list, rename and
 * reorder, delete, the download URL, and the upload path's five calls that Uppy's S3 plugin makes through
 * uploader.ts (start, sign parts in batches, list parts, complete, abort).
 */
import useSWR, { useSWRConfig } from 'swr';
import type { TDocument, TDocumentUpdate } from '../../../../../shared/schemas/documents';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { projectUploadCalls } from '../../../lib/upload/project-upload-calls';
import type { ProjectScope } from './projects-api';

export const documentKeys = {
  list: (s: ProjectScope, projectId: string) =>
    apiUrl(routes.listDocuments, { params: s, query: { projectId } }),
};

export function useDocuments(s: ProjectScope | null, projectId: string) {
  return useSWR(s ? documentKeys.list(s, projectId) : null, () =>
    call(routes.listDocuments, { params: s!, query: { projectId } }),
  );
}

/** Revalidates the project's list after a change. */
export function useRefreshDocuments(s: ProjectScope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  return () => (s ? mutate(documentKeys.list(s, projectId)) : Promise.resolve());
}

export const updateDocument = (
  s: ProjectScope,
  document: TDocument,
  changes: Omit<TDocumentUpdate, 'version'>,
) =>
  call(routes.updateDocument, {
    params: s,
    query: { projectId: document.projectId, documentId: document.documentId },
    body: { version: document.version, ...changes },
  });

export const deleteDocument = (s: ProjectScope, document: TDocument) =>
  call(routes.deleteDocument, {
    params: s,
    query: { projectId: document.projectId, documentId: document.documentId },
  });

export const downloadDocument = (s: ProjectScope, document: TDocument) =>
  call(routes.downloadDocument, {
    params: s,
    query: { projectId: document.projectId, documentId: document.documentId },
  });

/** The upload path's calls, for one project (web/src/lib/upload, shared with the addenda, decision 052). */
export const uploadCalls = projectUploadCalls;
export type UploadCalls = ReturnType<typeof uploadCalls>;
