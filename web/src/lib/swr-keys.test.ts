import { describe, expect, it } from 'vitest';
import * as routes from '../api/routes.gen';
import { apiUrl } from './api';
import { keysOf } from './swr-keys';

const scope = { customerId: 'c/1', nodeId: 'n 1' };

describe('keysOf: the cached reads of the routes named', () => {
  it('matches the keys apiUrl builds: any parameters, with or without a query or a search body', () => {
    const users = keysOf(routes.findUsers);
    expect(users(apiUrl(routes.findUsers, { params: scope }))).toBe(true);
    expect(
      users(apiUrl(routes.findUsers, { params: { customerId: 'other' }, query: { userId: 'u?1' } })),
    ).toBe(true);
    const searches = keysOf(routes.searchProjects);
    expect(searches(`${apiUrl(routes.searchProjects, { params: scope })}#{"keyword":"a/b#c"}`)).toBe(true);
  });

  it('matches no other route: not a longer path, not a sibling, not another template', () => {
    const users = keysOf(routes.findUsers);
    expect(users(apiUrl(routes.findMyProfile, { params: scope }))).toBe(false);
    expect(users(apiUrl(routes.findUserGroups, { params: scope }))).toBe(false);
    const project = keysOf(routes.findProject);
    expect(project(apiUrl(routes.getEvaluation, { params: scope, query: { projectId: 'p1' } }))).toBe(false);
    expect(project(`${apiUrl(routes.searchProjects, { params: scope })}#{}`)).toBe(false);
  });

  it('matches any of several routes, and only string keys', () => {
    const team = keysOf(routes.findUsers, routes.findUserGroups);
    expect(team(apiUrl(routes.findUserGroups, { params: scope, query: { 'filter.fields': 'Users' } }))).toBe(
      true,
    );
    expect(team(['library-templates', 'x'])).toBe(false);
    expect(team(undefined)).toBe(false);
    expect(keysOf()(apiUrl(routes.findUsers, { params: scope }))).toBe(false);
  });
});
