import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './login-errors';

/**
 * The login screen loads no catalogue up front: this file imports none (login-errors.test.ts imports the
 * whole catalogue, which registers every area), so it sees what the browser sees. Each /login?err= code
 * must find its text in what loginErrorMessage itself loads.
 */
describe('/login?err= messages as the browser loads them', () => {
  it('finds the text of a code kept in an area, not in the base', async () => {
    expect(await loginErrorMessage('ssoNotConfigured', 'en')).toBe(
      'Single sign-on is not configured for this agency yet. Contact your purchasing team administrator.',
    );
    expect(await loginErrorMessage('sessionExpired', 'en')).toBe(
      'Your session has expired after a period of inactivity. Please log in again.',
    );
  });
});
