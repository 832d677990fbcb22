import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { analyseBids } from '../../../../../shared/domain/submissions/bid-analysis';
import { bidLinesOf, tabulateBids } from '../../../../../shared/domain/submissions/bid-lines';
import { formColumn, formDefinition, formRow } from '../../../../../shared/domain/forms/form-fixtures';
import { computeForm } from '../../../../../shared/domain/forms/form-engine';
import type { FormEntries } from '../../../../../shared/domain/forms/form-model';
import type {
  TBidAnalysisView,
  TOpeningSheet,
  TOpeningSubmissionDetail,
} from '../../../../../shared/schemas/opening';
import { reportPdf } from '../../../lib/report-pdf';
import { AMOUNT_FORMAT, reportWorkbook } from './report-files';
import { bidAnalysisReport, openingSheetReport, submissionReport } from './reports';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const project = {
  projectId: 'p',
  projectName: 'Main Street',
  projectStatus: 'closed',
  timeZone: 'America/Toronto',
};

const definition = formDefinition(
  [
    formColumn('c1', 'descriptiveText', { name: 'Item' }),
    formColumn('c2', 'quantity', { name: 'Qty' }),
    formColumn('c3', 'unitPrice', { name: 'Unit price', bidderInput: true }),
    formColumn('c4', 'total', { name: 'Extended', formula: 'c2 * c3', subtotal: true }),
    formColumn('c5', 'yesNo', { name: 'In stock', bidderInput: true }),
  ],
  [formRow('r1', { c1: 'Asphalt', c2: '3' }), formRow('r2', { c1: 'Sign posts', c2: '1' })],
  { totalColumnKey: 'c4', autoTax: { taxTypeId: 'hst', percentage: '13' } },
);
// 13 integer digits and 2 decimals: a double still holds it to the cent.
const acme: FormEntries = {
  rows: [
    { rowId: 'r1', cells: { c3: '3255144168.89', c5: 'yes' } },
    { rowId: 'r2', cells: { c3: '0.10', c5: 'no' } },
  ],
};
const birch: FormEntries = {
  rows: [
    { rowId: 'r1', cells: { c3: '145.00' } },
    { rowId: 'r2', cells: { c3: '1.00' } },
  ],
};
const totalsOf = (entries: FormEntries) => {
  const { rows: _rows, problems: _problems, ...totals } = computeForm(definition, entries);
  return totals;
};

function analysisView(): TBidAnalysisView {
  const bidders = [
    { submissionId: 'a', companyName: 'Acme', entries: acme },
    { submissionId: 'b', companyName: 'Birch', entries: birch },
  ];
  const analysis = analyseBids(
    [{ tenderTableId: 'f1', name: 'Prices' }],
    bidders.map((b) => ({ ...b, totals: { f1: totalsOf(b.entries) } })),
  );
  return {
    ...project,
    ...analysis,
    tabulations: [
      {
        tenderTableId: 'f1',
        name: 'Prices',
        ...tabulateBids(definition, bidders),
        totals: bidders.map((b) => totalsOf(b.entries)),
      },
    ],
    sealedCount: 0,
  };
}

function detailView(): TOpeningSubmissionDetail {
  return {
    ...project,
    row: {
      submissionId: 'a',
      companyName: 'Acme',
      status: 'unsealed',
      hardCopy: false,
      price: { at: '2026-11-26T17:00:00.000Z', by: 'u' },
      submission: { at: '2026-11-26T17:00:00.000Z', by: 'u' },
      grandTotal: totalsOf(acme).total,
      version: 3,
    },
    forms: [
      {
        tenderTableId: 'f1',
        name: 'Prices',
        entries: acme,
        totals: totalsOf(acme),
        ...bidLinesOf(definition, acme),
      },
    ],
    answers: { questions: { q1: 'Twelve weeks' }, termsAccepted: ['q2'] },
    requirementTitles: { q1: 'Delivery time', q2: 'Terms and conditions' },
    files: [],
  };
}

// A form whose bidders add lines (every column bidder input, as enableBidderRows makes it).
const openForm = formDefinition(
  [
    formColumn('c1', 'descriptiveText', { name: 'Item', bidderInput: true }),
    formColumn('c2', 'quantity', { name: 'Qty', bidderInput: true }),
    formColumn('c3', 'unitPrice', { name: 'Unit price', bidderInput: true }),
    formColumn('c4', 'total', { name: 'Extended', formula: 'c2 * c3', subtotal: true }),
  ],
  [formRow('r1', { c1: 'Asphalt' })],
  { totalColumnKey: 'c4', allowBidderRows: true },
);

