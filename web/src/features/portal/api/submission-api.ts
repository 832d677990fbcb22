/**
 * A supplier's online bid (decision 054): the bid as one SWR read keyed by its URL, the changes as plain
 * calls whose answer is the bid again, and the upload path's five calls (decision 029) for a file of one
 * document requirement, in the shape the shared uploader takes.
 */
import useSWR from 'swr';
import { apiUrl, call, type ApiBody, type ApiResponse } from '../../../lib/api';
import * as routes from '../../../api/routes.gen';
import { PART_CHECKSUM_HEADER } from '../../../../../shared/domain/projects/upload-parts';
import { partsReadyToSign, type FileDigests } from '../../../lib/upload/file-sha256';

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
 * The uploader's calls for a file of one document requirement; complete answers the bid. `digests` are
 * the browser's, computed in a worker while the parts go (lib/upload/file-sha256.ts): each part's URL is
 * signed with its SHA-256 and its PUT carries it (decision 059), and complete sends the file's SHA-256.
 */
export function bidFileUploadCalls(params: BidPath, submissionRequirementId: string, digests: FileDigests) {
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
    signParts: async (
      body: { uploadId: string; key: string; partNumbers: number[] },
      signal?: AbortSignal,
    ) => {
      const partNumbers = await partsReadyToSign(body.partNumbers, digests);
      const checksumsSha256 = await Promise.all(partNumbers.map((n) => digests.part(n)));
      return call(routes.signBidSubmissionFileParts, {
        params,
        query: bidQuery(params),
        body: { uploadId: body.uploadId, key: body.key, partNumbers, checksumsSha256 },
        signal,
      });
    },
    listParts: (upload: { uploadId: string; key: string }, signal?: AbortSignal) =>
      call(routes.listBidSubmissionFileParts, { params, query: { ...upload, ...bidQuery(params) }, signal }),
    complete: async (
      body: { uploadId: string; key: string; parts: { partNumber: number; etag: string }[] },
      signal?: AbortSignal,
    ) => {
      const parts = await Promise.all(
        body.parts.map(async (part) => ({ ...part, checksumSha256: await digests.part(part.partNumber) })),
      );
      const sha256 = await digests.sha256;
      return call(routes.completeBidSubmissionFile, {
        params,
        query: bidQuery(params),
        body: { uploadId: body.uploadId, key: body.key, parts, sha256 },
        signal,
      });
    },
    partHeaders: async (partNumber: number) => ({
      [PART_CHECKSUM_HEADER]: await digests.part(partNumber),
    }),
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
