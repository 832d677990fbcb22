import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_CODES } from '../../../shared/domain/login-errors';
import { ERROR_CATALOGUE } from '../../../shared/error-catalogue';
import { ApiError } from './api-client';
import { loginErrorCodeOf, loginErrorMessage } from './login-errors';

const apiError = (status: number, code: string) => new ApiError({ status, code, message: 'server text' });

describe('/login?err= codes', () => {
  it('shows the catalogue message of a known code in the user’s language', async () => {
    for (const code of LOGIN_ERROR_CODES) {
      expect(await loginErrorMessage(code, 'en')).toBe(ERROR_CATALOGUE[code].en);
      expect(await loginErrorMessage(code, 'fr')).toBe(ERROR_CATALOGUE[code].fr);
    }
    expect(await loginErrorMessage('sessionExpired', 'en')).toBe(
      'Your session has expired after a period of inactivity. Please log in again.',
    );
    expect(await loginErrorMessage('ssoNotConfigured', 'fr')).toMatch(/^L'authentification unique/);
  });

  it('shows nothing for free text, another catalogue code, a prototype key or no value', async () => {
    for (const err of [
      'Your account is suspended, call 555-0100',
      ERROR_CATALOGUE.sessionExpired.en,
      'lockedOut',
      'constructor',
      '__proto__',
      'SESSIONEXPIRED',
      '',
      null,
      undefined,
    ]) {
      expect(await loginErrorMessage(err, 'en'), String(err)).toBeUndefined();
    }
  });

  it('turns a failure into a code: the server’s when known, else by status', () => {
    expect(loginErrorCodeOf(apiError(401, 'sessionExpired'))).toBe('sessionExpired');
    expect(loginErrorCodeOf(apiError(401, 'unauthorized'))).toBe('unauthorized');
    expect(loginErrorCodeOf(apiError(401, 'somethingElse'))).toBe('unauthorized');
    expect(loginErrorCodeOf(apiError(503, 'serviceUnavailable'))).toBe('serviceUnavailable');
    expect(loginErrorCodeOf(apiError(0, 'network'))).toBe('serviceUnavailable');
    expect(loginErrorCodeOf(apiError(500, 'unknown'))).toBe('unknown');
    expect(loginErrorCodeOf(new Error('boom'))).toBe('unknown');
  });
});
