/**
 * The catalogue errors a route answers beyond those every route may give (400 invalid input, 401, 403,
 * 404, 500), by operation id: the OpenAPI document lists them under their status so that API users can
 * handle a lost race (409 `conflict`: reload, then retry), a taken name, or a lockout. Beside the route
 * files, like access.ts, so the route entries stay short; a unit test keeps the keys to real operations.
 */
import type { ErrorCode } from '../../shared/errors.js';
import { customerRouteErrors } from './customer.js';
import { projectBuildRouteErrors } from './project-build.js';
import { tenderTablesRouteErrors } from './tender-tables.js';
import { tenderTableListsRouteErrors } from './tender-table-lists.js';
import { libraryRouteErrors } from './library.js';
import { submissionRequirementsRouteErrors } from './submission-requirements.js';
import { publicOpportunitiesRouteErrors } from './public-opportunities.js';
import { portalRouteErrors } from './portal.js';
import { submissionsRouteErrors } from './submissions.js';
import { openingRouteErrors } from './opening.js';
import { evaluationsRouteErrors } from './evaluations.js';
import { bidMeetingsRouteErrors } from './bid-meetings.js';
import { vendorQuestionsRouteErrors } from './vendor-questions.js';
import { addendaRouteErrors } from './addenda.js';
import { suppliersRouteErrors } from './suppliers.js';
import { documentsRouteErrors } from './documents.js';
import { exportsRouteErrors } from './exports.js';
import { awardsRouteErrors } from './awards.js';
import { awardApprovalsRouteErrors } from './award-approvals.js';
import { awardApproverRouteErrors } from './award-approver.js';

/** Any versioned edit or multi-item transaction can lose a race to another writer. */
const RACE = 'conflict' satisfies ErrorCode;

export const ROUTE_ERRORS: Readonly<Record<string, readonly ErrorCode[]>> = {
  login: ['lockedOut', 'tooManyRequests'],
  forgotPassword: ['tooManyRequests'],
  verifyEmail: ['passwordResetInvalid', 'passwordLinkReplaced'],
  changeForgottenPassword: ['passwordResetInvalid', 'passwordLinkReplaced'],
  decideWorkflowProbe: ['workflowNotWaiting'],

  addUser: ['userEmailExists', 'userUsernameExists'],
  updateUser: [RACE, 'userEmailExists', 'userUsernameExists'],
  unlockUser: [RACE],
  setUserStatus: [RACE, 'userCannotDeactivateSelf'],
  updateTeamMember: [RACE],
  uploadUserAvatar: [RACE],
  resendUserInvitation: [RACE, 'userInvitationHasPassword', 'userInvitationInactive'],

  addUserGroup: ['userGroupNameExists', 'notAllowed'],
  updateUserGroup: [RACE, 'userGroupNameExists', 'notAllowed'],
  deleteUserGroup: [RACE],
  addUserGroupMembers: [RACE],
  removeUserGroupMembers: [RACE],

  addDepartment: ['departmentNameExists'],
  renameDepartment: [RACE, 'departmentNameExists'],
  deleteDepartment: [RACE, 'notAllowed'],
  updateDivision: [RACE],
  deleteDivision: [RACE],

  convertPlannedNotice: [RACE, 'transitionNotAllowed', 'listItemNotFound'],

  // A change that withdraws completed submissions warns first (decision 040).
  updateProject: [RACE, 'submissionsWouldBeWithdrawn', 'submissionsWithdrawalTooLarge'],
  startDocumentUpload: ['submissionsWouldBeWithdrawn', 'submissionsWithdrawalTooLarge'],
  completeDocumentUpload: [RACE, 'submissionsWouldBeWithdrawn', 'submissionsWithdrawalTooLarge'],

  ...customerRouteErrors,
  ...projectBuildRouteErrors,
  ...tenderTablesRouteErrors,
  ...tenderTableListsRouteErrors,
  ...libraryRouteErrors,
  ...submissionRequirementsRouteErrors,
  ...publicOpportunitiesRouteErrors,
  ...portalRouteErrors,
  ...submissionsRouteErrors,
  ...openingRouteErrors,
  ...evaluationsRouteErrors,
  ...bidMeetingsRouteErrors,
  ...vendorQuestionsRouteErrors,
  ...addendaRouteErrors,
  ...documentsRouteErrors,
  ...suppliersRouteErrors,
  ...exportsRouteErrors,
  ...awardsRouteErrors,
  ...awardApprovalsRouteErrors,
  ...awardApproverRouteErrors,
};
