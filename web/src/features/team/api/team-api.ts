/**
 * Team administration calls (spec 3 §7.13). Users live under /customer/{customerId}/Users; groups,
 * departments and divisions under the customer node.
 */
import useSWR from 'swr';
import type { TDepartment, TDivision, TUser, TUserGroup } from '../../../../../shared/schemas/users';
import { api } from '../../../lib/api';

const enc = encodeURIComponent;

export interface TeamScope {
  customerId: string;
  nodeId: string;
}

export const usersUrl = (s: TeamScope) => `/api/v1/customer/${enc(s.customerId)}/Users`;
const nodeUrl = (s: TeamScope) => `/api/v1/customer/${enc(s.customerId)}/node/${enc(s.nodeId)}`;
export const groupsUrl = (s: TeamScope) => `${nodeUrl(s)}/UserGroups`;
export const departmentsUrl = (s: TeamScope) => `${nodeUrl(s)}/Departments`;
export const divisionsUrl = (s: TeamScope) => `${nodeUrl(s)}/Divisions`;

const get = <T>(url: string) => api.request<T>(url);

export function useUsers(s: TeamScope) {
  return useSWR<TUser[]>(usersUrl(s), get);
}

export function useUser(s: TeamScope, userId: string) {
  return useSWR<TUser>(`${usersUrl(s)}?userId=${enc(userId)}`, get);
}

export function useGroups(s: TeamScope) {
  return useSWR<TUserGroup[]>(`${groupsUrl(s)}?filter.fields=Users`, get);
}

export function useDepartments(s: TeamScope) {
  return useSWR<TDepartment[]>(`${departmentsUrl(s)}?filter.fields=Divisions`, get);
}

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  /** Empty on a new member: the server then uses the email. */
  username: string;
  purchaser: boolean;
  receiveQuestionEmail: boolean;
  groupIds: string[];
  departmentIds: string[];
}

/** An empty username is left out: the server defaults it to the email (create) or keeps it (update). */
const withoutEmptyUsername = <T extends UserFormValues>({ username, ...rest }: T) =>
  username.trim() ? { ...rest, username: username.trim() } : rest;

export const createUser = (s: TeamScope, body: UserFormValues & { password?: string }) =>
  api.request<TUser>(usersUrl(s), { method: 'POST', body: withoutEmptyUsername(body) });

export const updateUser = (s: TeamScope, body: UserFormValues & { userId: string; version: number }) =>
  api.request<TUser>(usersUrl(s), { method: 'PUT', body: withoutEmptyUsername(body) });

export const unlockUser = (s: TeamScope, userId: string) =>
  api.request<TUser>(`${usersUrl(s)}/Unlock?userid=${enc(userId)}`, { method: 'PUT' });

export const setUserActive = (s: TeamScope, userId: string, active: boolean) =>
  api.request<TUser>(`${usersUrl(s)}/Status?active=${active}&userId=${enc(userId)}`, { method: 'PUT' });

export function uploadAvatar(s: TeamScope, userId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.request<TUser>(`${usersUrl(s)}/Upload?userId=${enc(userId)}`, { method: 'POST', body: form });
}

export interface GroupValues {
  name: string;
  permissionIds: string[];
  departmentIds?: string[];
  confirmNoDepartmentPermissions?: boolean;
}

export const createGroup = (s: TeamScope, body: GroupValues) =>
  api.request<TUserGroup>(groupsUrl(s), { method: 'POST', body });

export const updateGroup = (s: TeamScope, body: GroupValues & { userGroupId: string; version: number }) =>
  api.request<TUserGroup>(groupsUrl(s), { method: 'PUT', body });

export const deleteGroup = (s: TeamScope, userGroupId: string) =>
  api.request<unknown>(`${groupsUrl(s)}?userGroupId=${enc(userGroupId)}`, { method: 'DELETE' });

export const addGroupMembers = (s: TeamScope, userGroupId: string, userIds: string[]) =>
  api.request<unknown>(`${groupsUrl(s)}/Users`, { method: 'POST', body: { userGroupId, userIds } });

export const removeGroupMembers = (s: TeamScope, userGroupId: string, userIds: string[]) =>
  api.request<unknown>(`${groupsUrl(s)}/Users`, { method: 'DELETE', body: { userGroupId, userIds } });

export const createDepartment = (s: TeamScope, name: string) =>
  api.request<TDepartment>(departmentsUrl(s), { method: 'POST', body: { name } });

export const renameDepartment = (s: TeamScope, department: TDepartment, name: string) =>
  api.request<TDepartment>(`${departmentsUrl(s)}/UpdateName`, {
    method: 'PUT',
    body: { departmentId: department.departmentId, version: department.version, name },
  });

export const deleteDepartment = (s: TeamScope, departmentId: string) =>
  api.request<unknown>(`${departmentsUrl(s)}?departmentId=${enc(departmentId)}`, { method: 'DELETE' });

export const createDivision = (s: TeamScope, departmentId: string, name: string) =>
  api.request<unknown>(divisionsUrl(s), { method: 'POST', body: { departmentId, name } });

export const renameDivision = (s: TeamScope, division: TDivision, name: string) =>
  api.request<TDivision>(divisionsUrl(s), {
    method: 'PUT',
    body: {
      divisionId: division.divisionId,
      departmentId: division.departmentId,
      version: division.version,
      name,
    },
  });

export const deleteDivision = (s: TeamScope, divisionId: string) =>
  api.request<unknown>(`${divisionsUrl(s)}?divisionId=${enc(divisionId)}`, { method: 'DELETE' });
