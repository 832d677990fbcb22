import { inject } from 'vitest';

export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  json: T;
}

/** Calls the local API as a browser would: JSON in, JSON out, optional language. */
export async function api<T = any>(
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; headers?: Record<string, string>; lang?: 'en' | 'fr' } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.lang) headers['accept-language'] = options.lang;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${inject('apiUrl')}${path}`, { method, headers, body });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    json: text ? (JSON.parse(text) as T) : (undefined as T),
  };
}

/**
 * Polls until `check` returns a value, for what happens asynchronously (a job, an email, a workflow); fails
 * after `attempts` looks with `failure`. The tests' one poll: every wait for a positive signal uses it.
 */
export async function eventually<T>(
  check: () => T | undefined | Promise<T | undefined>,
  attempts = 100,
  delayMs = 100,
  failure = 'Condition not reached in time',
): Promise<T> {
  for (let i = 0; i < attempts; i += 1) {
    const value = await check();
    if (value !== undefined) return value;
    // The pause between two looks: a poll for the positive signal `check` reads, not a wait for a time.
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  throw new Error(failure);
}

/**
 * Calls the local API from another loopback address (127.0.0.0/8 all reaches this machine): the server
 * sees it as the client address (requestContext.http.sourceIp), so a test of a per-address throttle has
 * its own count, apart from every other test's 127.0.0.1.
 */
export async function apiFrom<T = any>(
  localAddress: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; lang?: 'en' | 'fr' } = {},
): Promise<ApiAnswer<T>> {
  const { request } = await import('node:http');
  const url = new URL(`${inject('apiUrl')}${path}`);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    origin: url.origin,
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(options.lang ? { 'accept-language': options.lang } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    // IPv4 loopback by number, under the stack's own host name (its origin checks read the Host header).
    const target = { hostname: '127.0.0.1', port: url.port, path: `${url.pathname}${url.search}` };
    const req = request(
      { ...target, method, headers: { host: url.host, ...headers }, localAddress },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (typeof value === 'string') answerHeaders.set(name, value);
          resolve({
            status: res.statusCode ?? 0,
            headers: answerHeaders,
            json: text ? (JSON.parse(text) as T) : (undefined as T),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A loopback address of its own for one test (127.x.y.z, never 127.0.0.1). */
export function ownLoopbackAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${1 + byte()}`;
}
