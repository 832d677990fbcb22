import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import {
  answerFrom,
  BASE_ERRORS,
  catalogueEntry,
  catalogueMessage,
  pickLanguage,
  type CatalogueArea,
  type ErrorBody,
  type ErrorCode,
  type FieldError,
  type Language,
} from '../../shared/errors.js';
import { findUnsafeText } from '../../shared/domain/safe-text.js';
import { catalogueCodeOf, toFieldErrors } from '../../shared/validation.js';
import type { RouteDef } from '../routes/types.js';
import { AppError, ValidationError } from './app-error.js';
import { authorizeRequest } from './authorize.js';
import { checkConfiguration } from './env.js';
import { logger } from './logger.js';
import { compareRouteSpecificity } from './route-specificity.js';
import type { SessionContext } from './session.js';

/** What an operation handler receives: validated input plus the request's own facts. */
export interface RequestContext<P = unknown, Q = unknown, B = unknown, S = SessionContext | null> {
  /** The caller's session: always set on session routes, null on public ones. */
  session: S;
  params: P;
  query: Q;
  body: B;
  lang: Language;
  correlationId: string;
  headers: Record<string, string | undefined>;
  cookies: string[];
  route: RouteDef;
  event: APIGatewayProxyEventV2;
}

/** A handler may return plain values (wrapped in the envelope) or a full result. */
export interface HttpResult {
  __http: true;
  status?: number;
  values?: unknown;
  headers?: Record<string, string>;
  cookies?: string[];
}

export function httpResult(result: Omit<HttpResult, '__http'>): HttpResult {
  return { __http: true, ...result };
}

type Infer<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;

export type OperationHandler<R extends RouteDef = RouteDef> = (
  ctx: RequestContext<
    Infer<R['params']>,
    Infer<R['query']>,
    Infer<R['body']>,
    R['auth'] extends 'session' | 'supplier' ? SessionContext : SessionContext | null
  >,
) => Promise<unknown>;

/** The handlers of one resource group, keyed by the operationIds of its routes. */
export type GroupHandlers<Routes extends readonly RouteDef[]> = {
  [K in Routes[number] as K['operationId']]: OperationHandler<K>;
};

const CORRELATION_HEADER = 'x-correlation-id';

interface ApiEvent extends APIGatewayProxyEventV2 {
  correlationId?: string;
  lang?: Language;
}

/** The response envelope (docs/product/errors.md#successful-answers): data.<name>DTO.values */
export function envelope(name: string, values: unknown): { data: Record<string, { values: unknown }> } {
  return { data: { [`${name}DTO`]: { values } } };
}

/**
 * Header names in lower case, whatever case the client sent: what @middy/http-header-normalizer did with
 * its defaults, in a few lines instead of its 0.4 kB gzip in every bundle (decision 044).
 */
function lowerCaseHeaders(event: APIGatewayProxyEventV2): void {
  if (!event.headers) return;
  const headers: APIGatewayProxyEventV2['headers'] = {};
  for (const key of Object.keys(event.headers)) headers[key.toLowerCase()] = event.headers[key];
  event.headers = headers;
}

/**
 * Builds the Lambda of one resource group: one middy stack (header names in lower case, correlation id
 * and log keys, the router, the error handler last) around a route per operation of the route table. It
 * answers with the texts of `catalogue`, the group's (its route file's `catalogueOf`).
 */
