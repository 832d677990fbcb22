/**
 * The project list's search as the URL query holds it (?q=&status=&from=&to=&sort=&dir=&page=&size=), so a
 * reload or a shared link shows the same page; and the same search as the API and a saved search take it.
 * Dates are days in the agency's time zone: from its first minute to its last.
 */
import {
  localInputToStored,
  storedToLocalInput,
} from '../../../../../../shared/domain/projects/project-dates';
import {
  PROJECT_SORT_COLUMNS,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '../../../../../../shared/domain/projects/project-types';
import type { TProjectSearch } from '../../../../../../shared/schemas/project-search-query';

/** The grid's default page size and its 1–4× choices (issue 7). */
export const PAGE_SIZES = [20, 40, 60, 80] as const;
export type SortColumn = (typeof PROJECT_SORT_COLUMNS)[number];

export interface ListState {
  text: string;
  status: ProjectStatus | '';
  /** YYYY-MM-DD, in the agency's zone; '' when open. */
  from: string;
  to: string;
  sort: { column: SortColumn; direction: 'asc' | 'desc' } | null;
  /** 1-based. */
  page: number;
  size: (typeof PAGE_SIZES)[number];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(value);
const isColumn = (value: string): value is SortColumn =>
  (PROJECT_SORT_COLUMNS as readonly string[]).includes(value);

/** Reads the URL query; anything unknown or malformed falls back to the default. */
export function readListState(query: URLSearchParams): ListState {
  const status = query.get('status') ?? '';
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const column = query.get('sort') ?? '';
  const size = Number(query.get('size'));
  const page = Number(query.get('page'));
  return {
    text: query.get('q') ?? '',
    status: isStatus(status) ? status : '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    sort: isColumn(column) ? { column, direction: query.get('dir') === 'desc' ? 'desc' : 'asc' } : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? (size as ListState['size']) : PAGE_SIZES[0],
  };
}

/** The URL query of a state: defaults are left out, so the plain list is plain /projects. */
export function writeListState(state: ListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.text.trim()) query.set('q', state.text);
  if (state.status) query.set('status', state.status);
  if (state.from) query.set('from', state.from);
  if (state.to) query.set('to', state.to);
  if (state.sort) {
    query.set('sort', state.sort.column);
    query.set('dir', state.sort.direction);
  }
  if (state.page > 1) query.set('page', String(state.page));
  if (state.size !== PAGE_SIZES[0]) query.set('size', String(state.size));
  return query;
}

const stored = (day: string, time: string, timeZone: string) => {
  if (!day) return undefined;
  const result = localInputToStored(`${day}T${time}`, timeZone);
  return result.ok ? result.stored : undefined;
};

/** The criteria a search and a saved search take: text, status, the publish-date range and the order. */
export function criteriaOf(state: ListState, timeZone: string): Omit<TProjectSearch, 'limit' | 'start'> {
  const dateFrom = stored(state.from, '00:00', timeZone);
  const dateTo = stored(state.to, '23:59', timeZone);
  return {
    ...(state.text.trim() ? { searchText: state.text.trim() } : {}),
    ...(state.status ? { status: [state.status] } : {}),
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

/** The API's search for a state: its criteria and its page. */
export const searchOf = (state: ListState, timeZone: string): TProjectSearch => ({
  ...criteriaOf(state, timeZone),
  limit: state.size,
  start: (state.page - 1) * state.size,
});

/** A saved search's criteria as the list's state (first page, the current page size). */
export function stateOfCriteria(
  criteria: Omit<TProjectSearch, 'limit' | 'start'>,
  timeZone: string,
  size: ListState['size'],
): ListState {
  const day = (value: string | undefined) => (value ? storedToLocalInput(value, timeZone).slice(0, 10) : '');
  return {
    text: criteria.searchText ?? '',
    status: criteria.status?.[0] ?? '',
    from: day(criteria.dateFrom),
    to: day(criteria.dateTo),
    sort: criteria.sort ?? null,
    page: 1,
    size,
  };
}

/** Clicking a column header: ascending first, then descending. */
export function nextSort(current: ListState['sort'], column: SortColumn): NonNullable<ListState['sort']> {
  return current?.column === column && current.direction === 'asc'
    ? { column, direction: 'desc' }
    : { column, direction: 'asc' };
}
