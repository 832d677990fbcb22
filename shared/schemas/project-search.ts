/**
 * Saved project searches (SavedSearchCriteria, docs/product/projects.md#search): a name, private or shared in
 * the agency, and exactly the criteria a search takes (`ZProjectSearchCriteria`). zod/mini.
 */
import * as z from 'zod/mini';
import { ZSavedProjectSearch, ZProjectSearchCriteria } from './project-search-query.js';
import { ZId } from './common.js';

/** Saved searches are typed; projects are the only type today. */
export const ZSavedSearchTypeQuery = z.strictObject({ type: z.enum(['Project']) });

export const ZSavedSearchIdQuery = z.strictObject({ savedSearchId: ZId });

/** POST: a new saved search. */
export const ZSavedSearchCreate = ZSavedProjectSearch;
export type TSavedSearchCreate = z.output<typeof ZSavedSearchCreate>;

/** PUT: rename, share or unshare, new criteria; at the version read (409 otherwise). */
export const ZSavedSearchUpdate = z.strictObject({
  ...ZSavedProjectSearch.shape,
  version: z.int().check(z.minimum(1)),
});
export type TSavedSearchUpdate = z.output<typeof ZSavedSearchUpdate>;

/** One saved search as the caller sees it: `mine` says whether the caller may change or delete it. */
export const ZSavedSearch = z.object({
  id: z.string(),
  name: z.string(),
  shared: z.boolean(),
  criteria: ZProjectSearchCriteria,
  ownerId: z.string(),
  mine: z.boolean(),
  version: z.int(),
  updatedAt: z.string(),
});
export type TSavedSearch = z.output<typeof ZSavedSearch>;

/** GET: the caller's own searches and those shared in the agency, by name. */
export const ZSavedSearchList = z.array(ZSavedSearch);
