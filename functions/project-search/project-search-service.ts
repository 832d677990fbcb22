/**
 * POST Projects/Search (decision 025): DynamoDB has no text search, so search keeps the agency's compact
 * rows (ProjectSearchRow, one per project, written with every change) in the Lambda's memory, checks with
 * one strongly consistent GetItem of the agency's search generation that no project changed since, and
 * filters, sorts and pages them here. The filter and sort are pure (filterProjectRows), tested beside this file.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../core/aws/dynamodb.js';
import {
  ProjectSearchGeneration,
  ProjectSearchRow,
  searchRowsOfCustomer,
} from '../core/db/entities/project-search-row.js';
import { queryAll } from '../core/db/ops.js';
import { env } from '../core/env.js';
import type { SessionContext } from '../core/session.js';
import { PROJECT_SORT_COLUMNS } from '../../shared/schemas/project-search-query.js';
import type {
  TProjectSearch,
  TProjectSearchAnswer,
  TProjectSearchRow,
} from '../../shared/schemas/project-search-query.js';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const anyOf = <T>(wanted: readonly T[] | undefined, value: T | undefined) =>
  !wanted || wanted.length === 0 || (value !== undefined && wanted.includes(value));

/** A row with what matching and sorting need, computed once when the rows are loaded. */
export interface PreparedRow {
  row: TProjectSearchRow;
  /** The number and name, folded (lower case, no accents). */
  text: string;
  /** Each sortable column, folded as the text. */
  keys: Record<(typeof PROJECT_SORT_COLUMNS)[number], string>;
}

export function prepareRows(rows: readonly TProjectSearchRow[]): PreparedRow[] {
  return rows.map((row) => ({
    row,
    text: fold(`${row.number} ${row.name}`),
    keys: Object.fromEntries(
      PROJECT_SORT_COLUMNS.map((column) => [column, fold(row[column] ?? '')]),
    ) as PreparedRow['keys'],
  }));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The agency's rows, and each order a search asked for, sorted once and kept with the rows. */
export interface RowIndex {
  rows: PreparedRow[];
  orders: Map<string, PreparedRow[]>;
}

export const indexRows = (rows: readonly TProjectSearchRow[]): RowIndex => ({
  rows: prepareRows(rows),
  orders: new Map(),
});

/** The rows by a column (updatedAt, newest first, unless one is chosen); the number breaks ties. */
function ordered(index: RowIndex, search: TProjectSearch): PreparedRow[] {
  const column = search.sort?.column ?? 'updatedAt';
  const direction = (search.sort?.direction ?? (search.sort ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const key = `${column}:${direction}`;
  let rows = index.orders.get(key);
  if (!rows) {
    rows = [...index.rows].sort(
      (a, b) => direction * compare(a.keys[column], b.keys[column]) || compare(a.keys.number, b.keys.number),
    );
    index.orders.set(key, rows);
  }
  return rows;
}

/**
 * The rows that match, in the order asked for, and the page asked for with the total. Text matches the
 * number or the name, every word, ignoring case and accents; the dates filter on the publish date.
 */
export function filterProjectRows(index: RowIndex, search: TProjectSearch): TProjectSearchAnswer {
  const words = fold(search.searchText ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const from = search.dateFrom ? Date.parse(search.dateFrom) : undefined;
  const to = search.dateTo ? Date.parse(search.dateTo) : undefined;
  const criteria = search.searchCriteria ?? {};
  const matches = ordered(index, search).filter(({ row, text }) => {
    if (!anyOf(search.status, row.status)) return false;
    if (!anyOf(criteria.type, row.type)) return false;
    if (!anyOf(criteria.sourceMethod, row.sourceMethod)) return false;
    if (!anyOf(criteria.phase, row.phase)) return false;
    if (!anyOf(criteria.departmentIds, row.departmentId)) return false;
    if (!anyOf(criteria.projectLeadIds, row.projectLeadId)) return false;
    if (criteria.categoryIds?.length && !criteria.categoryIds.some((id) => row.categoryIds?.includes(id)))
      return false;
    if (from !== undefined || to !== undefined) {
      const published = row.publishDate ? Date.parse(row.publishDate) : undefined;
      if (published === undefined) return false;
      if (from !== undefined && published < from) return false;
      if (to !== undefined && published > to) return false;
    }
    return words.every((word) => text.includes(word));
  });
  return {
    total: matches.length,
    start: search.start,
    limit: search.limit,
    rows: matches.slice(search.start, search.start + search.limit).map(({ row }) => row),
  };
}

/** The agency's rows as last loaded by this Lambda instance, with the generation they were loaded at. */
const loaded = new Map<string, { generation: number; index: RowIndex }>();

/** The generation, read strongly consistent: a change committed a moment ago is seen. */
async function currentGeneration(customerId: string): Promise<number> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: env().TABLE_NAME,
      Key: ProjectSearchGeneration.key({ customerId }),
      ConsistentRead: true,
    }),
  );
  return typeof Item?.generation === 'number' ? Item.generation : 0;
}

/**
 * The agency's rows: from memory when no project changed since they were loaded (one GetItem), else one
 * query of the rows. The generation is read before the query, so a change made during the query makes the
 * next search load again rather than keep a stale set.
 */
async function agencyRows(customerId: string): Promise<RowIndex> {
  const generation = await currentGeneration(customerId);
  const cached = loaded.get(customerId);
  if (cached && cached.generation === generation) return cached.index;
  const items = await queryAll(ProjectSearchRow, searchRowsOfCustomer(customerId));
  const index = indexRows(items.map(({ customerId: _customerId, ...row }) => row));
  loaded.set(customerId, { generation, index });
  return index;
}

export async function searchProjects(
  session: SessionContext,
  search: TProjectSearch,
): Promise<TProjectSearchAnswer> {
  return filterProjectRows(await agencyRows(session.customerId), search);
}