export function createGroupHandler<Routes extends readonly RouteDef[]>(
  routes: Routes,
  catalogue: CatalogueArea,
  handlers: NoInfer<GroupHandlers<Routes>>,
  options: GroupOptions = {},
) {
  // Cold start: a group whose configuration is incomplete fails here, naming what is missing.
  if (routes[0]) checkConfiguration(routes[0].group);
  answerFrom(catalogue);
  const table = handlers as unknown as Record<string, OperationHandler>;
  const router = httpRouterHandler({
    // The router tries a group's parameterised routes in order: most specific first, as API Gateway chose.
    routes: [...routes]
      .sort((a, b) => compareRouteSpecificity(a.path, b.path))
      .map((route) => {
        const operation = table[route.operationId];
        if (!operation) throw new Error(`No handler for ${route.operationId}`);
        return {
          method: route.method,
          path: route.path,
          handler: (event: ApiEvent) => runRefusable(route, operation, event, options.onRefusal),
        };
      }),
    notFoundResponse: () => {
      throw new AppError('routeNotFound');
    },
  });

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use({
      before: (request) => {
        const event = request.event as ApiEvent;
        lowerCaseHeaders(event);
        const incoming = event.headers?.[CORRELATION_HEADER];
        event.correlationId =
          incoming && /^[A-Za-z0-9_-]{8,64}$/.test(incoming)
            ? incoming
            : (event.requestContext?.requestId ?? randomUUID());
        event.lang = pickLanguage(event.headers?.['accept-language']);
        logger.appendKeys({
          correlationId: event.correlationId,
          method: event.requestContext?.http?.method,
          path: event.rawPath,
        });
      },
      after: (request) => {
        const event = request.event as ApiEvent;
        if (request.response) {
          request.response.headers = {
            ...request.response.headers,
            [CORRELATION_HEADER]: event.correlationId ?? '',
          };
        }
        logger.removeKeys(['correlationId', 'method', 'path']);
      },
      onError: (request) => {
        const event = request.event as ApiEvent;
        request.response = errorResponse(
          request.error,
          event.correlationId ?? randomUUID(),
          event.lang ?? 'en',
        );
        logger.removeKeys(['correlationId', 'method', 'path']);
      },
    })
    .handler(
      router as unknown as (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>,
    );
}

/** A call refused with a 4xx, by the authorisation checks, the validation or the handler. */
export interface Refusal {
  route: RouteDef;
  event: APIGatewayProxyEventV2;
  error: AppError;
}

/** What a group may add around its routes. */
export interface GroupOptions {
  /**
   * Called with each refusal of one of the group's routes before it is answered; what it throws answers
   * instead. The groups that address a sealed bid audit their refusals so (decision 061).
   */
  onRefusal?: (refusal: Refusal) => Promise<void>;
}

async function runRefusable(
  route: RouteDef,
  operation: OperationHandler,
  event: ApiEvent,
  onRefusal: GroupOptions['onRefusal'],
): Promise<APIGatewayProxyStructuredResultV2> {
  if (!onRefusal) return runOperation(route, operation, event);
  try {
    return await runOperation(route, operation, event);
  } catch (error) {
    const status = error instanceof AppError ? catalogueEntry(error.code)?.status : undefined;
    if (status !== undefined && status >= 400 && status < 500)
      await onRefusal({ route, event, error: error as AppError });
    throw error;
  }
}

async function runOperation(
  route: RouteDef,
  operation: OperationHandler,
  event: ApiEvent,
): Promise<APIGatewayProxyStructuredResultV2> {
  const lang = event.lang ?? 'en';
  // Who may call comes before what they sent: a caller without a session learns nothing from validation.
  const session = await authorizeRequest(route, event);
  // Every part is checked before refusing, so the user sees all problems at once.
  const fields: FieldError[] = [];
  const rules: ErrorCode[] = [];
  const parse = (schema: z.ZodMiniType | undefined, input: unknown, where: string) =>
    parsePart(schema, input, where, lang, fields, rules);
  const params = parse(route.params, event.pathParameters ?? {}, 'path');
  const query = parse(route.query, event.queryStringParameters ?? {}, 'query');
  const body = route.body ? parse(route.body, readJsonBody(event), 'body') : undefined;
  // What the schemas let through, text fields their building blocks do not cover included, holds no
  // forbidden character (decision 070): one check for every route. After them, so that a file name they
  // cleaned passes.
  if (fields.length === 0) {
    for (const [where, value] of [
      ['path', params],
      ['query', query],
      ['body', body],
    ] as const) {
      const at = findUnsafeText(value);
      if (!at) continue;
      fields.push({
        field: [where, ...at].join('.'),
        code: 'invalid',
        message: catalogueMessage('textUnsafeCharacters', lang),
      });
      rules.push('textUnsafeCharacters');
    }
  }
  // Only rules of the catalogue broken (a required name, forbidden characters): the first one's code
  // answers, as a service's rule would; any other problem makes it a plain invalid parameter.
  if (fields.length > 0) {
    throw rules.length === fields.length ? new AppError(rules[0]!, { fields }) : new ValidationError(fields);
  }

  const result = await operation({
    session,
    params,
    query,
    body,
    lang,
    correlationId: event.correlationId ?? randomUUID(),
    headers: event.headers ?? {},
    cookies: event.cookies ?? [],
    route,
    event,
  });

  const status = route.successStatus ?? 200;
  const name = route.responseName ?? route.operationId;
  if (isHttpResult(result)) {
    const code = result.status ?? status;
    return {
      statusCode: code,
      headers: { 'content-type': 'application/json; charset=utf-8', ...result.headers },
      cookies: result.cookies,
      body: code === 204 ? '' : JSON.stringify(envelope(name, result.values ?? null)),
    };
  }
  if (status === 204) return { statusCode: 204, body: '' };
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(envelope(name, result ?? null)),
  };
}

