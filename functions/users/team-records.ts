/**
 * Reads of the team's records, always scoped by the caller's agency: a record of another agency is simply
 * not found (404), whatever ids are sent.
 */
import type { EntityItem } from 'electrodb';
import { AppError } from '../core/app-error.js';
import { Department } from '../core/db/entities/department.js';
import { UserGroup } from '../core/db/entities/user-group.js';
import { User } from '../core/db/entities/user.js';

export type UserRecord = EntityItem<typeof User>;
export type UserGroupRecord = EntityItem<typeof UserGroup>;
export type DepartmentRecord = EntityItem<typeof Department>;

const unique = (ids: readonly string[]) => [...new Set(ids)];

export async function findUserRecord(customerId: string, userId: string): Promise<UserRecord> {
  const { data } = await User.get({ customerId, userId }).go();
  if (!data) throw new AppError('userNotFound', { details: { userId } });
  return data;
}

export async function findGroupRecord(customerId: string, groupId: string): Promise<UserGroupRecord> {
  const { data } = await UserGroup.get({ customerId, groupId }).go();
  if (!data) throw new AppError('userGroupNotFound', { details: { groupId } });
  return data;
}

export async function findDepartmentRecord(
  customerId: string,
  departmentId: string,
): Promise<DepartmentRecord> {
  const { data } = await Department.get({ customerId, departmentId }).go();
  if (!data) throw new AppError('departmentNotFound', { details: { departmentId } });
  return data;
}

/** Every user of the agency: one partition query (an agency has hundreds, not millions). */
export async function listTenantUsers(customerId: string): Promise<UserRecord[]> {
  const { data } = await User.query.primary({ customerId }).go({ pages: 'all' });
  return data;
}

export async function listTenantGroups(customerId: string): Promise<UserGroupRecord[]> {
  const { data } = await UserGroup.query.primary({ customerId }).go({ pages: 'all' });
  return data;
}

export async function listTenantDepartments(customerId: string): Promise<DepartmentRecord[]> {
  const { data } = await Department.query.primary({ customerId }).go({ pages: 'all' });
  return data;
}

/** The users of `userIds` in the agency; any id that is not one of them refuses the call with `code`. */
export async function requireUsers(
  customerId: string,
  userIds: readonly string[],
  code: 'userGroupInvalidUserId' | 'userNotFound' = 'userGroupInvalidUserId',
): Promise<UserRecord[]> {
  const ids = unique(userIds);
  if (ids.length === 0) return [];
  const { data } = await User.get(ids.map((userId) => ({ customerId, userId }))).go();
  const found = new Set(data.map((u) => u.userId));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError(code, { details: { missing } });
  return data;
}

export async function assertGroupsExist(customerId: string, groupIds: readonly string[]): Promise<void> {
  const ids = unique(groupIds);
  if (ids.length === 0) return;
  const { data } = await UserGroup.get(ids.map((groupId) => ({ customerId, groupId }))).go();
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
  const { data } = await Department.get(ids.map((departmentId) => ({ customerId, departmentId }))).go();
  const found = new Set(data.map((d) => d.departmentId));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) throw new AppError('departmentNotFound', { details: { missing } });
}

/** Set attributes: an empty list cannot be stored in DynamoDB, so it is removed instead. */
export function splitSets<K extends string>(
  values: Partial<Record<K, readonly string[] | undefined>>,
): { set: Partial<Record<K, string[]>>; remove: K[] } {
  const set: Partial<Record<K, string[]>> = {};
  const remove: K[] = [];
  for (const [key, list] of Object.entries(values) as [K, readonly string[] | undefined][]) {
    if (list === undefined) continue;
    if (list.length === 0) remove.push(key);
    else set[key] = unique(list);
  }
  return { set, remove };
}
