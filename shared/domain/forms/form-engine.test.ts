import { describe, expect, it } from 'vitest';
import { computeForm, findTotalMismatch, refusedBidCells } from './form-engine.js';
import { formColumn as col, formDefinition as form, formRow as row } from './form-fixtures.js';
import type { FormColumn, FormColumnType, FormDefinition } from './form-model.js';

const cellsOf = (definition: FormDefinition, entries?: Parameters<typeof computeForm>[1]) =>
  computeForm(definition, entries).rows.map((r) => r.cells);

/** Quantity × unit price = a formula total, the shape most price forms take. */
const priced = (extra: Partial<FormDefinition> = {}) =>
  form(
    [
      col('c1', 'quantity'),
      col('c2', 'unitPrice'),
      col('c3', 'total', { formula: 'c1 * c2', subtotal: true }),
    ],
    [row('r1', { c1: '2', c2: '10.00' }), row('r2', { c1: '0.5', c2: '3.33' })],
    { totalColumnKey: 'c3', ...extra },
  );

describe('computeForm: worked examples (expected cents worked out by hand)', () => {
  it('rounds a half cent up: 1.005 × 1.00 is 1.01 (binary floats give 1.00), and 3 × 0.335 is 1.01', () => {
    const result = computeForm(
      priced({ rows: [row('r1', { c1: '1.005', c2: '1.00' }), row('r2', { c1: '0.335', c2: '3.00' })] }),
    );
    expect(result.rows.map((r) => r.cells.c3)).toEqual(['1.01', '1.01']);
    expect(result.subtotal).toBe('2.02');
  });

  it('adds 0.10 and 0.20 into 0.30, in a formula and in a column subtotal', () => {
    const result = computeForm(
      form(
        [
          col('c1', 'unitPrice', { subtotal: true }),
          col('c2', 'unitPrice'),
          col('c3', 'total', { formula: 'c1 + c2', subtotal: true }),
        ],
        [row('r1', { c1: '0.1', c2: '0.2' }), row('r2', { c1: '0.2', c2: '0' })],
        { totalColumnKey: 'c3' },
      ),
    );
    expect(result.rows[0]!.cells).toEqual({ c1: '0.10', c2: '0.20', c3: '0.30' });
    expect(result.columnSubtotals).toEqual({ c1: '0.30', c3: '0.50' });
  });

  it('sums and taxes 13-digit amounts without losing a cent', () => {
    // 2 × 9,999,999,999,999.99 = 19,999,999,999,999.98; 13 % of it = 2,599,999,999,999.9974 → 2,600,000,000,000.00;
    // total 22,599,999,999,999.98; 2 % discount = 451,999,999,999.9996 → 452,000,000,000.00.
    const big = { c1: '1', c2: '9999999999999.99' };
    const result = computeForm(
      priced({
        rows: [row('r1', big), row('r2', big)],
        autoTax: { taxTypeId: 'hst', percentage: '13' },
        promptPayDiscount: { type: 'percentage', value: '2' },
      }),
    );
    expect(result).toMatchObject({
      subtotal: '19999999999999.98',
      tax: '2600000000000.00',
      total: '22599999999999.98',
      promptPayDiscount: '452000000000.00',
      totalAfterDiscount: '22147999999999.98',
    });
  });

  it('computes a chain of three formulas in dependency order, whatever the column order', () => {
    // 7 × 12.35 = 86.45; 13 % = 11.2385 → 11.24; 86.45 + 11.24 = 97.69.
    // 3 × 0.15 = 0.45; 13 % = 0.0585 → 0.06; 0.45 + 0.06 = 0.51.
    const columns = [
      col('c5', 'total', { formula: 'c3 + c4', subtotal: true, sortOrder: 1 }),
      col('c4', 'total', { formula: 'c3 * 13%', sortOrder: 2 }),
      col('c3', 'total', { formula: 'c1 * c2', sortOrder: 3 }),
      col('c1', 'quantity', { sortOrder: 4 }),
      col('c2', 'unitPrice', { sortOrder: 5 }),
    ];
    const result = computeForm(
      form(columns, [row('r1', { c1: '7', c2: '12.35' }), row('r2', { c1: '3', c2: '0.15' })], {
        totalColumnKey: 'c5',
      }),
    );
    expect(result.rows.map((r) => [r.cells.c3, r.cells.c4, r.cells.c5])).toEqual([
      ['86.45', '11.24', '97.69'],
      ['0.45', '0.06', '0.51'],
    ]);
    expect(result.columnSubtotals.c5).toBe('98.20');
    expect(result.subtotal).toBe('98.20');
  });

  it('lets a later formula read the rounded cell, as the bidder sees it', () => {
    // c3 = 0.125 → 0.13 shown; c4 = c3 × 100 reads 0.13: 13.00 (12.50 had it read the exact value).
    const result = computeForm(
      form(
        [
          col('c1', 'quantity'),
          col('c2', 'unitPrice'),
          col('c3', 'total', { formula: 'c1 * c2' }),
          col('c4', 'total', { formula: 'c3 * 100' }),
        ],
        [row('r1', { c1: '0.125', c2: '1.00' })],
      ),
    );
    expect(result.rows[0]!.cells).toMatchObject({ c3: '0.13', c4: '13.00' });
  });

  it('reports a division by zero at its cell and leaves the cell empty', () => {
    const result = computeForm(
      form(
        [
          col('c1', 'unitPrice'),
          col('c2', 'quantity'),
          col('c3', 'total', { formula: 'c1 / c2', subtotal: true }),
        ],
        [row('r1', { c1: '10.00', c2: '4' }), row('r2', { c1: '10.00', c2: '0' })],
        { totalColumnKey: 'c3' },
      ),
    );
    expect(result.problems).toEqual([{ rowId: 'r2', columnKey: 'c3', code: 'formDivisionByZero' }]);
    expect(result.rows.map((r) => r.cells.c3)).toEqual(['2.50', '']);
    expect(result.subtotal).toBe('2.50');
  });
});

