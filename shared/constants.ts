/** Business constants and limits shared by the browser and the Lambdas (spec 2 §9, spec 3 §9). */
export const APP_NAME = 'Tenderbox';
/** Client and API timeouts (spec 3 §7.1). */
export const DEFAULT_TIMEOUT_MS = 300_000;
export const UPLOAD_TIMEOUT_MS = 1_800_000;
/** Duplicate error notifications within this window are suppressed (spec 3 §8.1). */
export const DUPLICATE_ERROR_SUPPRESSION_MS = 2_000;
/** Default inactivity timeout of a session, an agency setting (issue: identity). */
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;
/** The provider's own customer: its users are site administrators (spec 1 §6). */
export const PROVIDER_DOMAIN = 'tenderbox';
/** Dates after year 9999 are empty; this value means "not set" (spec 3 §7.1). */
export const DATE_NOT_SET = '9999-12-31T23:59:59';
/** Upload limits (spec 2 §9). */
export const MAX_UPLOAD_BYTES = 1024 ** 3;
/** Consecutive failed logins that lock an account (issue: identity). */
export const MAX_FAILED_LOGINS = 5;
/** Lifetime of a password reset link. */
export const PASSWORD_RESET_MINUTES = 60;
/** Lifetime of a one-time ticket that binds a WebSocket connection to a session. */
export const REALTIME_TICKET_SECONDS = 60;
