/**
 * The supplier directory's calls (decision 053): reads are SWR hooks keyed by their URL; a change is
 * followed by fresh reads of what it touched.
 */
import useSWR, { useSWRConfig } from 'swr';
import type {
  TVendorAdvancedSearch,
  TVendorListCreate,
} from '../../../../../shared/schemas/vendor-directory';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useTenantScope as useScope, type TenantScope as Scope } from '../../../lib/session';

/** The tenant scope of every call here: lib/session's, under the name this feature's screens use. */
export { useScope, type Scope };

/** The name search, a page at a time (asked only once the term has 3 characters). */
export const searchByName = (s: Scope, name: string, cursor?: string) =>
  call(routes.searchVendors, { params: s, query: { name, ...(cursor ? { cursor } : {}) } });

export const advancedSearch = (s: Scope, body: TVendorAdvancedSearch) =>
  call(routes.advancedSearchVendors, { params: s, body });

export const exportSearch = (s: Scope, body: TVendorAdvancedSearch) =>
  call(routes.exportVendors, { params: s, body });

const vendorKey = (s: Scope, vendorId: string) =>
  apiUrl(routes.findVendor, { params: s, query: { vendorId } });

export function useVendor(s: Scope | null, vendorId: string) {
  return useSWR(s ? vendorKey(s, vendorId) : null, () =>
    call(routes.findVendor, { params: s!, query: { vendorId } }),
  );
}

const vendorQuery = (s: Scope, vendorId: string) => ({ params: s, query: { vendorId } });

export function useVendorHistory(s: Scope | null, vendorId: string) {
  return useSWR(s ? apiUrl(routes.findVendorHistory, vendorQuery(s, vendorId)) : null, () =>
    call(routes.findVendorHistory, vendorQuery(s!, vendorId)),
  );
}

export function useVendorEmails(s: Scope | null, vendorId: string) {
  return useSWR(s ? apiUrl(routes.findVendorEmails, vendorQuery(s, vendorId)) : null, () =>
    call(routes.findVendorEmails, vendorQuery(s!, vendorId)),
  );
}

export function useVendorActivity(s: Scope | null, vendorId: string) {
  return useSWR(s ? apiUrl(routes.findVendorActivity, vendorQuery(s, vendorId)) : null, () =>
    call(routes.findVendorActivity, vendorQuery(s!, vendorId)),
  );
}

export function useVendorDocuments(s: Scope | null, vendorId: string) {
  return useSWR(s ? apiUrl(routes.findVendorDocuments, vendorQuery(s, vendorId)) : null, () =>
    call(routes.findVendorDocuments, vendorQuery(s!, vendorId)),
  );
}

export const downloadVendorDocument = (s: Scope, vendorId: string, supplierDocumentId: string) =>
  call(routes.downloadVendorDocument, { params: s, query: { vendorId, supplierDocumentId } });

const commentsKey = (s: Scope, vendorId: string) =>
  apiUrl(routes.findVendorComments, { params: s, query: { vendorId } });
const activityKey = (s: Scope, vendorId: string) =>
  apiUrl(routes.findVendorActivity, { params: s, query: { vendorId } });

export function useVendorComments(s: Scope | null, vendorId: string) {
  return useSWR(s ? commentsKey(s, vendorId) : null, () =>
    call(routes.findVendorComments, { params: s!, query: { vendorId } }),
  );
}

/** Adding and deleting one's comments; each revalidates the comments and the activity feed. */
export function useCommentChanges(s: Scope | null, vendorId: string) {
  const { mutate } = useSWRConfig();
  const after = async <T>(result: Promise<T>) => {
    const value = await result;
    if (s) await Promise.all([mutate(commentsKey(s, vendorId)), mutate(activityKey(s, vendorId))]);
    return value;
  };
  return {
    add: (comment: string) =>
      after(call(routes.addVendorComment, { params: s!, body: { vendorId, comment } })),
    remove: (vendorCommentId: string) =>
      after(call(routes.deleteVendorComment, { params: s!, query: { vendorId, vendorCommentId } })),
  };
}

const listsKey = (s: Scope) => apiUrl(routes.findVendorLists, { params: s });
const listKey = (s: Scope, vendorListId: string) =>
  apiUrl(routes.findVendorList, { params: { ...s, vendorListId } });

export function useVendorLists(s: Scope | null) {
  return useSWR(s ? listsKey(s) : null, () => call(routes.findVendorLists, { params: s! }));
}

export function useVendorList(s: Scope | null, vendorListId: string | null) {
  return useSWR(s && vendorListId ? listKey(s, vendorListId) : null, () =>
    call(routes.findVendorList, { params: { ...s!, vendorListId: vendorListId! } }),
  );
}

/** The lists' changes; each revalidates the lists, the list changed and the supplier's overview. */
export function useListChanges(s: Scope | null) {
  const { mutate } = useSWRConfig();
  const refresh = async (vendorListId?: string, vendorId?: string) => {
    if (!s) return;
    await Promise.all([
      mutate(listsKey(s)),
      ...(vendorListId ? [mutate(listKey(s, vendorListId))] : []),
      ...(vendorId ? [mutate(vendorKey(s, vendorId)), mutate(activityKey(s, vendorId))] : []),
    ]);
  };
  return {
    create: async (body: TVendorListCreate) => {
      const list = await call(routes.addVendorList, { params: s!, body });
      await refresh();
      return list;
    },
    remove: async (vendorListId: string) => {
      await call(routes.deleteVendorList, { params: s!, query: { vendorListId } });
      await refresh();
    },
    addVendor: async (vendorListId: string, vendorId: string) => {
      const list = await call(routes.addVendorToList, { params: s!, body: { vendorListId, vendorId } });
      await refresh(vendorListId, vendorId);
      return list;
    },
    removeVendor: async (vendorListId: string, vendorId: string) => {
      await call(routes.removeVendorFromList, { params: s!, query: { vendorListId, vendorId } });
      await refresh(vendorListId, vendorId);
    },
  };
}