describe('computeForm: tax and prompt-pay discount', () => {
  it.each([
    // subtotal 2 × 10.00 + 0.5 × 3.33 = 20.00 + 1.665 → 1.67 = 21.67
    ['no tax, no discount', {}, ['21.67', '0.00', '21.67', '0.00', '21.67']],
    // 5 % of 21.67 = 1.0835 → 1.08
    [
      '5 % tax',
      { autoTax: { taxTypeId: 'gst', percentage: '5' } },
      ['21.67', '1.08', '22.75', '0.00', '22.75'],
    ],
    // 14.975 % of 21.67 = 3.24508… → 3.25; total 24.92; 1.5 % of it = 0.3738 → 0.37
    [
      'tax then a percentage discount',
      {
        autoTax: { taxTypeId: 'qst', percentage: '14.975' },
        promptPayDiscount: { type: 'percentage' as const, value: '1.5' },
      },
      ['21.67', '3.25', '24.92', '0.37', '24.55'],
    ],
    [
      'an amount discount',
      { promptPayDiscount: { type: 'amount' as const, value: '5' } },
      ['21.67', '0.00', '21.67', '5.00', '16.67'],
    ],
  ])('%s', (_label, extra, [subtotal, tax, total, promptPayDiscount, totalAfterDiscount]) => {
    expect(computeForm(priced(extra))).toMatchObject({
      subtotal,
      tax,
      total,
      promptPayDiscount,
      totalAfterDiscount,
    });
  });

  it('has a subtotal of 0.00 without a total column', () => {
    expect(computeForm(priced({ totalColumnKey: undefined })).subtotal).toBe('0.00');
  });
});

