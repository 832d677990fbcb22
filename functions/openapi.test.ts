import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';
import { groupCatalogues, routes } from './routes.js';
import { ROUTE_ERRORS } from './routes/errors.js';

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument('1.2.3') as {
    openapi: string;
    paths: Record<string, Record<string, any>>;
  };

  it('describes every route of the route table exactly once', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    );
    expect(operations.sort()).toEqual(routes.map((r) => `${r.method} ${r.path} ${r.operationId}`).sort());
  });

  it('documents path parameters and request bodies from the zod schemas', () => {
    const decide = doc.paths['/api/v1/system/workflow-probe/{probeId}/decision']?.post;
    expect(decide.parameters).toEqual([
      expect.objectContaining({ name: 'probeId', in: 'path', required: true }),
    ]);
    expect(decide.requestBody.content['application/json'].schema.properties.decision.enum).toEqual([
      'approved',
      'declined',
    ]);
  });
});

describe('route table', () => {
  it('has unique operation ids and unique method + path pairs', () => {
    expect(new Set(routes.map((r) => r.operationId)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });

  it('puts every tenant-scoped path under the customer and node prefix with session auth', () => {
    // Users sit under the customer alone: the one exception.
    const customerOnly = /^\/api\/v1\/customer\/\{customerId\}\/Users(?:\/|$)/;
    for (const route of routes.filter((r) => r.path.includes('/customer/'))) {
      expect(
        route.path.startsWith('/api/v1/customer/{customerId}/node/{nodeId}/') ||
          customerOnly.test(route.path),
        route.path,
      ).toBe(true);
      expect(route.auth).toBe('session');
    }
  });
});

describe('OpenAPI document for API users', () => {
  const doc = buildOpenApiDocument('1.2.3') as {
    info: { description: string };
    paths: Record<string, Record<string, any>>;
  };
  const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
  const operation = (id: string) => operations.find((op) => op.operationId === id);

  it('names only real operations in the per-route errors', () => {
    const ids = new Set(routes.map((r) => r.operationId));
    expect(Object.keys(ROUTE_ERRORS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it("documents only codes of the route's group catalogue: what its Lambda can answer with", () => {
    const lacking = routes.flatMap(({ operationId, group }) =>
      (ROUTE_ERRORS[operationId] ?? [])
        .filter((code) => !Object.hasOwn(groupCatalogues[group], code))
        .map((code) => `${group} ${operationId}: ${code}`),
    );
    expect(lacking).toEqual([]);
  });

  it('documents the 409 and 429 answers routes really give, with their codes', () => {
    expect(operation('login').responses['429'].description).toContain('`lockedOut`');
    const update = operation('updateUser').responses['409'].description;
    expect(update).toContain('`conflict`');
    expect(update).toContain('`userEmailExists`: Email is already in use.');
    expect(operation('addUserGroup').responses['409'].description).toContain('`userGroupNameExists`');
    expect(operation('findUsers').responses['409']).toBeUndefined();
  });

  it('shows the envelope literally (as code, so <name> is not taken for markup)', () => {
    expect(doc.info.description).toContain('`data.<name>DTO.values`');
  });

  it('marks email fields with format: email', () => {
    const body = operation('addUser').requestBody.content['application/json'].schema;
    expect(body.properties.email).toMatchObject({ type: 'string', format: 'email' });
  });

  it('speaks to API users, not of internal specification sections', () => {
    for (const op of operations) expect(op.summary, op.operationId).not.toMatch(/spec \d|§/);
  });
});
