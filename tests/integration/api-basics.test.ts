import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { api } from '../helpers/api.js';
import { loginAs } from '../helpers/session.js';

describe('GET /api/health', () => {
  it('tells anyone only that the API answers, and its version: a liveness answer', async () => {
    const res = await api('GET', '/api/health');
    expect(res.status).toBe(200);
    const health = res.json.data.healthDTO.values;
    expect(Object.keys(health).sort()).toEqual(['status', 'version']);
    // "ok", not the deep check's "up": no service was asked (functions/system/handler.test.ts counts the calls).
    expect(health.status).toBe('ok');
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(JSON.stringify(res.json)).not.toMatch(/latency|dynamodb|stage/i);
    expect(res.headers.get('x-correlation-id')).toBeTruthy();
  });
});

describe('GET /api/v1/system/health', () => {
  it('reports every service up with its latency to a site administrator', async () => {
    const siteAdmin = await loginAs('siteadmin@tenderbox.example', 'tenderbox');
    const res = await siteAdmin.call('GET', '/api/v1/system/health');
    expect(res.status).toBe(200);
    const health = res.json.data.healthDTO.values;
    expect(health.status).toBe('up');
    expect(health.stage).toBe('test');
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(
      health.services.map((s: { service: string; status: string }) => `${s.service}:${s.status}`).sort(),
    ).toEqual(['dynamodb:up', 's3:up', 'ses:up', 'stepfunctions:up', 'websocket:up']);
    expect(health.services.every((s: { latencyMs: unknown }) => typeof s.latencyMs === 'number')).toBe(true);
  });

  it('refuses the agency’s own users, even the lead, and anonymous callers', async () => {
    for (const email of ['lead@demo.example', 'evaluator@demo.example']) {
      const user = await loginAs(email);
      const res = await user.call('GET', '/api/v1/system/health');
      expect(res.status, email).toBe(403);
      expect(JSON.stringify(res.json)).not.toMatch(/latency/i);
    }
    const anonymous = await api('GET', '/api/v1/system/health');
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /api/v1/login/loginType', () => {
  it('resolves the demo agency to local login', async () => {
    const res = await api('POST', '/api/v1/login/loginType', { body: { domain: 'Demo' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      data: {
        loginTypeDTO: { values: { domain: 'demo', loginType: 'local', customerName: 'City of Demoville' } },
      },
    });
  });

  it('answers an unknown agency with the invalid-domain message (400)', async () => {
    const res = await api('POST', '/api/v1/login/loginType', { body: { domain: 'nowhere' }, lang: 'fr' });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({
      code: 'invalidDomain',
      message: ERROR_CATALOGUE.invalidDomain.fr,
    });
  });

  it('answers a malformed body with field errors in the catalogue shape', async () => {
    const res = await api('POST', '/api/v1/login/loginType', { body: { domain: 'not a domain!' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({
      code: 'invalidParameter',
      status: 400,
      message: ERROR_CATALOGUE.invalidParameter.en,
      fields: [{ field: 'body.domain', code: 'invalidFormat', message: 'This value has an invalid format.' }],
    });
    expect(res.json.error.correlationId).toEqual(res.headers.get('x-correlation-id'));
  });

  it('answers broken JSON with 400 invalidJson', async () => {
    const res = await api('POST', '/api/v1/login/loginType', {
      rawBody: '{"domain":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('invalidJson');
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/v1/does-not-exist'],
    ['POST', '/api/nothing/here'],
    ['DELETE', '/api/health'],
  ])('%s %s answers 404 or 405 in the catalogue shape', async (method, path) => {
    const res = await api(method, path, { lang: 'fr' });
    expect([404, 405]).toContain(res.status);
    expect(res.json.error.status).toBe(res.status);
    expect(res.json.error.message).toBe(
      res.status === 404 ? ERROR_CATALOGUE.routeNotFound.fr : ERROR_CATALOGUE.methodNotAllowed.fr,
    );
    expect(res.json.error.correlationId).toBeTruthy();
  });
});
