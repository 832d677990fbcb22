import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE_PERMISSIONS } from '../../../shared/domain/route-permissions';
import type { Features } from '../config/features';
import type { Session } from './session';
import { accessTo, canOpen, canSee, decideAccess } from './access';

const off: Features = { documentation: false, debug: false, resetPassword: true };
const on: Features = { documentation: true, debug: true, resetPassword: true };
const anonymous: Session = { status: 'anonymous' };
const loading: Session = { status: 'loading' };
const buyer: Session = {
  status: 'authenticated',
  user: {
    userId: 'u1',
    fullName: 'Ann Buyer',
    isSiteAdmin: false,
    permissionIds: ['build.view', 'TEAMMEMBERS.VIEW', 'reports.view'],
  },
  routePermissions: DEFAULT_ROUTE_PERMISSIONS,
};
const lead: Session = {
  status: 'authenticated',
  user: {
    userId: 'u3',
    fullName: 'Lee Lead',
    isSiteAdmin: false,
    permissionIds: ['controlPanel.view', 'controlPanel.manage', 'teamMembers.view', 'teamMembers.edit'],
  },
  routePermissions: DEFAULT_ROUTE_PERMISSIONS,
};
const siteAdmin: Session = {
  status: 'authenticated',
  user: { userId: 'u2', fullName: 'Sam Admin', isSiteAdmin: true, permissionIds: [] },
  routePermissions: DEFAULT_ROUTE_PERMISSIONS,
};

describe('decideAccess', () => {
  it('waits while the session is being checked', () => {
    expect(decideAccess(undefined, { session: loading, features: off, pathname: '/' })).toEqual({
      kind: 'loading',
    });
  });

  it('sends an anonymous visitor to /login with the full path, query included', () => {
    expect(
      decideAccess(undefined, {
        session: anonymous,
        features: off,
        pathname: '/team/all',
        search: '?x=1&y=a b',
      }),
    ).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fteam%2Fall%3Fx%3D1%26y%3Da+b' });
    expect(decideAccess(undefined, { session: anonymous, features: off, pathname: '/' })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(
      decideAccess('debugView', { session: anonymous, features: on, pathname: '/debug-view' }).kind,
    ).toBe('redirect');
  });

  it('carries a failed session start as the login error', () => {
    expect(
      decideAccess(undefined, {
        session: { status: 'anonymous', error: 'serviceUnavailable' },
        features: off,
        pathname: '/x',
      }),
    ).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fx&err=serviceUnavailable' });
  });

  it.each([
    [buyer, { kind: 'deny' }],
    [siteAdmin, { kind: 'allow' }],
  ] as const)('contract builder dashboard: only for the provider customer (%#)', (session, expected) => {
    expect(decideAccess('contractBuilderDashboard', { session, features: on })).toEqual(expected);
  });

  it('debug view follows the debug feature', () => {
    expect(decideAccess('debugView', { session: siteAdmin, features: off })).toEqual({ kind: 'deny' });
    expect(decideAccess('debugView', { session: buyer, features: on })).toEqual({ kind: 'allow' });
  });

  it('docs redirect to the dashboard when the documentation feature is off', () => {
    expect(decideAccess('docs', { session: siteAdmin, features: off })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideAccess('docs', { session: buyer, features: on })).toEqual({ kind: 'allow' });
  });

  it('applies the route permissions to the path (evaluateAccess)', () => {
    const at = (session: Session, pathname: string) =>
      decideAccess(undefined, { session, features: off, pathname }).kind;
    expect(at(buyer, '/control-panel/account-information')).toBe('deny');
    expect(at(lead, '/control-panel/account-information')).toBe('allow');
    expect(at(siteAdmin, '/control-panel/account-information')).toBe('allow');
    expect(at(buyer, '/team/all')).toBe('allow'); // ids match ignoring case
    expect(at(buyer, '/projects/42/build/dates')).toBe('allow');
    expect(at(buyer, '/projects/42/source/questions')).toBe('deny');
    expect(at(buyer, '/')).toBe('allow'); // no entry names the dashboard
  });

  it('refuses every guarded path when the permissions could not be loaded (level ERROR)', () => {
    const broken: Session = { ...buyer, routePermissions: null } as Session;
    expect(decideAccess(undefined, { session: broken, features: off, pathname: '/team/all' }).kind).toBe(
      'deny',
    );
    expect(
      decideAccess(undefined, {
        session: { ...siteAdmin, routePermissions: null } as Session,
        features: off,
        pathname: '/team/all',
      }).kind,
    ).toBe('allow');
  });
});

describe('control access', () => {
  it('lets the buyer view the team controls but not act on them; the lead may act', () => {
    for (const control of ['addTeamMember', 'teamMemberForm', 'userGroupForm']) {
      expect(accessTo(buyer, '/team/all', control)).toEqual({ level: 'VIEW', canView: true, canAct: false });
      expect(accessTo(lead, '/team/all', control)).toEqual({ level: 'ALL', canView: true, canAct: true });
    }
    expect(accessTo(anonymous, '/team/all', 'addTeamMember').canView).toBe(false);
  });
});

describe('menus', () => {
  it('hide what the guard refuses or redirects', () => {
    expect(canSee('docs', { session: buyer, features: off })).toBe(false);
    expect(canSee('debugView', { session: buyer, features: on })).toBe(true);
    expect(canOpen('/control-panel', buyer)).toBe(false);
    expect(canOpen('/team/all', buyer)).toBe(true);
    expect(canOpen('/control-panel', lead)).toBe(true);
  });
});
