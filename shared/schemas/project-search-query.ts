/**
 * Finding projects (Projects/Search, docs/product/projects.md#search, decision 025): the criteria, the
 * request, the compact row search reads and the answer; and a saved search's shape (decision 027). Apart from
 * the other project schemas, so that the project-search Lambda carries neither them nor the projects area's
 * error texts. zod/mini.
 */
import * as z from 'zod/mini';
import {
  PROJECT_CATEGORIES_MAX,
  PROJECT_SEARCH_MAX_LIMIT,
  PROJECT_SEARCH_TEXT_MAX_LENGTH,
  SAVED_SEARCH_NAME_MAX_LENGTH,
} from '../domain/projects/project-limits.js';
import {
  PROJECT_KINDS,
  PROJECT_PHASES,
  PROJECT_SORT_COLUMNS,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  SOURCE_METHODS,
} from '../domain/projects/project-types.js';
import { ZIds, ZProjectRefId, ZRequiredText, ZStoredDate, ZText } from './project-blocks.js';

/** The columns a search sorts by: shared/domain (no zod), so the browser's list can use them. */
export { PROJECT_SORT_COLUMNS };

/** What a search filters on; a saved search keeps exactly this. */
export const ZProjectSearchCriteria = z.strictObject({
  searchText: z.optional(ZText(PROJECT_SEARCH_TEXT_MAX_LENGTH)),
  dateFrom: z.optional(ZStoredDate),
  dateTo: z.optional(ZStoredDate),
  status: z.optional(z.array(z.enum(PROJECT_STATUSES)).check(z.maxLength(PROJECT_STATUSES.length))),
  searchCriteria: z.optional(
    z.strictObject({
      type: z.optional(z.array(z.enum(PROJECT_TYPES)).check(z.maxLength(PROJECT_TYPES.length))),
      sourceMethod: z.optional(z.array(z.enum(SOURCE_METHODS)).check(z.maxLength(SOURCE_METHODS.length))),
      phase: z.optional(z.array(z.enum(PROJECT_PHASES)).check(z.maxLength(PROJECT_PHASES.length))),
      departmentIds: z.optional(ZIds(PROJECT_CATEGORIES_MAX)),
      projectLeadIds: z.optional(ZIds(PROJECT_CATEGORIES_MAX)),
      categoryIds: z.optional(ZIds(PROJECT_CATEGORIES_MAX)),
    }),
  ),
  sort: z.optional(
    z.strictObject({ column: z.enum(PROJECT_SORT_COLUMNS), direction: z.enum(['asc', 'desc']) }),
  ),
});

/** POST Projects/Search (docs/product/projects.md#search): the criteria and a page. */
export const ZProjectSearch = z
  .strictObject({
    ...ZProjectSearchCriteria.shape,
    limit: z._default(z.int().check(z.minimum(1), z.maximum(PROJECT_SEARCH_MAX_LIMIT)), 20),
    start: z._default(z.int().check(z.minimum(0)), 0),
  })
  .check(
    z.refine(
      (search) =>
        !search.dateFrom || !search.dateTo || Date.parse(search.dateFrom) <= Date.parse(search.dateTo),
      {
        path: ['dateTo'],
        message: 'dateTo must not be before dateFrom',
      },
    ),
  );
export type TProjectSearch = z.output<typeof ZProjectSearch>;

/** SavedSearchCriteria POST ?type=Project (docs/product/projects.md#search: private or shared). */
export const ZSavedProjectSearch = z.strictObject({
  name: ZRequiredText(SAVED_SEARCH_NAME_MAX_LENGTH),
  shared: z.boolean(),
  criteria: ZProjectSearchCriteria,
});

/** One line of a search result: the compact projection search reads (decision 025). */
export const ZProjectSearchRow = z.object({
  projectId: ZProjectRefId,
  number: z.string(),
  name: z.string(),
  status: z.enum(PROJECT_STATUSES),
  phase: z.enum(PROJECT_PHASES),
  type: z.enum(PROJECT_TYPES),
  kind: z.enum(PROJECT_KINDS),
  sourceMethod: z.optional(z.enum(SOURCE_METHODS)),
  departmentId: z.optional(z.string()),
  projectLeadId: z.optional(z.string()),
  /** Who created it: with the lead, who may save a copy as a template (canCreateTemplateFrom). */
  createdBy: z.optional(z.string()),
  categoryIds: z.optional(z.array(z.string())),
  publishDate: z.optional(z.string()),
  closingDate: z.optional(z.string()),
  updatedAt: z.string(),
});
export type TProjectSearchRow = z.output<typeof ZProjectSearchRow>;

export const ZProjectSearchAnswer = z.object({
  total: z.int(),
  start: z.int(),
  limit: z.int(),
  rows: z.array(ZProjectSearchRow),
});
export type TProjectSearchAnswer = z.output<typeof ZProjectSearchAnswer>;
