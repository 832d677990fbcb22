import * as upload from '../core/files/upload-flow.js';
import { createGroupHandler } from '../core/http.js';
import { auditSealedBidRefusals } from '../core/submissions/sealed-access.js';
import { submissionsCatalogue, submissionsRoutes } from '../routes/submissions.js';
import {
  getBidSubmission,
  saveSubmissionForm,
  saveSubmissionPart,
  startAnotherBid,
  submitBid,
  withdrawBid,
} from './submission-service.js';
import { bidFileUploads, removeSubmissionFile, type BidRef } from './submission-file-service.js';
import { declareNoBid, undoNoBid } from './no-bid-service.js';
import { submissionTarget } from './submission-access.js';

/** The bid a route names: the tender's, and which of the company's bids (none: its first). */
const bidOf = (
  params: { agencyDomain: string; projectId: string },
  query: { submissionId?: string | undefined },
): BidRef => ({ ...params, submissionId: query.submissionId });

/**
 * A supplier's online bid (decision 054): its forms through the shared engine, its parts, its sealed files,
 * submitted and withdrawn; a company's further bids and its "no bid" (decision 060). Every bid is reached
 * through the portal's rule (core/opportunities/portal-bid-access.ts); `query.submissionId` names which of the company's
 * bids a call is about (none: its first). Every refusal of these routes is audited on the bid's project
 * (core/submissions/sealed-access.ts, decision 061).
 */
export const handler = createGroupHandler(
  submissionsRoutes,
  submissionsCatalogue,
  {
    getBidSubmission: async ({ session, params, query }) =>
      getBidSubmission(session, params.agencyDomain, params.projectId, query.submissionId),
    saveBidSubmissionForm: async ({ session, params, query, body, lang }) =>
      saveSubmissionForm(
        session,
        params.agencyDomain,
        params.projectId,
        params.tenderTableId,
        body,
        lang,
        query.submissionId,
      ),
    saveBidSubmissionPart: async ({ session, params, query, body }) =>
      saveSubmissionPart(session, params.agencyDomain, params.projectId, body, query.submissionId),
    submitBid: async ({ session, params, query, body }) =>
      submitBid(session, params.agencyDomain, params.projectId, body.version, query.submissionId),
    // The one upload path (core/files/upload-flow.ts), the bid its files' owner; the abort is the file's removal.
    startBidSubmissionFile: async ({ session, params, query, body }) =>
      upload.start(bidFileUploads, session, bidOf(params, query), body),
    signBidSubmissionFileParts: async ({ session, params, query, body }) =>
      upload.signParts(bidFileUploads, session, bidOf(params, query), body),
    listBidSubmissionFileParts: async ({ session, params, query }) =>
      upload.listParts(bidFileUploads, session, bidOf(params, query), query),
    completeBidSubmissionFile: async ({ session, params, query, body }) =>
      upload.complete(bidFileUploads, session, bidOf(params, query), body),
    removeBidSubmissionFile: async ({ session, params, query }) =>
      removeSubmissionFile(session, params.agencyDomain, params.projectId, params.fileId, query.submissionId),
    withdrawBid: async ({ session, params, query, body }) =>
      withdrawBid(session, params.agencyDomain, params.projectId, body.version, query.submissionId),
    startAnotherBid: async ({ session, params, body }) =>
      startAnotherBid(session, params.agencyDomain, params.projectId, body.label),
    declareNoBid: async ({ session, params, body, lang }) =>
      declareNoBid(session, params.agencyDomain, params.projectId, body, lang),
    undoNoBid: async ({ session, params }) => undoNoBid(session, params.agencyDomain, params.projectId),
  },
  { onRefusal: auditSealedBidRefusals(submissionTarget) },
);
