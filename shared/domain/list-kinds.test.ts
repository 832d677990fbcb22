import { describe, expect, it } from 'vitest';
import {
  findDuplicateListItem,
  isListKind,
  LIST_KIND_SPECS,
  LIST_KINDS,
  uniqueListValue,
} from './list-kinds.js';

const terms = [
  { id: '1', name: 'Net 30 days' },
  { id: '2', name: 'Due on receipt' },
];
const categories = [
  { id: 'a', name: 'Computers', code: '43211500' },
  { id: 'b', name: 'Notebook computers', code: '43211503' },
];

describe('drop-down list kinds', () => {
  it('gives every kind its own path segment and operation names', () => {
    const segments = LIST_KINDS.map((k) => LIST_KIND_SPECS[k].segment);
    expect(new Set(segments).size).toBe(LIST_KINDS.length);
    expect(new Set(LIST_KINDS.map((k) => LIST_KIND_SPECS[k].singular)).size).toBe(LIST_KINDS.length);
    expect(isListKind('term')).toBe(true);
    expect(isListKind('toString')).toBe(false);
  });

  it('finds a duplicate name ignoring case and spaces, but not the item itself', () => {
    expect(findDuplicateListItem('term', terms, { name: '  NET 30 DAYS ' })?.id).toBe('1');
    expect(findDuplicateListItem('term', terms, { id: '1', name: 'net 30 days' })).toBeUndefined();
    expect(findDuplicateListItem('term', terms, { name: 'Net 60 days' })).toBeUndefined();
  });

  it('compares commodity categories by code, so titles may repeat', () => {
    expect(uniqueListValue('commodityCategory', categories[0]!)).toBe('43211500');
    expect(
      findDuplicateListItem('commodityCategory', categories, { name: 'Other', code: '43211503' })?.id,
    ).toBe('b');
    expect(
      findDuplicateListItem('commodityCategory', categories, { name: 'Computers', code: '43211507' }),
    ).toBeUndefined();
  });
});
