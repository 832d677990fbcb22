import { describe, expect, it } from 'vitest';
import type { TProjectSearchRow } from '../../shared/schemas/project-search-query.js';
import { filterProjectRows, indexRows } from './project-search-service.js';

const row = (projectId: string, overrides: Partial<TProjectSearchRow> = {}): TProjectSearchRow => ({
  projectId,
  number: `RFP-${projectId}`,
  name: `Project ${projectId}`,
  status: 'inProgress',
  phase: 'build',
  type: 'source',
  kind: 'formal',
  updatedAt: `2026-01-0${projectId}T00:00:00.000Z`,
  ...overrides,
});

const rows = indexRows([
  row('1', { name: 'Éclairage du parc', status: 'published', publishDate: '2027-01-10T00:00:00.000Z' }),
  row('2', { name: 'Road resurfacing', departmentId: 'd1' }),
  row('3', { name: 'Park lighting', status: 'cancelled', categoryIds: ['c1'] }),
]);
const ids = (answer: { rows: TProjectSearchRow[] }) => answer.rows.map((r) => r.projectId);
const search = (extra: Record<string, unknown>) => ({ limit: 20, start: 0, ...extra });

describe('filterProjectRows', () => {
  it('matches every word in the number or name, ignoring case and accents', () => {
    expect(ids(filterProjectRows(rows, search({ searchText: 'ECLAIRAGE parc' })))).toEqual(['1']);
    expect(ids(filterProjectRows(rows, search({ searchText: 'rfp-2' })))).toEqual(['2']);
    expect(ids(filterProjectRows(rows, search({ searchText: 'park road' })))).toEqual([]);
  });

  it('filters on status, criteria and the publish date range', () => {
    expect(ids(filterProjectRows(rows, search({ status: ['cancelled', 'published'] })))).toEqual(['3', '1']);
    expect(ids(filterProjectRows(rows, search({ searchCriteria: { departmentIds: ['d1'] } })))).toEqual([
      '2',
    ]);
    expect(ids(filterProjectRows(rows, search({ searchCriteria: { categoryIds: ['c1'] } })))).toEqual(['3']);
    const range = { dateFrom: '2027-01-01T00:00:00.000Z', dateTo: '2027-01-31T00:00:00.000Z' };
    expect(ids(filterProjectRows(rows, search(range)))).toEqual(['1']);
  });

  it('sorts newest first by default, or by a column either way, and pages with the total', () => {
    expect(ids(filterProjectRows(rows, search({})))).toEqual(['3', '2', '1']);
    const byName = { sort: { column: 'name', direction: 'asc' } };
    expect(ids(filterProjectRows(rows, search(byName)))).toEqual(['1', '3', '2']);
    const page = filterProjectRows(rows, search({ ...byName, limit: 1, start: 1 }));
    expect(page).toMatchObject({ total: 3, start: 1, limit: 1 });
    expect(ids(page)).toEqual(['3']);
  });
});