/** The bid analysis of the open form: Birch added a line (3 × 7,777.77), Acme did not. */
function addedLineView(): TBidAnalysisView {
  const bidders = [
    {
      submissionId: 'a',
      companyName: 'Acme',
      entries: { rows: [{ rowId: 'r1', cells: { c2: '3', c3: '10.00' } }] },
    },
    {
      submissionId: 'b',
      companyName: 'Birch',
      entries: {
        rows: [{ rowId: 'r1', cells: { c2: '3', c3: '12.00' } }],
        addedRows: [{ id: 'x1', cells: { c1: 'Traffic control', c2: '3', c3: '7777.77' } }],
      },
    },
  ];
  const totals = (entries: FormEntries) => {
    const { rows: _rows, problems: _problems, ...figures } = computeForm(openForm, entries);
    return figures;
  };
  const analysis = analyseBids(
    [{ tenderTableId: 'f2', name: 'Open prices' }],
    bidders.map((b) => ({ ...b, totals: { f2: totals(b.entries) } })),
  );
  return {
    ...project,
    ...analysis,
    tabulations: [
      {
        tenderTableId: 'f2',
        name: 'Open prices',
        ...tabulateBids(openForm, bidders),
        totals: bidders.map((b) => totals(b.entries)),
      },
    ],
    sealedCount: 0,
  };
}

/** Every cell of the first sheet, read back: [address, type, value, numFmt]. */
async function readBack(data: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data);
  const cells: { address: string; type: ExcelJS.ValueType; value: unknown; numFmt: string | undefined }[] =
    [];
  workbook.worksheets[0]!.eachRow((row) =>
    row.eachCell((cell) =>
      cells.push({ address: cell.address, type: cell.type, value: cell.value, numFmt: cell.numFmt }),
    ),
  );
  return cells;
}

async function pdfText(data: ArrayBuffer): Promise<string> {
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const loading = getDocument({ data: new Uint8Array(data), standardFontDataUrl });
  const pdf = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await loading.destroy();
  return pages.join('\n').replace(/[\u00A0\u202F]/g, ' ');
}

const numbers = (cells: Awaited<ReturnType<typeof readBack>>) =>
  cells.filter((cell) => cell.type === ExcelJS.ValueType.Number);
const texts = (cells: Awaited<ReturnType<typeof readBack>>) =>
  cells.filter((cell) => cell.type === ExcelJS.ValueType.String).map((cell) => cell.value);

