import { AppError } from '../core/app-error.js';
import { createGroupHandler } from '../core/http.js';
import { awardApproverRoutes } from '../routes/award-approver.js';

// Contract commit only (decision 065): every route answers until its service lands in the next commits.
const notYet = async (): Promise<never> => {
  throw new AppError('awardApprovalActionNotAllowed', { message: 'Not implemented yet' });
};

export const handler = createGroupHandler(awardApproverRoutes, {
  getApproverAward: notYet,
  setApproverStatus: notYet,
  downloadApproverDocument: notYet,
  previewApproverDocument: notYet,
  downloadAllApproverDocuments: notYet,
});
