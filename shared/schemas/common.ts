import * as z from 'zod/mini';
import { AGENCY_DOMAIN_PATTERN } from '../domain/agency-domain.js';
import { AGENCY_DOMAIN_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../domain/limits.js';
import { EMAIL_PATTERN } from '../domain/email-address.js';

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

/** Email (spec 2 §5.1 pattern); a bad address is reported as 'Invalid Email Format' (field code invalidEmail). */
export const ZEmail = z
  .pipe(z.string().check(z.trim()), z.email({ pattern: EMAIL_PATTERN }).check(z.maxLength(EMAIL_MAX_LENGTH)))
  // The pipe's input side is a plain string: the API reference should still say it holds an email.
  .check(z.meta({ format: 'email', maxLength: EMAIL_MAX_LENGTH }));

/** Ids the platform generates (ULID-like or UUID); also the {customerId}/{nodeId} path parameters. */
export const ZId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));

/** The filter.* paging parameters many lists accept (spec 3 §7.1). */
export const ZPagingQuery = z.object({
  'filter.start': z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  'filter.limit': z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000))),
  'filter.sortColumn': z.optional(z.string().check(z.maxLength(64))),
  'filter.sortDirection': z.optional(z.enum(['asc', 'desc', 'ASC', 'DESC'])),
  'filter.dateFrom': z.optional(z.iso.datetime({ offset: true })),
  'filter.dateTo': z.optional(z.iso.datetime({ offset: true })),
  'filter.fields': z.optional(z.string().check(z.maxLength(256))),
});

/** Path parameters of every tenant-scoped call: /api/v1/customer/{customerId}/node/{nodeId}/ */
export const ZTenantPath = z.object({ customerId: ZId, nodeId: ZId });
