import { inject } from 'vitest';

/** What a signed-in browser holds: the cookies and the CSRF token it echoes (tests/helpers/session.ts). */
export interface Credentials {
  cookieHeader: string;
  xsrf: string;
}

export interface WalkRequest {
  method: string;
  /** A filled path, without the query string. */
  path: string;
  query?: Record<string, string>;
  /** A JSON body (sent as application/json unless contentType says otherwise). */
  body?: unknown;
  /** A body sent as it is, with contentType. */
  rawBody?: string | Uint8Array;
  contentType?: string;
}

export interface SendOptions {
  /** The session to send; none means no cookie at all. */
  session?: Credentials;
  /** Echo the session's CSRF token in x-xsrf-token (default: yes when there is a session). */
  xsrf?: boolean;
  /** The Origin header: the app's own by default, null for none. */
  origin?: string | null;
}

export interface WalkAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  json: any;
}

const BODYLESS = new Set(['GET', 'HEAD']);

export function urlOf(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** Sends one request as a browser (or an attacker's page) would, and reads the whole answer. */
export async function send(request: WalkRequest, options: SendOptions = {}): Promise<WalkAnswer> {
  const apiUrl = inject('apiUrl');
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? apiUrl : options.origin;
  if (origin !== null) headers.origin = origin;
  if (options.session) {
    headers.cookie = options.session.cookieHeader;
    if (options.xsrf ?? true) headers['x-xsrf-token'] = options.session.xsrf;
  }
  let body: string | Uint8Array | undefined;
  if (!BODYLESS.has(request.method)) {
    if (request.rawBody !== undefined) body = request.rawBody;
    else if (request.body !== undefined) body = JSON.stringify(request.body);
    if (body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
  }
  const response = await fetch(`${apiUrl}${urlOf(request.path, request.query)}`, {
    method: request.method,
    headers,
    body: body as BodyInit | undefined,
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** One line for a failure message: the request and what came back. */
export function describeExchange(request: WalkRequest, answer: WalkAnswer): string {
  const sent =
    request.rawBody !== undefined
      ? `<${request.contentType ?? 'raw'} ${request.rawBody.length} bytes>`
      : request.body === undefined
        ? ''
        : ` ${JSON.stringify(request.body)}`;
  return `${request.method} ${urlOf(request.path, request.query)}${sent} → ${answer.status} ${answer.text.slice(0, 400)}`;
}
