import { describe, expect, it } from 'vitest';
import {
  criteriaOf,
  nextSort,
  readListState,
  searchOf,
  stateOfCriteria,
  writeListState,
} from './search-state';

const ZONE = 'America/Toronto';
const read = (query: string) => readListState(new URLSearchParams(query));

describe('the project list’s URL state', () => {
  it.each([
    ['', { text: '', status: '', from: '', to: '', sort: null, page: 1, size: 20 }],
    [
      'q=snow&status=published&from=2027-01-01&to=2027-01-31&sort=name&dir=desc&page=3&size=40',
      {
        text: 'snow',
        status: 'published',
        from: '2027-01-01',
        to: '2027-01-31',
        sort: { column: 'name', direction: 'desc' },
        page: 3,
        size: 40,
      },
    ],
    // Unknown or malformed values fall back to the defaults.
    [
      'status=nope&from=01/02/2027&sort=secret&page=0&size=25',
      { text: '', status: '', from: '', to: '', sort: null, page: 1, size: 20 },
    ],
    ['sort=number', { sort: { column: 'number', direction: 'asc' } }],
  ])('reads "%s"', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeListState(read('')).toString()).toBe('');
    const query = 'q=snow&status=published&from=2027-01-01&sort=name&dir=desc&page=2&size=80';
    expect(read(writeListState(read(query)).toString())).toEqual(read(query));
  });

  it('turns days in the agency’s zone into the first and last minute of each, in UTC', () => {
    const state = read('q=%20snow%20&status=open&from=2027-01-01&to=2027-07-01&page=2&size=40');
    expect(searchOf(state, ZONE)).toEqual({
      searchText: 'snow',
      status: ['open'],
      // Toronto is UTC−5 in January and UTC−4 in July.
      dateFrom: '2027-01-01T05:00:00.000Z',
      dateTo: '2027-07-02T03:59:00.000Z',
      limit: 40,
      start: 40,
    });
  });

  it('runs a saved search from its first page, keeping the page size', () => {
    const criteria = criteriaOf(read('q=road&status=design&from=2027-03-15&sort=closingDate&dir=desc'), ZONE);
    expect(stateOfCriteria(criteria, ZONE, 60)).toEqual({
      text: 'road',
      status: 'design',
      from: '2027-03-15',
      to: '',
      sort: { column: 'closingDate', direction: 'desc' },
      page: 1,
      size: 60,
    });
  });

  it('sorts a column ascending first, then descending, and another column ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name')).toEqual({
      column: 'name',
      direction: 'desc',
    });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'name')).toEqual({
      column: 'name',
      direction: 'asc',
    });
    expect(nextSort({ column: 'name', direction: 'desc' }, 'number')).toEqual({
      column: 'number',
      direction: 'asc',
    });
  });
});
