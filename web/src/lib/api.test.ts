import { afterEach, describe, expect, it, vi } from 'vitest';
import * as routes from '../api/routes.gen';
import { apiUrl, call } from './api';

const scope = { customerId: 'c/1', nodeId: 'n 1' };

describe('apiUrl: the route table builds every URL', () => {
  it('encodes path parameters into the template and appends the defined query values', () => {
    expect(
      apiUrl(routes.findUserGroups, { params: scope, query: { 'filter.fields': 'Users,Divisions' } }),
    ).toBe('/api/v1/customer/c%2F1/node/n%201/UserGroups?filter.fields=Users%2CDivisions');
    expect(apiUrl(routes.findUsers, { params: scope, query: { userId: undefined } })).toBe(
      '/api/v1/customer/c%2F1/Users',
    );
    expect(apiUrl(routes.getHealth)).toBe('/api/health');
  });

  it('refuses a missing path parameter instead of calling a wrong URL', () => {
    expect(() => apiUrl(routes.findUserGroups, { params: { customerId: 'c1', nodeId: '' } })).toThrow(
      'findUserGroups: the path parameter nodeId is missing',
    );
  });
});

describe('call', () => {
  afterEach(() => vi.unstubAllGlobals());

  function answer(status: number, body: unknown) {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it('sends the route’s method, path and JSON body, and answers its DTO', async () => {
    const fetch = answer(200, {
      data: { loginTypeDTO: { values: { domain: 'demo', loginType: 'local', customerName: 'Demoville' } } },
    });
    await expect(call(routes.getLoginType, { body: { domain: 'demo' } })).resolves.toEqual({
      domain: 'demo',
      loginType: 'local',
      customerName: 'Demoville',
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/login/loginType');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"domain":"demo"}');
  });

  it('parses the answer with the route’s response schema in development and tests', async () => {
    answer(200, { data: { loginTypeDTO: { values: { domain: 'demo', loginType: 'saml' } } } });
    await expect(call(routes.getLoginType, { body: { domain: 'demo' } })).rejects.toMatchObject({
      code: 'invalidResponse',
      message: expect.stringContaining('getLoginType: the answer does not match its schema'),
    });
  });

  it('reads an envelope from an error status the route answers with (health details: 503)', async () => {
    const health = { version: '1', stage: 'test', status: 'degraded', services: [] };
    answer(503, { data: { healthDTO: { values: health } } });
    await expect(call(routes.getHealthDetails, { envelopeStatuses: [503] })).resolves.toEqual(health);
    await expect(call(routes.getHealthDetails)).rejects.toMatchObject({ status: 503 });
  });
});
