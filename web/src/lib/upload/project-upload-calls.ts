/**
 * The upload path's five calls for one project's documents (decision 029), as Uppy's S3 plugin makes them
 * through uploader.ts: Build → documents, the journal's files and the addenda's documents (decision 052)
 * all upload through these.
 */
import type { TDocumentUploadStart } from '../../../../shared/schemas/documents';
import * as routes from '../../api/routes.gen';
import { call } from '../api';

export function projectUploadCalls(s: { customerId: string; nodeId: string }, projectId: string) {
  const query = { projectId };
  return {
    start: (body: TDocumentUploadStart, signal?: AbortSignal) =>
      call(routes.startDocumentUpload, { params: s, query, body, signal }),
    signParts: (body: { uploadId: string; key: string; partNumbers: number[] }, signal?: AbortSignal) =>
      call(routes.signDocumentUploadParts, { params: s, query, body, signal }),
    listParts: (upload: { uploadId: string; key: string }, signal?: AbortSignal) =>
      call(routes.listDocumentUploadParts, { params: s, query: { ...query, ...upload }, signal }),
    complete: (
      body: {
        uploadId: string;
        key: string;
        parts: { partNumber: number; etag: string }[];
        withdrawCompletedSubmissions?: number;
      },
      signal?: AbortSignal,
    ) => call(routes.completeDocumentUpload, { params: s, query, body, signal }),
    abort: (upload: { uploadId: string; key: string }) =>
      call(routes.abortDocumentUpload, { params: s, query: { ...query, ...upload } }),
  };
}
