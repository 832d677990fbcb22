import { ALL_PERMISSION_IDS } from '../../shared/domain/permissions.js';
import { evaluateAccess } from '../../shared/domain/route-access.js';
import { DEFAULT_ROUTE_PERMISSIONS } from '../../shared/domain/route-permissions.js';
import { requestedFields } from '../../shared/schemas/users.js';
import { AppError } from '../core/app-error.js';
import type { SessionContext } from '../core/session.js';
import { createGroupHandler } from '../core/http.js';
import { usersCatalogue, usersRoutes } from '../routes/users.js';
import {
  createDepartment,
  createDivision,
  deleteDepartment,
  deleteDivision,
  findDepartments,
  findDivisions,
  renameDepartment,
  updateDivision,
} from './department-service.js';
import { readUploadedFile } from './upload-body.js';
import {
  addUserGroup,
  changeGroupMembers,
  deleteUserGroup,
  findUserGroups,
  updateUserGroup,
} from './user-group-service.js';
import {
  addUser,
  findMyProfile,
  findUsers,
  permissionsWithCategory,
  resendInvitation,
  setUserStatus,
  unlockUser,
  updateTeamMember,
  updateUser,
  uploadAvatar,
} from './user-service.js';

const mayViewTeam = (session: SessionContext) =>
  evaluateAccess({
    isSiteAdmin: session.isSiteAdmin,
    userPermissionIds: session.permissionIds,
    entries: DEFAULT_ROUTE_PERMISSIONS,
    routeNames: ['team'],
  }).canView;

/**
 * Team administration (docs/product/suppliers-and-accounts.md#team-administration): every lookup is scoped by
 * the session's agency, never the path's.
 */
export const handler = createGroupHandler(usersRoutes, usersCatalogue, {
  findUsers: async ({ session, query }) => {
    // A project's viewer reads the people (alsoViewableUnder); what rights they hold is the team's to see.
    if (requestedFields(query['filter.fields']).has('permissions') && !mayViewTeam(session))
      throw new AppError('permissionDenied', { details: { route: 'team', field: 'permissions' } });
    return findUsers(session.customerId, query);
  },
  findMyProfile: async ({ session }) => findMyProfile(session.customerId, session.userId),
  addUser: async ({ session, body, headers }) =>
    addUser(session.customerId, body, session.userId, headers.origin),
  updateUser: async ({ session, body }) => updateUser(session.customerId, body, session.userId),
  unlockUser: async ({ session, query }) => unlockUser(session.customerId, query.userid, session.userId),
  setUserStatus: async ({ session, query }) =>
    setUserStatus(session.customerId, query.userId, query.active, session.userId),
  resendUserInvitation: async ({ session, params, headers }) =>
    resendInvitation(session.customerId, params.id, session.userId, headers.origin),
  updateTeamMember: async ({ session, params, body }) =>
    updateTeamMember(session.customerId, params.id, body, session.userId),
  uploadUserAvatar: async ({ session, query, event, lang }) =>
    uploadAvatar(session.customerId, query.userId, await readUploadedFile(event, lang), session.userId),

  findUserGroups: async ({ session, query }) => findUserGroups(session.customerId, query['filter.fields']),
  addUserGroup: async ({ session, body }) => addUserGroup(session.customerId, body, session.userId),
  updateUserGroup: async ({ session, body }) => updateUserGroup(session.customerId, body, session.userId),
  deleteUserGroup: async ({ session, query }) =>
    deleteUserGroup(session.customerId, query.userGroupId, session.userId),
  addUserGroupMembers: async ({ session, body }) =>
    changeGroupMembers(session.customerId, body, 'add', session.userId),
  removeUserGroupMembers: async ({ session, body }) =>
    changeGroupMembers(session.customerId, body, 'remove', session.userId),

  findDepartments: async ({ session, query }) => findDepartments(session.customerId, query['filter.fields']),
  findAllDepartments: async ({ session }) => findDepartments(session.customerId, 'Divisions'),
  addDepartment: async ({ session, body }) => createDepartment(session.customerId, body.name, session.userId),
  renameDepartment: async ({ session, body }) => renameDepartment(session.customerId, body, session.userId),
  deleteDepartment: async ({ session, query }) =>
    deleteDepartment(session.customerId, query.departmentId, session.userId),

  findDivisions: async ({ session, query }) => findDivisions(session.customerId, query.departmentId),
  addDivision: async ({ session, body }) => createDivision(session.customerId, body, session.userId),
  updateDivision: async ({ session, body }) => updateDivision(session.customerId, body, session.userId),
  deleteDivision: async ({ session, query }) =>
    deleteDivision(session.customerId, query.divisionId, session.userId),

  findAllRoutePermissions: async () => DEFAULT_ROUTE_PERMISSIONS,
  findAllPermissions: async () => permissionsWithCategory(ALL_PERMISSION_IDS),
});
