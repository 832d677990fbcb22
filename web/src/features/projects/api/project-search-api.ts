/**
 * Finding projects (decision 027): saved searches, and the agency's departments and purchasers that the
 * project list shows and the new-project wizard offers. Searching itself is `useProjectSearch`
 * (projects-api.ts).
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { TSavedSearch, TSavedSearchCreate } from '../../../../../shared/schemas/project-search';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import type { ProjectScope } from './projects-api';

const savedKey = (s: ProjectScope) =>
  apiUrl(routes.findSavedSearches, { params: s, query: { type: 'Project' } });

/** The caller's saved searches and the agency's shared ones, by name. */
export function useSavedSearches(s: ProjectScope | null) {
  return useSWR(s ? savedKey(s) : null, () =>
    call(routes.findSavedSearches, { params: s!, query: { type: 'Project' } }),
  );
}

export type SavedSearchChange =
  | { op: 'create'; body: TSavedSearchCreate }
  | { op: 'update'; search: TSavedSearch; body: TSavedSearchCreate }
  | { op: 'delete'; search: TSavedSearch };

/** Create, rename or change, delete: one mutation; the list is read again after each. */
export function useChangeSavedSearch(s: ProjectScope | null) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    s ? `${savedKey(s)}#change` : null,
    async (_key: string, { arg }: { arg: SavedSearchChange }) => {
      let answer: TSavedSearch | undefined;
      if (arg.op === 'create')
        answer = await call(routes.createSavedSearch, {
          params: s!,
          query: { type: 'Project' },
          body: arg.body,
        });
      else if (arg.op === 'update')
        answer = await call(routes.updateSavedSearch, {
          params: s!,
          query: { savedSearchId: arg.search.id },
          body: { ...arg.body, version: arg.search.version },
        });
      else await call(routes.deleteSavedSearch, { params: s!, query: { savedSearchId: arg.search.id } });
      await mutate(savedKey(s!));
      return answer;
    },
  );
}

/** The agency's departments with their divisions (names for the list, choices for the wizard). */
export function useDepartments(s: ProjectScope | null) {
  return useSWR(s ? apiUrl(routes.findAllDepartments, { params: s }) : null, () =>
    call(routes.findAllDepartments, { params: s! }),
  );
}

/** The agency's purchasers: who may lead a project. */
export function usePurchasers(s: ProjectScope | null) {
  const params = s ? { customerId: s.customerId } : null;
  return useSWR(
    params ? apiUrl(routes.findUsers, { params, query: { isPurchaser: 'true' } }) : null,
    async () => {
      const answer = await call(routes.findUsers, { params: params!, query: { isPurchaser: 'true' } });
      return Array.isArray(answer) ? answer : [answer];
    },
  );
}
