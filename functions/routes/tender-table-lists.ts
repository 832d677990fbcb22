/**
 * The tender-table-lists group (decision 037): a project's bid forms (docs/product/tender.md#price-forms),
 * the routes that do not need the calculation engine, in a Lambda without it: the project's list with the
 * figures stored at each form's last save, the search for a form to copy, copies (a copy keeps its source's
 * figures), deletes and reordering. A form read, added or saved is the tender-tables group's
 * (functions/routes/tender-tables.ts). The spec's `tenderId` is the project. Under the Build route
 * permission: reading needs build.view, changing build.edit; the services add the project's own rights and
 * the lock of shared/domain/forms/requirements-lock.ts.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { FORM_ERRORS } from '../../shared/errors/forms.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { TENDER_TABLE_ERRORS } from '../../shared/errors/tender-tables.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZTenderTableCopyAll,
  ZTenderTableCopyPath,
  ZTenderTableDeleteQuery,
  ZTenderTableLine,
  ZTenderTableLines,
  ZTenderTableSearchPage,
  ZTenderTableSearchQuery,
  ZTenderTableSortOrder,
  ZTenderTableSummary,
  ZTenderTableSummaryQuery,
} from '../../shared/schemas/tender-tables.js';
import { defineRoutes, type RouteErrors } from './types.js';

const TABLES = '/api/v1/customer/{customerId}/node/{nodeId}/TenderTables';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const otherProjectId = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const tenderTableId = '3d4c5b6a-7e8f-4a0b-9c1d-2e3f4a5b6c7d';
const secondTableId = '8f7e6d5c-4b3a-4291-8f0e-1d2c3b4a5f6e';

const lists = { group: 'tender-table-lists', auth: 'session', permission: 'projects/build' } as const;

/** What the tender-table-lists Lambda answers with: the base codes and these areas' (decision 082). */
export const tenderTableListsCatalogue = catalogueOf(FORM_ERRORS, PROJECT_ACCESS_ERRORS, TENDER_TABLE_ERRORS);
type Code = CodeOf<typeof tenderTableListsCatalogue>;

export const tenderTableListsRoutes = defineRoutes([
  {
    ...lists,
    operationId: 'findTenderTableSummary',
    method: 'GET',
    path: `${TABLES}/Summary`,
    summary:
      "A project's forms in their order, with the figures the server computed at their last save, and why they may not change (lock).",
    params: ZTenantPath,
    query: ZTenderTableSummaryQuery,
    response: ZTenderTableSummary,
    responseName: 'tenderTableSummary',
    example: { params: customer, query: { tenderId: projectId } },
  },
  {
    ...lists,
    operationId: 'searchTenderTables',
    method: 'GET',
    path: `${TABLES}/Search`,
    summary:
      "Forms of the agency's projects the caller reaches, by name keywords and type, a page at a time (to pick one to copy).",
    params: ZTenantPath,
    query: ZTenderTableSearchQuery,
    response: ZTenderTableSearchPage,
    responseName: 'tenderTableSearch',
    example: { params: customer, query: { keywords: 'prices', type: 'price' } },
  },
  {
    ...lists,
    operationId: 'copyTenderTable',
    method: 'POST',
    path: `${TABLES}/Copy/{tenderTableId}`,
    summary: 'Copies a form within its project as "Copy of <name>", at the end of the list.',
    params: ZTenderTableCopyPath,
    response: ZTenderTableLine,
    responseName: 'tenderTable',
    successStatus: 201,
    example: { params: { ...customer, tenderTableId } },
  },
  {
    ...lists,
    operationId: 'copyAllTenderTables',
    method: 'POST',
    path: `${TABLES}/CopyAll`,
    summary:
      'Copies every form of one project into another the caller may change, after its own; a name already there becomes "Copy of <name>".',
    params: ZTenantPath,
    body: ZTenderTableCopyAll,
    response: ZTenderTableLines,
    responseName: 'tenderTableSummary',
    successStatus: 201,
    example: { params: customer, body: { fromProjectId: projectId, toProjectId: otherProjectId } },
  },
  {
    ...lists,
    operationId: 'deleteTenderTables',
    method: 'DELETE',
    path: TABLES,
    summary:
      'Deletes the forms named (a comma list), all or none: each must exist and be changeable. Up to 25 go in one transaction.',
    params: ZTenantPath,
    query: ZTenderTableDeleteQuery,
    successStatus: 204,
    example: { params: customer, query: { tenderTableId: `${tenderTableId},${secondTableId}` } },
  },
  {
    ...lists,
    operationId: 'sortTenderTables',
    method: 'PUT',
    path: `${TABLES}/SortOrder`,
    summary: "Reorders a project's forms: the list names each of them once, in the new order.",
    params: ZTenantPath,
    body: ZTenderTableSortOrder,
    response: ZTenderTableLines,
    responseName: 'tenderTableSummary',
    example: { params: customer, body: { projectId, tenderTableIds: [secondTableId, tenderTableId] } },
  },
]);

const LOCKS = ['tenderTablesClosed', 'tenderTablesSubmitted'] as const satisfies readonly Code[];

/** The catalogue errors of the group's routes, for functions/routes/errors.ts. */
export const tenderTableListsRouteErrors: RouteErrors<Code> = {
  findTenderTableSummary: ['projectNotFound', 'projectNotAuthorized'],
  copyTenderTable: ['tenderTableNotFound', 'formNameNotUnique', ...LOCKS],
  copyAllTenderTables: ['projectNotFound', 'conflict', ...LOCKS],
  deleteTenderTables: ['conflict', 'tenderTableNotFound', ...LOCKS],
  sortTenderTables: ['projectNotFound', 'tenderTableSortOrderInvalid', ...LOCKS],
};
