import { tenderTableIdsOf } from '../../shared/schemas/tender-tables.js';
import { createGroupHandler } from '../core/http.js';
import { tenderTableListsCatalogue, tenderTableListsRoutes } from '../routes/tender-table-lists.js';
import { searchTenderTables } from './tender-table-search.js';
import {
  copyAllTenderTables,
  copyTenderTable,
  deleteTenderTables,
  findTenderTableSummary,
  sortTenderTables,
} from './tender-table-list-service.js';

/**
 * A project's bid forms without the calculation engine (decision 037): listed, searched, copied, deleted,
 * reordered. Every lookup is scoped by the session's agency.
 */
export const handler = createGroupHandler(tenderTableListsRoutes, tenderTableListsCatalogue, {
  findTenderTableSummary: async ({ session, query }) => findTenderTableSummary(session, query.tenderId),
  searchTenderTables: async ({ session, query, lang }) => searchTenderTables(session, query, lang),
  copyTenderTable: async ({ session, params, lang }) => copyTenderTable(session, params.tenderTableId, lang),
  copyAllTenderTables: async ({ session, body }) =>
    copyAllTenderTables(session, body.fromProjectId, body.toProjectId),
  deleteTenderTables: async ({ session, query }) =>
    deleteTenderTables(session, tenderTableIdsOf(query.tenderTableId)),
  sortTenderTables: async ({ session, body }) =>
    sortTenderTables(session, body.projectId, body.tenderTableIds),
});
