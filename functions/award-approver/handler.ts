import { createGroupHandler } from '../core/http.js';
import { awardApproverCatalogue, awardApproverRoutes } from '../routes/award-approver.js';
import * as service from './approver-service.js';

/**
 * The public approver calls (decision 065): no session; the ids in the path and the link's token (uat) in
 * the query are the credential, checked by the service before anything else.
 */
export const handler = createGroupHandler(awardApproverRoutes, awardApproverCatalogue, {
  getApproverAward: async ({ params, query }) => service.getApproverAward(params, query.uat),
  setApproverStatus: async ({ params, query, body }) =>
    service.setApproverStatus(params, query.uat, query.status, body ?? {}),
  downloadApproverDocument: async ({ params, query }) =>
    service.downloadApproverDocument(params, query.uat, params.documentId),
  previewApproverDocument: async ({ params, query }) =>
    service.previewApproverDocument(params, query.uat, params.documentId),
  downloadAllApproverDocuments: async ({ params, query }) =>
    service.downloadAllApproverDocuments(params, query.uat),
});
