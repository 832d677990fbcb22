/**
 * The drop-down list calls (docs/product/projects.md#drop-down-lists), through the generated route table: the
 * same four calls for every list, and the commodity-category import.
 */
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ListKind } from '../../../../../shared/domain/list-kinds';
import type { TListItem } from '../../../../../shared/schemas/lists';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';

export interface ListScope {
  customerId: string;
  nodeId: string;
}

/** Every list's routes share one set of schemas: the term list's types stand for all of them. */
interface ListRoutes {
  find: typeof routes.findTerms;
  add: typeof routes.addTerm;
  update: typeof routes.updateTerm;
  remove: typeof routes.deleteTerm;
}
const as = (find: unknown, add: unknown, update: unknown, remove: unknown) =>
  ({ find, add, update, remove }) as ListRoutes;

const LIST_ROUTES: Record<ListKind, ListRoutes> = {
  term: as(routes.findTerms, routes.addTerm, routes.updateTerm, routes.deleteTerm),
  tradeAgreement: as(
    routes.findTradeAgreements,
    routes.addTradeAgreement,
    routes.updateTradeAgreement,
    routes.deleteTradeAgreement,
  ),
  leadAgencyName: as(
    routes.findLeadAgencyNames,
    routes.addLeadAgencyName,
    routes.updateLeadAgencyName,
    routes.deleteLeadAgencyName,
  ),
  tenderType: as(
    routes.findTenderTypes,
    routes.addTenderType,
    routes.updateTenderType,
    routes.deleteTenderType,
  ),
  irrevocablePeriod: as(
    routes.findIrrevocablePeriods,
    routes.addIrrevocablePeriod,
    routes.updateIrrevocablePeriod,
    routes.deleteIrrevocablePeriod,
  ),
  procurementMethodLimitedType: as(
    routes.findProcurementMethodLimitedTypes,
    routes.addProcurementMethodLimitedType,
    routes.updateProcurementMethodLimitedType,
    routes.deleteProcurementMethodLimitedType,
  ),
  tax: as(routes.findTaxes, routes.addTax, routes.updateTax, routes.deleteTax),
  awardException: as(
    routes.findAwardExceptions,
    routes.addAwardException,
    routes.updateAwardException,
    routes.deleteAwardException,
  ),
  commodityCategory: as(
    routes.findCommodityCategories,
    routes.addCommodityCategory,
    routes.updateCommodityCategory,
    routes.deleteCommodityCategory,
  ),
};

/** The SWR key of a list: its URL (the whole list; searching filters it in the browser). */
export const listKey = (s: ListScope, kind: ListKind) => apiUrl(LIST_ROUTES[kind].find, { params: s });

export function useListItems(s: ListScope, kind: ListKind) {
  return useSWR(listKey(s, kind), () => call(LIST_ROUTES[kind].find, { params: s }));
}

export interface ItemFields {
  name: string;
  code?: string;
  parentCode?: string;
}

export function useAddItem(s: ListScope, kind: ListKind) {
  return useSWRMutation(listKey(s, kind), (_key: string, { arg }: { arg: ItemFields }) =>
    call(LIST_ROUTES[kind].add, { params: s, body: arg }),
  );
}

export function useUpdateItem(s: ListScope, kind: ListKind) {
  return useSWRMutation(
    listKey(s, kind),
    (_key: string, { arg }: { arg: ItemFields & { id: string; version: number } }) =>
      call(LIST_ROUTES[kind].update, { params: s, body: arg }),
  );
}

export function useDeleteItem(s: ListScope, kind: ListKind) {
  return useSWRMutation(listKey(s, kind), (_key: string, { arg }: { arg: TListItem }) =>
    call(LIST_ROUTES[kind].remove, { params: s, query: { id: arg.id } }),
  );
}

/** The import reloads the category list when it is done (a mutation on the list's key). */
export function useImportCategories(s: ListScope) {
  return useSWRMutation(listKey(s, 'commodityCategory'), (_key: string, { arg }: { arg: string }) =>
    call(routes.importCommodityCategories, { params: s, body: { csv: arg } }),
  );
}
