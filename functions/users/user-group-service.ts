import { isPermissionId, type PermissionId } from '../../shared/domain/permissions.js';
import {
  lacksDepartmentPermission,
  NO_DEPARTMENT_PERMISSION_QUESTION,
} from '../../shared/domain/user-groups.js';
import type {
  TUserGroup,
  TUserGroupCreate,
  TUserGroupMembers,
  TUserGroupUpdate,
} from '../../shared/schemas/users.js';
import { requestedFields } from '../../shared/schemas/users.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { UserGroup } from '../core/db/entities/user-group.js';
import { User } from '../core/db/entities/user.js';
import { assertVersion } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import {
  assertDepartmentsExist,
  findGroupRecord,
  listTenantGroups,
  listTenantUsers,
  requireUsers,
  type UserGroupRecord,
  type UserRecord,
} from './team-records.js';
import { announceGroupChange } from './team-writes.js';
import { explainClaimConflict, normalise, reclaimItems, releaseItem } from '../core/db/unique-claims.js';
import { createUserGroup, permissionsWithCategory } from './user-service.js';

const NAME_KIND = 'userGroup.name';

function toGroupDto(
  group: UserGroupRecord,
  fields: Set<string>,
  members?: readonly UserRecord[],
): TUserGroup {
  return {
    userGroupId: group.groupId,
    name: group.name,
    permissionIds: [...(group.permissionIds ?? [])].sort(),
    departmentIds: [...(group.departmentIds ?? [])].sort(),
    ...(fields.has('users') && members
      ? {
          users: members.map((u) => ({
            userId: u.userId,
            fullName: `${u.firstName} ${u.lastName}`,
            email: u.email,
            active: u.active,
          })),
        }
      : {}),
    ...(fields.has('propermissions')
      ? { proPermissions: permissionsWithCategory(group.permissionIds ?? []) }
      : {}),
    version: group.version,
    createdAt: group.createdAt,
    updatedAt: group.updatedAt,
  };
}

const membersOf = (users: readonly UserRecord[], groupId: string) =>
  users
    .filter((u) => u.groupIds?.includes(groupId))
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));

/** GET UserGroups, sorted by name; filter.fields may ask for Users and ProPermissions. */
export async function findUserGroups(
  customerId: string,
  rawFields: string | undefined,
): Promise<TUserGroup[]> {
  const fields = requestedFields(rawFields);
  const groups = await listTenantGroups(customerId);
  const users = fields.has('users') ? await listTenantUsers(customerId) : [];
  return groups
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((g) => toGroupDto(g, fields, membersOf(users, g.groupId)));
}

/**
 * The rules every save of a group follows: known permission ids, existing departments, and a confirmed
 * save when the group has no Department permission
 * (docs/product/suppliers-and-accounts.md#team-administration).
 */
async function checkGroupInput(
  customerId: string,
  input: Pick<TUserGroupCreate, 'permissionIds' | 'departmentIds' | 'confirmNoDepartmentPermissions'>,
): Promise<PermissionId[]> {
  const unknown = input.permissionIds.filter((id) => !isPermissionId(id));
  if (unknown.length > 0) throw new AppError('userGroupInvalidPermissionId', { details: { unknown } });
  if (lacksDepartmentPermission(input.permissionIds) && input.confirmNoDepartmentPermissions !== true) {
    throw new AppError('notAllowed', {
      message: 'Group without department permissions needs confirmNoDepartmentPermissions',
      userMessage: NO_DEPARTMENT_PERMISSION_QUESTION,
      details: { confirm: 'confirmNoDepartmentPermissions' },
    });
  }
  await assertDepartmentsExist(customerId, input.departmentIds ?? []);
  return input.permissionIds as PermissionId[];
}

