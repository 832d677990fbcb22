/**
 * A supplier's online bid (decision 054): the bid as one SWR read keyed by its URL, the changes as plain
 * calls whose answer is the bid again, and the upload path's five calls (decision 029) for a file of one
 * document requirement, in the shape the shared uploader takes.
 */
import useSWR from 'swr';
import { apiUrl, call, type ApiBody, type ApiResponse } from '../../../lib/api';
import * as routes from '../../../api/routes.gen';

export type BidPath = { agencyDomain: string; projectId: string };
export type BidSubmission = ApiResponse<'getBidSubmission'>;

export const useBidSubmission = (params: BidPath, enabled = true) =>
  useSWR(enabled ? apiUrl(routes.getBidSubmission, { params }) : null, () =>
    call(routes.getBidSubmission, { params }),
  );

export const saveBidForm = (
  params: BidPath & { tenderTableId: string },
  body: ApiBody<'saveBidSubmissionForm'>,
) => call(routes.saveBidSubmissionForm, { params, body });

export const saveBidPart = (params: BidPath, body: ApiBody<'saveBidSubmissionPart'>) =>
  call(routes.saveBidSubmissionPart, { params, body });

export const submitBid = (params: BidPath, version: number) =>
  call(routes.submitBid, { params, body: { version } });

export const withdrawBid = (params: BidPath, version: number) =>
  call(routes.withdrawBid, { params, body: { version } });

export const removeBidFile = (params: BidPath, fileId: string) =>
  call(routes.removeBidSubmissionFile, { params: { ...params, fileId } });

/**
 * The uploader's calls for a file of one document requirement; complete answers the bid. `sha256` is the
 * browser's digest of the file, computed while the parts go, which complete sends for the server to compare.
 */
export function bidFileUploadCalls(
  params: BidPath,
  submissionRequirementId: string,
  sha256: () => Promise<string>,
) {
  return {
    start: (
      body: { fileName: string; size: number; contentType?: string | undefined },
      signal?: AbortSignal,
    ) =>
      call(routes.startBidSubmissionFile, {
        params,
        body: {
          submissionRequirementId,
          fileName: body.fileName,
          size: body.size,
          ...(body.contentType ? { contentType: body.contentType } : {}),
        },
        signal,
      }),
    signParts: (body: { uploadId: string; key: string; partNumbers: number[] }, signal?: AbortSignal) =>
      call(routes.signBidSubmissionFileParts, { params, body, signal }),
    listParts: (upload: { uploadId: string; key: string }, signal?: AbortSignal) =>
      call(routes.listBidSubmissionFileParts, { params, query: upload, signal }),
    complete: (
      body: { uploadId: string; key: string; parts: { partNumber: number; etag: string }[] },
      signal?: AbortSignal,
    ) =>
      sha256().then((digest) =>
        call(routes.completeBidSubmissionFile, {
          params,
          body: { uploadId: body.uploadId, key: body.key, parts: body.parts, sha256: digest },
          signal,
        }),
      ),
    abort: (upload: { uploadId: string; key: string }) =>
      call(routes.removeBidSubmissionFile, { params: { ...params, fileId: upload.uploadId } }),
  };
}
