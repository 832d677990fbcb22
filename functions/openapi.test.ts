import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';
import { routes } from './routes.js';

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
    // Spec 3 §7.13 places Users under the customer alone: the one exception.
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
