/**
 * Field limits, defined once: the zod schemas enforce them (the authority), the forms use them as
 * `maxLength`, and the messages that state a limit interpolate it. Plain numbers, no zod: the login screen
 * imports them.
 */

/** An agency's login domain (docs/product/suppliers-and-accounts.md#logging-in). */
export const AGENCY_DOMAIN_MAX_LENGTH = 63;
/** An email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** A username: an email, or a plain name of the same length. */
export const USERNAME_MAX_LENGTH = 254;
/**
 * Password policy (docs/product/suppliers-and-accounts.md#passwords-and-links): at least this many
 * characters...
 */
export const PASSWORD_MIN_LENGTH = 8;
/** ...and at most this many, so that hashing a submitted password stays bounded. */
export const PASSWORD_MAX_LENGTH = 256;
/** First and last names, and the names of user groups, departments and divisions. */
export const NAME_MAX_LENGTH = 100;
/**
 * A user's avatar picture (docs/product/suppliers-and-accounts.md#team-administration), as the messages state
 * it...
 */
export const AVATAR_MAX_MB = 2;
/**
 * ...and in bytes: AVATAR_MAX_MB × 1024², written out so that bundlers inline it like the other limits
 * (limits.test.ts keeps the two together).
 */
export const AVATAR_MAX_BYTES = 2_097_152;
/** The name of a drop-down list item (a term, a tax, a commodity category's title...). */
export const LIST_ITEM_NAME_MAX_LENGTH = 200;
/** A commodity category's code and its parent's code. */
export const COMMODITY_CODE_MAX_LENGTH = 32;
/** A commodity-category CSV import: at most this many rows (UNSPSC's commodity level is about 150,000)... */
export const LIST_IMPORT_MAX_ROWS = 20_000;
/** ...and at most this many characters of CSV (3 MiB), well under the 6 MB request limit. */
export const LIST_IMPORT_MAX_CHARS = 3_145_728;

/*
 * Throttles (the rule: shared/domain/throttle.ts; decision 072). Each counts requests in a fixed window
 * that starts at the first one; past the count the request is refused (429 with Retry-After) until the
 * window ends. The windows are long on purpose: an attacker waits, a person rarely needs more.
 */
/** Set-password emails (reset requests; verification resends) per email address typed... */
export const PASSWORD_EMAILS_PER_WINDOW = 3;
/** ...per hour. */
export const PASSWORD_EMAIL_WINDOW_SECONDS = 3600;
/**
 * Supplier registrations per client address per hour: well above what one office registers (a shared public
 * address, or the integration suite's walks and tests from 127.0.0.1, which call the route some thirty
 * times), below a script's sixty a minute and far below one running all day.
 */
export const REGISTRATIONS_PER_ADDRESS = 50;
export const REGISTRATION_WINDOW_SECONDS = 3600;
/**
 * Failed logins per client address at one agency (or at the supplier portal) in 15 minutes, whatever the
 * accounts tried: beside each account's lockout, this stops one address spraying passwords across many
 * accounts. High enough for a whole agency behind one office address.
 */
export const FAILED_LOGINS_PER_ADDRESS = 100;
export const FAILED_LOGIN_WINDOW_SECONDS = 900;
