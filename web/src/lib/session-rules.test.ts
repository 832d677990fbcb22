import { describe, expect, it } from 'vitest';
import * as routes from '../api/routes.gen';
import { reactionTo, safeRedirect } from './session-rules';

describe('reactionTo (docs/product/suppliers-and-accounts.md#sessions)', () => {
  it.each([
    [routes.findUserGroups, 200, 'touch'],
    [routes.addUserGroup, 409, 'touch'],
    [routes.getHealth, 503, 'touch'],
    [routes.findUserGroups, 401, 'endSession'],
    [routes.refreshSession, 401, 'endSession'],
    [routes.addUser, 401, 'endSession'],
    [routes.updateUser, 401, 'touch'],
    [routes.updateTeamMember, 401, 'touch'],
    [routes.unlockUser, 401, 'endSession'],
    [routes.setUserStatus, 401, 'endSession'],
    [routes.login, 401, 'none'],
    [routes.validateSession, 401, 'none'],
    [routes.getLoginType, 401, 'none'],
    [routes.forgotPassword, 401, 'none'],
    [routes.signoff, 401, 'none'],
    [routes.findUsers, 0, 'none'],
  ] as const)('%o %i → %s', (route, status, expected) => {
    expect(reactionTo(route, status)).toBe(expected);
  });

  it('ends the session on a 401 from a call outside the route table', () => {
    expect(reactionTo(undefined, 401)).toBe('endSession');
    expect(reactionTo(undefined, 500)).toBe('touch');
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/team/all?x=1', '/team/all?x=1'],
    ['/', '/'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['team/all', '/'],
    ['/login?redirect=/x', '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
