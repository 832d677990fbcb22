import { describe, expect, it } from 'vitest';
import type { Features } from '../config/features';
import type { Session } from '../features/auth/hooks/use-session';
import { canSee, decideAccess } from './access';

const off: Features = { documentation: false, debug: false, resetPassword: true };
const on: Features = { documentation: true, debug: true, resetPassword: true };
const anonymous: Session = { status: 'anonymous' };
const buyer: Session = {
  status: 'authenticated',
  user: { userId: 'u1', fullName: 'Ann Buyer', isSiteAdmin: false },
};
const siteAdmin: Session = {
  status: 'authenticated',
  user: { userId: 'u2', fullName: 'Sam Admin', isSiteAdmin: true },
};

describe('decideAccess', () => {
  it('allows routes that name no rule', () => {
    expect(decideAccess(undefined, { session: anonymous, features: off })).toEqual({ kind: 'allow' });
  });

  it.each([
    [anonymous, { kind: 'deny' }],
    [buyer, { kind: 'deny' }],
    [siteAdmin, { kind: 'allow' }],
  ] as const)('contract builder dashboard: only for the provider customer (%o)', (session, expected) => {
    expect(decideAccess('contractBuilderDashboard', { session, features: on })).toEqual(expected);
  });

  it('debug view follows the debug feature', () => {
    expect(decideAccess('debugView', { session: siteAdmin, features: off })).toEqual({ kind: 'deny' });
    expect(decideAccess('debugView', { session: anonymous, features: on })).toEqual({ kind: 'allow' });
  });

  it('docs redirect to the dashboard when the documentation feature is off', () => {
    expect(decideAccess('docs', { session: siteAdmin, features: off })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(decideAccess('docs', { session: anonymous, features: on })).toEqual({ kind: 'allow' });
  });

  it('canSee hides what the guard refuses or redirects', () => {
    expect(canSee('docs', { session: anonymous, features: off })).toBe(false);
    expect(canSee('debugView', { session: anonymous, features: on })).toBe(true);
  });
});