function isHttpResult(value: unknown): value is HttpResult {
  return typeof value === 'object' && value !== null && (value as HttpResult).__http === true;
}

function parsePart(
  schema: z.ZodMiniType | undefined,
  input: unknown,
  where: string,
  lang: Language,
  fields: FieldError[],
  rules: ErrorCode[],
): unknown {
  if (!schema) return input;
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  fields.push(...toFieldErrors(parsed.error.issues, lang, where));
  for (const issue of parsed.error.issues) {
    const rule = catalogueCodeOf(issue);
    if (rule) rules.push(rule);
  }
  return undefined;
}

/**
 * How deep a request body may nest: no request of the product goes past a dozen levels, and DynamoDB
 * refuses documents deeper than 32. Checked on the text before JSON.parse, so a 10,000-level body costs
 * one pass over its characters and never reaches a recursive parser or validator.
 */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text opens more than `max` arrays or objects inside one another (strings skipped). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^application\/(?:[\w.+-]*\+)?json\b/i.test(contentType)) throw new AppError('unsupportedMediaType');
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw new AppError('jsonTooDeep');
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new AppError('invalidJson', { cause });
  }
}

/**
 * Maps any thrown value to the catalogue shape. 4xx carry their catalogue message in the user's language;
 * anything unexpected becomes the unknown-error message with the correlation id, and its stack goes to
 * the log only.
 */
export function errorResponse(
  error: unknown,
  correlationId: string,
  lang: Language,
): APIGatewayProxyStructuredResultV2 {
  let appError: AppError;
  if (error instanceof AppError) {
    appError = error;
  } else {
    const status = (error as { statusCode?: number } | undefined)?.statusCode;
    // middy's own http errors (router 404/405) become their catalogue entries.
    if (status === 404) appError = new AppError('routeNotFound');
    else if (status === 405) appError = new AppError('methodNotAllowed');
    else appError = new AppError('unknown', { cause: error });
  }
  // A code its group's catalogue lacks has no entry here: the build test forbids it.
  if (!catalogueEntry(appError.code)) appError = new AppError('unknown', { cause: appError });
  const entry = catalogueEntry(appError.code) ?? BASE_ERRORS.unknown;
  if (entry.status >= 500) {
    const cause = appError.cause ?? appError;
    logger.error('Request failed', {
      correlationId,
      code: appError.code,
      error: cause instanceof Error ? cause : new Error(String(cause)),
    });
  } else {
    logger.info('Request refused', { correlationId, code: appError.code, detail: appError.message });
  }
  const message = appError.userMessage?.[lang] ?? catalogueMessage(appError.code, lang, appError.params);
  const body: ErrorBody = {
    error: {
      code: appError.code,
      status: entry.status,
      message,
      correlationId,
      ...(appError.fields
        ? { fields: appError.fields.map((field) => ({ ...field, message: field.message ?? message })) }
        : {}),
      ...(appError.publicDetails ? { details: appError.publicDetails } : {}),
    },
    ...(appError.code === 'agencyMismatch' ? { data: ['agencyMismatch', message] as [string, string] } : {}),
  };
  return {
    statusCode: entry.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      // Never kept by CloudFront (which caches the public API, decision 071) nor a browser: a refusal is
      // the caller's, in its language, and a 5xx is passing.
      'cache-control': 'no-store',
      [CORRELATION_HEADER]: correlationId,
      ...(appError.retryAfterSeconds !== undefined
        ? { 'retry-after': String(appError.retryAfterSeconds) }
        : {}),
    },
    body: JSON.stringify(body),
  };
}
