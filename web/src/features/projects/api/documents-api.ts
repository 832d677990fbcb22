/**
 * The documents calls (decision 029), through the generated route table: the project's list, rename and
 * reorder, delete and the download URL. The upload path's calls are lib/upload/project-upload-calls.ts.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { TDocument, TDocumentUpdate } from '../../../../../shared/schemas/documents';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
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