export async function addUserGroup(
  customerId: string,
  input: TUserGroupCreate,
  actorId: string,
): Promise<TUserGroup> {
  const permissionIds = await checkGroupInput(customerId, input);
  const record = await createUserGroup(
    { customerId, name: input.name, permissionIds, departmentIds: input.departmentIds },
    actorId,
  );
  await announceGroupChange(customerId, []);
  return toGroupDto(await findGroupRecord(customerId, record.groupId), new Set());
}

/** PUT UserGroups: versioned; a rename re-claims the unique name; members' sessions get the new permissions. */
export async function updateUserGroup(
  customerId: string,
  input: TUserGroupUpdate,
  actorId: string,
): Promise<TUserGroup> {
  const current = await findGroupRecord(customerId, input.userGroupId);
  assertVersion(current, input.version);
  const permissionIds = await checkGroupInput(customerId, input);
  const name = input.name.trim();
  const set = {
    name,
    permissionIds,
    ...(input.departmentIds === undefined ? {} : { departmentIds: input.departmentIds }),
  };
  const renamed = normalise(name) !== normalise(current.name);
  try {
    await transactAudited(
      {
        customerId,
        actorId,
        entityType: 'userGroup',
        entityId: current.groupId,
        action: 'update',
        before: current,
        after: { ...current, ...set, version: current.version + 1 },
      },
      [
        tx.updateVersioned(UserGroup, current, { set }),
        ...reclaimItems(customerId, NAME_KIND, current.name, name, current.groupId),
      ],
    );
  } catch (error) {
    if (error instanceof ConflictError && renamed) {
      await explainClaimConflict(customerId, current.groupId, [
        { kind: NAME_KIND, value: name, code: 'userGroupNameExists' },
      ]);
    }
    throw error;
  }
  const members = membersOf(await listTenantUsers(customerId), current.groupId);
  await announceGroupChange(customerId, members);
  return toGroupDto(await findGroupRecord(customerId, current.groupId), new Set());
}

/** DELETE UserGroups: the group, its name claim and its place in every member's groups. */
export async function deleteUserGroup(customerId: string, groupId: string, actorId: string): Promise<void> {
  const current = await findGroupRecord(customerId, groupId);
  const members = membersOf(await listTenantUsers(customerId), groupId);
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'userGroup',
      entityId: groupId,
      action: 'delete',
      before: { ...current, userIds: members.map((m) => m.userId) },
    },
    [
      tx.delete(UserGroup, { customerId, groupId }),
      releaseItem(customerId, NAME_KIND, current.name, groupId),
    ],
    members.map((m) =>
      tx.update(
        User,
        { customerId, userId: m.userId },
        { delete: { groupIds: [groupId] }, add: { version: 1 } },
      ),
    ),
  );
  await announceGroupChange(
    customerId,
    members.map((m) => ({ userId: m.userId, groupIds: (m.groupIds ?? []).filter((g) => g !== groupId) })),
  );
}

/** POST and DELETE UserGroups/Users: adds users to a group or removes them, in one transaction. */
export async function changeGroupMembers(
  customerId: string,
  input: TUserGroupMembers,
  change: 'add' | 'remove',
  actorId: string,
): Promise<TUserGroup> {
  const group = await findGroupRecord(customerId, input.userGroupId);
  const users = await requireUsers(customerId, input.userIds);
  const groupId = group.groupId;
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'userGroup',
      entityId: groupId,
      action: change === 'add' ? 'addUsers' : 'removeUsers',
      after: { userIds: users.map((u) => u.userId) },
    },
    users.map((u) =>
      tx.update(
        User,
        { customerId, userId: u.userId },
        change === 'add'
          ? { add: { groupIds: [groupId], version: 1 } }
          : { delete: { groupIds: [groupId] }, add: { version: 1 } },
      ),
    ),
  );
  const all = await listTenantUsers(customerId);
  const changed = new Set(users.map((u) => u.userId));
  await announceGroupChange(
    customerId,
    all.filter((u) => changed.has(u.userId)),
  );
  return toGroupDto(group, new Set(['users']), membersOf(all, groupId));
}
