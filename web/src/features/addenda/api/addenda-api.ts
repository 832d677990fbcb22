/**
 * Addenda, the buyer's side (decision 052): the project's addenda (an SWR read keyed by its URL), its
 * addendum documents to pick from, and the changes, each followed by a fresh read of the list.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { TAddendum } from '../../../../../shared/schemas/addenda';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useTenantScope as useScope, type TenantScope as Scope } from '../../../lib/session';

/** The tenant scope of every call here: lib/session's, under the name this feature's screens use. */
export { useScope, type Scope };

const listKey = (s: Scope, projectId: string) =>
  apiUrl(routes.listAddenda, { params: s, query: { projectId } });

export function useAddenda(s: Scope | null, projectId: string) {
  return useSWR(s ? listKey(s, projectId) : null, () =>
    call(routes.listAddenda, { params: s!, query: { projectId } }),
  );
}

/** The project's documents of type addendum: what a draft may carry (uploaded in Build → documents). */
export function useAddendumDocuments(s: Scope | null, projectId: string) {
  return useSWR(s ? apiUrl(routes.listDocuments, { params: s, query: { projectId } }) : null, async () => {
    const { documents } = await call(routes.listDocuments, { params: s!, query: { projectId } });
    return documents.filter((d) => d.documentType === 'addendum');
  });
}

export interface DraftInput {
  title: string;
  text: string;
  documentIds: string[];
}

/** The buyer's changes; each revalidates the list. */
export function useAddendumChanges(s: Scope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  const after = async <T>(result: Promise<T>) => {
    const value = await result;
    if (s) await mutate(listKey(s, projectId));
    return value;
  };
  const query = (a: Pick<TAddendum, 'addendumId'>) => ({ projectId, addendumId: a.addendumId });
  return {
    create: (input: DraftInput) =>
      after(call(routes.createAddendum, { params: s!, query: { projectId }, body: input })),
    update: (a: TAddendum, input: DraftInput) =>
      after(
        call(routes.updateAddendum, { params: s!, query: query(a), body: { ...input, version: a.version } }),
      ),
    discard: (a: TAddendum) =>
      after(
        call(routes.deleteAddendum, {
          params: s!,
          query: { ...query(a), version: a.version },
        }),
      ),
    /** `named`: the count of completed submissions the user was warned of (decision 040). */
    publish: (a: TAddendum, named: number | undefined) =>
      after(
        call(routes.publishAddendum, {
          params: s!,
          query: query(a),
          body: {
            version: a.version,
            ...(named === undefined ? {} : { withdrawCompletedSubmissions: named }),
          },
        }),
      ),
  };
}
