import {
  ZSavedSearch,
  ZSavedSearchCreate,
  ZSavedSearchIdQuery,
  ZSavedSearchList,
  ZSavedSearchTypeQuery,
  ZSavedSearchUpdate,
} from '../../shared/schemas/project-search.js';
import { ZProjectSearch, ZProjectSearchAnswer } from '../../shared/schemas/project-search-query.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import { defineRoutes } from './types.js';
import { catalogueOf } from '../../shared/errors.js';
import { PROJECT_SEARCH_ERRORS } from '../../shared/errors/project-search.js';

/** Tenant calls sit under the customer and node prefix. */
const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const SAVED = `${NODE}/SavedSearchCriteria`;

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const savedSearchId = '0c8e1f2a-7b3d-4c5e-9f6a-1b2c3d4e5f60';
const criteria = { searchText: 'snow', status: ['inProgress' as const] };

/**
 * Finding projects (decision 027): its own Lambda, apart from the projects group, so the search's rows in
 * memory and the saved searches cost the Build screens' bundle nothing. Reading needs build.view; a saved
 * search is written with build.edit (route access: a change acts).
 */
const build = { group: 'project-search', auth: 'session', permission: 'projects/build' } as const;

/** What the project-search Lambda answers with: the base codes and these areas' (decision 082). */
export const projectSearchCatalogue = catalogueOf(PROJECT_SEARCH_ERRORS);

export const projectSearchRoutes = defineRoutes([
  {
    ...build,
    operationId: 'searchProjects',
    method: 'POST',
    path: `${NODE}/Projects/Search`,
    summary:
      'Searches the agency’s projects by text (number or name), dates, status and criteria, sorted by a column, a page at a time.',
    params: ZTenantPath,
    readsOnly: true,
    body: ZProjectSearch,
    response: ZProjectSearchAnswer,
    responseName: 'projectSearch',
    example: {
      params: customer,
      body: { searchText: 'snow', status: ['inProgress'], limit: 20, start: 0 },
    },
  },
  {
    ...build,
    operationId: 'findSavedSearches',
    method: 'GET',
    path: SAVED,
    summary: 'Lists the caller’s saved project searches and those shared in the agency, by name.',
    params: ZTenantPath,
    query: ZSavedSearchTypeQuery,
    response: ZSavedSearchList,
    responseName: 'savedSearches',
    example: { params: customer, query: { type: 'Project' } },
  },
  {
    ...build,
    operationId: 'createSavedSearch',
    method: 'POST',
    path: SAVED,
    summary:
      'Saves a project search, private or shared; the name is unique in the agency ignoring case (409 savedSearchNameExists).',
    params: ZTenantPath,
    query: ZSavedSearchTypeQuery,
    body: ZSavedSearchCreate,
    response: ZSavedSearch,
    responseName: 'savedSearch',
    successStatus: 201,
    example: {
      params: customer,
      query: { type: 'Project' },
      body: { name: 'My open snow tenders', shared: false, criteria },
    },
  },
  {
    ...build,
    operationId: 'updateSavedSearch',
    method: 'PUT',
    path: SAVED,
    summary:
      'Renames, shares or unshares, or changes the criteria of one’s own saved search at the version read; the new name is unique ignoring case.',
    params: ZTenantPath,
    query: ZSavedSearchIdQuery,
    body: ZSavedSearchUpdate,
    response: ZSavedSearch,
    responseName: 'savedSearch',
    example: {
      params: customer,
      query: { savedSearchId },
      body: { name: 'Snow tenders in progress', shared: true, criteria, version: 1 },
    },
  },
  {
    ...build,
    operationId: 'deleteSavedSearch',
    method: 'DELETE',
    path: SAVED,
    summary: 'Deletes one’s own saved search and frees its name.',
    params: ZTenantPath,
    query: ZSavedSearchIdQuery,
    successStatus: 204,
    example: { params: customer, query: { savedSearchId } },
  },
]);
