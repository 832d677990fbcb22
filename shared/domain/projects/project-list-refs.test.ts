import { describe, expect, it } from 'vitest';
import { listRefChanges, projectListRefs } from './project-list-refs.js';

describe('projectListRefs', () => {
  it('names each used item once, with its list and field', () => {
    expect(
      projectListRefs({
        termId: 't1',
        leadAgencyNameId: 'l1',
        tradeAgreementIds: ['a1', 'a2', 'a1'],
        categoryIds: ['c1'],
      }),
    ).toEqual([
      { field: 'termId', kind: 'term', listItemId: 't1' },
      { field: 'leadAgencyNameId', kind: 'leadAgencyName', listItemId: 'l1' },
      { field: 'tradeAgreementIds', kind: 'tradeAgreement', listItemId: 'a1' },
      { field: 'tradeAgreementIds', kind: 'tradeAgreement', listItemId: 'a2' },
      { field: 'categoryIds', kind: 'commodityCategory', listItemId: 'c1' },
    ]);
  });

  it('uses nothing when no field is set', () => {
    expect(projectListRefs({})).toEqual([]);
  });
});

describe('listRefChanges', () => {
  const ids = (refs: { listItemId: string }[]) => refs.map((ref) => ref.listItemId);
  it.each<[string, object | undefined, object | undefined, string[], string[]]>([
    ['a new project', undefined, { termId: 't1', categoryIds: ['c1'] }, ['t1', 'c1'], []],
    ['a deleted project', { termId: 't1', categoryIds: ['c1'] }, undefined, [], ['t1', 'c1']],
    ['a changed term', { termId: 't1' }, { termId: 't2' }, ['t2'], ['t1']],
    ['a cleared term', { termId: 't1' }, {}, [], ['t1']],
    [
      'an unchanged save',
      { termId: 't1', categoryIds: ['c1'] },
      { termId: 't1', categoryIds: ['c1'] },
      [],
      [],
    ],
    [
      'categories reordered and one added',
      { categoryIds: ['c1', 'c2'] },
      { categoryIds: ['c2', 'c3', 'c1'] },
      ['c3'],
      [],
    ],
  ])('%s', (_label, before, after, added, released) => {
    const changes = listRefChanges(before, after);
    expect(ids(changes.added)).toEqual(added);
    expect(ids(changes.released)).toEqual(released);
  });

  it('tells the lists apart: the same id in two lists is two uses', () => {
    const changes = listRefChanges({ termId: 'x' }, { categoryIds: ['x'] });
    expect(changes.added).toEqual([{ field: 'categoryIds', kind: 'commodityCategory', listItemId: 'x' }]);
    expect(changes.released).toEqual([{ field: 'termId', kind: 'term', listItemId: 'x' }]);
  });
});
