/**
 * The OpenAPI 3.1 document, generated from the route table and its zod schemas (zod's own JSON Schema
 * output, so no second description of any payload exists). The local runtime serves it with a reference page.
 */
import * as z from 'zod/mini';
import { ERROR_CATALOGUE } from '../shared/error-catalogue.js';
import type { ErrorCode } from '../shared/errors.js';
import { ROUTE_ERRORS } from './routes/errors.js';
import { routes } from './routes.js';
import type { RouteDef } from './routes/types.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const errorBody: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'status', 'message', 'correlationId'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_CATALOGUE) },
        status: { type: 'integer' },
        message: { type: 'string', description: "Catalogue message in the caller's language" },
        correlationId: { type: 'string' },
        fields: {
          type: 'array',
          items: {
            type: 'object',
            required: ['field', 'code', 'message'],
            properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
    data: {
      type: 'array',
      items: { type: 'string' },
      description: "['agencyMismatch', message] on an agency mismatch",
    },
  },
};

function parametersOf(route: RouteDef): JsonSchema[] {
  const out: JsonSchema[] = [];
  const names = [...route.path.matchAll(/\{(\w+)\+?\}/g)].map((m) => m[1] as string);
  const pathShape =
    route.params instanceof z.ZodMiniObject ? (route.params.shape as Record<string, z.ZodMiniType>) : {};
  for (const name of names) {
    const schema = pathShape[name];
    out.push({
      name,
      in: 'path',
      required: true,
      schema: schema ? toSchema(schema, 'input') : { type: 'string' },
    });
  }
  if (route.query instanceof z.ZodMiniObject) {
    for (const [name, schema] of Object.entries(route.query.shape as Record<string, z.ZodMiniType>)) {
      out.push({
        name,
        in: 'query',
        required: !schema.safeParse(undefined).success,
        schema: toSchema(schema, 'input'),
      });
    }
  }
  return out;
}

/** The route's own catalogue errors (functions/routes/errors.ts), grouped by their HTTP status. */
function routeErrorsByStatus(route: RouteDef): [string, ErrorCode[]][] {
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of ROUTE_ERRORS[route.operationId] ?? []) {
    const status = String(ERROR_CATALOGUE[code].status);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return [...byStatus];
}

function operationOf(route: RouteDef): JsonSchema {
  const name = `${route.responseName ?? route.operationId}DTO`;
  const status = String(route.successStatus ?? 200);
  const success =
    status === '204'
      ? { description: 'No content' }
      : {
          description: 'Success',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  data: {
                    type: 'object',
                    properties: {
                      [name]: {
                        type: 'object',
                        properties: { values: route.response ? toSchema(route.response, 'output') : {} },
                      },
                    },
                  },
                },
              },
            },
          },
        };
  const errorResponse = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  const specific: Record<string, ReturnType<typeof errorResponse>> = {};
  for (const [status, codes] of routeErrorsByStatus(route)) {
    specific[status] = errorResponse(
      codes.map((code) => `\`${code}\`: ${ERROR_CATALOGUE[code].en}`).join(' — '),
    );
  }
  return {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.group],
    ...(route.auth === 'public' ? { security: [] } : {}),
    'x-auth': route.auth,
    ...(route.permission ? { 'x-route-permission': route.permission } : {}),
    ...(route.alsoViewableUnder ? { 'x-also-viewable-under': [...route.alsoViewableUnder] } : {}),
    ...(route.siteAdmin ? { 'x-site-admin': true } : {}),
    parameters: parametersOf(route),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: toSchema(route.body, 'input'),
                ...(route.example?.body === undefined ? {} : { example: route.example.body }),
              },
            },
          },
        }
      : {}),
    responses: {
      [status]: success,
      '400': errorResponse('Invalid input: field errors in the catalogue shape'),
      ...(route.auth === 'public'
        ? {}
        : { '401': errorResponse('No valid session'), '403': errorResponse('Forbidden') }),
      '404': errorResponse('Not found'),
      ...specific,
      '500': errorResponse('Unexpected error: the catalogue message and a correlation id'),
    },
  };
}

export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tenderbox API',
      version,
      description: [
        'Public-sector procurement and e-tendering.',
        '',
        'A successful answer wraps its data as `data.<name>DTO.values`, where `<name>` is given with each operation.',
        'An error answers `{ "error": { "code", "status", "message", "correlationId", "fields"? } }`: `code` is stable',
        'and meant for programs, `message` is written for people, in the language of `Accept-Language` (en or fr),',
        'and `fields` lists each invalid input with its own message. Quote the `correlationId` when reporting a problem.',
        '',
        'Signed-in calls carry the session cookie; those that change something also echo the `XSRF-TOKEN` cookie in',
        "the `X-XSRF-TOKEN` header, and every change comes from the application's own origin. A `409 conflict` means someone else",
        'changed the record since you read it: read it again, then retry with the new `version`.',
      ].join('\n'),
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: errorBody },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'tb_session' } },
    },
    security: [{ session: [] }],
  };
}
