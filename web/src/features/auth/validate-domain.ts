/**
 * The login domain step is enabled only for a valid agency domain
 * (docs/product/suppliers-and-accounts.md#logging-in); the rule lives in shared/.
 */
export { isValidAgencyDomain as isValidDomain } from '../../../../shared/domain/agency-domain';
