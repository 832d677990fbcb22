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

/** Polls until `check` returns a value, for asynchronous workflows; fails after `attempts`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  attempts = 100,
  delayMs = 100,
): Promise<T> {
  for (let i = 0; i < attempts; i += 1) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  throw new Error('Condition not reached in time');
}
