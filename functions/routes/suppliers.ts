/**
 * The suppliers group (issue 9 item 6, Vendors and VendorLists,
 * docs/product/suppliers-and-accounts.md#supplier-directory, decision 053): the buyer's supplier directory.
 * Suppliers are platform-wide and read as they are; comments, lists, history and emails are the agency's own.
 * Under the `suppliers` route permission: reading needs suppliers.view, changing suppliers.manage. The
 * supplier's own calls are the portal group's (decision 045).
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { VENDOR_DIRECTORY_ERRORS } from '../../shared/errors/vendor-directory.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZDiversityClassifications,
  ZVendorActivity,
  ZVendorAdvancedSearch,
  ZVendorComment,
  ZVendorCommentCreate,
  ZVendorCommentQuery,
  ZVendorComments,
  ZVendorDocumentDownload,
  ZVendorDocumentQuery,
  ZVendorDocuments,
  ZVendorEmails,
  ZVendorExport,
  ZVendorHistory,
  ZVendorList,
  ZVendorListCreate,
  ZVendorListLines,
  ZVendorListMemberChange,
  ZVendorListPath,
  ZVendorListQuery,
  ZVendorOverview,
  ZVendorPage,
  ZVendorQuery,
  ZVendorSearchQuery,
} from '../../shared/schemas/vendor-directory.js';
import { defineRoutes, type RouteErrors } from './types.js';

const TENANT = '/api/v1/customer/{customerId}/node/{nodeId}';
const VENDORS = `${TENANT}/Vendors`;
const LISTS = `${TENANT}/VendorLists`;

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const vendorId = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
const vendorListId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const vendorCommentId = '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a';
const supplierDocumentId = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

const directory = { group: 'suppliers', auth: 'session', permission: 'suppliers' } as const;

/** What the suppliers Lambda answers with: the base codes and these areas' (decision 082). */
export const suppliersCatalogue = catalogueOf(VENDOR_DIRECTORY_ERRORS);
type Code = CodeOf<typeof suppliersCatalogue>;

