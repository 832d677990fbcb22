import type { ErrorCode } from '../errors.js';

/**
 * The catalogue codes `/login?err=` may carry (docs/decisions/018-identity-screens.md). The login screen
 * shows the catalogue's message for one of these, in the user's language, and nothing for any other
 * value: the URL names a message, it never supplies its wording.
 */
export const LOGIN_ERROR_CODES = [
  'unauthorized',
  'sessionExpired',
  'ssoNotConfigured',
  'serviceUnavailable',
  'unknown',
] as const satisfies readonly ErrorCode[];
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export function isLoginErrorCode(value: unknown): value is LoginErrorCode {
  return typeof value === 'string' && (LOGIN_ERROR_CODES as readonly string[]).includes(value);
}

/** The login screen with one of those codes: where the server sends a browser back to. */
export function loginLocationWithError(code: LoginErrorCode): string {
  return `/login?err=${code}`;
}
