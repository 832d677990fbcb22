import { describe, expect, it } from 'vitest';
import { AppError } from '../core/app-error.js';
import { readCategoryRows } from './category-import.js';

const codesOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, fields: error.fields?.map((f) => [f.field, f.code]) };
    throw error;
  }
  return undefined;
};

describe('reading a commodity-category CSV', () => {
  it('reads quoted fields, a BOM, blank lines and a parent known only in the list', () => {
    const rows = readCategoryRows(
      '\uFEFFCode,Title,Parent_Code\r\n10,"Tools, hand",\r\n\r\n11,"Saws ""fine""",10\r\n12,Drills,09\r\n',
      new Set(['09']),
      'en',
    );
    expect(rows).toEqual([
      { line: 2, code: '10', name: 'Tools, hand' },
      { line: 4, code: '11', name: 'Saws "fine"', parentCode: '10' },
      { line: 5, code: '12', name: 'Drills', parentCode: '09' },
    ]);
  });

  it('numbers a record after a title that spans two lines by the line it starts on', () => {
    expect(
      codesOf(() => readCategoryRows('code,title\n1,"Two\nlines"\n  , B \n', new Set(), 'en'))?.fields,
    ).toEqual([['csv.4.code', 'required']]);
  });

  it('reports each bad row once, in line order, and no row when one is bad', () => {
    expect(
      codesOf(() => readCategoryRows('code,title,parentCode\n,A,\n2,,\n3,C,3\n', new Set(), 'fr')),
    ).toEqual({
      code: 'listImportInvalidRows',
      fields: [
        ['csv.2.code', 'required'],
        ['csv.3.title', 'required'],
        ['csv.4.parentCode', 'unknownParent'],
      ],
    });
  });

  it('refuses a file without a code and title header, an empty one and unreadable quoting', () => {
    expect(codesOf(() => readCategoryRows('id,name\n1,A\n', new Set(), 'en'))?.code).toBe(
      'listImportColumns',
    );
    expect(codesOf(() => readCategoryRows('', new Set(), 'en'))?.code).toBe('listImportEmpty');
    expect(codesOf(() => readCategoryRows('code,title\n1,"open\n', new Set(), 'en'))?.code).toBe(
      'listImportUnreadable',
    );
    expect(codesOf(() => readCategoryRows('code,title\n1,ab"c\n', new Set(), 'en'))?.code).toBe(
      'listImportUnreadable',
    );
  });
});
