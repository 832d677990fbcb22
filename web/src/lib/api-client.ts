/**
 * The one way the browser calls the API: JSON over same-origin fetch with the session cookie, the user's
 * language as Accept-Language, the envelope data.<name>DTO.values unwrapped and error bodies turned into
 * ApiError (spec 3 §7.1, §8). Pure apart from the injected fetch, so it is unit tested in Node.
 */

export interface ApiFieldError {
  field: string;
  code: string;
  message: string;
}

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly correlationId: string | undefined;
  readonly fields: ApiFieldError[];

  constructor(init: {
    code: string;
    status: number;
    message: string;
    correlationId?: string | undefined;
    fields?: ApiFieldError[] | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.correlationId = init.correlationId;
    this.fields = init.fields ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Returns data.<name>DTO.values. With `name`, that DTO must be present; without it the answer must carry
 * exactly one DTO. A body that has no envelope is a contract breach and is reported as such.
 */
export function unwrapEnvelope<T>(body: unknown, name?: string): T {
  const data = isRecord(body) ? body.data : undefined;
  if (!isRecord(data)) throw envelopeError('the answer has no data object');
  let key: string | undefined;
  if (name !== undefined) {
    key = `${name}DTO`;
    if (!(key in data)) throw envelopeError(`the answer has no ${key}`);
  } else {
    const keys = Object.keys(data).filter((k) => k.endsWith('DTO'));
    if (keys.length !== 1) throw envelopeError(`expected one DTO in the answer, found ${keys.length}`);
    key = keys[0];
  }
  const dto = key === undefined ? undefined : data[key];
  if (!isRecord(dto) || !('values' in dto)) throw envelopeError(`${key ?? 'DTO'} has no values`);
  return dto.values as T;
}

function envelopeError(detail: string): ApiError {
  return new ApiError({
    code: 'invalidResponse',
    status: 0,
    message: `Unexpected answer from the server: ${detail}.`,
  });
}

/** Turns an error answer into an ApiError, whatever its body holds. */
export function toApiError(status: number, body: unknown, headerCorrelationId?: string | null): ApiError {
  const err = isRecord(body) ? body.error : undefined;
  if (isRecord(err)) {
    const fields = Array.isArray(err.fields)
      ? err.fields.filter(isRecord).map((f) => ({
          field: String(f.field ?? ''),
          code: String(f.code ?? ''),
          message: String(f.message ?? ''),
        }))
      : undefined;
    return new ApiError({
      code: typeof err.code === 'string' ? err.code : 'unknown',
      status: typeof err.status === 'number' ? err.status : status,
      message: typeof err.message === 'string' && err.message ? err.message : `HTTP ${status}`,
      correlationId:
        typeof err.correlationId === 'string' ? err.correlationId : (headerCorrelationId ?? undefined),
      fields,
    });
  }
  return new ApiError({
    code: status === 0 ? 'network' : 'unknown',
    status,
    message: status === 0 ? 'The server could not be reached.' : `The server answered HTTP ${status}.`,
    correlationId: headerCorrelationId ?? undefined,
  });
}

export interface ApiClientOptions {
  /** The user's language, sent as Accept-Language. */
  getLanguage: () => string;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The <name> of data.<name>DTO.values; without it the single DTO of the answer. */
  dto?: string;
  signal?: AbortSignal;
  /**
   * Error statuses whose body is still an envelope to read, e.g. GET /api/health answers 503 with the
   * health report when a service is down.
   */
  envelopeStatuses?: readonly number[];
}

export function createApiClient(options: ApiClientOptions) {
  async function request<T>(url: string, init: RequestOptions = {}): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLanguage(),
    };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(url, {
        method: init.method ?? 'GET',
        headers,
        credentials: 'same-origin',
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw toApiError(0, undefined);
    }
    const text = await res.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    if (!res.ok && !init.envelopeStatuses?.includes(res.status)) {
      throw toApiError(res.status, body, res.headers.get('x-correlation-id'));
    }
    if (res.status === 204) return undefined as T;
    return unwrapEnvelope<T>(body, init.dto);
  }

  return {
    request,
    /** The SWR fetcher: the key is the URL, or [url, dtoName]. */
    fetcher: <T>(key: string | readonly [string, string]): Promise<T> =>
      typeof key === 'string' ? request<T>(key) : request<T>(key[0], { dto: key[1] }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
