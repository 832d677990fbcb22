/**
 * Team administration calls (spec 3 §7.13), through the generated route table. Users live under
 * /customer/{customerId}/Users; groups, departments and divisions under the customer node.
 */
import useSWR from 'swr';
import type { TDepartment, TDivision, TUser } from '../../../../../shared/schemas/users';
import { apiUrl, call, type ApiResponse } from '../../../lib/api';
import * as routes from '../../../api/routes.gen';

export interface TeamScope {
  customerId: string;
  nodeId: string;
}

const users = (s: TeamScope) => ({ customerId: s.customerId });

/** The SWR keys: each is the URL it fetches, so a change can revalidate exactly the lists it touched. */
export const teamKeys = {
  users: (s: TeamScope) => apiUrl(routes.findUsers, { params: users(s) }),
  user: (s: TeamScope, userId: string) => apiUrl(routes.findUsers, { params: users(s), query: { userId } }),
  groups: (s: TeamScope) => apiUrl(routes.findUserGroups, { params: s, query: { 'filter.fields': 'Users' } }),
  departments: (s: TeamScope) =>
    apiUrl(routes.findDepartments, { params: s, query: { 'filter.fields': 'Divisions' } }),
};

/** findUsers answers a list, or one user when asked by id. */
const asList = (answer: ApiResponse<'findUsers'>): TUser[] => (Array.isArray(answer) ? answer : [answer]);

export function useUsers(s: TeamScope) {
  return useSWR(teamKeys.users(s), () => call(routes.findUsers, { params: users(s) }).then(asList));
}

export function useUser(s: TeamScope, userId: string) {
  return useSWR(teamKeys.user(s, userId), async () => {
    const answer = await call(routes.findUsers, { params: users(s), query: { userId } });
    return Array.isArray(answer) ? answer[0]! : answer;
  });
}

export function useGroups(s: TeamScope) {
  return useSWR(teamKeys.groups(s), () =>
    call(routes.findUserGroups, { params: s, query: { 'filter.fields': 'Users' } }),
  );
}

export function useDepartments(s: TeamScope) {
  return useSWR(teamKeys.departments(s), () =>
    call(routes.findDepartments, { params: s, query: { 'filter.fields': 'Divisions' } }),
  );
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
  call(routes.addUser, { params: users(s), body: withoutEmptyUsername(body) });

export const updateUser = (s: TeamScope, body: UserFormValues & { userId: string; version: number }) =>
  call(routes.updateUser, { params: users(s), body: withoutEmptyUsername(body) });

export const unlockUser = (s: TeamScope, userId: string) =>
  call(routes.unlockUser, { params: users(s), query: { userid: userId } });

export const setUserActive = (s: TeamScope, userId: string, active: boolean) =>
  call(routes.setUserStatus, { params: users(s), query: { active: String(active), userId } });

export function uploadAvatar(s: TeamScope, userId: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(routes.uploadUserAvatar, { params: users(s), query: { userId }, body: form });
}

export interface GroupValues {
  name: string;
  permissionIds: string[];
  departmentIds?: string[];
  confirmNoDepartmentPermissions?: boolean;
}

export const createGroup = (s: TeamScope, body: GroupValues) =>
  call(routes.addUserGroup, { params: s, body });

export const updateGroup = (s: TeamScope, body: GroupValues & { userGroupId: string; version: number }) =>
  call(routes.updateUserGroup, { params: s, body });

export const deleteGroup = (s: TeamScope, userGroupId: string) =>
  call(routes.deleteUserGroup, { params: s, query: { userGroupId } });

export const addGroupMembers = (s: TeamScope, userGroupId: string, userIds: string[]) =>
  call(routes.addUserGroupMembers, { params: s, body: { userGroupId, userIds } });

export const removeGroupMembers = (s: TeamScope, userGroupId: string, userIds: string[]) =>
  call(routes.removeUserGroupMembers, { params: s, body: { userGroupId, userIds } });

export const createDepartment = (s: TeamScope, name: string) =>
  call(routes.addDepartment, { params: s, body: { name } });

export const renameDepartment = (s: TeamScope, department: TDepartment, name: string) =>
  call(routes.renameDepartment, {
    params: s,
    body: { departmentId: department.departmentId, version: department.version, name },
  });

export const deleteDepartment = (s: TeamScope, departmentId: string) =>
  call(routes.deleteDepartment, { params: s, query: { departmentId } });

export const createDivision = (s: TeamScope, departmentId: string, name: string) =>
  call(routes.addDivision, { params: s, body: { departmentId, name } });

export const renameDivision = (s: TeamScope, division: TDivision, name: string) =>
  call(routes.updateDivision, {
    params: s,
    body: {
      divisionId: division.divisionId,
      departmentId: division.departmentId,
      version: division.version,
      name,
    },
  });

export const deleteDivision = (s: TeamScope, divisionId: string) =>
  call(routes.deleteDivision, { params: s, query: { divisionId } });