describe('computeForm: cells', () => {
  it('leaves a formula empty (not zero) while a cell it reads is empty, and counts it 0 in sums', () => {
    const result = computeForm(
      priced({ rows: [row('r1', { c1: '2' }), row('r2', { c1: '1', c2: '4.00' })] }),
    );
    expect(result.rows.map((r) => r.cells.c3)).toEqual(['', '4.00']);
    expect(result.subtotal).toBe('4.00');
    expect(result.problems).toEqual([]);
  });

  it.each([
    ['quantity', 'c1', '1e3'],
    ['quantity with 5 decimals', 'c1', '1.23456'],
    ['amount with 3 decimals', 'c2', '1.005'],
    ['amount with 14 integer digits', 'c2', '10000000000000'],
    ['amount with a group separator', 'c2', '1,000.00'],
  ])('refuses a %s', (_label, key, value) => {
    const result = computeForm(priced({ rows: [row('r1', { c1: '1', c2: '1.00', [key]: value })] }));
    expect(result.problems).toEqual([{ rowId: 'r1', columnKey: key, code: 'formNumberInvalid' }]);
    expect(result.rows[0]!.cells).toMatchObject({ [key]: value, c3: '' });
  });

  it('stores one text per value: amounts with their cents, quantities without trailing zeros', () => {
    expect(cellsOf(priced({ rows: [row('r1', { c1: '1.50', c2: '2' })] }))).toEqual([
      { c1: '1.5', c2: '2.00', c3: '3.00' },
    ]);
  });

  it.each([
    ['c2', '-0.00', '0.00'],
    ['c2', '007.5', '7.50'],
    ['c2', '-12.30', '-12.30'],
    ['c1', '-0', '0'],
    ['c1', '1.2500', '1.25'],
    ['c1', '010', '10'],
    ['c1', ' 3 ', '3'],
  ])('stores %s written %j as %j', (key, written, stored) => {
    expect(cellsOf(priced({ rows: [row('r1', { [key]: written })] }))[0]![key]).toBe(stored);
  });

  it('reports a text cell a formula reads as a number when it is not one', () => {
    const result = computeForm(
      form(
        [col('c1', 'descriptiveText'), col('c2', 'total', { formula: 'c1 * 2' })],
        [row('r1', { c1: '1.25' }), row('r2', { c1: 'twelve' })],
      ),
    );
    expect(result.rows.map((r) => r.cells.c2)).toEqual(['2.50', '']);
    expect(result.problems).toEqual([{ rowId: 'r2', columnKey: 'c1', code: 'formNumberInvalid' }]);
  });

  it.each<[FormColumnType, Partial<FormColumn>, string, boolean]>([
    ['yesNo', {}, 'yes', true],
    ['yesNo', {}, 'Yes', false],
    ['trueFalse', {}, 'false', true],
    ['exceedsMeetsDoesNotMeet', {}, 'doesNotMeet', true],
    ['exceedsMeetsDoesNotMeet', {}, 'maybe', false],
    ['dropdownList', { options: ['Red', 'Blue'] }, 'Blue', true],
    ['dropdownList', { options: ['Red', 'Blue'] }, 'Green', false],
  ])('a %s cell %j holding %j is allowed: %s', (type, extra, value, allowed) => {
    const result = computeForm(form([col('c1', type, extra)], [row('r1', { c1: value })]));
    expect(result.problems).toEqual(
      allowed ? [] : [{ rowId: 'r1', columnKey: 'c1', code: 'formOptionNotAllowed' }],
    );
  });

  it('ignores deleted columns and rows (sort order 9999)', () => {
    const definition = priced();
    definition.columns.push(col('c4', 'unitPrice', { sortOrder: 9999, subtotal: true }));
    definition.rows.push(row('r3', { c1: '100', c2: '100.00', c4: '1.00' }, { sortOrder: 9999 }));
    const result = computeForm(definition);
    expect(result.rows.map((r) => r.rowId)).toEqual(['r1', 'r2']);
    expect(result.rows[0]!.cells).not.toHaveProperty('c4');
    expect(result.columnSubtotals).toEqual({ c3: '21.67' });
  });

  it('computes the same whether a column is hidden on the public page or not', () => {
    const hidden = priced();
    hidden.columns = hidden.columns.map((c) => ({ ...c, hiddenOnPublic: true }));
    expect(computeForm(hidden)).toEqual(computeForm(priced()));
  });

  it('leaves the cells of a formula that reads itself empty', () => {
    const result = computeForm(
      form([col('c1', 'quantity'), col('c2', 'total', { formula: 'c1 + c2' })], [row('r1', { c1: '1' })]),
    );
    expect(result.rows[0]!.cells).toEqual({ c1: '1', c2: '' });
  });
});

