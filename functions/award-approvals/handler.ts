import { createGroupHandler } from '../core/http.js';
import { awardApprovalsRoutes } from '../routes/award-approvals.js';
import {
  attachAwardApprovalDocuments,
  downloadAwardApprovalDocument,
  downloadAwardApprovalReport,
  removeAwardApprovalDocument,
  reorderAwardApprovalDocuments,
} from './award-approval-document-service.js';
import {
  addAwardApprovalMember,
  deleteAwardApprovalMember,
  reorderAwardApprovalMembers,
  updateAwardApprovalMember,
} from './award-approval-member-service.js';
import {
  createAwardApproval,
  deleteAwardApproval,
  getAwardApproval,
  listAwardApprovals,
  updateAwardApproval,
} from './award-approval-service.js';
import {
  abortAwardApprovalUpload,
  completeAwardApprovalUpload,
  listAwardApprovalUploadParts,
  signAwardApprovalUploadParts,
  startAwardApprovalUpload,
} from './award-approval-upload-service.js';
import {
  changeAwardApprovalStatus,
  resendAwardApprovalLink,
  resetAwardApprovalMember,
  sendAwardApproval,
} from './award-approval-workflow-service.js';

/** Award approvals, the buyer's side (decision 065), scoped by the session's agency and the project's reach. */
export const handler = createGroupHandler(awardApprovalsRoutes, {
  listAwardApprovals: async ({ session, query }) => listAwardApprovals(session, query.projectId),
  createAwardApproval: async ({ session, query, body }) =>
    createAwardApproval(session, query.projectId, body),
  getAwardApproval: async ({ session, params, query }) =>
    getAwardApproval(session, query.projectId, params.awardApprovalId),
  updateAwardApproval: async ({ session, params, query, body }) =>
    updateAwardApproval(session, query.projectId, params.awardApprovalId, body),
  deleteAwardApproval: async ({ session, params, query }) =>
    deleteAwardApproval(session, query.projectId, params.awardApprovalId, query.version),
  attachAwardApprovalDocuments: async ({ session, params, query, body }) =>
    attachAwardApprovalDocuments(session, query.projectId, params.awardApprovalId, body),
  removeAwardApprovalDocument: async ({ session, params, query }) =>
    removeAwardApprovalDocument(
      session,
      query.projectId,
      params.awardApprovalId,
      params.documentId,
      query.version,
    ),
  reorderAwardApprovalDocuments: async ({ session, params, query, body }) =>
    reorderAwardApprovalDocuments(session, query.projectId, params.awardApprovalId, body),
  startAwardApprovalUpload: async ({ session, params, query, body }) =>
    startAwardApprovalUpload(session, query.projectId, params.awardApprovalId, body),
  signAwardApprovalUploadParts: async ({ session, params, query, body }) =>
    signAwardApprovalUploadParts(session, query.projectId, params.awardApprovalId, body),
  listAwardApprovalUploadParts: async ({ session, params, query }) =>
    listAwardApprovalUploadParts(session, query.projectId, params.awardApprovalId, query),
  abortAwardApprovalUpload: async ({ session, params, query }) => {
    await abortAwardApprovalUpload(session, query.projectId, params.awardApprovalId, query);
  },
  completeAwardApprovalUpload: async ({ session, params, query, body }) =>
    completeAwardApprovalUpload(session, query.projectId, params.awardApprovalId, body),
  downloadAwardApprovalReport: async ({ session, params, query }) =>
    downloadAwardApprovalReport(session, query.projectId, params.awardApprovalId),
  downloadAwardApprovalDocument: async ({ session, params, query }) =>
    downloadAwardApprovalDocument(session, query.projectId, params.awardApprovalId, params.documentId),
  addAwardApprovalMember: async ({ session, params, query, body }) =>
    addAwardApprovalMember(session, query.projectId, params.awardApprovalId, body),
  updateAwardApprovalMember: async ({ session, params, query, body }) =>
    updateAwardApprovalMember(
      session,
      query.projectId,
      params.awardApprovalId,
      params.awardApprovalWorkflowId,
      body,
    ),
  deleteAwardApprovalMember: async ({ session, params, query }) =>
    deleteAwardApprovalMember(
      session,
      query.projectId,
      params.awardApprovalId,
      params.awardApprovalWorkflowId,
      query.version,
    ),
  reorderAwardApprovalMembers: async ({ session, params, query, body }) =>
    reorderAwardApprovalMembers(session, query.projectId, params.awardApprovalId, body),
  sendAwardApproval: async ({ session, params, query, body }) =>
    sendAwardApproval(session, query.projectId, params.awardApprovalId, body.version),
  changeAwardApprovalStatus: async ({ session, params, query, body }) =>
    changeAwardApprovalStatus(session, query.projectId, params.awardApprovalId, body),
  resendAwardApprovalLink: async ({ session, params, query, body, headers }) =>
    resendAwardApprovalLink(
      session,
      query.projectId,
      params.awardApprovalId,
      params.awardApprovalWorkflowId,
      body.version,
      headers.origin,
    ),
  resetAwardApprovalMember: async ({ session, params, query, body }) =>
    resetAwardApprovalMember(
      session,
      query.projectId,
      params.awardApprovalId,
      params.awardApprovalWorkflowId,
      body.version,
    ),
});
