import { createGroupHandler } from '../core/http.js';
import { auditSealedBidRefusals, tenantProjectTarget } from '../core/submissions/sealed-access.js';
import { openingCatalogue, openingRoutes } from '../routes/opening.js';
import {
  addRegisteredSupplierSubmission,
  deleteOpeningSubmission,
  findOpeningSubmissions,
  getBidAnalysis,
  getComplianceChecklist,
  getOpeningSheet,
  getOpeningSubmission,
  markSubmissionCompliance,
  unsealSubmissions,
} from './opening-service.js';

/**
 * The opening (decision 057): Source → submissions after the closing, unsealing and the screens after it.
 * Every lookup is scoped by the session's agency; every route refuses before the closing, and every refusal
 * is audited on the project (decision 061).
 */
export const handler = createGroupHandler(
  openingRoutes,
  openingCatalogue,
  {
    findOpeningSubmissions: async ({ session, query }) => findOpeningSubmissions(session, query.projectId),
    unsealSubmissions: async ({ session, query, body }) => unsealSubmissions(session, query.projectId, body),
    getOpeningSubmission: async ({ session, query }) =>
      getOpeningSubmission(session, query.projectId, query.submissionId),
    getOpeningSheet: async ({ session, query }) => getOpeningSheet(session, query.projectId),
    getBidAnalysis: async ({ session, query }) => getBidAnalysis(session, query.projectId),
    getComplianceChecklist: async ({ session, query }) => getComplianceChecklist(session, query.projectId),
    markSubmissionCompliance: async ({ session, query, body }) =>
      markSubmissionCompliance(session, query.projectId, query.submissionId, body),
    addRegisteredSupplierSubmission: async ({ session, query, body }) =>
      addRegisteredSupplierSubmission(session, query.projectId, body.vendorId),
    deleteOpeningSubmission: async ({ session, query }) =>
      deleteOpeningSubmission(session, query.projectId, query.submissionId),
  },
  { onRefusal: auditSealedBidRefusals(tenantProjectTarget) },
);
