import { describe, expect, it } from 'vitest';
import { evaluateAccess, type AccessRequest, type RoutePermissionEntry } from './route-access.js';
import { DEFAULT_ROUTE_PERMISSIONS, routeNamesForPath } from './route-permissions.js';
import { ALL_PERMISSION_IDS } from './permissions.js';

const team: RoutePermissionEntry = {
  routeName: 'team',
  permissions: [
    { id: 'teamMembers.view', canPerformAction: false },
    { id: 'teamMembers.edit', canPerformAction: true },
  ],
};
const projects: RoutePermissionEntry = {
  routeName: 'projects',
  permissions: [{ id: 'project.open', canPerformAction: true }],
};
const build: RoutePermissionEntry = {
  routeName: 'projects/build',
  permissions: [
    { id: 'build.view', canPerformAction: false },
    { id: 'build.edit', canPerformAction: true },
  ],
};
const addButton: RoutePermissionEntry = {
  routeName: 'team',
  controlId: 'addTeamMember',
  permissions: [{ id: 'teamMembers.edit', canPerformAction: true }],
};

const base: AccessRequest = {
  isSiteAdmin: false,
  userPermissionIds: [],
  entries: [team],
  routeNames: ['team'],
};

describe('evaluateAccess (docs/product/suppliers-and-accounts.md#roles-and-permissions)', () => {
  it.each<[string, Partial<AccessRequest>, string]>([
    ['site administrators have full view and action rights', { isSiteAdmin: true, entries: [team] }, 'ALL'],
    ['even when the permissions failed to load', { isSiteAdmin: true, entries: null }, 'ALL'],
    ['no route permissions configured: everything is allowed', { entries: [] }, 'ALL'],
    ['none matching the route: everything is allowed', { routeNames: ['reports'] }, 'ALL'],
    ['a matching permission grants view', { userPermissionIds: ['teamMembers.view'] }, 'VIEW'],
    ['permission ids match ignoring case', { userPermissionIds: ['TEAMMEMBERS.VIEW'] }, 'VIEW'],
    [
      'route names match ignoring case',
      { userPermissionIds: ['teamMembers.view'], routeNames: ['Team'] },
      'VIEW',
    ],
    [
      'action needs a matching entry with canPerformAction',
      { userPermissionIds: ['teamMembers.edit'] },
      'ALL',
    ],
    ['no match means no view and no action', { userPermissionIds: ['reports.view'] }, 'NONE'],
    ['no permissions at all: no view', { userPermissionIds: [] }, 'NONE'],
    ['permissions could not be loaded: ERROR', { entries: null }, 'ERROR'],
    [
      'parent and child both apply: action needs both (child only)',
      {
        entries: [projects, build],
        routeNames: ['projects', 'projects/build'],
        userPermissionIds: ['build.edit'],
      },
      'NONE',
    ],
    [
      'parent and child both apply: action needs both (both given)',
      {
        entries: [projects, build],
        routeNames: ['projects', 'projects/build'],
        userPermissionIds: ['project.open', 'build.edit'],
      },
      'ALL',
    ],
    [
      'parent and child both apply: view on the child limits to view',
      {
        entries: [projects, build],
        routeNames: ['projects', 'projects/build'],
        userPermissionIds: ['project.open', 'build.view'],
      },
      'VIEW',
    ],
    [
      'a parent without entries does not restrict the child',
      { entries: [build], routeNames: ['projects', 'projects/build'], userPermissionIds: ['build.edit'] },
      'ALL',
    ],
    [
      'a control is restricted by its controlId',
      { entries: [team, addButton], controlId: 'addTeamMember', userPermissionIds: ['teamMembers.view'] },
      'NONE',
    ],
    [
      'a control id matches ignoring case',
      { entries: [team, addButton], controlId: 'ADDTEAMMEMBER', userPermissionIds: ['teamMembers.edit'] },
      'ALL',
    ],
    [
      'a control without entries of its own is not restricted',
      { entries: [team, addButton], controlId: 'somethingElse', userPermissionIds: ['teamMembers.view'] },
      'ALL',
    ],
    [
      'control entries do not restrict the route itself',
      { entries: [addButton], userPermissionIds: [] },
      'ALL',
    ],
  ])('%s', (_name, overrides, level) => {
    const result = evaluateAccess({ ...base, ...overrides });
    expect(result.level).toBe(level);
    expect(result.canView).toBe(level === 'ALL' || level === 'VIEW');
    expect(result.canAct).toBe(level === 'ALL');
  });
});

describe('default route permissions', () => {
  it('name only permission ids of the catalogue', () => {
    for (const e of DEFAULT_ROUTE_PERMISSIONS) {
      for (const p of e.permissions) expect(ALL_PERMISSION_IDS).toContain(p.id);
    }
  });

  it.each([
    ['/', ['dashboard']],
    ['/team/all', ['team']],
    ['/control-panel/project-settings', ['control-panel']],
    ['/projects', ['projects']],
    ['/projects/42/build/dates', ['projects', 'projects/build']],
    ['/projects/42/activities', ['projects']],
    ['/projects/42/evaluate/evaluation-team?x=1', ['projects', 'projects/evaluate']],
  ])('%s → %j', (path, names) => {
    expect(routeNamesForPath(path)).toEqual(names);
  });
});
