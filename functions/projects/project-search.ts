/**
 * POST Projects/Search (decision 025): DynamoDB has no text search, so search reads the agency's compact
 * rows (ProjectSearchRow, one per project, written with every change) in one partition query and filters,
 * sorts and pages them here. The filter and sort are pure (filterProjectRows) and tested beside this file.
 */
import { ProjectSearchRow, searchRowsOfCustomer } from '../core/db/entities/project-search-row.js';
import { queryAll } from '../core/db/ops.js';
import type { SessionContext } from '../core/session.js';
import type {
  TProjectSearch,
  TProjectSearchAnswer,
  TProjectSearchRow,
} from '../../shared/schemas/projects.js';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const anyOf = <T>(wanted: readonly T[] | undefined, value: T | undefined) =>
  !wanted || wanted.length === 0 || (value !== undefined && wanted.includes(value));

/**
 * The rows that match, sorted (updatedAt, newest first, unless a column is chosen; then the number breaks
 * ties), and the page asked for. Text matches the number or the name, ignoring case and accents; the
 * dates filter on the publish date.
 */
export function filterProjectRows(
  rows: readonly TProjectSearchRow[],
  search: TProjectSearch,
): TProjectSearchAnswer {
  const words = fold(search.searchText ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const from = search.dateFrom ? Date.parse(search.dateFrom) : undefined;
  const to = search.dateTo ? Date.parse(search.dateTo) : undefined;
  const criteria = search.searchCriteria ?? {};
  const matches = rows.filter((row) => {
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
    if (words.length > 0) {
      const text = fold(`${row.number} ${row.name}`);
      if (!words.every((word) => text.includes(word))) return false;
    }
    return true;
  });
  const column = search.sort?.column ?? 'updatedAt';
  const direction = (search.sort?.direction ?? (search.sort ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  matches.sort(
    (a, b) =>
      direction * collator.compare(a[column] ?? '', b[column] ?? '') || collator.compare(a.number, b.number),
  );
  return {
    total: matches.length,
    start: search.start,
    limit: search.limit,
    rows: matches.slice(search.start, search.start + search.limit),
  };
}

export async function searchProjects(
  session: SessionContext,
  search: TProjectSearch,
): Promise<TProjectSearchAnswer> {
  const rows = await queryAll(ProjectSearchRow, searchRowsOfCustomer(session.customerId));
  return filterProjectRows(
    rows.map(({ customerId: _customerId, ...row }) => row),
    search,
  );
}
