import { createGroupHandler } from '../core/http.js';
import { tenderTablesCatalogue, tenderTablesRoutes } from '../routes/tender-tables.js';
import {
  createTenderTable,
  createTenderTableFromTemplate,
  findTenderTable,
  updateTenderTable,
} from './tender-table-service.js';

/**
 * Bid forms with the calculation engine (decision 037): read with its figures, added, saved. Every lookup
 * is scoped by the session's agency.
 */
export const handler = createGroupHandler(tenderTablesRoutes, tenderTablesCatalogue, {
  findTenderTable: async ({ session, query }) => findTenderTable(session, query.tenderTableId),
  addTenderTable: async ({ session, body, lang }) => createTenderTable(session, body, lang),
  updateTenderTable: async ({ session, body, lang }) => updateTenderTable(session, body, lang),
  addTenderTableFromTemplate: async ({ session, query, body, lang }) =>
    createTenderTableFromTemplate(session, query.projectId, body, lang),
});
