import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { renderApiClient, ROUTES_DIR, ROUTES_FILE, SCHEMAS_FILE } from '../scripts/generate-api-client.js';
import { ROUTE_PERMISSION_NAMES } from '../shared/domain/route-permissions.js';
import { routeGroups, routes } from './routes.js';
import { ResourceGroups } from './routes/types.js';

describe('route permissions of the route table (docs/product/suppliers-and-accounts.md#roles-and-permissions)', () => {
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

describe('the resource groups', () => {
  it('are the groups that own a route: no name waits for a Lambda that does not exist', () => {
    expect([...ResourceGroups].sort()).toEqual(routeGroups().sort());
  });
});

describe('the browser route table (web/src/api/*.gen.ts)', () => {
  it('is current: run `npm run generate:api` after changing a route', async () => {
    const generated = await renderApiClient(routes);
    expect(readFileSync(ROUTES_FILE, 'utf8'), 'run `npm run generate:api`').toBe(generated.routes);
    expect(readFileSync(SCHEMAS_FILE, 'utf8'), 'run `npm run generate:api`').toBe(generated.schemas);
    expect(readdirSync(ROUTES_DIR).sort(), 'run `npm run generate:api`').toEqual(
      [...generated.routeFiles.keys()].map((file) => basename(file)).sort(),
    );
    for (const [file, source] of generated.routeFiles) {
      expect(readFileSync(file, 'utf8'), 'run `npm run generate:api`').toBe(source);
    }
  });

  it('names every route schema instead of copying it', async () => {
    const { apiSchemas } = await import('../web/src/api/schemas.gen.js');
    for (const route of routes) {
      const schemas = apiSchemas[route.operationId as keyof typeof apiSchemas] as Record<string, unknown>;
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        // Inline schemas are rebuilt, so compare what they accept: the same JSON Schema.
        expect(
          route[part] ? z.toJSONSchema(schemas[part] as z.ZodMiniType) : undefined,
          `${route.operationId}.${part}`,
        ).toEqual(route[part] ? z.toJSONSchema(route[part]) : undefined);
      }
    }
  });
});
