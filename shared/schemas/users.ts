/**
 * Team administration (docs/product/suppliers-and-accounts.md#team-administration): users, user groups,
 * departments, divisions, and the permission and route-permission catalogues every signed-in user loads at
 * start.
 */
import * as z from 'zod/mini';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../domain/limits.js';
import { safeText, ZEmail, ZId } from './common.js';

const ZName = z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH));
const ZVersion = z.number().check(z.int(), z.minimum(1));
const ZIdList = z.array(ZId).check(z.maxLength(500));

const ZUsername = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(USERNAME_MAX_LENGTH)));

/** Email: required, valid (isValidEmail), compared ignoring case. */
export const ZUserEmail = ZEmail;

/** filter.fields: a comma-separated list of extra parts to include. */
const ZFields = z.optional(z.string().check(z.maxLength(256)));

export function requestedFields(fields: string | undefined): Set<string> {
  return new Set(
    (fields ?? '')
      .split(',')
      .map((f) => f.trim().toLowerCase())
      .filter(Boolean),
  );
}

// ---------------------------------------------------------------------------------------------- catalogue

export const ZPermission = z.object({ id: z.string(), category: z.string() });
export type TPermission = z.infer<typeof ZPermission>;

export const ZRoutePermissionEntry = z.object({
  routeName: z.string(),
  controlId: z.nullish(z.string()),
  permissions: z.array(z.object({ id: z.string(), canPerformAction: z.boolean() })),
});

// ------------------------------------------------------------------------------------------------- users

/** /api/v1/customer/{customerId}/Users — the one tenant path without the node segment. */
export const ZUsersPath = z.object({ customerId: ZId });
export const ZTeamMemberPath = z.object({ customerId: ZId, id: ZId });

export const ZUsersQuery = z.object({
  userId: z.optional(ZId),
  isPurchaser: z.optional(z.stringbool()),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  'filter.fields': ZFields,
});
export type TUsersQuery = z.infer<typeof ZUsersQuery>;

export const ZUser = z.object({
  userId: ZId,
  customerId: ZId,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  username: z.string(),
  active: z.boolean(),
  purchaser: z.boolean(),
  receiveQuestionEmail: z.boolean(),
  locked: z.boolean(),
  lockedAt: z.optional(z.string()),
  /** False until the user has set a password (a new user without one gets a set-your-password email). */
  hasPassword: z.boolean(),
  /** Answered by POST Users only, when it issued an invitation: false when the email could not be sent. */
  invitationSent: z.optional(z.boolean()),
  groupIds: z.array(ZId),
  departmentIds: z.array(ZId),
  /** A presigned link to the avatar, valid one hour. */
  avatarUrl: z.optional(z.string()),
  /** With filter.fields=permissions: the union of the user's groups' permissions. */
  permissions: z.optional(z.array(ZPermission)),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

/** GET Users answers one user for ?userId, else the page of users. */
export const ZUsersAnswer = z.union([ZUser, z.array(ZUser)]);

export const ZUserCreate = z.object({
  firstName: ZName,
  lastName: ZName,
  email: ZUserEmail,
  /** Defaults to the email. */
  username: ZUsername,
  /** Optional: without it the user is sent a set-your-password email. Checked against the password policy. */
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH))),
  purchaser: z.optional(z.boolean()),
  receiveQuestionEmail: z.optional(z.boolean()),
  groupIds: z.optional(ZIdList),
  departmentIds: z.optional(ZIdList),
});
export type TUserCreate = z.infer<typeof ZUserCreate>;

/** PUT Users: the whole form, with the version it was read at; omitted optional parts stay as they are. */
export const ZUserUpdate = z.object({
  userId: ZId,
  version: ZVersion,
  firstName: ZName,
  lastName: ZName,
  email: ZUserEmail,
  username: ZUsername,
  purchaser: z.optional(z.boolean()),
  receiveQuestionEmail: z.optional(z.boolean()),
  groupIds: z.optional(ZIdList),
  departmentIds: z.optional(ZIdList),
});
export type TUserUpdate = z.infer<typeof ZUserUpdate>;

export const ZUserUnlockQuery = z.object({ userid: ZId });
export const ZUserStatusQuery = z.object({ active: z.stringbool(), userId: ZId });
export const ZUserUploadQuery = z.object({ userId: ZId });

