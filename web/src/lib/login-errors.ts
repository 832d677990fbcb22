/**
 * `/login?err=` carries a catalogue code, never text (docs/decisions/018-identity-screens.md): the producers
 * turn what happened into a code; the login screen turns a known code into the catalogue's message.
 */
import { isLoginErrorCode, type LoginErrorCode } from '../../../shared/domain/login-errors';
import type { Language } from '../../../shared/errors';
import { isApiError } from './api-client';

export { isLoginErrorCode, type LoginErrorCode };

/**
 * The catalogue's message for a login error code in a language, or undefined for anything else (an unknown
 * code, free text, nothing). The catalogue loads only when there is a message to show, not with /login.
 */
export async function loginErrorMessage(
  err: string | null | undefined,
  lang: Language,
): Promise<string | undefined> {
  if (!isLoginErrorCode(err)) return undefined;
  // ssoNotConfigured's text lives in the auth area, serviceUnavailable's in the platform's (decision 044).
  const [{ catalogueOf, messageIn }, { AUTH_ERRORS }, { PLATFORM_ERRORS }] = await Promise.all([
    import('../../../shared/errors'),
    import('../../../shared/errors/auth'),
    import('../../../shared/errors/platform'),
  ]);
  return messageIn(catalogueOf(AUTH_ERRORS, PLATFORM_ERRORS), err, lang);
}

/** The code a failure sends to /login with: the server's own code when it is one, else by status. */
export function loginErrorCodeOf(error: unknown): LoginErrorCode {
  if (isApiError(error)) {
    if (isLoginErrorCode(error.code)) return error.code;
    if (error.status === 401) return 'unauthorized';
    if (error.status === 503 || error.status === 0) return 'serviceUnavailable';
  }
  return 'unknown';
}
