/** Business constants and limits shared by the browser and the Lambdas. */
export const APP_NAME = 'Tenderbox';
/** Client and API timeouts. */
export const DEFAULT_TIMEOUT_MS = 300_000;
export const UPLOAD_TIMEOUT_MS = 1_800_000;
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
/** Dates after year 9999 are empty; this value means "not set" (docs/product/projects.md#dates). */
export const DATE_NOT_SET = '9999-12-31T23:59:59';
/** Upload limits (docs/product/tender.md#documents). */
export const MAX_UPLOAD_BYTES = 1024 ** 3;
/** Consecutive failed logins that lock an account (issue: identity). */
export const MAX_FAILED_LOGINS = 5;
/** Lifetime of a password reset link. */
export const PASSWORD_RESET_MINUTES = 60;
/** Lifetime of a one-time ticket that binds a WebSocket connection to a session. */
export const REALTIME_TICKET_SECONDS = 60;