/** PUT Users/{id}/teamMember: the team member's own settings. */
export const ZTeamMemberUpdate = z
  .object({
    receiveQuestionEmail: z.optional(z.boolean()),
    purchaser: z.optional(z.boolean()),
    version: z.optional(ZVersion),
  })
  .check(
    z.refine((b) => b.receiveQuestionEmail !== undefined || b.purchaser !== undefined, {
      message: 'receiveQuestionEmail or purchaser is required',
      path: ['receiveQuestionEmail'],
    }),
  );
export type TTeamMemberUpdate = z.infer<typeof ZTeamMemberUpdate>;

// ------------------------------------------------------------------------------------------- user groups

export const ZUserGroupsQuery = z.object({ 'filter.fields': ZFields });

export const ZGroupMember = z.object({
  userId: ZId,
  fullName: z.string(),
  email: z.string(),
  active: z.boolean(),
});

export const ZUserGroup = z.object({
  userGroupId: ZId,
  name: z.string(),
  permissionIds: z.array(z.string()),
  departmentIds: z.array(ZId),
  /** With filter.fields=Users. */
  users: z.optional(z.array(ZGroupMember)),
  /** With filter.fields=ProPermissions: the permissions with their categories. */
  proPermissions: z.optional(z.array(ZPermission)),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUserGroup = z.infer<typeof ZUserGroup>;

const groupFields = {
  name: ZName,
  permissionIds: z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))).check(z.maxLength(200)),
  departmentIds: z.optional(ZIdList),
  /**
   * Saving a group with no Department permission needs this
   * (docs/product/suppliers-and-accounts.md#team-administration).
   */
  confirmNoDepartmentPermissions: z.optional(z.boolean()),
};

export const ZUserGroupCreate = z.object(groupFields);
export type TUserGroupCreate = z.infer<typeof ZUserGroupCreate>;

export const ZUserGroupUpdate = z.object({ userGroupId: ZId, version: ZVersion, ...groupFields });
export type TUserGroupUpdate = z.infer<typeof ZUserGroupUpdate>;

export const ZUserGroupDeleteQuery = z.object({ userGroupId: ZId });

export const ZUserGroupMembers = z.object({
  userGroupId: ZId,
  userIds: z.array(ZId).check(z.minLength(1), z.maxLength(90)),
});
export type TUserGroupMembers = z.infer<typeof ZUserGroupMembers>;

// --------------------------------------------------------------------------------- departments, divisions

export const ZDivision = z.object({
  divisionId: ZId,
  departmentId: ZId,
  name: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDivision = z.infer<typeof ZDivision>;

export const ZDepartment = z.object({
  departmentId: ZId,
  name: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** With filter.fields=Divisions (always on Departments/All). */
  divisions: z.optional(z.array(ZDivision)),
  /** With filter.fields=UserGroups. */
  userGroups: z.optional(z.array(z.object({ userGroupId: ZId, name: z.string() }))),
});
export type TDepartment = z.infer<typeof ZDepartment>;

export const ZDepartmentsQuery = z.object({ 'filter.fields': ZFields });
export const ZDepartmentCreate = z.object({ name: ZName });
export const ZDepartmentUpdateName = z.object({ departmentId: ZId, version: ZVersion, name: ZName });
export type TDepartmentUpdateName = z.infer<typeof ZDepartmentUpdateName>;
export const ZDepartmentDeleteQuery = z.object({ departmentId: ZId });

/**
 * Division ids are checked by the service rather than here, so that a missing or malformed id answers the
 * division codes of shared/errors/team.ts (RequiredId, InvalidDivisionId, InvalidDepartmentId).
 */
const ZLooseId = z.optional(z.string().check(z.maxLength(200)));
export const ZDivisionsQuery = z.object({ departmentId: ZLooseId });
export const ZDivisionDeleteQuery = z.object({ divisionId: ZLooseId });
export const ZDivisionCreate = z.object({ departmentId: ZLooseId, name: ZName });
export type TDivisionCreate = z.infer<typeof ZDivisionCreate>;
export const ZDivisionUpdate = z.object({
  divisionId: ZLooseId,
  departmentId: ZLooseId,
  version: ZVersion,
  name: ZName,
});
export type TDivisionUpdate = z.infer<typeof ZDivisionUpdate>;
