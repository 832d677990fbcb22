/** Business constants and limits shared by the browser and the Lambdas. */

/**
 * Duplicate error notifications within this window are suppressed (docs/product/errors.md#in-the-browser).
 */
export const DUPLICATE_ERROR_SUPPRESSION_MS = 2_000;
/** Default inactivity timeout of a session, an agency setting (issue: identity). */
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
/**
 * The provider's own customer: its users are site administrators
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
export const PROVIDER_DOMAIN = 'tenderbox';
/** Consecutive failed logins that lock an account (issue: identity). */
export const MAX_FAILED_LOGINS = 5;
/** Lifetime of a password reset link. */
export const PASSWORD_RESET_MINUTES = 60;
/** Lifetime of a one-time ticket that binds a WebSocket connection to a session. */
export const REALTIME_TICKET_SECONDS = 60;
