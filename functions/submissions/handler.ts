import { createGroupHandler, type GroupHandlers } from '../core/http.js';
import { auditRefusedBid, OtherCompanysBid } from './submission-access.js';
import { submissionsRoutes } from '../routes/submissions.js';
import {
  getBidSubmission,
  saveSubmissionForm,
  saveSubmissionPart,
  startAnotherBid,
  submitBid,
  withdrawBid,
} from './submission-service.js';
import {
  completeSubmissionFile,
  listSubmissionFileParts,
  removeSubmissionFile,
  signSubmissionFileParts,
  startSubmissionFile,
} from './submission-file-service.js';
import { declareNoBid, undoNoBid } from './no-bid-service.js';

/**
 * A supplier's online bid (decision 054): its forms through the shared engine, its parts, its sealed files,
 * submitted and withdrawn; a company's further bids and its "no bid" (decision 060). Every bid is reached
 * through the portal's rule (core/portal-bid-access.ts); `query.submissionId` names which of the company's
 * bids a call is about (none: its first).
 */
const operations: GroupHandlers<typeof submissionsRoutes> = {
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
  startBidSubmissionFile: async ({ session, params, query, body }) =>
    startSubmissionFile(session, params.agencyDomain, params.projectId, body, query.submissionId),
  signBidSubmissionFileParts: async ({ session, params, query, body }) =>
    signSubmissionFileParts(session, params.agencyDomain, params.projectId, body, query.submissionId),
  listBidSubmissionFileParts: async ({ session, params, query }) =>
    listSubmissionFileParts(
      session,
      params.agencyDomain,
      params.projectId,
      query.uploadId,
      query.key,
      query.submissionId,
    ),
  completeBidSubmissionFile: async ({ session, params, query, body }) =>
    completeSubmissionFile(session, params.agencyDomain, params.projectId, body, query.submissionId),
  removeBidSubmissionFile: async ({ session, params, query }) =>
    removeSubmissionFile(session, params.agencyDomain, params.projectId, params.fileId, query.submissionId),
  withdrawBid: async ({ session, params, query, body }) =>
    withdrawBid(session, params.agencyDomain, params.projectId, body.version, query.submissionId),
  startAnotherBid: async ({ session, params, body }) =>
    startAnotherBid(session, params.agencyDomain, params.projectId, body.label),
  declareNoBid: async ({ session, params, body, lang }) =>
    declareNoBid(session, params.agencyDomain, params.projectId, body, lang),
  undoNoBid: async ({ session, params }) => undoNoBid(session, params.agencyDomain, params.projectId),
};

/** Each operation, with a refused reach of another company's bid audited under its operationId. */
const audited = Object.fromEntries(
  Object.entries(operations).map(([operationId, operation]) => [
    operationId,
    async (args: Parameters<typeof operation>[0]) => {
      try {
        return await (operation as (a: typeof args) => Promise<unknown>)(args);
      } catch (error) {
        if (error instanceof OtherCompanysBid) await auditRefusedBid(args.session, error, operationId);
        throw error;
      }
    },
  ]),
) as unknown as GroupHandlers<typeof submissionsRoutes>;

export const handler = createGroupHandler(submissionsRoutes, audited);
