import * as upload from '../core/files/upload-flow.js';
import { createGroupHandler } from '../core/http.js';
import { awardApprovalsCatalogue, awardApprovalsRoutes } from '../routes/award-approvals.js';
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
import { awardApprovalUploads } from './award-approval-upload-service.js';
import {
  changeAwardApprovalStatus,
  resendAwardApprovalLink,
  resetAwardApprovalMember,
  sendAwardApproval,
} from './award-approval-workflow-service.js';

/** The approval a route names: the owner of its files' uploads. */
const approvalOf = (params: { awardApprovalId: string }, query: { projectId: string }) => ({
  projectId: query.projectId,
  awardApprovalId: params.awardApprovalId,
});

/** Award approvals, the buyer's side (decision 065), scoped by the session's agency and the project's reach. */
export const handler = createGroupHandler(awardApprovalsRoutes, awardApprovalsCatalogue, {
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
  // The one upload path (core/files/upload-flow.ts), the approval its files' owner.
  startAwardApprovalUpload: async ({ session, params, query, body }) =>
    upload.start(awardApprovalUploads, session, approvalOf(params, query), body),
  signAwardApprovalUploadParts: async ({ session, params, query, body }) =>
    upload.signParts(awardApprovalUploads, session, approvalOf(params, query), body),
  listAwardApprovalUploadParts: async ({ session, params, query }) =>
    upload.listParts(awardApprovalUploads, session, approvalOf(params, query), query),
  abortAwardApprovalUpload: async ({ session, params, query }) =>
    upload.abort(awardApprovalUploads, session, approvalOf(params, query), query),
  completeAwardApprovalUpload: async ({ session, params, query, body }) =>
    upload.complete(awardApprovalUploads, session, approvalOf(params, query), body),
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
