import * as z from 'zod';
import { AGENCY_DOMAIN_PATTERN } from '../domain/agency-domain.js';
import { AGENCY_DOMAIN_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../domain/limits.js';
import { EMAIL_PATTERN } from '../domain/email-address.js';

/** Agency domain (login step 1): letters, digits and hyphens, as typed into the login screen. */
export const ZDomain = z.string().trim().min(1).max(AGENCY_DOMAIN_MAX_LENGTH).regex(AGENCY_DOMAIN_PATTERN);

/** Email (spec 2 §5.1 pattern); a bad address is reported as 'Invalid Email Format' (field code invalidEmail). */
export const ZEmail = z
  .string()
  .trim()
  .pipe(z.email({ pattern: EMAIL_PATTERN }).max(EMAIL_MAX_LENGTH))
  // The pipe's input side is a plain string: the API reference should still say it holds an email.
  .meta({ format: 'email', maxLength: EMAIL_MAX_LENGTH });

/** Ids the platform generates (ULID-like or UUID); also the {customerId}/{nodeId} path parameters. */
export const ZId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** The filter.* paging parameters many lists accept (spec 3 §7.1). */
export const ZPagingQuery = z.object({
  'filter.start': z.coerce.number().int().min(0).optional(),
  'filter.limit': z.coerce.number().int().min(1).max(10_000).optional(),
  'filter.sortColumn': z.string().max(64).optional(),
  'filter.sortDirection': z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  'filter.dateFrom': z.iso.datetime({ offset: true }).optional(),
  'filter.dateTo': z.iso.datetime({ offset: true }).optional(),
  'filter.fields': z.string().max(256).optional(),
});

/** Path parameters of every tenant-scoped call: /api/v1/customer/{customerId}/node/{nodeId}/ */
export const ZTenantPath = z.object({ customerId: ZId, nodeId: ZId });
