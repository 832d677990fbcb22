import * as upload from '../core/files/upload-flow.js';
import { createGroupHandler } from '../core/http.js';
import { awardApprovalsRoutes } from '../routes/award-approvals.js';
import * as service from './award-approval-service.js';

/** The approval a route names: the owner of its files' uploads. */
const approvalOf = (params: { awardApprovalId: string }, query: { projectId: string }) => ({
  projectId: query.projectId,
  awardApprovalId: params.awardApprovalId,
});

/** Award approvals, the buyer's side (decision 065), scoped by the session's agency and the project's reach. */
export const handler = createGroupHandler(awardApprovalsRoutes, {
  listAwardApprovals: async ({ session, query }) => service.listAwardApprovals(session, query.projectId),
  createAwardApproval: async ({ session, query, body }) =>
    service.createAwardApproval(session, query.projectId, body),
  getAwardApproval: async ({ session, params, query }) =>
    service.getAwardApproval(session, query.projectId, params.awardApprovalId),
  updateAwardApproval: async ({ session, params, query, body }) =>
    service.updateAwardApproval(session, query.projectId, params.awardApprovalId, body),
  deleteAwardApproval: async ({ session, params, query }) =>
    service.deleteAwardApproval(session, query.projectId, params.awardApprovalId, query.version),
  attachAwardApprovalDocuments: async ({ session, params, query, body }) =>
    service.attachAwardApprovalDocuments(session, query.projectId, params.awardApprovalId, body),
  removeAwardApprovalDocument: async ({ session, params, query }) =>
    service.removeAwardApprovalDocument(
      session,
      query.projectId,
      params.awardApprovalId,
      params.documentId,
      query.version,
    ),
  reorderAwardApprovalDocuments: async ({ session, params, query, body }) =>
    service.reorderAwardApprovalDocuments(session, query.projectId, params.awardApprovalId, body),
  // The one upload path (core/files/upload-flow.ts), the approval its files' owner.
  startAwardApprovalUpload: async ({ session, params, query, body }) =>
    upload.start(service.awardApprovalUploads, session, approvalOf(params, query), body),
  signAwardApprovalUploadParts: async ({ session, params, query, body }) =>
    upload.signParts(service.awardApprovalUploads, session, approvalOf(params, query), body),
  listAwardApprovalUploadParts: async ({ session, params, query }) =>
    upload.listParts(service.awardApprovalUploads, session, approvalOf(params, query), query),
  abortAwardApprovalUpload: async ({ session, params, query }) =>
    upload.abort(service.awardApprovalUploads, session, approvalOf(params, query), query),
  completeAwardApprovalUpload: async ({ session, params, query, body }) =>
    upload.complete(service.awardApprovalUploads, session, approvalOf(params, query), body),
  downloadAwardApprovalReport: async ({ session, params, query }) =>
    service.downloadAwardApprovalReport(session, query.projectId, params.awardApprovalId),
  downloadAwardApprovalDocument: async ({ session, params, query }) =>
    service.downloadAwardApprovalDocument(
      session,
      query.projectId,
      params.awardApprovalId,
      params.documentId,
    ),
  addAwardApprovalMember: async ({ session, params, query, body }) =>
    service.addAwardApprovalMember(session, query.projectId, params.awardApprovalId, body),
  updateAwardApprovalMember: async ({ session, params, query, body }) =>
    service.updateAwardApprovalMember(
      session,
      query.projectId,
      params.awardApprovalId,
      params.awardApprovalWorkflowId,
      body,
    ),
  deleteAwardApprovalMember: async ({ session, params, query }) =>
    service.deleteAwardApprovalMember(
      session,
      query.projectId,
      params.awardApprovalId,
      params.awardApprovalWorkflowId,
      query.version,
    ),
  reorderAwardApprovalMembers: async ({ session, params, query, body }) =>
    service.reorderAwardApprovalMembers(session, query.projectId, params.awardApprovalId, body),
  sendAwardApproval: async ({ session, params, query, body }) =>
    service.sendAwardApproval(session, query.projectId, params.awardApprovalId, body.version),
  changeAwardApprovalStatus: async ({ session, params, query, body }) =>
    service.changeAwardApprovalStatus(session, query.projectId, params.awardApprovalId, body),
  resendAwardApprovalLink: async ({ session, params, query, body, headers }) =>
    service.resendAwardApprovalLink(
      session,
      query.projectId,
      params.awardApprovalId,
      params.awardApprovalWorkflowId,
      body.version,
      headers.origin,
    ),
  resetAwardApprovalMember: async ({ session, params, query, body }) =>
    service.resetAwardApprovalMember(
      session,
      query.projectId,
      params.awardApprovalId,
      params.awardApprovalWorkflowId,
      body.version,
    ),
});
