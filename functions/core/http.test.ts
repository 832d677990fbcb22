import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { catalogueOf } from '../../shared/errors.js';
import { PLATFORM_ERRORS } from '../../shared/errors/platform.js';
import { defineRoutes } from '../routes/types.js';
import { AppError, ConflictError } from './app-error.js';
import { createGroupHandler, httpResult, jsonNestsDeeperThan, MAX_JSON_DEPTH } from './http.js';
import { logger } from './logger.js';

// createGroupHandler checks its group's configuration at once, as a cold start does: give it one.
vi.hoisted(() => {
  for (const [name, value] of Object.entries({
    STAGE: 'test',
    APP_VERSION: '0.0.0',
    APP_ORIGINS: 'http://localhost:3000',
    TABLE_NAME: 'tenderbox',
    DOCUMENTS_BUCKET: 'tenderbox-documents',
    WS_MANAGEMENT_ENDPOINT: 'http://127.0.0.1:3005',
    WORKFLOW_PROBE_STATE_MACHINE_ARN: 'arn:aws:states:ca-central-1:000000000000:stateMachine:workflow-probe',
    JOB_SCHEDULE_PROBE_STATE_MACHINE_ARN:
      'arn:aws:states:ca-central-1:000000000000:stateMachine:job-schedule-probe',
  }))
    vi.stubEnv(name, value);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

/** The texts these handlers answer with: the platform's, for a throttled call. */
const catalogue = catalogueOf(PLATFORM_ERRORS);

const routes = defineRoutes([
  {
    operationId: 'createThing',
    method: 'POST',
    path: '/api/v1/things',
    group: 'system',
    auth: 'public',
    summary: 'test',
    body: z.object({
      name: z.string().check(z.minLength(1)),
      email: z.email(),
      count: z.number().check(z.int(), z.maximum(5)),
    }),
    responseName: 'thing',
    successStatus: 201,
  },
  {
    operationId: 'getThing',
    method: 'GET',
    path: '/api/v1/things/{thingId}',
    group: 'system',
    auth: 'public',
    summary: 'test',
    params: z.object({ thingId: z.string().check(z.regex(/^t\d+$/)) }),
    query: z.object({ verbose: z.optional(z.enum(['yes', 'no'])) }),
    responseName: 'thing',
  },
  {
    operationId: 'explode',
    method: 'GET',
    path: '/api/v1/explode',
    group: 'system',
    auth: 'public',
    summary: 'test',
  },
  {
    operationId: 'conflict',
    method: 'GET',
    path: '/api/v1/conflict',
    group: 'system',
    auth: 'public',
    summary: 'test',
  },
  {
    operationId: 'secret',
    method: 'GET',
    path: '/api/v1/secret',
    group: 'system',
    auth: 'session',
    permission: null,
    summary: 'test',
  },
  {
    operationId: 'teapot',
    method: 'GET',
    path: '/api/v1/teapot',
    group: 'system',
    auth: 'public',
    summary: 'test',
  },
]);

const handler = createGroupHandler(routes, catalogue, {
  createThing: async ({ body }) => ({ id: 't1', ...body }),
  getThing: async ({ params, query }) => ({ id: params.thingId, verbose: query.verbose ?? 'no' }),
  explode: async () => {
    throw new TypeError('kaboom: secret internals');
  },
  conflict: async () => {
    throw new ConflictError();
  },
  secret: async () => 'never',
  teapot: async () => httpResult({ status: 202, values: { brewing: true }, headers: { 'x-extra': '1' } }),
});

function event(
  method: string,
  path: string,
  init: Partial<APIGatewayProxyEventV2> = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: '',
    headers: { ...init.headers },
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId: 'req-123456789',
      routeKey: '$default',
      stage: '$default',
      time: '',
      timeEpoch: 0,
    },
    isBase64Encoded: false,
    ...init,
  } as APIGatewayProxyEventV2;
}

const context = { awsRequestId: 'ctx', getRemainingTimeInMillis: () => 29_000 } as unknown as Context;

