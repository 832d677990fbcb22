import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { compareRouteSpecificity } from '../../functions/core/route-specificity.js';
import { LOCAL_ACCOUNT } from './local-env.js';

export interface RouteLike {
  method: string;
  path: string;
  group: string;
  operationId: string;
}

export interface RouteMatch<R extends RouteLike> {
  route: R;
  pathParameters: Record<string, string>;
}

interface Segment {
  literal?: string;
  param?: string;
  greedy?: boolean;
}

/** Parsed templates: every request is matched against every route, and the route table never changes. */
const parsedTemplates = new Map<string, Segment[]>();

function parseTemplate(path: string): Segment[] {
  let segments = parsedTemplates.get(path);
  if (!segments) {
    segments = path
      .split('/')
      .filter(Boolean)
      .map((part) => {
        const param = /^\{([^}+]+)(\+)?\}$/.exec(part);
        if (!param) return { literal: part };
        return { param: param[1], greedy: Boolean(param[2]) };
      });
    parsedTemplates.set(path, segments);
  }
  return segments;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Matches a path against one template; null when it does not fit. */
export function matchPath(template: string, rawPath: string): Record<string, string> | null {
  return matchParts(parseTemplate(template), rawPath.split('/').filter(Boolean));
}

function matchParts(segments: Segment[], parts: string[]): Record<string, string> | null {
  // The literals first: a request is matched against every route, and most differ in a literal, so the
  // parameters (whose decoding may throw on a malformed escape) are decoded only for a route that fits.
  const greedyAt = segments.findIndex((segment) => segment.greedy);
  if (greedyAt === -1 ? parts.length !== segments.length : parts.length <= greedyAt) return null;
  for (let i = 0; i < segments.length && i !== greedyAt; i++)
    if (segments[i]!.literal !== undefined && segments[i]!.literal !== parts[i]) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.greedy) {
      params[segment.param!] = parts.slice(i).map(safeDecode).join('/');
      return params;
    }
    if (segment.literal !== undefined) continue;
    const value = safeDecode(parts[i]!);
    if (value === '') return null;
    params[segment.param!] = value;
  }
  return params;
}

export interface RouteLookup<R extends RouteLike> {
  /** The route for this method and path */
  match: RouteMatch<R> | null;
  /** Whether some route has this path with another method (the product answers 405) */
  pathExists: boolean;
}

export function findRouteFor<R extends RouteLike>(
  routes: readonly R[],
  method: string,
  rawPath: string,
): RouteLookup<R> {
  const parts = rawPath.split('/').filter(Boolean);
  const candidates = routes
    .map((route) => ({ route, params: matchParts(parseTemplate(route.path), parts) }))
    .filter((c): c is { route: R; params: Record<string, string> } => c.params !== null)
    .sort((a, b) => compareRouteSpecificity(a.route.path, b.route.path));
  const upper = method.toUpperCase();
  const hit = candidates.find((c) => c.route.method === upper);
  return {
    match: hit ? { route: hit.route, pathParameters: hit.params } : null,
    pathExists: candidates.length > 0,
  };
}

/** Body types API Gateway passes as text; anything else arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/(?:[\w.+-]*\+)?(?:json|xml)$/.test(type) ||
    type === 'application/x-www-form-urlencoded' ||
    type === 'application/javascript' ||
    type === 'application/graphql'
  );
}

export interface IncomingRequestFacts {
  method: string;
  /** The request target as received: path and query string */
  url: string;
  /** Raw header pairs as Node reports them (rawHeaders) */
  rawHeaders: string[];
  body: Buffer;
  sourceIp: string;
  protocol: string;
  domainName: string;
  requestId: string;
  now: Date;
}

/** The API Gateway HTTP API payload format 2.0 event for one request. */
export function buildHttpApiEvent(
  request: IncomingRequestFacts,
  routeKey: string,
  pathParameters: Record<string, string> | undefined,
): APIGatewayProxyEventV2 {
  const queryIndex = request.url.indexOf('?');
  const rawPath = queryIndex === -1 ? request.url : request.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : request.url.slice(queryIndex + 1);

  // Format 2.0: duplicate headers joined by commas, names lower-cased, cookies moved to their own array.
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!.toLowerCase();
    const value = request.rawHeaders[i + 1]!;
    if (name === 'cookie') {
      cookies.push(
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      );
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }

  // Duplicate query parameters are joined by commas too.
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    queryStringParameters[name] =
      queryStringParameters[name] === undefined ? value : `${queryStringParameters[name]},${value}`;
  }

  const hasBody = request.body.length > 0;
  const text = isTextContentType(headers['content-type']);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: LOCAL_ACCOUNT,
      apiId: 'local',
      domainName: request.domainName,
      domainPrefix: request.domainName.split('.')[0]!.split(':')[0]!,
      http: {
        method: request.method.toUpperCase(),
        path: rawPath,
        protocol: request.protocol,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: request.requestId,
      routeKey,
      stage: '$default',
      time: formatClf(request.now),
      timeEpoch: request.now.getTime(),
    },
    isBase64Encoded: hasBody ? !text : false,
  };
  if (cookies.length > 0) event.cookies = cookies;
  if (Object.keys(queryStringParameters).length > 0) event.queryStringParameters = queryStringParameters;
  if (pathParameters && Object.keys(pathParameters).length > 0) event.pathParameters = pathParameters;
  if (hasBody) event.body = text ? request.body.toString('utf8') : request.body.toString('base64');
  return event;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** requestContext.time uses the access-log format: 12/Mar/2020:19:03:58 +0000 */
export function formatClf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

export interface HttpResponseParts {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * What API Gateway makes of a handler's result (format 2.0): a structured result is used as given; any
 * other value becomes a 200 JSON answer.
 */
export function toHttpResponse(result: APIGatewayProxyResultV2 | undefined | null): HttpResponseParts {
  if (
    typeof result === 'object' &&
    result !== null &&
    typeof (result as { statusCode?: unknown }).statusCode === 'number'
  ) {
    const structured = result as Exclude<APIGatewayProxyResultV2, string>;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(structured.headers ?? {}))
      headers[name.toLowerCase()] = String(value);
    const raw = structured.body ?? '';
    return {
      statusCode: structured.statusCode ?? 200,
      headers,
      cookies: structured.cookies ?? [],
      body: structured.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8'),
    };
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    cookies: [],
    body: Buffer.from(body, 'utf8'),
  };
}
