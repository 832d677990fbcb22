import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../../shared/errors.js';
import { api } from '../helpers/api.js';
import { DEMO_PASSWORD } from '../helpers/session.js';

describe('POST /api/v1/login with a malformed username', () => {
  it.each([
    ['en', 'Invalid Email Format'],
    ['fr', 'Format de courriel non valide'],
  ] as const)(
    'answers 400 "Invalid Email Format" in %s, as the login screen does, not 401',
    async (lang, text) => {
      const res = await api('POST', '/api/v1/login', {
        body: { domain: 'demo', username: 'lead@demo', password: DEMO_PASSWORD },
        lang,
      });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({
        code: 'invalidParameter',
        fields: [{ field: 'body.username', code: 'invalidEmail', message: text }],
      });
      expect(fieldMessage('invalidEmail', lang)).toBe(text);
    },
  );

  it('still lets a plain username (no at-sign) reach the credential check', async () => {
    const res = await api('POST', '/api/v1/login', {
      body: { domain: 'demo', username: 'no-such-user', password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe('invalidCredentials');
  });
});
