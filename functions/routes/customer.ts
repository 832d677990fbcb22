/**
 * The customer group: for now the agency's drop-down lists, one set of four routes per kind
 * of list (shared/domain/list-kinds.ts, docs/product/projects.md#drop-down-lists), plus the
 * commodity-category import. Reading needs the control panel's view right or the view right of a project's
 * pages (PROJECT_PAGE_ROUTE_NAMES), changing the control panel's manage right.
 */
import { LIST_KIND_SPECS, LIST_KINDS, type ListKind } from '../../shared/domain/list-kinds.js';
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { AWARD_APPROVAL_ERRORS } from '../../shared/errors/award-approvals.js';
import { LIST_ITEM_ERRORS } from '../../shared/errors/list-items.js';
import { LIST_ERRORS } from '../../shared/errors/lists.js';
import { OPENING_ERRORS } from '../../shared/errors/opening.js';
import { PROJECT_ERRORS } from '../../shared/errors/projects.js';
import {
  ZDepartmentRestriction,
  ZOpeningSettings,
  ZOpeningSettingsUpdate,
  ZDepartmentRestrictionUpdate,
  ZSourceSettings,
  ZSourceSettingsUpdate,
} from '../../shared/schemas/agency-settings.js';
import { PROJECT_PAGE_ROUTE_NAMES } from '../../shared/domain/route-permissions.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZCategoryImport,
  ZCategoryImportResult,
  ZListItem,
  ZListItemCreate,
  ZListItemDeleteQuery,
  ZListItems,
  ZListItemsQuery,
  ZListItemUpdate,
} from '../../shared/schemas/lists.js';
import { defineRoutes, type RouteDef, type RouteErrors } from './types.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const node = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-customer-node',
};
const itemId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const controlPanel = { group: 'customer', auth: 'session', permission: 'control-panel' } as const;

/** A realistic item of each list, for the OpenAPI document and the sample events. */
const EXAMPLES: Record<ListKind, { name: string; code?: string; parentCode?: string }> = {
  term: { name: 'Net 30 days' },
  tradeAgreement: { name: 'Canadian Free Trade Agreement (CFTA)' },
  leadAgencyName: { name: 'City of Riverton' },
  tenderType: { name: 'Request for proposals' },
  irrevocablePeriod: { name: '90 days' },
  procurementMethodLimitedType: { name: 'Sole source: only one supplier can deliver' },
  tax: { name: 'HST 13%' },
  awardException: { name: 'Emergency purchase' },
  commodityCategory: { name: 'Notebook computers', code: '43211503', parentCode: '43211500' },
};

/** The operation ids of a list's routes: find<plural>, add<singular>, update<singular>, delete<singular>. */
export function listOperationIds(kind: ListKind) {
  const { singular, plural } = LIST_KIND_SPECS[kind];
  return {
    find: `find${plural}`,
    add: `add${singular}`,
    update: `update${singular}`,
    remove: `delete${singular}`,
  } as const;
}

function listRoutes(kind: ListKind): RouteDef[] {
  const { segment, listSuffix } = LIST_KIND_SPECS[kind];
  const ids = listOperationIds(kind);
  const path = `${NODE}/${segment}`;
  const example = EXAMPLES[kind];
  return [
    {
      ...controlPanel,
      // A project's Build → details shows and sets these lists: whoever may view a project's pages reads them.
      alsoViewableUnder: PROJECT_PAGE_ROUTE_NAMES,
      operationId: ids.find,
      method: 'GET',
      path: `${path}${listSuffix}`,
      summary: `Lists the agency’s ${kind} drop-down items in name order, or those whose name (or code) contains ?search.`,
      params: ZTenantPath,
      query: ZListItemsQuery,
      response: ZListItems,
      responseName: 'listItems',
      example: { params: node, query: { search: example.name.slice(0, 3) } },
    },
    {
      ...controlPanel,
      operationId: ids.add,
      method: 'POST',
      path,
      summary: `Adds a ${kind} drop-down item; its ${example.code ? 'code' : 'name'} is unique in the list, ignoring case.`,
      params: ZTenantPath,
      body: ZListItemCreate,
      response: ZListItem,
      responseName: 'listItem',
      successStatus: 201,
      example: { params: node, body: example },
    },
    {
      ...controlPanel,
      operationId: ids.update,
      method: 'PUT',
      path,
      summary: `Renames a ${kind} drop-down item at the version it was read (409 if someone saved in between).`,
      params: ZTenantPath,
      body: ZListItemUpdate,
      response: ZListItem,
      responseName: 'listItem',
      example: { params: node, body: { id: itemId, version: 1, ...example } },
    },
    {
      ...controlPanel,
      operationId: ids.remove,
      method: 'DELETE',
      path,
      summary: `Deletes a ${kind} drop-down item; an item used by projects is refused (409 listItemInUse).`,
      params: ZTenantPath,
      query: ZListItemDeleteQuery,
      successStatus: 204,
      example: { params: node, query: { id: itemId } },
    },
  ];
}

/** What the customer Lambda answers with: the base codes and these areas' (decision 082). */
export const customerCatalogue = catalogueOf(
  AWARD_APPROVAL_ERRORS,
  LIST_ITEM_ERRORS,
  LIST_ERRORS,
  OPENING_ERRORS,
  PROJECT_ERRORS,
);
type Code = CodeOf<typeof customerCatalogue>;