describe('computeForm: a bidder’s entries', () => {
  const bidForm = (extra: Partial<FormDefinition> = {}) =>
    form(
      [
        col('c1', 'descriptiveText'),
        col('c2', 'quantity'),
        col('c3', 'unitPrice', { bidderInput: true }),
        col('c4', 'total', { formula: 'c2 * c3', bidderInput: true, subtotal: true }),
      ],
      [
        row('r1', { c1: 'Gravel', c2: '10' }, { required: true }),
        row('r2', { c1: 'Sand', c2: '4' }, { optional: true }),
      ],
      { totalColumnKey: 'c4', maximumOptionalRows: 1, ...extra },
    );

  it('refuses a signed number from the bidder: the -678.00 bid is not computed into a negative total', () => {
    const result = computeForm(bidForm(), {
      rows: [
        { rowId: 'r1', cells: { c3: '-67.80' } },
        { rowId: 'r2', cells: { c3: '-0.00' } },
      ],
    });
    expect(result.problems).toEqual([
      { rowId: 'r1', columnKey: 'c3', code: 'formSignNotAllowed' },
      { rowId: 'r2', columnKey: 'c3', code: 'formSignNotAllowed' },
    ]);
    expect(refusedBidCells(result)).toEqual(result.problems);
    expect(result.rows[0]!.cells).toMatchObject({ c3: '-67.80', c4: '' });
    expect(result.total).toBe('0.00');
    // A plus sign is not a decimal at all; an unsigned number is accepted.
    const plus = computeForm(bidForm(), { rows: [{ rowId: 'r1', cells: { c3: '+5' } }] });
    expect(plus.problems.map((p) => p.code)).toEqual(['formNumberInvalid']);
    const fine = computeForm(bidForm(), { rows: [{ rowId: 'r1', cells: { c3: '67.80' } }] });
    expect(fine.problems).toEqual([]);
    expect(fine.total).toBe('678.00');
  });

  it('keeps the buyer’s own signed cells (a credit line the buyer writes), and a draft’s empty cell is not refused', () => {
    const credit = form(
      [col('c1', 'quantity'), col('c2', 'unitPrice', { bidderInput: true })],
      [row('r1', { c1: '-1' }, { required: true })],
    );
    const result = computeForm(credit, { rows: [{ rowId: 'r1', cells: {} }] });
    expect(result.rows[0]!.cells.c1).toBe('-1');
    expect(result.problems.map((p) => p.code)).toEqual(['formCellRequired']);
    expect(refusedBidCells(result)).toEqual([]);
  });

  it('overrides only bidder-input cells: never a buyer’s cell or a formula cell', () => {
    const result = computeForm(bidForm(), {
      rows: [{ rowId: 'r1', cells: { c1: 'Diamonds', c2: '1000', c3: '2.50', c4: '1.00' } }],
    });
    expect(result.rows[0]!.cells).toEqual({ c1: 'Gravel', c2: '10', c3: '2.50', c4: '25.00' });
    expect(result.subtotal).toBe('25.00');
  });

  it('requires the bidder cells of a required row, not of an optional one, and not in the preview', () => {
    expect(computeForm(bidForm(), { rows: [] }).problems).toEqual([
      { rowId: 'r1', columnKey: 'c3', code: 'formCellRequired' },
    ]);
    expect(computeForm(bidForm()).problems).toEqual([]);
  });

  it('uses added rows only when the form allows them', () => {
    const entries = {
      rows: [{ rowId: 'r1', cells: { c3: '1.00' } }],
      addedRows: [{ id: 'x1', cells: { c1: 'Extra', c2: '2', c3: '5.00' } }],
    };
    expect(computeForm(bidForm(), entries).subtotal).toBe('10.00');
    const open = bidForm({ allowBidderRows: true });
    open.columns = open.columns.map((c) => ({ ...c, bidderInput: true }));
    const result = computeForm(open, {
      rows: [{ rowId: 'r1', cells: { c1: 'Gravel', c2: '10', c3: '1.00' } }],
      addedRows: entries.addedRows,
    });
    expect(result.rows.map((r) => r.rowId)).toEqual(['r1', 'r2', 'x1']);
    expect(result.subtotal).toBe('20.00');
  });
});

describe('findTotalMismatch', () => {
  const computed = computeForm(priced({ autoTax: { taxTypeId: 'gst', percentage: '5' } }));

  it('accepts totals equal as numbers', () => {
    expect(
      findTotalMismatch(
        { subtotal: '21.67', tax: '1.080', total: '22.75', columnSubtotals: { c3: '21.67' } },
        computed,
      ),
    ).toEqual([]);
    expect(findTotalMismatch({}, computed)).toEqual([]);
  });

  it('names every total that disagrees, or is no number', () => {
    expect(
      findTotalMismatch(
        {
          subtotal: '21.66',
          tax: '1.08',
          total: 'lots',
          promptPayDiscount: '0',
          totalAfterDiscount: '22.76',
          columnSubtotals: { c3: '21.67', c9: '0' },
        },
        computed,
      ),
    ).toEqual(['subtotal', 'total', 'totalAfterDiscount', 'columnSubtotals.c9']);
  });
});
