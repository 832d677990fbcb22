/**
 * What the project screen and the Build pages read besides the project itself (projects-api.ts): the
 * agency's time zone, its drop-down lists, departments and users for the pick-lists. Each key is the URL it
 * fetches, so the control panel's own reads of the same lists share the cache.
 */
import useSWR from 'swr';
import type { TListItem } from '../../../../../shared/schemas/lists';
import type { TDepartment, TUser } from '../../../../../shared/schemas/users';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call, type ApiResponse } from '../../../lib/api';
import type { ProjectScope } from './projects-api';

/** The lists a Build page offers; every list answers the same shape (the term list's route types them). */
const LIST_FIND = {
  term: routes.findTerms,
  tradeAgreement: routes.findTradeAgreements,
  leadAgencyName: routes.findLeadAgencyNames,
  procurementMethodLimitedType: routes.findProcurementMethodLimitedTypes,
  awardException: routes.findAwardExceptions,
  commodityCategory: routes.findCommodityCategories,
} as const;
export type BuildListKind = keyof typeof LIST_FIND;

/** A pick-list read once per screen; a user without the right to read it gets an empty list, not an error. */
const quiet = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export function useBuildList(s: ProjectScope | null, kind: BuildListKind) {
  const route = LIST_FIND[kind] as typeof routes.findTerms;
  return useSWR<TListItem[]>(
    s ? apiUrl(route, { params: s }) : null,
    () => call(route, { params: s! }),
    quiet,
  );
}

/** Departments with their divisions. */
export function useBuildDepartments(s: ProjectScope | null) {
  return useSWR<TDepartment[]>(
    s ? apiUrl(routes.findAllDepartments, { params: s }) : null,
    () => call(routes.findAllDepartments, { params: s! }),
    quiet,
  );
}

const asList = (answer: ApiResponse<'findUsers'>): TUser[] => (Array.isArray(answer) ? answer : [answer]);

/** The agency's users: project leads and approvers are chosen among them. */
export function useBuildUsers(s: ProjectScope | null) {
  const params = s ? { customerId: s.customerId } : null;
  return useSWR<TUser[]>(
    params ? apiUrl(routes.findUsers, { params }) : null,
    () => call(routes.findUsers, { params: params! }).then(asList),
    quiet,
  );
}
