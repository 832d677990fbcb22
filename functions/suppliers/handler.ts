import { createGroupHandler } from '../core/http.js';
import { suppliersCatalogue, suppliersRoutes } from '../routes/suppliers.js';
import { DIVERSITY_CLASSIFICATIONS } from '../../shared/domain/suppliers/vendor-profile.js';
import {
  addVendorComment,
  advancedSearchVendors,
  deleteVendorComment,
  downloadVendorDocument,
  exportVendors,
  findVendor,
  searchVendors,
  vendorActivity,
  vendorComments,
  vendorDocuments,
  vendorEmails,
  vendorHistory,
} from './directory-service.js';
import {
  addVendorToList,
  createVendorList,
  deleteVendorList,
  findVendorList,
  findVendorLists,
  removeVendorFromList,
} from './vendor-list-service.js';

/** The buyer's supplier directory (decision 053): the agency's records are read by the session's agency. */
export const handler = createGroupHandler(suppliersRoutes, suppliersCatalogue, {
  searchVendors: async ({ query, lang }) => searchVendors(query, lang),
  advancedSearchVendors: async ({ body, lang }) => advancedSearchVendors(body, lang),
  exportVendors: async ({ body, lang }) => exportVendors(body, lang),
  listDiversityClassifications: async () => [...DIVERSITY_CLASSIFICATIONS],
  findVendor: async ({ session, query }) => findVendor(session, query.vendorId),
  findVendorHistory: async ({ session, query }) => vendorHistory(session, query.vendorId),
  findVendorEmails: async ({ session, query }) => vendorEmails(session, query.vendorId),
  findVendorActivity: async ({ session, query }) => vendorActivity(session, query.vendorId),
  findVendorDocuments: async ({ query }) => vendorDocuments(query.vendorId),
  downloadVendorDocument: async ({ query }) =>
    downloadVendorDocument(query.vendorId, query.supplierDocumentId),
  findVendorComments: async ({ session, query }) => vendorComments(session, query.vendorId),
  addVendorComment: async ({ session, body }) => addVendorComment(session, body),
  deleteVendorComment: async ({ session, query }) =>
    deleteVendorComment(session, query.vendorId, query.vendorCommentId),
  findVendorLists: async ({ session }) => findVendorLists(session),
  findVendorList: async ({ session, params }) => findVendorList(session, params.vendorListId),
  addVendorList: async ({ session, body }) => createVendorList(session, body),
  deleteVendorList: async ({ session, query }) => deleteVendorList(session, query.vendorListId),
  addVendorToList: async ({ session, body }) => addVendorToList(session, body),
  removeVendorFromList: async ({ session, query }) => removeVendorFromList(session, query),
});
