import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, readCookie, toApiError, unwrapEnvelope } from './api-client';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('unwrapEnvelope', () => {
  it('returns data.<name>DTO.values', () => {
    const body = { data: { healthDTO: { values: { version: '1.2.3' } } } };
    expect(unwrapEnvelope(body)).toEqual({ version: '1.2.3' });
    expect(unwrapEnvelope(body, 'health')).toEqual({ version: '1.2.3' });
  });

  it('keeps falsy values as they are', () => {
    expect(unwrapEnvelope({ data: { countDTO: { values: 0 } } })).toBe(0);
    expect(unwrapEnvelope({ data: { listDTO: { values: [] } } })).toEqual([]);
  });

  it('refuses answers without the envelope or the named DTO', () => {
    expect(() => unwrapEnvelope({ version: '1' })).toThrow(ApiError);
    expect(() => unwrapEnvelope({ data: { healthDTO: { values: 1 } } }, 'user')).toThrow(/userDTO/);
    expect(() => unwrapEnvelope({ data: { aDTO: { values: 1 }, bDTO: { values: 2 } } })).toThrow(/found 2/);
    expect(() => unwrapEnvelope({ data: { aDTO: {} } })).toThrow(/has no values/);
  });
});

describe('toApiError', () => {
  it('reads the error body of the API', () => {
    const err = toApiError(400, {
      error: {
        code: 'invalidParameter',
        status: 400,
        message: 'Invalid parameter.',
        correlationId: 'c-1',
        fields: [{ field: 'body.domain', code: 'invalidFormat', message: 'Bad' }],
      },
    });
    expect(err).toBeInstanceOf(ApiError);
    expect({ ...err, message: err.message }).toMatchObject({
      code: 'invalidParameter',
      status: 400,
      message: 'Invalid parameter.',
      correlationId: 'c-1',
      fields: [{ field: 'body.domain', code: 'invalidFormat', message: 'Bad' }],
    });
  });

  it('keeps the details a warning carries', () => {
    const err = toApiError(409, {
      error: {
        code: 'submissionsWouldBeWithdrawn',
        status: 409,
        message: 'Confirm.',
        details: { completedSubmissions: 2 },
      },
    });
    expect(err.details).toEqual({ completedSubmissions: 2 });
    expect(toApiError(409, { error: { code: 'conflict', status: 409, message: 'x' } }).details).toEqual({});
  });

  it('falls back to the HTTP status and the correlation header when the body says nothing', () => {
    const err = toApiError(502, 'Bad gateway', 'c-9');
    expect(err.code).toBe('unknown');
    expect(err.status).toBe(502);
    expect(err.correlationId).toBe('c-9');
    expect(err.fields).toEqual([]);
  });
});

