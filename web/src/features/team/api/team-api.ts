/**
 * Team administration calls (docs/product/suppliers-and-accounts.md#team-administration), through the
 * generated route table. Users live under /customer/{customerId}/Users; groups, departments and divisions
 * under the customer node.
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
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

/** A new member's form before anything is typed. */
export const EMPTY_MEMBER: UserFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  purchaser: false,
  receiveQuestionEmail: false,
  groupIds: [],
  departmentIds: [],
};

/** An empty username is left out: the server defaults it to the email (create) or keeps it (update). */
export const withoutEmptyUsername = <T extends UserFormValues>({ username, ...rest }: T) =>
  username.trim() ? { ...rest, username: username.trim() } : rest;

const createUser = (s: TeamScope, body: UserFormValues & { password?: string }) =>
  call(routes.addUser, { params: users(s), body: withoutEmptyUsername(body) });

const updateUser = (s: TeamScope, body: UserFormValues & { userId: string; version: number }) =>
  call(routes.updateUser, { params: users(s), body: withoutEmptyUsername(body) });

const unlockUser = (s: TeamScope, userId: string) =>
  call(routes.unlockUser, { params: users(s), query: { userid: userId } });

const resendInvitation = (s: TeamScope, userId: string) =>
  call(routes.resendUserInvitation, { params: { ...users(s), id: userId } });

const setUserActive = (s: TeamScope, userId: string, active: boolean) =>
  call(routes.setUserStatus, { params: users(s), query: { active: String(active), userId } });

function uploadAvatar(s: TeamScope, userId: string, file: File) {
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

const createGroup = (s: TeamScope, body: GroupValues) => call(routes.addUserGroup, { params: s, body });

const updateGroup = (s: TeamScope, body: GroupValues & { userGroupId: string; version: number }) =>
  call(routes.updateUserGroup, { params: s, body });

const deleteGroup = (s: TeamScope, userGroupId: string) =>
  call(routes.deleteUserGroup, { params: s, query: { userGroupId } });

const addGroupMembers = (s: TeamScope, userGroupId: string, userIds: string[]) =>
  call(routes.addUserGroupMembers, { params: s, body: { userGroupId, userIds } });

const removeGroupMembers = (s: TeamScope, userGroupId: string, userIds: string[]) =>
  call(routes.removeUserGroupMembers, { params: s, body: { userGroupId, userIds } });

const createDepartment = (s: TeamScope, name: string) =>
  call(routes.addDepartment, { params: s, body: { name } });

const renameDepartment = (s: TeamScope, department: TDepartment, name: string) =>
  call(routes.renameDepartment, {
    params: s,
    body: { departmentId: department.departmentId, version: department.version, name },
  });

const deleteDepartment = (s: TeamScope, departmentId: string) =>
  call(routes.deleteDepartment, { params: s, query: { departmentId } });

const createDivision = (s: TeamScope, departmentId: string, name: string) =>
  call(routes.addDivision, { params: s, body: { departmentId, name } });

const renameDivision = (s: TeamScope, division: TDivision, name: string) =>
  call(routes.updateDivision, {
    params: s,
    body: {
      divisionId: division.divisionId,
      departmentId: division.departmentId,
      version: division.version,
      name,
    },
  });

const deleteDivision = (s: TeamScope, divisionId: string) =>
  call(routes.deleteDivision, { params: s, query: { divisionId } });

// ------------------------------------------------------------------------------------------ mutations

type TeamList = 'users' | 'groups' | 'departments';

/** The start of every key of a list: the list itself and its filtered or single-item reads. */
const listPrefix: Record<TeamList, (s: TeamScope) => string> = {
  users: (s) => apiUrl(routes.findUsers, { params: users(s) }),
  groups: (s) => apiUrl(routes.findUserGroups, { params: s }),
  departments: (s) => apiUrl(routes.findDepartments, { params: s }),
};

/**
 * A change as an SWR mutation (`trigger(arg)`, `isMutating`): once it succeeded, the lists it touched are
 * revalidated before `trigger` resolves, so the screen shows the change when the caller goes on.
 */
function useTeamChange<Arg, Data>(
  name: string,
  s: TeamScope,
  lists: readonly TeamList[],
  change: (s: TeamScope, arg: Arg) => Promise<Data>,
) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`team/${name}`, async (_key: string, { arg }: { arg: Arg }) => {
    const data = await change(s, arg);
    const prefixes = lists.map((list) => listPrefix[list](s));
    await mutate((key) => typeof key === 'string' && prefixes.some((p) => key.startsWith(p)));
    return data;
  });
}

