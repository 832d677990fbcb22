import { createGroupHandler } from '../core/http.js';
import { projectSearchCatalogue, projectSearchRoutes } from '../routes/project-search.js';
import { searchProjects } from './project-search-service.js';
import {
  createSavedSearch,
  deleteSavedSearch,
  findSavedSearches,
  updateSavedSearch,
} from './saved-search-service.js';

/** Finding projects and saved searches (decision 027): every lookup is scoped by the session's agency. */
export const handler = createGroupHandler(projectSearchRoutes, projectSearchCatalogue, {
  searchProjects: async ({ session, body }) => searchProjects(session, body),
  findSavedSearches: async ({ session }) => findSavedSearches(session),
  createSavedSearch: async ({ session, body }) => createSavedSearch(session, body),
  updateSavedSearch: async ({ session, query, body }) =>
    updateSavedSearch(session, query.savedSearchId, body),
  deleteSavedSearch: async ({ session, query }) => deleteSavedSearch(session, query.savedSearchId),
});
