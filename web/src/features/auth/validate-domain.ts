/** The login domain step is enabled only for a valid agency domain (spec 1 §5); the rule lives in shared/. */
export { isValidAgencyDomain as isValidDomain } from '../../../../shared/domain/agency-domain';
