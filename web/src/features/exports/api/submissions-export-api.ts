/**
 * The export of all completed submissions (docs/product/opening.md#exports, decision 058): the caller's
 * pending exports of a project (an SWR read keyed by its URL, revalidated when the realtime channel says an
 * export is ready or failed), the request, the download link and the removal, each followed by a fresh read.
 */
import useSWR, { useSWRConfig } from 'swr';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useTenantScope as useScope, type TenantScope as Scope } from '../../../lib/session';

/** The tenant scope of every call here: lib/session's, under the name this feature's screens use. */
export { useScope, type Scope };

const listKey = (s: Scope, projectId: string) =>
  apiUrl(routes.listSubmissionsExports, { params: s, query: { projectId } });

export function useSubmissionsExports(s: Scope | null, projectId: string) {
  return useSWR(s ? listKey(s, projectId) : null, () =>
    call(routes.listSubmissionsExports, { params: s!, query: { projectId } }),
  );
}

export function useSubmissionsExportChanges(s: Scope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  const after = async <T>(result: Promise<T>) => {
    try {
      return await result;
    } finally {
      if (s) await mutate(listKey(s, projectId));
    }
  };
  return {
    request: () => after(call(routes.requestSubmissionsExport, { params: { ...s!, id: projectId } })),
    download: (exportId: string) =>
      after(call(routes.downloadSubmissionsExport, { params: s!, query: { projectId, exportId } })),
    remove: (exportId: string) =>
      after(call(routes.removeSubmissionsExport, { params: s!, query: { projectId, exportId } })),
  };
}
