import { describe, expect, it } from 'vitest';
import { ROUTE_PERMISSION_NAMES } from '../shared/domain/route-permissions.js';
import { routes } from './routes.js';

describe('route permissions of the route table (spec 1 §6)', () => {
  const sessionRoutes = routes.filter((r) => r.auth === 'session');

  it('has session routes to check', () => {
    expect(sessionRoutes.length).toBeGreaterThan(0);
  });

  it.each(sessionRoutes.map((r) => [r.operationId, r] as const))(
    '%s names an existing route permission or explicitly none',
    (_id, route) => {
      // `undefined` would be a route nobody decided about: it would allow every signed-in user silently.
      expect(route.permission).not.toBeUndefined();
      if (route.permission !== null) expect(ROUTE_PERMISSION_NAMES).toContain(route.permission);
    },
  );

  it.each(routes.filter((r) => r.permission).map((r) => [r.operationId, r.permission] as const))(
    '%s: its permission %s has entries every agency starts with',
    (_id, permission) => {
      expect(ROUTE_PERMISSION_NAMES).toContain(permission);
    },
  );
});
