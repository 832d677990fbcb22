import * as z from 'zod/mini';
import { AGENCY_DOMAIN_PATTERN } from '../domain/agency-domain.js';
import { AGENCY_DOMAIN_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../domain/limits.js';
import { EMAIL_PATTERN } from '../domain/email-address.js';
import { cleanFileName, isSafeText } from '../domain/safe-text.js';

/** Agency domain (login step 1): letters, digits and hyphens, as typed into the login screen. */
export const ZDomain = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(AGENCY_DOMAIN_MAX_LENGTH), z.regex(AGENCY_DOMAIN_PATTERN));

/**
 * An agency's domain in a public or portal path (the same rule as the login screen's, untrimmed: a path
 * segment is taken as it is). Here rather than in public-opportunities.ts so that a route naming a bid by
 * its agency does not bundle the public pages' document rules (and their error texts).
 */
export const ZAgencyDomain = z
  .string()
  .check(z.minLength(1), z.maxLength(AGENCY_DOMAIN_MAX_LENGTH), z.regex(AGENCY_DOMAIN_PATTERN));

/**
 * Email (isValidEmail's pattern, docs/product/suppliers-and-accounts.md#team-administration); a bad address
 * is reported as 'Invalid Email Format' (field code invalidEmail).
 */
export const ZEmail = z
  .pipe(z.string().check(z.trim()), z.email({ pattern: EMAIL_PATTERN }).check(z.maxLength(EMAIL_MAX_LENGTH)))
  // The pipe's input side is a plain string: the API reference should still say it holds an email.
  .check(z.meta({ format: 'email', maxLength: EMAIL_MAX_LENGTH }));

/**
 * Ids the platform generates (ULID-like or UUID); also the {customerId}/{nodeId} path parameters. The bound
 * admits every id the product makes (UUIDs 36, ULIDs 26, prefixed ids) and keeps any id far below
 * DynamoDB's key sizes, so an id that passes can always be looked up (see isBoundedId).
 */
export const ID_MAX_LENGTH = 64;
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const ZId = z.string().check(z.minLength(1), z.maxLength(ID_MAX_LENGTH), z.regex(ID_PATTERN));

/**
 * For code that reads an id from the raw request before its schema ran (the audit of a refusal): true
 * when it could name a record at all. Anything else names nothing and must not reach a key lookup.
 */
export function isBoundedId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= ID_MAX_LENGTH && ID_PATTERN.test(value);
}

/**
 * The check every text building block carries (decision 070): no NUL or other control character but tab
 * and line breaks, no lone surrogate, no bidi override or isolate; refused with the catalogue's
 * textUnsafeCharacters, in the browser's forms as on the server.
 */
export const safeText = () => z.refine<string>(isSafeText, { error: 'textUnsafeCharacters' });

/** Optional free text, trimmed, at most `max` characters. */
export const ZSafeText = (max: number) => z.string().check(z.trim(), safeText(), z.maxLength(max));
/** Required free text, trimmed, 1 to `max` characters. */
export const ZSafeRequiredText = (max: number) =>
  z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(max));

/**
 * A file's name as the user's disk gave it: not typed, so cleaned rather than refused (decision 070) — the
 * forbidden characters dropped, line breaks made spaces — then trimmed, 1 to `max` characters.
 */
export const ZFileName = (max: number) =>
  z.string().check(z.overwrite(cleanFileName), z.trim(), z.minLength(1), z.maxLength(max));

/**
 * A file's declared media type (`type/subtype`, optional `; parameters`), printable ASCII only: it becomes
 * the stored object's Content-Type header, where a NUL, CR/LF or non-ASCII character breaks the request.
 */
export const ZContentType = z
  .string()
  .check(z.maxLength(255), z.regex(/^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:[ \t]*;[\x20-\x7e]*)?$/));

/** Path parameters of every tenant-scoped call: /api/v1/customer/{customerId}/node/{nodeId}/ */
export const ZTenantPath = z.object({ customerId: ZId, nodeId: ZId });
