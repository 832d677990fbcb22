import { describe, expect, it } from 'vitest';
import { isTeamMemberUpdate, reactionTo, safeRedirect } from './session-rules';

describe('reactionTo (spec 3 §4, §8.1)', () => {
  it.each([
    ['GET', '/api/v1/customer/c1/node/n1/UserGroups', 200, 'touch'],
    ['POST', '/api/v1/customer/c1/node/n1/UserGroups', 409, 'touch'],
    ['GET', '/api/health', 503, 'touch'],
    ['GET', '/api/v1/customer/c1/node/n1/UserGroups', 401, 'endSession'],
    ['GET', '/api/v1/Utilities/RefreshSession', 401, 'endSession'],
    ['POST', '/api/v1/customer/c1/Users', 401, 'endSession'],
    ['PUT', '/api/v1/customer/c1/Users', 401, 'touch'],
    ['PUT', '/api/v1/customer/c1/Users/u1/teamMember', 401, 'touch'],
    ['PUT', '/api/v1/customer/c1/Users/Unlock?userid=u1', 401, 'endSession'],
    ['POST', '/api/v1/login', 401, 'none'],
    ['POST', '/api/v1/login/validate', 401, 'none'],
    ['POST', '/api/v1/login/loginType', 401, 'none'],
    ['POST', '/api/v1/auth/forgot-password', 401, 'none'],
    ['GET', '/api/v1/anything', 0, 'none'],
  ] as const)('%s %s %i → %s', (method, url, status, expected) => {
    expect(reactionTo(method, url, status)).toBe(expected);
  });

  it('recognises team member updates with or without the origin and query', () => {
    expect(isTeamMemberUpdate('put', 'http://localhost:3000/api/v1/customer/c1/Users?x=1')).toBe(true);
    expect(isTeamMemberUpdate('POST', '/api/v1/customer/c1/Users')).toBe(false);
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
