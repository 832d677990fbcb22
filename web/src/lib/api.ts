import type * as z from 'zod/mini';
import type { ApiSchemas, OperationId } from '../api/routes.gen';
import i18n from 'i18next';
import { currentLanguage } from '../i18n';
import { touchActivity } from './activity';
import { ApiError, createApiClient, readCookie } from './api-client';
import { recordServerDate } from './server-clock';
import { reactionTo } from './session-rules';

type SessionEndHandler = (error: ApiError) => void;
let onSessionEnd: SessionEndHandler | undefined;

/** The signed-in layout says what a 401 does (clear the session, go to /login?err=...). */
export function setSessionEndHandler(handler: SessionEndHandler | undefined): void {
  onSessionEnd = handler;
}

/**
 * The app's API client: Accept-Language follows the language the user chose, state-changing calls echo
 * the XSRF-TOKEN cookie, every answer feeds the session rules
 * (docs/product/suppliers-and-accounts.md#sessions, docs/product/errors.md#in-the-browser) and its Date
 * header the estimate of the server's clock (lib/server-clock.ts).
 */
export const api = createApiClient({
  getLanguage: currentLanguage,
  messages: {
    network: () => i18n.t('api.network'),
    invalidResponse: (detail) => i18n.t('api.invalidResponse', { detail }),
    httpStatus: (status) => i18n.t('api.httpStatus', { status }),
  },
  getCsrfToken: () =>
    typeof document === 'undefined' ? undefined : readCookie(document.cookie, 'XSRF-TOKEN'),
  onServerDate: (date) => recordServerDate(date),
  onOutcome: ({ route, status, error }) => {
    const reaction = reactionTo(route, status);
    if (reaction === 'touch') touchActivity();
    else if (reaction === 'endSession' && error) onSessionEnd?.(error);
  },
});

// ------------------------------------------------------------------------------------------------------
// The one typed way to call a route (docs/decisions/015): `call(route, {params, query, body})` with a route
// of the generated table (web/src/api/routes.gen.ts). The path, method and envelope name come from the route
// table; the request and answer types from its shared zod schemas, type-only. In development and tests the
// answer is also parsed with the route's response schema, loaded on demand: production bundles hold no zod.
// It sits in this module so that the first screen fetches the client and `call` as one file.

/** A route as the generator writes it: plain data. */
export interface ApiRoute<O extends OperationId = OperationId> {
  readonly operationId: O;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway syntax: /api/v1/customer/{customerId}/Users */
  readonly path: string;
  readonly auth: 'public' | 'session' | 'supplier' | 'approver';
  /** The <name> of data.<name>DTO.values. */
  readonly responseName?: string;
}

type SchemaOf<O extends OperationId, K extends string> = ApiSchemas[O] extends { [P in K]: infer S }
  ? S extends z.ZodMiniType
    ? S
    : never
  : never;
type InputOf<O extends OperationId, K extends string> = [SchemaOf<O, K>] extends [never]
  ? undefined
  : z.input<SchemaOf<O, K>>;

/** What the route answers (data.<name>DTO.values); undefined for a route with no answer body. */
export type ApiResponse<O extends OperationId> = [SchemaOf<O, 'response'>] extends [never]
  ? undefined
  : z.output<SchemaOf<O, 'response'>>;
export type ApiParams<O extends OperationId> = InputOf<O, 'params'>;
export type ApiQuery<O extends OperationId> = InputOf<O, 'query'>;
/** The JSON body; a route with no body schema takes an upload (FormData) or nothing. */
export type ApiBody<O extends OperationId> = [SchemaOf<O, 'body'>] extends [never]
  ? FormData | undefined
  : z.input<SchemaOf<O, 'body'>>;

/** A part is optional when it is absent from the route or none of its fields is required. */
type Slot<K extends string, T> = undefined extends T
  ? { [P in K]?: T }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallInput<O extends OperationId> = Slot<'params', ApiParams<O>> &
  Slot<'query', ApiQuery<O>> &
  Slot<'body', ApiBody<O>> & {
    signal?: AbortSignal;
    /** Error statuses whose body is still an envelope, e.g. GET /api/health answers 503 with its report. */
    envelopeStatuses?: readonly number[];
  };

/** The input may be left out when none of its parts is required. */
type CallArgs<O extends OperationId> =
  object extends CallInput<O> ? [input?: CallInput<O>] : [input: CallInput<O>];

interface UrlInput {
  params?: unknown;
  query?: unknown;
}

/** The URL of a call: path parameters encoded into the template, the query's defined values appended. */
export function apiUrl<O extends OperationId>(route: ApiRoute<O>, ...[input]: CallArgs<O>): string {
  const { params, query } = (input ?? {}) as UrlInput;
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.operationId}: the path parameter ${name} is missing`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

/** Calls a route and answers data.<responseName>DTO.values, typed from the route's response schema. */
export async function call<O extends OperationId>(
  route: ApiRoute<O>,
  ...args: CallArgs<O>
): Promise<ApiResponse<O>> {
  const input = (args[0] ?? {}) as UrlInput & {
    body?: unknown;
    signal?: AbortSignal;
    envelopeStatuses?: readonly number[];
  };
  const value = await api.request<ApiResponse<O>>(apiUrl(route, ...args), {
    method: route.method,
    body: input.body,
    dto: route.responseName,
    signal: input.signal,
    envelopeStatuses: input.envelopeStatuses,
    route,
  });
  if (import.meta.env.DEV && route.responseName) await checkAnswer(route.operationId, value);
  return value;
}

/** Development and tests: an answer that does not match its schema is a contract breach, reported loudly. */
async function checkAnswer(operationId: OperationId, value: unknown): Promise<void> {
  const { apiSchemas } = await import('../api/schemas.gen');
  const schema = (apiSchemas[operationId] as { response?: z.ZodMiniType }).response;
  const result = schema?.safeParse(value);
  if (result && !result.success) {
    throw new ApiError({
      code: 'invalidResponse',
      status: 0,
      message: `${operationId}: the answer does not match its schema: ${result.error.message}`,
    });
  }
}