async function call(e: APIGatewayProxyEventV2) {
  const result = (await handler(e, context)) as APIGatewayProxyStructuredResultV2;
  return { ...result, json: result.body ? (JSON.parse(result.body) as Record<string, any>) : undefined };
}

const json = { 'content-type': 'application/json' };

afterEach(() => vi.restoreAllMocks());

describe('createGroupHandler', () => {
  it('wraps values in data.<name>DTO.values with the route status and a correlation id header', async () => {
    const res = await call(
      event('POST', '/api/v1/things', {
        headers: json,
        body: JSON.stringify({ name: 'a', email: 'a@b.ca', count: 2 }),
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json).toEqual({
      data: { thingDTO: { values: { id: 't1', name: 'a', email: 'a@b.ca', count: 2 } } },
    });
    expect(res.headers?.['x-correlation-id']).toBe('req-123456789');
  });

  it('keeps a well-formed incoming correlation id', async () => {
    const res = await call(
      event('GET', '/api/v1/things/t9', { headers: { 'X-Correlation-Id': 'abc-DEF-12345' } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers?.['x-correlation-id']).toBe('abc-DEF-12345');
    expect(res.json?.data.thingDTO.values).toEqual({ id: 't9', verbose: 'no' });
  });

  it('answers 400 with a field error per problem, in English by default', async () => {
    const res = await call(
      event('POST', '/api/v1/things', {
        headers: json,
        body: JSON.stringify({ email: 'not-an-email', count: 9 }),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json?.error).toMatchObject({
      code: 'invalidParameter',
      status: 400,
      message: ERROR_CATALOGUE.invalidParameter.en,
      correlationId: 'req-123456789',
    });
    expect(res.json?.error.fields).toEqual([
      { field: 'body.name', code: 'required', message: 'This field is required.' },
      { field: 'body.email', code: 'invalidEmail', message: 'Invalid Email Format' },
      { field: 'body.count', code: 'tooBig', message: 'Must be at most 5.' },
    ]);
  });

  it('answers in French when the user asks for French', async () => {
    const res = await call(
      event('POST', '/api/v1/things', {
        headers: { ...json, 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
        body: JSON.stringify({ name: '', email: 'a@b.ca', count: 1 }),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json?.error.message).toBe(ERROR_CATALOGUE.invalidParameter.fr);
    expect(res.json?.error.fields).toEqual([
      { field: 'body.name', code: 'required', message: 'Ce champ est obligatoire.' },
    ]);
  });

  it('refuses a body that is not JSON, and one without a JSON content type', async () => {
    const broken = await call(event('POST', '/api/v1/things', { headers: json, body: '{"name": ' }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json?.error.code).toBe('invalidJson');
    const text = await call(
      event('POST', '/api/v1/things', { headers: { 'content-type': 'text/plain' }, body: 'hi' }),
    );
    expect(text.statusCode).toBe(415);
    expect(text.json?.error.code).toBe('unsupportedMediaType');
  });

  it('refuses a 10,000-level nested body with jsonTooDeep before parsing it, even under a key the schema drops', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const res = await call(
      event('POST', '/api/v1/things', {
        headers: json,
        body: `{"name":"a","email":"a@b.ca","count":1,"extra":${deep}}`,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json?.error.code).toBe('jsonTooDeep');
  });

  it('measures JSON depth without counting brackets inside strings', () => {
    const nested = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(jsonNestsDeeperThan(JSON.stringify({ a: '[[[[[[\\"{{{{' }), 2)).toBe(false);
  });

  it('refuses a forbidden character in any text a schema let through, with the catalogue code in the user language', async () => {
    const res = await call(
      event('POST', '/api/v1/things', {
        headers: { ...json, 'accept-language': 'fr' },
        body: JSON.stringify({ name: 'Acme\u202Efdp.exe', email: 'a@b.ca', count: 1 }),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json?.error).toMatchObject({
      code: 'textUnsafeCharacters',
      message: ERROR_CATALOGUE.textUnsafeCharacters.fr,
      fields: [{ field: 'body.name', code: 'invalid', message: ERROR_CATALOGUE.textUnsafeCharacters.fr }],
    });
    const nul = await call(
      event('POST', '/api/v1/things', {
        headers: json,
        body: JSON.stringify({ name: 'a\u0000b', email: 'a@b.ca', count: 1 }),
      }),
    );
    expect(nul.json?.error.code).toBe('textUnsafeCharacters');
  });

  it('reports a missing body as a required body', async () => {
    const res = await call(event('POST', '/api/v1/things', { headers: json }));
    expect(res.statusCode).toBe(400);
    expect(res.json?.error.fields).toEqual([
      { field: 'body', code: 'required', message: 'This field is required.' },
    ]);
  });

  it('validates path and query parameters', async () => {
    const res = await call(
      event('GET', '/api/v1/things/x1', {
        queryStringParameters: { verbose: 'maybe' },
        rawQueryString: 'verbose=maybe',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json?.error.fields.map((f: { field: string }) => f.field)).toEqual([
      'path.thingId',
      'query.verbose',
    ]);
  });

  it('answers an unknown path with a catalogue 404', async () => {
    const res = await call(event('GET', '/api/v1/nothing-here'));
    expect(res.statusCode).toBe(404);
    expect(res.json?.error).toMatchObject({
      code: 'routeNotFound',
      status: 404,
      correlationId: 'req-123456789',
    });
  });

  it('hides an unexpected exception behind the unknown-error message and logs its stack', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const res = await call(event('GET', '/api/v1/explode'));
    expect(res.statusCode).toBe(500);
    expect(res.json?.error).toEqual({
      code: 'unknown',
      status: 500,
      message: ERROR_CATALOGUE.unknown.en,
      correlationId: 'req-123456789',
    });
    expect(res.body).not.toContain('kaboom');
    expect(logged).toHaveBeenCalledTimes(1);
    const [, attrs] = logged.mock.calls[0] as [string, { correlationId: string; error: Error }];
    expect(attrs.correlationId).toBe('req-123456789');
    expect(attrs.error.stack).toContain('kaboom');
  });

  it('maps typed domain errors to their status', async () => {
    const res = await call(event('GET', '/api/v1/conflict'));
    expect(res.statusCode).toBe(409);
    expect(res.json?.error.code).toBe('conflict');
  });

  it('gives a field a service left without a message the error’s own text, in the user’s language', async () => {
    const refusing = createGroupHandler(
      defineRoutes([
        { operationId: 'x', method: 'POST', path: '/x', group: 'system', auth: 'public', summary: 's' },
      ]),
      catalogue,
      {
        x: async () => {
          throw new AppError('conflict', { fields: [{ field: 'body.comments', code: 'required' }] });
        },
      },
    );
    for (const lang of ['en', 'fr'] as const) {
      const res = (await refusing(
        event('POST', '/x', { headers: { 'accept-language': lang } }),
        context,
      )) as APIGatewayProxyStructuredResultV2;
      expect(JSON.parse(res.body ?? '{}').error.fields).toEqual([
        { field: 'body.comments', code: 'required', message: ERROR_CATALOGUE.conflict[lang] },
      ]);
    }
  });

  it('sends a throttled refusal’s wait as Retry-After, with the catalogue’s 429', async () => {
    const throttled = createGroupHandler(
      defineRoutes([
        { operationId: 'x', method: 'GET', path: '/x', group: 'system', auth: 'public', summary: 's' },
      ]),
      catalogue,
      {
        x: async () => {
          throw new AppError('tooManyRequests', { retryAfterSeconds: 42 });
        },
      },
    );
    const res = (await throttled(
      event('GET', '/x', { headers: { 'accept-language': 'fr' } }),
      context,
    )) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(429);
    expect(res.headers?.['retry-after']).toBe('42');
    expect(JSON.parse(res.body ?? '{}').error).toMatchObject({
      code: 'tooManyRequests',
      message: ERROR_CATALOGUE.tooManyRequests.fr,
    });
    expect((await call(event('GET', '/api/v1/conflict'))).headers).not.toHaveProperty('retry-after');
  });

  it('refuses a session route without a session cookie (401)', async () => {
    const res = await call(event('GET', '/api/v1/secret'));
    expect(res.statusCode).toBe(401);
    expect(res.json?.error.code).toBe('unauthorized');
  });

  it('lets a handler choose status and headers', async () => {
    const res = await call(event('GET', '/api/v1/teapot'));
    expect(res.statusCode).toBe(202);
    expect(res.headers?.['x-extra']).toBe('1');
    expect(res.json).toEqual({ data: { teapotDTO: { values: { brewing: true } } } });
  });

  it('runs the most specific route, whatever the order of the route table (a literal beats a parameter)', async () => {
    const base = { group: 'system', auth: 'public', summary: 's' } as const;
    const shadowed = createGroupHandler(
      defineRoutes([
        { ...base, operationId: 'one', method: 'DELETE', path: '/x/{id}/Documents/{documentId}' },
        { ...base, operationId: 'uploads', method: 'DELETE', path: '/x/{id}/Documents/Uploads' },
      ]),
      catalogue,
      {
        one: async () => httpResult({ status: 200, values: { ran: 'one' } }),
        uploads: async () => httpResult({ status: 200, values: { ran: 'uploads' } }),
      },
    );
    const ran = async (path: string) => {
      const res = (await shadowed(event('DELETE', path), context)) as APIGatewayProxyStructuredResultV2;
      return JSON.parse(res.body ?? '{}').data;
    };
    expect(await ran('/x/a/Documents/Uploads')).toEqual({ uploadsDTO: { values: { ran: 'uploads' } } });
    expect(await ran('/x/a/Documents/d1')).toEqual({ oneDTO: { values: { ran: 'one' } } });
  });

  it('lets a user-facing override replace the catalogue text', async () => {
    const custom = createGroupHandler(
      defineRoutes([
        { operationId: 'x', method: 'GET', path: '/x', group: 'system', auth: 'public', summary: 's' },
      ]),
      catalogue,
      {
        x: async () => {
          throw new AppError('notAllowed', { userMessage: { en: 'Closed for bids.' } });
        },
      },
    );
    const res = (await custom(event('GET', '/x'), context)) as APIGatewayProxyStructuredResultV2;
    expect(JSON.parse(res.body ?? '{}').error.message).toBe('Closed for bids.');
  });

  it('tells onRefusal of every 4xx before answering it, the authorisation checks included, and of nothing else', async () => {
    const seen: string[] = [];
    const watched = createGroupHandler(
      routes,
      catalogue,
      {
        createThing: async ({ body }) => ({ id: 't1', ...body }),
        getThing: async ({ params }) => ({ id: params.thingId }),
        explode: async () => {
          throw new TypeError('kaboom');
        },
        conflict: async () => {
          throw new ConflictError();
        },
        secret: async () => 'never',
        teapot: async () => 'tea',
      },
      { onRefusal: async ({ route, error }) => void seen.push(`${route.operationId} ${error.code}`) },
    );
    const answer = async (e: APIGatewayProxyEventV2) =>
      ((await watched(e, context)) as APIGatewayProxyStructuredResultV2).statusCode;
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    expect(await answer(event('GET', '/api/v1/conflict'))).toBe(409);
    expect(await answer(event('GET', '/api/v1/secret'))).toBe(401);
    expect(await answer(event('GET', '/api/v1/things/nope'))).toBe(400);
    expect(await answer(event('GET', '/api/v1/things/t1'))).toBe(200);
    expect(await answer(event('GET', '/api/v1/explode'))).toBe(500);
    expect(seen).toEqual(['conflict conflict', 'secret unauthorized', 'getThing invalidParameter']);
  });

  it('answers what onRefusal throws instead of the refusal: no refusal goes unrecorded', async () => {
    const failing = createGroupHandler(
      defineRoutes([
        { operationId: 'x', method: 'GET', path: '/x', group: 'system', auth: 'public', summary: 's' },
      ]),
      catalogue,
      {
        x: async () => {
          throw new ConflictError();
        },
      },
      {
        onRefusal: async () => {
          throw new TypeError('audit store down');
        },
      },
    );
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    const res = (await failing(event('GET', '/x'), context)) as APIGatewayProxyStructuredResultV2;
    expect(res.statusCode).toBe(500);
  });
});