export const suppliersRoutes = defineRoutes([
  {
    ...directory,
    operationId: 'searchVendors',
    method: 'GET',
    path: `${VENDORS}/Search`,
    summary:
      'Suppliers whose name starts with the term (at least 3 characters, ignoring case), by name, 25 a page.',
    params: ZTenantPath,
    query: ZVendorSearchQuery,
    response: ZVendorPage,
    responseName: 'vendors',
    example: { params: customer, query: { name: 'acm' } },
  },
  {
    ...directory,
    operationId: 'advancedSearchVendors',
    method: 'POST',
    readsOnly: true,
    path: `${VENDORS}/AdvancedSearch`,
    summary:
      'Suppliers meeting every criterion given (name, category, diversity, flags, city, province, account status), by name, 25 a page.',
    params: ZTenantPath,
    body: ZVendorAdvancedSearch,
    response: ZVendorPage,
    responseName: 'vendors',
    example: { params: customer, body: { name: 'construction', local: true } },
  },
  {
    ...directory,
    operationId: 'exportVendors',
    method: 'POST',
    readsOnly: true,
    path: `${VENDORS}/AdvancedSearchResultExport`,
    summary:
      "Every supplier meeting the advanced search's criteria (at most 5,000), for the browser's Excel export.",
    params: ZTenantPath,
    body: ZVendorAdvancedSearch,
    response: ZVendorExport,
    responseName: 'vendorExport',
    example: { params: customer, body: { diversityClassification: 'indigenousOwned' } },
  },
  {
    ...directory,
    operationId: 'listDiversityClassifications',
    method: 'GET',
    path: `${VENDORS}/DiversityClassificationType/All`,
    summary: 'The diversity classifications a supplier may declare.',
    params: ZTenantPath,
    response: ZDiversityClassifications,
    responseName: 'diversityClassifications',
    example: { params: customer },
  },
  {
    ...directory,
    operationId: 'findVendor',
    method: 'GET',
    path: VENDORS,
    summary:
      "A supplier's profile (read only to an agency), its account and email status, and the reader's lists that hold it.",
    params: ZTenantPath,
    query: ZVendorQuery,
    response: ZVendorOverview,
    responseName: 'vendor',
    example: { params: customer, query: { vendorId } },
  },
  {
    ...directory,
    operationId: 'findVendorHistory',
    method: 'GET',
    path: `${VENDORS}/SubmissionHistory`,
    summary:
      "The agency's bids the supplier took part in: invited, plan taker, following, and its submissions.",
    params: ZTenantPath,
    query: ZVendorQuery,
    response: ZVendorHistory,
    responseName: 'vendorHistory',
    example: { params: customer, query: { vendorId } },
  },
  {
    ...directory,
    operationId: 'findVendorEmails',
    method: 'GET',
    path: `${VENDORS}/Emails`,
    summary: 'The emails the agency sent the supplier, the latest first.',
    params: ZTenantPath,
    query: ZVendorQuery,
    response: ZVendorEmails,
    responseName: 'vendorEmails',
    example: { params: customer, query: { vendorId } },
  },
  {
    ...directory,
    operationId: 'findVendorActivity',
    method: 'GET',
    path: `${VENDORS}/Activity`,
    summary: "The agency's changes about the supplier (comments, lists), the latest first.",
    params: ZTenantPath,
    query: ZVendorQuery,
    response: ZVendorActivity,
    responseName: 'vendorActivity',
    example: { params: customer, query: { vendorId } },
  },
  {
    ...directory,
    operationId: 'findVendorDocuments',
    method: 'GET',
    path: `${VENDORS}/Documents`,
    summary: "The supplier's own documents, with their dates.",
    params: ZTenantPath,
    query: ZVendorQuery,
    response: ZVendorDocuments,
    responseName: 'vendorDocuments',
    example: { params: customer, query: { vendorId } },
  },
  {
    ...directory,
    operationId: 'downloadVendorDocument',
    method: 'GET',
    path: `${VENDORS}/Documents/Download`,
    summary: "A one-minute link to download one of the supplier's documents.",
    params: ZTenantPath,
    query: ZVendorDocumentQuery,
    response: ZVendorDocumentDownload,
    responseName: 'download',
    example: { params: customer, query: { vendorId, supplierDocumentId } },
  },
  {
    ...directory,
    operationId: 'findVendorComments',
    method: 'GET',
    path: `${VENDORS}/Comments`,
    summary: "The agency's comments on the supplier, the latest first.",
    params: ZTenantPath,
    query: ZVendorQuery,
    response: ZVendorComments,
    responseName: 'vendorComments',
    example: { params: customer, query: { vendorId } },
  },
  {
    ...directory,
    operationId: 'addVendorComment',
    method: 'POST',
    path: `${VENDORS}/Comments`,
    summary: "Adds the reader's comment on the supplier (seen by the agency only).",
    params: ZTenantPath,
    body: ZVendorCommentCreate,
    response: ZVendorComment,
    responseName: 'vendorComment',
    successStatus: 201,
    example: { params: customer, body: { vendorId, comment: 'Reliable on the 2025 snow removal.' } },
  },
  {
    ...directory,
    operationId: 'deleteVendorComment',
    method: 'DELETE',
    path: `${VENDORS}/Comments`,
    summary: 'Deletes a comment; only its author may.',
    params: ZTenantPath,
    query: ZVendorCommentQuery,
    successStatus: 204,
    example: { params: customer, query: { vendorId, vendorCommentId } },
  },
  {
    ...directory,
    operationId: 'findVendorLists',
    method: 'GET',
    path: LISTS,
    summary: "The agency's shared supplier lists and the reader's personal ones, by name.",
    params: ZTenantPath,
    response: ZVendorListLines,
    responseName: 'vendorLists',
    example: { params: customer },
  },
  {
    ...directory,
    operationId: 'findVendorList',
    method: 'GET',
    path: `${LISTS}/{vendorListId}`,
    summary: 'A supplier list with its suppliers in order (for a rotational list, the rotation sequence).',
    params: ZVendorListPath,
    response: ZVendorList,
    responseName: 'vendorList',
    example: { params: { ...customer, vendorListId } },
  },
  {
    ...directory,
    operationId: 'addVendorList',
    method: 'POST',
    path: LISTS,
    summary: 'Adds an empty supplier list, personal or shared, rotational or not.',
    params: ZTenantPath,
    body: ZVendorListCreate,
    response: ZVendorList,
    responseName: 'vendorList',
    successStatus: 201,
    example: {
      params: customer,
      body: { name: 'Snow removal rotation', visibility: 'shared', rotational: true },
    },
  },
  {
    ...directory,
    operationId: 'deleteVendorList',
    method: 'DELETE',
    path: LISTS,
    summary: 'Deletes a supplier list (the suppliers stay in the directory).',
    params: ZTenantPath,
    query: ZVendorListQuery,
    successStatus: 204,
    example: { params: customer, query: { vendorListId } },
  },
  {
    ...directory,
    operationId: 'addVendorToList',
    method: 'POST',
    path: `${LISTS}/AddVendorToList`,
    summary: 'Adds a supplier at the end of a list (last in its rotation).',
    params: ZTenantPath,
    body: ZVendorListMemberChange,
    response: ZVendorList,
    responseName: 'vendorList',
    example: { params: customer, body: { vendorListId, vendorId } },
  },
  {
    ...directory,
    operationId: 'removeVendorFromList',
    method: 'DELETE',
    path: `${LISTS}/Vendors`,
    summary: 'Takes a supplier off a list; the others keep their order.',
    params: ZTenantPath,
    query: ZVendorListMemberChange,
    successStatus: 204,
    example: { params: customer, query: { vendorListId, vendorId } },
  },
]);

/** The catalogue errors of the group's routes, for functions/routes/errors.ts. */
export const suppliersRouteErrors: RouteErrors<Code> = {
  searchVendors: ['vendorSearchTooShort'],
  findVendor: ['vendorNotFound'],
  findVendorHistory: ['vendorNotFound'],
  findVendorDocuments: ['vendorNotFound'],
  downloadVendorDocument: ['vendorDocumentNotFound'],
  addVendorComment: ['vendorNotFound'],
  deleteVendorComment: ['vendorCommentNotFound', 'vendorCommentNotOwn', 'conflict'],
  findVendorList: ['vendorListNotFound'],
  addVendorList: ['vendorListsTooMany'],
  deleteVendorList: ['vendorListNotFound', 'conflict'],
  addVendorToList: [
    'vendorListNotFound',
    'vendorNotFound',
    'vendorAlreadyInList',
    'vendorListFull',
    'conflict',
  ],
  removeVendorFromList: ['vendorListNotFound', 'vendorNotInList', 'conflict'],
};