export const useCreateUser = (s: TeamScope) =>
  useTeamChange('createUser', s, ['users', 'groups'], createUser);
export const useUpdateUser = (s: TeamScope) =>
  useTeamChange('updateUser', s, ['users', 'groups'], updateUser);
export const useUnlockUser = (s: TeamScope) =>
  useTeamChange('unlockUser', s, ['users', 'groups'], (s, userId: string) => unlockUser(s, userId));
export const useResendInvitation = (s: TeamScope) =>
  useTeamChange('resendInvitation', s, ['users'], (s, userId: string) => resendInvitation(s, userId));
export const useSetUserActive = (s: TeamScope) =>
  useTeamChange('setUserActive', s, ['users', 'groups'], (s, a: { userId: string; active: boolean }) =>
    setUserActive(s, a.userId, a.active),
  );
export const useUploadAvatar = (s: TeamScope) =>
  useTeamChange('uploadAvatar', s, ['users'], (s, a: { userId: string; file: File }) =>
    uploadAvatar(s, a.userId, a.file),
  );
export const useCreateGroup = (s: TeamScope) => useTeamChange('createGroup', s, ['groups'], createGroup);
export const useUpdateGroup = (s: TeamScope) => useTeamChange('updateGroup', s, ['groups'], updateGroup);
/** Revalidates nothing: the group page leaves first, then drops the group from the cached list. */
export const useDeleteGroup = (s: TeamScope) =>
  useTeamChange('deleteGroup', s, [], (s, userGroupId: string) => deleteGroup(s, userGroupId));
export const useAddGroupMembers = (s: TeamScope) =>
  useTeamChange(
    'addGroupMembers',
    s,
    ['groups', 'users'],
    (s, a: { userGroupId: string; userIds: string[] }) => addGroupMembers(s, a.userGroupId, a.userIds),
  );
export const useRemoveGroupMembers = (s: TeamScope) =>
  useTeamChange(
    'removeGroupMembers',
    s,
    ['groups', 'users'],
    (s, a: { userGroupId: string; userIds: string[] }) => removeGroupMembers(s, a.userGroupId, a.userIds),
  );
export const useCreateDepartment = (s: TeamScope) =>
  useTeamChange('createDepartment', s, ['departments'], (s, name: string) => createDepartment(s, name));
export const useRenameDepartment = (s: TeamScope) =>
  useTeamChange('renameDepartment', s, ['departments'], (s, a: { department: TDepartment; name: string }) =>
    renameDepartment(s, a.department, a.name),
  );
export const useDeleteDepartment = (s: TeamScope) =>
  useTeamChange('deleteDepartment', s, ['departments'], (s, departmentId: string) =>
    deleteDepartment(s, departmentId),
  );
export const useCreateDivision = (s: TeamScope) =>
  useTeamChange('createDivision', s, ['departments'], (s, a: { departmentId: string; name: string }) =>
    createDivision(s, a.departmentId, a.name),
  );
export const useRenameDivision = (s: TeamScope) =>
  useTeamChange('renameDivision', s, ['departments'], (s, a: { division: TDivision; name: string }) =>
    renameDivision(s, a.division, a.name),
  );
export const useDeleteDivision = (s: TeamScope) =>
  useTeamChange('deleteDivision', s, ['departments'], (s, divisionId: string) =>
    deleteDivision(s, divisionId),
  );
