/**
 * An agency's login domain (docs/product/suppliers-and-accounts.md#logging-in, login step 1): letters, digits
 * and hyphens, 1 to 63 characters, not starting or ending with a hyphen. Plain code, no zod, so the login
 * screen's bundle stays small; the API's ZDomain schema uses the same rule.
 */
import { AGENCY_DOMAIN_MAX_LENGTH } from './limits.js';

export const AGENCY_DOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isValidAgencyDomain(value: string): boolean {
  const domain = value.trim();
  return (
    domain.length >= 1 && domain.length <= AGENCY_DOMAIN_MAX_LENGTH && AGENCY_DOMAIN_PATTERN.test(domain)
  );
}
