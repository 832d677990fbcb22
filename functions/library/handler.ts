import { createGroupHandler } from '../core/http.js';
import { libraryCatalogue, libraryRoutes } from '../routes/library.js';
import {
  createTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  searchTemplates,
  updateTemplate,
} from './template-service.js';

/** The library of online submission templates (decision 043): every lookup is scoped by the session's agency. */
export const handler = createGroupHandler(libraryRoutes, libraryCatalogue, {
  listTemplates: async ({ session, query }) => listTemplates(session, query.groupName),
  searchTemplates: async ({ session, query }) => searchTemplates(session, query),
  findTemplate: async ({ session, query }) => findTemplate(session, query.onlineSubmissionTemplateId),
  addTemplate: async ({ session, body }) => createTemplate(session, body),
  updateTemplate: async ({ session, body, lang }) => updateTemplate(session, body, lang),
  deleteTemplate: async ({ session, query }) =>
    deleteTemplate(session, query.onlineSubmissionTemplateId, query.groupName),
});