describe('createApiClient', () => {
  it('sends Accept-Language and unwraps the answer', async () => {
    const seen: { url: string; init: RequestInit | undefined }[] = [];
    const client = createApiClient({
      getLanguage: () => 'fr',
      fetch: async (url, init) => {
        seen.push({ url: String(url), init });
        return jsonResponse(200, { data: { healthDTO: { values: { version: '9.9.9' } } } });
      },
    });
    await expect(client.fetcher(['/health', 'health'])).resolves.toEqual({ version: '9.9.9' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/health');
    expect((seen[0]?.init?.headers as Record<string, string>)['Accept-Language']).toBe('fr');
    expect(seen[0]?.init?.credentials).toBe('same-origin');
  });

  it('turns an error answer into a typed ApiError', async () => {
    const client = createApiClient({
      getLanguage: () => 'en',
      fetch: async () =>
        jsonResponse(503, {
          error: { code: 'serviceUnavailable', status: 503, message: 'Unavailable', correlationId: 'abc' },
        }),
    });
    const err = await client.fetcher('/health').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: 'serviceUnavailable',
      status: 503,
      correlationId: 'abc',
      message: 'Unavailable',
    });
  });

  it('reads the envelope of an error status the caller expects (health answers 503 when degraded)', async () => {
    const body = { data: { healthDTO: { values: { status: 'degraded' } } } };
    const client = createApiClient({ getLanguage: () => 'en', fetch: async () => jsonResponse(503, body) });
    await expect(client.request('/health', { dto: 'health', envelopeStatuses: [503] })).resolves.toEqual({
      status: 'degraded',
    });
    await expect(client.request('/health', { dto: 'health' })).rejects.toMatchObject({ status: 503 });
  });

  it('reports an unreachable server as a network ApiError', async () => {
    const client = createApiClient({
      getLanguage: () => 'en',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(client.request('/health')).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it('speaks its own failures in the language it is given (the app passes i18next texts)', async () => {
    const messages = {
      network: () => 'Le serveur est injoignable.',
      invalidResponse: (detail: string) => `Réponse inattendue : ${detail}.`,
      httpStatus: (status: number) => `HTTP ${status} (fr)`,
    };
    const failing = createApiClient({
      getLanguage: () => 'fr',
      messages,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(failing.request('/health')).rejects.toMatchObject({
      message: 'Le serveur est injoignable.',
    });
    const answering = (status: number, body: string) =>
      createApiClient({
        getLanguage: () => 'fr',
        messages,
        fetch: async () => new Response(body, { status }),
      });
    await expect(answering(502, 'Bad gateway').request('/health')).rejects.toMatchObject({
      message: 'HTTP 502 (fr)',
    });
    await expect(answering(200, '{"x":1}').request('/health')).rejects.toMatchObject({
      code: 'invalidResponse',
      message: 'Réponse inattendue : the answer has no data object.',
    });
  });

  it('sends a JSON body and returns nothing for 204', async () => {
    let sent: RequestInit | undefined;
    const client = createApiClient({
      getLanguage: () => 'en',
      fetch: async (_url, init) => {
        sent = init;
        return new Response(null, { status: 204 });
      },
    });
    await expect(client.request('/x', { method: 'POST', body: { a: 1 } })).resolves.toBeUndefined();
    expect(sent?.body).toBe('{"a":1}');
    expect((sent?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('createApiClient: CSRF, outcomes and agency mismatch', () => {
  it('sends X-XSRF-TOKEN on state-changing calls only, and reports every outcome', async () => {
    const seen: { method: string; headers: Record<string, string> }[] = [];
    const outcomes: unknown[] = [];
    const client = createApiClient({
      getLanguage: () => 'fr',
      getCsrfToken: () => 'tok',
      onOutcome: (o) => outcomes.push({ method: o.method, status: o.status, code: o.error?.code }),
      fetch: async (_url, init) => {
        seen.push({ method: String(init?.method), headers: init?.headers as Record<string, string> });
        return init?.method === 'PUT'
          ? jsonResponse(401, { error: { code: 'unauthorized', status: 401, message: 'Expired' } })
          : jsonResponse(200, { data: { xDTO: { values: 1 } } });
      },
    });
    await client.request('/a');
    await client.request('/a', { method: 'POST', body: {} });
    await expect(client.request('/a', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(seen.map((s) => [s.method, s.headers['X-XSRF-TOKEN']])).toEqual([
      ['GET', undefined],
      ['POST', 'tok'],
      ['PUT', 'tok'],
    ]);
    expect(outcomes).toEqual([
      { method: 'GET', status: 200, code: undefined },
      { method: 'POST', status: 200, code: undefined },
      { method: 'PUT', status: 401, code: 'unauthorized' },
    ]);
  });

  it("hands every answer's Date header to onServerDate before the caller sees the answer", async () => {
    const events: string[] = [];
    const date = 'Mon, 04 Mar 2030 12:00:00 GMT';
    const client = createApiClient({
      getLanguage: () => 'en',
      onServerDate: (header) => events.push(`date ${header}`),
      onOutcome: (o) => events.push(`outcome ${o.status}`),
      fetch: async (url) =>
        url === '/closed'
          ? jsonResponse(409, { error: { code: 'projectClosed', status: 409, message: 'Closed' } }, { date })
          : url === '/no-date'
            ? jsonResponse(200, { data: { xDTO: { values: 1 } } })
            : jsonResponse(200, { data: { xDTO: { values: 1 } } }, { date }),
    });
    await client.request('/open');
    await expect(client.request('/closed')).rejects.toMatchObject({ status: 409 });
    await client.request('/no-date');
    expect(events).toEqual([`date ${date}`, 'outcome 200', `date ${date}`, 'outcome 409', 'outcome 200']);
  });

  it('reads the agency mismatch message from data[1]', () => {
    const err = toApiError(403, {
      error: { code: 'agencyMismatch', status: 403, message: 'x', correlationId: 'c' },
      data: ['agencyMismatch', 'Switch agency first.'],
    });
    expect([err.code, err.message, err.correlationId]).toEqual([
      'agencyMismatch',
      'Switch agency first.',
      'c',
    ]);
  });

  it('reads one cookie', () => {
    expect(readCookie('a=1; XSRF-TOKEN=ab%3Dc; b=2', 'XSRF-TOKEN')).toBe('ab=c');
    expect(readCookie('a=1', 'XSRF-TOKEN')).toBeUndefined();
  });
});
