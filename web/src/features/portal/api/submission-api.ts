/**
 * A supplier's online bid (decision 054): the bid as one SWR read keyed by its URL, the changes as plain
 * calls whose answer is the bid again, and the upload path's five calls (decision 029) for a file of one
 * document requirement, in the shape the shared uploader takes.
 */
import useSWR from 'swr';
import { apiUrl, call, type ApiBody, type ApiResponse } from '../../../lib/api';
import * as routes from '../../../api/routes.gen';

/** A bid's address; `submissionId` names one of the company's further bids (decision 060), none its first. */
export type BidPath = { agencyDomain: string; projectId: string; submissionId?: string | undefined };
export type BidSubmission = ApiResponse<'getBidSubmission'>;

/** Which of the company's bids a call is about: the query the bid routes take (none: the first). */
const bidQuery = (params: BidPath) => (params.submissionId ? { submissionId: params.submissionId } : {});

export const useBidSubmission = (params: BidPath, enabled = true) =>
  useSWR(enabled ? apiUrl(routes.getBidSubmission, { params, query: bidQuery(params) }) : null, () =>
    call(routes.getBidSubmission, { params, query: bidQuery(params) }),
  );

export const saveBidForm = (
  params: BidPath & { tenderTableId: string },
  body: ApiBody<'saveBidSubmissionForm'>,
) => call(routes.saveBidSubmissionForm, { params, query: bidQuery(params), body });

export const saveBidPart = (params: BidPath, body: ApiBody<'saveBidSubmissionPart'>) =>
  call(routes.saveBidSubmissionPart, { params, query: bidQuery(params), body });

export const submitBid = (params: BidPath, version: number) =>
  call(routes.submitBid, { params, query: bidQuery(params), body: { version } });

export const withdrawBid = (params: BidPath, version: number) =>
  call(routes.withdrawBid, { params, query: bidQuery(params), body: { version } });

export const removeBidFile = (params: BidPath, fileId: string) =>
  call(routes.removeBidSubmissionFile, { params: { ...params, fileId }, query: bidQuery(params) });

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
        query: bidQuery(params),
        body: {
          submissionRequirementId,
          fileName: body.fileName,
          size: body.size,
          ...(body.contentType ? { contentType: body.contentType } : {}),
        },
        signal,
      }),
    signParts: (body: { uploadId: string; key: string; partNumbers: number[] }, signal?: AbortSignal) =>
      call(routes.signBidSubmissionFileParts, { params, query: bidQuery(params), body, signal }),
    listParts: (upload: { uploadId: string; key: string }, signal?: AbortSignal) =>
      call(routes.listBidSubmissionFileParts, { params, query: { ...upload, ...bidQuery(params) }, signal }),
    complete: (
      body: { uploadId: string; key: string; parts: { partNumber: number; etag: string }[] },
      signal?: AbortSignal,
    ) =>
      sha256().then((digest) =>
        call(routes.completeBidSubmissionFile, {
          params,
          query: bidQuery(params),
          body: { uploadId: body.uploadId, key: body.key, parts: body.parts, sha256: digest },
          signal,
        }),
      ),
    abort: (upload: { uploadId: string; key: string }) =>
      call(routes.removeBidSubmissionFile, {
        params: { ...params, fileId: upload.uploadId },
        query: bidQuery(params),
      }),
  };
}

/** Another bid of the company (decision 060), named; answers the new bid. */
export const startAnotherBid = (params: BidPath, label: string) =>
  call(routes.startAnotherBid, { params, body: { label } });

/** The company's "no bid" (decision 060): declared with an optional reason, or undone. */
export const declareNoBid = (params: BidPath, reason: string) =>
  call(routes.declareNoBid, { params, body: reason.trim() ? { reason } : {} });
export const undoNoBid = (params: BidPath) => call(routes.undoNoBid, { params });
