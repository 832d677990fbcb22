import { tenderTableIdsOf } from '../../shared/schemas/tender-tables.js';
import { createGroupHandler } from '../core/http.js';
import { tenderTablesRoutes } from '../routes/tender-tables.js';
import { searchTenderTables } from './tender-table-search.js';
import {
  copyAllTenderTables,
  copyTenderTable,
  createTenderTable,
  createTenderTableFromTemplate,
  deleteTenderTables,
  findTenderTable,
  findTenderTableSummary,
  sortTenderTables,
  updateTenderTable,
} from './tender-table-service.js';

/** Bid forms (decision 037): every lookup is scoped by the session's agency. */
export const handler = createGroupHandler(tenderTablesRoutes, {
  findTenderTable: async ({ session, query }) => findTenderTable(session, query.tenderTableId),
  findTenderTableSummary: async ({ session, query }) => findTenderTableSummary(session, query.tenderId),
  searchTenderTables: async ({ session, query, lang }) => searchTenderTables(session, query, lang),
  addTenderTable: async ({ session, body, lang }) => createTenderTable(session, body, lang),
  updateTenderTable: async ({ session, body, lang }) => updateTenderTable(session, body, lang),
  copyTenderTable: async ({ session, params, lang }) => copyTenderTable(session, params.tenderTableId, lang),
  addTenderTableFromTemplate: async ({ session, query, body, lang }) =>
    createTenderTableFromTemplate(session, query.projectId, body, lang),
  copyAllTenderTables: async ({ session, body }) =>
    copyAllTenderTables(session, body.fromProjectId, body.toProjectId),
  deleteTenderTables: async ({ session, query }) =>
    deleteTenderTables(session, tenderTableIdsOf(query.tenderTableId)),
  sortTenderTables: async ({ session, body }) =>
    sortTenderTables(session, body.projectId, body.tenderTableIds),
});
