import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { computeForm } from '../../../../../shared/domain/forms/form-engine';
import { formColumn, formDefinition, formRow } from '../../../../../shared/domain/forms/form-fixtures';
import type { FormEntries } from '../../../../../shared/domain/forms/form-model';
import type { CanadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import { formPrintout, type PrintTexts } from './form-printout';
import { pdfOf } from './pdf-export';

const texts: PrintTexts = {
  line: 'Line',
  subtotalOf: (name) => `Subtotal of ${name}`,
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  discount: 'Prompt-pay discount',
  totalAfterDiscount: 'Total after discount',
  choice: (value) => ({ yes: 'Yes', no: 'No' })[value] ?? value,
};

/** A price form a paper bidder fills: the buyer sets descriptions and quantities, the bidder unit prices. */
const definition = formDefinition(
  [
    formColumn('c1', 'descriptiveText', { name: 'Description' }),
    formColumn('c2', 'quantity', { name: 'Quantity' }),
    formColumn('c3', 'unitPrice', { name: 'Unit price', bidderInput: true }),
    formColumn('c4', 'total', { name: 'Extended', formula: 'c2 * c3', subtotal: true }),
    formColumn('c5', 'yesNo', { name: 'In stock', bidderInput: true }),
    formColumn('c6', 'descriptiveText', { name: 'Internal note', hiddenOnPublic: true }),
  ],
  [
    formRow('r1', { c1: 'Asphalt patching', c2: '0.335', c6: 'budget line 7' }),
    formRow('r2', { c1: 'Line painting', c2: '100' }),
    formRow('r3', { c1: 'Sign posts', c2: '1250' }),
  ],
  {
    name: 'Schedule of prices',
    totalColumnKey: 'c4',
    autoTax: { taxTypeId: 'hst', percentage: '13' },
    promptPayDiscount: { type: 'percentage', value: '2' },
    lineNumbering: { leadingCharacter: 'A', startNumber: 1 },
    headingText: 'Part B: prices',
    introductionText: 'Prices are in Canadian dollars.',
    instructionsText: 'Enter a unit price for every line.',
    footerText: 'Signed for the bidder: ________',
  },
);
const entries: FormEntries = {
  rows: [
    { rowId: 'r1', cells: { c3: '3.00', c5: 'yes' } },
    { rowId: 'r2', cells: { c3: '19.99', c5: 'no' } },
    { rowId: 'r3', cells: { c3: '1234.56' } },
  ],
};
const result = computeForm(definition, entries);

/** The PDF's text, page by page, read back with pdf.js (which reads Helvetica's metrics from its own fonts). */
async function pdfText(data: ArrayBuffer): Promise<string[]> {
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const loading = getDocument({ data: new Uint8Array(data), standardFontDataUrl });
  const pdf = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/[\u00A0\u202F]/g, ' '),
    );
  }
  await loading.destroy();
  return pages;
}

const pdf = (locale: CanadianLocale, withEntries: boolean) =>
  pdfOf({ jsPDF, autoTable }, formPrintout(definition, withEntries ? result : null, texts, locale), {
    page: (page, pages) => `Page ${page} of ${pages}`,
  });

describe('formPrintout', () => {
  it('leaves out hidden-on-public columns and labels lines as the form numbers them', () => {
    const printout = formPrintout(definition, null, texts, 'en-CA');
    expect(printout.head).toEqual(['Line', 'Description', 'Quantity', 'Unit price', 'Extended', 'In stock']);
    expect(printout.body.map((row) => row[0]!.text)).toEqual(['A1', 'A2', 'A3']);
    expect(JSON.stringify(printout)).not.toContain('budget line 7');
  });

  it('blank: the buyer’s cells filled, boxes for the bidder’s cells, the formula cells and every figure', () => {
    const printout = formPrintout(definition, null, texts, 'en-CA');
    const [, description, quantity, unitPrice, extended, inStock] = printout.body[2]!;
    expect([description!.text, quantity!.text]).toEqual(['Sign posts', '1,250']);
    expect([unitPrice, extended, inStock].map((c) => c!.box)).toEqual([true, true, true]);
    expect(printout.summary.map((line) => [line.label, line.cell.box])).toEqual([
      ['Subtotal of Extended', true],
      ['Subtotal', true],
      ['Tax', true],
      ['Total', true],
      ['Prompt-pay discount', true],
      ['Total after discount', true],
    ]);
  });

  it('with entries: the bidder’s cells, the engine’s cells and figures; a bidder cell left empty stays a box', () => {
    const printout = formPrintout(definition, result, texts, 'en-CA');
    expect(printout.body.map((row) => row.slice(3).map((c) => (c.box ? '[ ]' : c.text)))).toEqual([
      ['3.00', '1.01', 'Yes'],
      ['19.99', '1,999.00', 'No'],
      ['1,234.56', '1,543,200.00', '[ ]'],
    ]);
    expect(printout.summary.map((line) => line.cell.text)).toEqual([
      '1,545,200.01',
      '1,545,200.01',
      '200,876.00',
      '1,746,076.01',
      '34,921.52',
      '1,711,154.49',
    ]);
  });
});

describe('the PDF read back', () => {
  it('with entries in en-CA: the texts, the columns, the entries and the engine’s figures to the cent', async () => {
    const pages = await pdfText(pdf('en-CA', true));
    const text = pages.join(' ');
    for (const expected of [
      'Schedule of prices',
      'Part B: prices',
      'Prices are in Canadian dollars.',
      'Enter a unit price for every line.',
      'Signed for the bidder: ________',
      'A1',
      'A3',
      'Asphalt patching',
      '1,234.56',
      '1.01',
      '1,543,200.00',
      'Yes',
    ])
      expect(text).toContain(expected);
    // The engine's figures, and the same worked out by hand: 1.01 + 1,999.00 + 1,543,200.00, 13 % tax
    // (200,876.0013 → 200,876.00), 2 % discount of the total (34,921.5202 → 34,921.52).
    for (const figure of ['subtotal', 'tax', 'total', 'promptPayDiscount', 'totalAfterDiscount'] as const)
      expect(text).toContain(formatMoney(result[figure], 'en-CA'));
    expect(text).toContain('1,746,076.01');
    expect(text).toContain('1,711,154.49');
    expect(text).not.toContain('Internal note');
    expect(pages[pages.length - 1]).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('with entries in fr-CA: French grouping and decimal comma', async () => {
    const text = (await pdfText(pdf('fr-CA', true))).join(' ');
    expect(text).toContain('1 746 076,01');
    expect(text).toContain('34 921,52');
    expect(text).toContain('1 234,56');
  });

  it('blank: no entry and no figure, the buyer’s lines still there', async () => {
    const text = (await pdfText(pdf('en-CA', false))).join(' ');
    expect(text).toContain('Sign posts');
    expect(text).toContain('Total after discount');
    for (const absent of ['1,234.56', '1.01', '1,746,076.01', 'Yes']) expect(text).not.toContain(absent);
  });

  it('a long form runs over pages, each numbered "Page n of N"', async () => {
    const long = {
      ...definition,
      rows: Array.from({ length: 80 }, (_, i) => formRow(`r${i + 1}`, { c1: `Item ${i + 1}`, c2: '1' })),
    };
    const data = pdfOf({ jsPDF, autoTable }, formPrintout(long, computeForm(long), texts, 'en-CA'), {
      page: (page, pages) => `Page ${page} of ${pages}`,
    });
    const pages = await pdfText(data);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages.join(' ')).toContain('A80');
  });
});
