import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { computeForm } from '../../../../../shared/domain/forms/form-engine';
import { formColumn, formDefinition, formRow } from '../../../../../shared/domain/forms/form-fixtures';
import { parseFormula } from '../../../../../shared/domain/forms/formula';
import { workbookOf } from './excel-export';
import {
  AMOUNT_FORMAT,
  columnLetters,
  excelFormula,
  formSheet,
  sheetName,
  type SheetTexts,
} from './excel-sheet';

const texts: SheetTexts = {
  line: 'Line',
  subtotalOf: (name) => `Subtotal of ${name}`,
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  discount: 'Discount',
  totalAfterDiscount: 'After discount',
};

const definition = formDefinition(
  [
    formColumn('c1', 'descriptiveText', { name: 'Description' }),
    formColumn('c2', 'quantity', { name: 'Quantity' }),
    formColumn('c3', 'unitPrice', { name: 'Unit price' }),
    formColumn('c4', 'total', { name: 'Total', formula: 'c2 * c3', subtotal: true }),
  ],
  [
    formRow('r1', { c1: 'Asphalt', c2: '0.335', c3: '3.00' }),
    formRow('r2', { c1: 'Paint', c2: '100', c3: '19.99' }),
  ],
  {
    name: 'Schedule: prices/2027',
    totalColumnKey: 'c4',
    autoTax: { taxTypeId: 'hst', percentage: '13' },
    promptPayDiscount: { type: 'percentage', value: '2' },
  },
);

describe('columnLetters', () => {
  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [703, 'AAA'],
  ])('%i is %s', (index, letters) => expect(columnLetters(index)).toBe(letters));
});

describe('excelFormula', () => {
  const cellOf = (key: string) => ({ c2: 'C7', c3: 'D7' })[key];
  const of = (text: string) => {
    const parsed = parseFormula(text);
    if (!parsed.ok) throw new Error(text);
    return excelFormula(parsed.ast, cellOf);
  };
  it('writes the grammar in Excel syntax, keeping its grouping', () => {
    expect(of('c2 * c3')).toBe('(C7*D7)');
    expect(of('c2 * 13%')).toBe('(C7*(13)/100)');
    expect(of('-(c2 + c3) / 2')).toBe('(-((C7+D7))/2)');
  });
  it('answers null for a column it does not know', () => {
    expect(of('c9 * 2')).toBeNull();
  });
});

describe('sheetName', () => {
  it('drops the characters Excel refuses and keeps 31 characters', () => {
    expect(sheetName('Schedule: prices/2027')).toBe('Schedule  prices 2027');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(sheetName('[]')).toBe('Form');
  });
});

describe('formSheet and the workbook', () => {
  it('writes real formulas for the cells and the totals, with the engine’s figures as cached results', async () => {
    const sheet = formSheet(definition, computeForm(definition), texts);
    const data = await workbookOf(ExcelJS, sheet);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data);
    const ws = workbook.getWorksheet('Schedule  prices 2027')!;
    const cell = (address: string) => ws.getCell(address).value;

    expect(ws.getRow(1).values).toEqual([
      undefined,
      'Line',
      'Description',
      'Quantity',
      'Unit price',
      'Total',
    ]);
    expect(cell('A2')).toBe('1');
    expect(cell('C2')).toBe(0.335);
    expect(cell('E2')).toEqual({ formula: 'ROUND((C2*D2),2)', result: 1.01 });
    expect(cell('E3')).toEqual({ formula: 'ROUND((C3*D3),2)', result: 1999 });
    // Row 4 is blank; the lines follow: column subtotal, subtotal, tax, total, discount, after discount.
    expect([5, 6, 7, 8, 9, 10].map((r) => ws.getCell(`A${r}`).value)).toEqual([
      'Subtotal of Total',
      'Subtotal',
      'Tax',
      'Total',
      'Discount',
      'After discount',
    ]);
    expect(cell('E5')).toEqual({ formula: 'SUM(E2:E3)', result: 2000.01 });
    expect(cell('E6')).toEqual({ formula: 'SUM(E2:E3)', result: 2000.01 });
    expect(cell('E7')).toEqual({ formula: 'ROUND(E6*13/100,2)', result: 260 });
    expect(cell('E8')).toEqual({ formula: 'E6+E7', result: 2260.01 });
    expect(cell('E9')).toEqual({ formula: 'ROUND(E8*2/100,2)', result: 45.2 });
    expect(cell('E10')).toEqual({ formula: 'E8-E9', result: 2214.81 });
  });

  it('gives every amount a currency format and leaves quantities and text alone', async () => {
    const data = await workbookOf(ExcelJS, formSheet(definition, computeForm(definition), texts));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data);
    const ws = workbook.getWorksheet('Schedule  prices 2027')!;
    const format = (address: string) => ws.getCell(address).numFmt;
    // The unit prices and the formula totals, then every line under the rows.
    for (const address of ['D2', 'D3', 'E2', 'E3', 'E5', 'E6', 'E7', 'E8', 'E9', 'E10'])
      expect([address, format(address)]).toEqual([address, AMOUNT_FORMAT]);
    expect(ws.getCell('D3').type).toBe(ExcelJS.ValueType.Number);
    for (const address of ['A2', 'B2', 'C2', 'C3']) expect(format(address)).toBeFalsy();
  });
});

describe('formSheet, blank', () => {
  it('keeps the buyer’s cells and every formula, empties the bidder’s cells and caches no result', async () => {
    const bidding = {
      ...definition,
      columns: definition.columns.map((c) => (c.key === 'c3' ? { ...c, bidderInput: true } : c)),
    };
    const data = await workbookOf(ExcelJS, formSheet(bidding, null, texts));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data);
    const ws = workbook.getWorksheet('Schedule  prices 2027')!;
    const cell = (address: string) => ws.getCell(address).value;
    expect([cell('B2'), cell('C2'), cell('D2')]).toEqual(['Asphalt', 0.335, null]);
    expect(cell('E2')).toEqual({ formula: 'ROUND((C2*D2),2)' });
    expect(cell('E5')).toEqual({ formula: 'SUM(E2:E3)' });
    expect(cell('E10')).toEqual({ formula: 'E8-E9' });
  });
});