describe('the opening’s Excel files hold amounts as numbers with a currency format', () => {
  it('the bid analysis: totals and every line’s unit price and extended amount; the lowest in its own cell', async () => {
    const cells = await readBack(await reportWorkbook(ExcelJS, bidAnalysisReport(t, analysisView(), 'en')));
    // Acme's form total: 3 × 3,255,144,168.89 + 0.10 = 9,765,432,506.77, 13 % tax 1,269,506,225.88.
    const values = numbers(cells).map((cell) => cell.value);
    expect(values).toContain(11034938732.65);
    expect(values).toContain(3255144168.89);
    expect(values).toContain(9765432506.67);
    expect(values).toContain(435);
    expect(numbers(cells).every((cell) => cell.numFmt === AMOUNT_FORMAT)).toBe(true);
    // No amount hides in a text cell, and the mark is a cell of its own naming the bidder.
    expect(texts(cells).filter((text) => /\d[\d,]*\.\d\d/.test(String(text)))).toEqual([]);
    expect(texts(cells)).toContain('columns.lowest');
    expect(texts(cells).filter((text) => text === 'Birch').length).toBeGreaterThanOrEqual(2);
  });

  it('the bid analysis: a bidder’s added line, its amounts numbers and its bidder in a cell of its own', async () => {
    const cells = await readBack(await reportWorkbook(ExcelJS, bidAnalysisReport(t, addedLineView(), 'en')));
    // The added line's row: its label, description, quantity, the bidder who added it, then the amounts.
    const row = (address: string) => address.replace(/^[A-Z]+/, '');
    const unitPrice = cells.find((cell) => cell.value === 7777.77)!;
    expect(unitPrice).toMatchObject({ type: ExcelJS.ValueType.Number, numFmt: AMOUNT_FORMAT });
    const line = cells.filter((cell) => row(cell.address) === row(unitPrice.address));
    expect(line.map((cell) => [cell.type, cell.value, cell.numFmt])).toEqual([
      [ExcelJS.ValueType.String, '2', undefined],
      [ExcelJS.ValueType.String, 'Traffic control', undefined],
      [ExcelJS.ValueType.String, '3', undefined],
      [ExcelJS.ValueType.String, 'Birch', undefined],
      // Acme's cells on Birch's line are empty; Birch's are numbers: 3 × 7,777.77.
      [ExcelJS.ValueType.String, '', undefined],
      [ExcelJS.ValueType.String, '', undefined],
      [ExcelJS.ValueType.Number, 7777.77, AMOUNT_FORMAT],
      [ExcelJS.ValueType.Number, 23333.31, AMOUNT_FORMAT],
    ]);
    // The column heading the bidder's name.
    const head = cells.filter(
      (cell) => row(cell.address) === row(cells.find((c) => c.value === 'analysis.addedBy')!.address),
    );
    expect(head.map((cell) => cell.value)).toEqual([
      'columns.line',
      'Item',
      'Qty',
      'analysis.addedBy',
      'Acme · Unit price',
      'Acme · Extended',
      'Birch · Unit price',
      'Birch · Extended',
    ]);
    expect(numbers(cells).every((cell) => cell.numFmt === AMOUNT_FORMAT)).toBe(true);
    expect(texts(cells).filter((text) => /\d[\d,]*\.\d\d/.test(String(text)))).toEqual([]);
  });

  it('the opening sheet: a sealed price stays a word, an open one a number', async () => {
    const sheet: TOpeningSheet = {
      ...project,
      forms: [{ tenderTableId: 'f1', name: 'Prices' }],
      bidders: [
        { submissionId: 'a', companyName: 'Acme', priceSealed: true, totals: {} },
        {
          submissionId: 'b',
          companyName: 'Birch',
          priceSealed: false,
          totals: { f1: '9765432506.67' },
          grandTotal: '9765432506.67',
        },
      ],
    };
    const cells = await readBack(await reportWorkbook(ExcelJS, openingSheetReport(t, sheet, 'en')));
    expect(numbers(cells).map((cell) => [cell.value, cell.numFmt])).toEqual([
      [9765432506.67, AMOUNT_FORMAT],
      [9765432506.67, AMOUNT_FORMAT],
    ]);
    expect(texts(cells).filter((text) => text === 'sealed')).toHaveLength(2);
  });

  it('the submission: its total, every line and the figures under them, and every answer', async () => {
    const cells = await readBack(await reportWorkbook(ExcelJS, submissionReport(t, detailView(), 'en')));
    const values = numbers(cells).map((cell) => cell.value);
    for (const figure of [3255144168.89, 9765432506.67, 0.1, 9765432506.77, 1269506225.88, 11034938732.65])
      expect(values).toContain(figure);
    expect(numbers(cells).every((cell) => cell.numFmt === AMOUNT_FORMAT)).toBe(true);
    expect(texts(cells)).toEqual(
      expect.arrayContaining(['Asphalt', 'Sign posts', 'choices.yes', 'Delivery time', 'Twelve weeks']),
    );
  });
});

describe('the bid analysis’s PDF', () => {
  it('holds a bidder’s added line with the bidder that added it', async () => {
    const text = await pdfText(reportPdf({ jsPDF, autoTable }, bidAnalysisReport(t, addedLineView(), 'en')));
    for (const expected of ['analysis.addedBy', 'Traffic control', 'Birch', '7,777.77', '23,333.31'])
      expect(text).toContain(expected);
  });
});

describe('the submission’s PDF', () => {
  it('holds each line: its description, quantity, unit price and extended amount, the figures and answers', async () => {
    const text = await pdfText(reportPdf({ jsPDF, autoTable }, submissionReport(t, detailView(), 'en')));
    for (const expected of [
      'Asphalt',
      '3,255,144,168.89',
      '9,765,432,506.67',
      'Sign posts',
      '0.10',
      'figures.tax',
      '1,269,506,225.88',
      '11,034,938,732.65',
      'choices.no',
      'Delivery time',
      'Twelve weeks',
    ])
      expect(text).toContain(expected);
  });
});
