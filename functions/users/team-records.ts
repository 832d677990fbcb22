/**
 * Reads of the team's records, always scoped by the caller's agency: a record of another agency is simply
 * not found (404), whatever ids are sent.
 */
import { AppError } from '../core/app-error.js';
import { Department, departmentsOfCustomer, type DepartmentItem } from '../core/db/entities/department.js';
import { groupsOfCustomer, UserGroup, type UserGroupItem } from '../core/db/entities/user-group.js';
import { User, usersOfCustomer, type UserItem } from '../core/db/entities/user.js';
import { batchGet, getItem, queryAll } from '../core/db/ops.js';

export type UserRecord = UserItem;
export type UserGroupRecord = UserGroupItem;
export type DepartmentRecord = DepartmentItem;

const unique = (ids: readonly string[]) => [...new Set(ids)];

export async function findUserRecord(customerId: string, userId: string): Promise<UserRecord> {
  const record = await getItem(User, { customerId, userId });
  if (!record) throw new AppError('userNotFound', { details: { userId } });
  return record;
}

export async function findGroupRecord(customerId: string, groupId: string): Promise<UserGroupRecord> {
  const record = await getItem(UserGroup, { customerId, groupId });
  if (!record) throw new AppError('userGroupNotFound', { details: { groupId } });
  return record;
}

export async function findDepartmentRecord(
  customerId: string,
  departmentId: string,
): Promise<DepartmentRecord> {
  const record = await getItem(Department, { customerId, departmentId });
  if (!record) throw new AppError('departmentNotFound', { details: { departmentId } });
  return record;
}

/** Every user of the agency: one partition query (an agency has hundreds, not millions). */
export async function listTenantUsers(customerId: string): Promise<UserRecord[]> {
  return queryAll(User, usersOfCustomer(customerId));
}

export async function listTenantGroups(customerId: string): Promise<UserGroupRecord[]> {
  return queryAll(UserGroup, groupsOfCustomer(customerId));
}

export async function listTenantDepartments(customerId: string): Promise<DepartmentRecord[]> {
  return queryAll(Department, departmentsOfCustomer(customerId));
}

/** The users of `userIds` in the agency; any id that is not one of them refuses the call with `code`. */
export async function requireUsers(
  customerId: string,
  userIds: readonly string[],
  code: 'userGroupInvalidUserId' | 'userNotFound' = 'userGroupInvalidUserId',
): Promise<UserRecord[]> {
  const ids = unique(userIds);
  if (ids.length === 0) return [];
  const data = await batchGet(
    User,
    ids.map((userId) => ({ customerId, userId })),
  );
  const found = new Set(data.map((u) => u.userId));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError(code, { details: { missing } });
  return data;
}

export async function assertGroupsExist(customerId: string, groupIds: readonly string[]): Promise<void> {
  const ids = unique(groupIds);
  if (ids.length === 0) return;
  const data = await batchGet(
    UserGroup,
    ids.map((groupId) => ({ customerId, groupId })),
  );
  const found = new Set(data.map((g) => g.groupId));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('userInvalidUserGroupId', { details: { missing } });
}

export async function assertDepartmentsExist(
  customerId: string,
  departmentIds: readonly string[],
): Promise<void> {
  const ids = unique(departmentIds);
  if (ids.length === 0) return;
  const data = await batchGet(
    Department,
    ids.map((departmentId) => ({ customerId, departmentId })),
  );
  const found = new Set(data.map((d) => d.departmentId));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('departmentNotFound', { details: { missing } });
}
