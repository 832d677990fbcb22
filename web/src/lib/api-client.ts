/**
 * The one way the browser calls the API: JSON over same-origin fetch with the session cookie, the user's
 * language as Accept-Language, the envelope data.<name>DTO.values unwrapped and error bodies turned into
 * ApiError (docs/product/errors.md#the-answer, docs/product/errors.md#successful-answers). Pure apart from
 * the injected fetch, so it is unit tested in Node.
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
  /** Data the caller may act on (`error.details`): a refused save's figures, a warning's count. */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(init: {
    code: string;
    status: number;
    message: string;
    correlationId?: string | undefined;
    fields?: ApiFieldError[] | undefined;
    details?: Readonly<Record<string, unknown>> | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.correlationId = init.correlationId;
    this.fields = init.fields ?? [];
    this.details = init.details ?? {};
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The client's own messages, for failures the server did not describe. The app passes translated texts
 * (i18next, keys api.*); these English defaults keep the client usable, and testable, on its own.
 */
export interface ApiClientMessages {
  network: () => string;
  invalidResponse: (detail: string) => string;
  httpStatus: (status: number) => string;
}

export const ENGLISH_API_MESSAGES: ApiClientMessages = {
  network: () => 'The server could not be reached.',
  invalidResponse: (detail) => `Unexpected answer from the server: ${detail}.`,
  httpStatus: (status) => `The server answered HTTP ${status}.`,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Returns data.<name>DTO.values. With `name`, that DTO must be present; without it the answer must carry
 * exactly one DTO. A body that has no envelope is a contract breach and is reported as such.
 */
export function unwrapEnvelope<T>(
  body: unknown,
  name?: string,
  messages: ApiClientMessages = ENGLISH_API_MESSAGES,
): T {
  const envelopeError = (detail: string) =>
    new ApiError({ code: 'invalidResponse', status: 0, message: messages.invalidResponse(detail) });
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

/** Turns an error answer into an ApiError, whatever its body holds. */
export function toApiError(
  status: number,
  body: unknown,
  headerCorrelationId?: string | null,
  messages: ApiClientMessages = ENGLISH_API_MESSAGES,
): ApiError {
  const err = isRecord(body) ? body.error : undefined;
  // docs/product/errors.md#the-answer: data of two items whose first is agencyMismatch carries the message as
  // its second.
  const data = isRecord(body) ? body.data : undefined;
  if (
    Array.isArray(data) &&
    data.length === 2 &&
    data[0] === 'agencyMismatch' &&
    typeof data[1] === 'string'
  ) {
    return new ApiError({
      code: 'agencyMismatch',
      status,
      message: data[1],
      correlationId:
        isRecord(err) && typeof err.correlationId === 'string'
          ? err.correlationId
          : (headerCorrelationId ?? undefined),
    });
  }
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
      message: typeof err.message === 'string' && err.message ? err.message : messages.httpStatus(status),
      correlationId:
        typeof err.correlationId === 'string' ? err.correlationId : (headerCorrelationId ?? undefined),
      fields,
      details: isRecord(err.details) ? err.details : undefined,
    });
  }
  return new ApiError({
    code: status === 0 ? 'network' : 'unknown',
    status,
    message: status === 0 ? messages.network() : messages.httpStatus(status),
    correlationId: headerCorrelationId ?? undefined,
  });
}

/**
 * What the client saw of one answer: the session rules (docs/product/suppliers-and-accounts.md#sessions)
 * react to it.
 */
export interface ApiOutcome {
  method: string;
  url: string;
  /** The route called, when the call went through the route table (call in web/src/lib/api.ts). */
  route?: CalledRoute;
  /** HTTP status; 0 when the server could not be reached. */
  status: number;
  /** The error thrown to the caller, when the call failed. */
  error?: ApiError;
}

export interface ApiClientOptions {
  /** The user's language, sent as Accept-Language. */
  getLanguage: () => string;
  /** The CSRF token (the XSRF-TOKEN cookie), echoed as X-XSRF-TOKEN on state-changing calls. */
  getCsrfToken?: () => string | undefined;
  /** Called after every answer (success or error), before the caller sees it. */
  onOutcome?: (outcome: ApiOutcome) => void;
  /**
   * Called with an answer's Date header (the server's time) as soon as its headers arrive, whatever its
   * status: the app's estimate of the server's clock (lib/server-clock.ts) wants the moment of arrival.
   */
  onServerDate?: (dateHeader: string) => void;
  /** The client's own messages in the user's language; English by default. */
  messages?: ApiClientMessages;
  fetch?: typeof fetch;
}

export const CSRF_HEADER = 'X-XSRF-TOKEN';

/** Reads one cookie from a document.cookie string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

/** What the session rules need to know of the route a call went to. */
export interface CalledRoute {
  operationId: string;
  /** public, session, supplier or approver: a 401 from a public route is its own answer. */
  auth: string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData (uploads), which the browser encodes. */
  body?: unknown;
  /** The <name> of data.<name>DTO.values; without it the single DTO of the answer. */
  dto?: string;
  signal?: AbortSignal;
  /**
   * Error statuses whose body is still an envelope to read, e.g. GET /api/health answers 503 with the
   * health report when a service is down.
   */
  envelopeStatuses?: readonly number[];
  route?: CalledRoute;
}

export function createApiClient(options: ApiClientOptions) {
  async function request<T>(url: string, init: RequestOptions = {}): Promise<T> {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.getLanguage(),
    };
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    if (init.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') {
      const token = options.getCsrfToken?.();
      if (token) headers[CSRF_HEADER] = token;
    }
    const fail = (error: ApiError): ApiError => {
      options.onOutcome?.({ method, url, route: init.route, status: error.status, error });
      return error;
    };
    let res: Response;
    try {
      res = await doFetch(url, {
        method,
        headers,
        credentials: 'same-origin',
        body:
          init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        signal: init.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw fail(toApiError(0, undefined, undefined, options.messages));
    }
    const date = res.headers.get('date');
    if (date) options.onServerDate?.(date);
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
      throw fail(toApiError(res.status, body, res.headers.get('x-correlation-id'), options.messages));
    }
    let value: T;
    try {
      value = res.status === 204 ? (undefined as T) : unwrapEnvelope<T>(body, init.dto, options.messages);
    } catch (error) {
      throw fail(error as ApiError);
    }
    options.onOutcome?.({ method, url, route: init.route, status: res.status });
    return value;
  }

  return {
    request,
    /** The SWR fetcher: the key is the URL, or [url, dtoName]. */
    fetcher: <T>(key: string | readonly [string, string]): Promise<T> =>
      typeof key === 'string' ? request<T>(key) : request<T>(key[0], { dto: key[1] }),
  };
}
