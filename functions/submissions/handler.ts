import { createGroupHandler } from '../core/http.js';
import { auditSealedBidRefusals } from '../core/sealed-access.js';
import { submissionsRoutes } from '../routes/submissions.js';
import {
  getBidSubmission,
  saveSubmissionForm,
  saveSubmissionPart,
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
import { submissionTarget } from './submission-access.js';

/**
 * A supplier's online bid (decision 054): its forms through the shared engine, its parts, its sealed files,
 * submitted and withdrawn. Every bid is reached through the portal's rule (core/portal-bid-access.ts), and
 * every refusal of these routes is audited on the bid's project (core/sealed-access.ts, decision 061).
 */
export const handler = createGroupHandler(
  submissionsRoutes,
  {
    getBidSubmission: async ({ session, params }) =>
      getBidSubmission(session, params.agencyDomain, params.projectId),
    saveBidSubmissionForm: async ({ session, params, body, lang }) =>
      saveSubmissionForm(session, params.agencyDomain, params.projectId, params.tenderTableId, body, lang),
    saveBidSubmissionPart: async ({ session, params, body }) =>
      saveSubmissionPart(session, params.agencyDomain, params.projectId, body),
    submitBid: async ({ session, params, body }) =>
      submitBid(session, params.agencyDomain, params.projectId, body.version),
    startBidSubmissionFile: async ({ session, params, body }) =>
      startSubmissionFile(session, params.agencyDomain, params.projectId, body),
    signBidSubmissionFileParts: async ({ session, params, body }) =>
      signSubmissionFileParts(session, params.agencyDomain, params.projectId, body),
    listBidSubmissionFileParts: async ({ session, params, query }) =>
      listSubmissionFileParts(session, params.agencyDomain, params.projectId, query.uploadId, query.key),
    completeBidSubmissionFile: async ({ session, params, body }) =>
      completeSubmissionFile(session, params.agencyDomain, params.projectId, body),
    removeBidSubmissionFile: async ({ session, params }) =>
      removeSubmissionFile(session, params.agencyDomain, params.projectId, params.fileId),
    withdrawBid: async ({ session, params, body }) =>
      withdrawBid(session, params.agencyDomain, params.projectId, body.version),
  },
  { onRefusal: auditSealedBidRefusals(submissionTarget) },
);