export const customerRoutes = defineRoutes([
  ...LIST_KINDS.flatMap(listRoutes),
  {
    ...controlPanel,
    operationId: 'importCommodityCategories',
    method: 'POST',
    path: `${NODE}/CommodityCategories/Import`,
    summary:
      'Imports commodity categories from CSV text (header code,title[,parentCode]; at most 20,000 rows): every row is checked first, one bad row imports nothing, and rows are upserted by code.',
    params: ZTenantPath,
    body: ZCategoryImport,
    response: ZCategoryImportResult,
    responseName: 'categoryImport',
    example: {
      params: node,
      body: { csv: 'code,title,parentCode\n43211500,Computers,\n43211503,Notebook computers,43211500\n' },
    },
  },
  {
    ...controlPanel,
    operationId: 'findDepartmentRestriction',
    method: 'GET',
    path: `${NODE}/control-panel/department-restriction`,
    summary:
      'Reads the agency setting that restricts projects by department, with the agency record’s version.',
    params: ZTenantPath,
    response: ZDepartmentRestriction,
    responseName: 'departmentRestriction',
    example: { params: node },
  },
  {
    ...controlPanel,
    operationId: 'updateDepartmentRestriction',
    method: 'PUT',
    path: `${NODE}/control-panel/department-restriction`,
    summary:
      'Turns the department restriction on or off at the version read: when on, users whose groups restrict them to their own departments reach only those departments’ projects.',
    params: ZTenantPath,
    body: ZDepartmentRestrictionUpdate,
    response: ZDepartmentRestriction,
    responseName: 'departmentRestriction',
    example: { params: node, body: { restrictProjectsByDepartment: true, version: 1 } },
  },
  {
    ...controlPanel,
    operationId: 'findSourceSettings',
    method: 'GET',
    path: `${NODE}/control-panel/source-settings`,
    summary:
      'Reads the source settings (decision 060): the default No Bid email that receives suppliers’ “no bid”, and how many days an award approver’s link opens (decision 065), with the agency record’s version.',
    params: ZTenantPath,
    response: ZSourceSettings,
    responseName: 'sourceSettings',
    example: { params: node },
  },
  {
    ...controlPanel,
    operationId: 'findOpeningSettings',
    method: 'GET',
    path: `${NODE}/control-panel/opening-settings`,
    summary:
      'Reads the agency’s opening settings (decision 057): the submissions required to unseal without an explicit authorisation, with the agency record’s version.',
    params: ZTenantPath,
    response: ZOpeningSettings,
    responseName: 'openingSettings',
    example: { params: node },
  },
  {
    ...controlPanel,
    operationId: 'updateSourceSettings',
    method: 'PUT',
    path: `${NODE}/control-panel/source-settings`,
    summary:
      'Saves the default No Bid email at the version read (a valid address, or empty for none) and, when given, the award approver link’s validity (1 to 365 days) and the minimum bid period warned of on Build (0 to 365 days, 0 for none).',
    params: ZTenantPath,
    body: ZSourceSettingsUpdate,
    response: ZSourceSettings,
    responseName: 'sourceSettings',
    example: {
      params: node,
      body: {
        defaultNoBidEmail: 'bids@cityofexample.ca',
        approverLinkValidityDays: 30,
        minimumBidPeriodDays: 15,
        version: 1,
      },
    },
  },
  {
    ...controlPanel,
    operationId: 'updateOpeningSettings',
    method: 'PUT',
    path: `${NODE}/control-panel/opening-settings`,
    summary:
      'Saves the submissions required to unseal (0 to 99) at the version read: unsealing a bid that received fewer needs an explicit authorisation.',
    params: ZTenantPath,
    body: ZOpeningSettingsUpdate,
    response: ZOpeningSettings,
    responseName: 'openingSettings',
    example: { params: node, body: { submissionsRequiredToUnseal: 3, version: 1 } },
  },
]);

/** The catalogue errors of the group's routes, for functions/routes/errors.ts. */
export const customerRouteErrors: RouteErrors<Code> = {
  ...Object.fromEntries(
    LIST_KINDS.flatMap((kind) => {
      const ids = listOperationIds(kind);
      const taken: Code = LIST_KIND_SPECS[kind].coded ? 'listItemCodeExists' : 'listItemNameExists';
      return [
        [ids.add, [taken]],
        [ids.update, ['conflict', taken, 'listItemNotFound']],
        [ids.remove, ['conflict', 'listItemInUse', 'listItemNotFound']],
      ];
    }),
  ),
  updateDepartmentRestriction: ['conflict'],
  updateSourceSettings: ['conflict', 'approverLinkValidityInvalid', 'minimumBidPeriodInvalid'],
  updateOpeningSettings: ['conflict', 'submissionsRequiredToUnsealInvalid'],
  importCommodityCategories: [
    'conflict',
    'listImportTooLarge',
    'listImportEmpty',
    'listImportColumns',
    'listImportUnreadable',
    'listImportTooManyRows',
    'listImportInvalidRows',
  ],
};
