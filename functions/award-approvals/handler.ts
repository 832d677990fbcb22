import { AppError } from '../core/app-error.js';
import { createGroupHandler } from '../core/http.js';
import { awardApprovalsRoutes } from '../routes/award-approvals.js';

// Contract commit only (decision 065): every route answers until its service lands in the next commits.
const notYet = async (): Promise<never> => {
  throw new AppError('awardApprovalActionNotAllowed', { message: 'Not implemented yet' });
};

export const handler = createGroupHandler(awardApprovalsRoutes, {
  listAwardApprovals: notYet,
  createAwardApproval: notYet,
  getAwardApproval: notYet,
  updateAwardApproval: notYet,
  deleteAwardApproval: notYet,
  attachAwardApprovalDocuments: notYet,
  removeAwardApprovalDocument: notYet,
  reorderAwardApprovalDocuments: notYet,
  startAwardApprovalUpload: notYet,
  signAwardApprovalUploadParts: notYet,
  completeAwardApprovalUpload: notYet,
  downloadAwardApprovalReport: notYet,
  downloadAwardApprovalDocument: notYet,
  addAwardApprovalMember: notYet,
  updateAwardApprovalMember: notYet,
  deleteAwardApprovalMember: notYet,
  reorderAwardApprovalMembers: notYet,
  sendAwardApproval: notYet,
  changeAwardApprovalStatus: notYet,
  resendAwardApprovalLink: notYet,
  resetAwardApprovalMember: notYet,
});
