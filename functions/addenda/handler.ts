import { createGroupHandler } from '../core/http.js';
import { addendaCatalogue, addendaRoutes } from '../routes/addenda.js';
import {
  createAddendum,
  deleteAddendum,
  listAddenda,
  publishAddendum,
  updateAddendum,
} from './addendum-service.js';

/** Source → questions and addenda, the buyer's addenda (decision 052): every lookup is scoped by the session's agency. */
export const handler = createGroupHandler(addendaRoutes, addendaCatalogue, {
  listAddenda: async ({ session, query }) => listAddenda(session, query.projectId),
  createAddendum: async ({ session, query, body, lang }) =>
    createAddendum(session, query.projectId, body, lang),
  updateAddendum: async ({ session, query, body, lang }) =>
    updateAddendum(session, query.projectId, query.addendumId, body, lang),
  deleteAddendum: async ({ session, query }) =>
    deleteAddendum(session, query.projectId, query.addendumId, query.version),
  publishAddendum: async ({ session, query, body, headers }) =>
    publishAddendum(session, query.projectId, query.addendumId, body, headers.origin),
});
