import { describe, expect, it } from 'vitest';
import { formColumn, formDefinition, formRow } from '../forms/form-fixtures.js';
import { enableBidderRows } from '../forms/form-rules.js';
import { bidLinesOf, tabulateBids } from './bid-lines.js';

const definition = formDefinition(
  [
    formColumn('c1', 'descriptiveText', { name: 'Item' }),
    formColumn('c2', 'unit', { name: 'Unit' }),
    formColumn('c3', 'quantity', { name: 'Qty' }),
    formColumn('c4', 'unitPrice', { name: 'Unit price', bidderInput: true }),
    formColumn('c5', 'total', { name: 'Amount', formula: 'c3 * c4' }),
    formColumn('c6', 'yesNo', { name: 'Compliant', bidderInput: true }),
  ],
  [formRow('r1', { c1: 'Asphalt', c2: 't', c3: '3' }), formRow('r2', { c1: 'Curb', c2: 'm', c3: '2.5' })],
  {
    totalColumnKey: 'c5',
    allowBidderRows: true,
    lineNumbering: { leadingCharacter: 'A', startNumber: 1 },
  },
);

describe('bidLinesOf', () => {
  it('answers every line with the bidder’s entries and the engine’s extended amounts', () => {
    const lines = bidLinesOf(definition, {
      rows: [
        { rowId: 'r1', cells: { c4: '145.00', c6: 'yes' } },
        { rowId: 'r2', cells: { c4: '10.01', c6: 'no' } },
      ],
      addedRows: [{ id: 'x1', cells: { c4: '5.00', c6: 'yes' } }],
    });
    expect(lines.columns.map((c) => [c.name, c.kind])).toEqual([
      ['Item', 'text'],
      ['Unit', 'text'],
      ['Qty', 'quantity'],
      ['Unit price', 'amount'],
      ['Amount', 'amount'],
      ['Compliant', 'choice'],
    ]);
    expect(
      lines.lines.map((l) => [l.label, l.added, l.cells.c1, l.cells.c4, l.cells.c5, l.cells.c6]),
    ).toEqual([
      ['A1', false, 'Asphalt', '145.00', '435.00', 'yes'],
      // 2.5 × 10.01 = 25.025, half-up to the cent.
      ['A2', false, 'Curb', '10.01', '25.03', 'no'],
      // An added line holds the bidder-input cells (the engine's rule).
      ['A3', true, '', '5.00', '', 'yes'],
    ]);
  });
});

describe('tabulateBids', () => {
  it('puts the bidders side by side per line: unit price and extended amount', () => {
    const tab = tabulateBids(definition, [
      { submissionId: 'a', entries: { rows: [{ rowId: 'r1', cells: { c4: '145.00' } }] } },
      {
        submissionId: 'b',
        entries: {
          rows: [
            { rowId: 'r1', cells: { c4: '1.00' } },
            { rowId: 'r2', cells: { c4: '999.99' } },
          ],
          addedRows: [{ id: 'x1', cells: { c4: '1.00' } }],
        },
      },
    ]);
    expect(tab.columns).toEqual({
      description: 'Item',
      quantity: 'Qty',
      unit: 'Unit',
      unitPrice: 'Unit price',
      extended: 'Amount',
    });
    expect(tab.lines).toEqual([
      {
        rowId: 'r1',
        label: 'A1',
        description: 'Asphalt',
        quantity: '3',
        unit: 't',
        bids: [
          { unitPrice: '145.00', extended: '435.00' },
          { unitPrice: '1.00', extended: '3.00' },
        ],
      },
      {
        rowId: 'r2',
        label: 'A2',
        description: 'Curb',
        quantity: '2.5',
        unit: 'm',
        bids: [
          { unitPrice: '', extended: '' },
          { unitPrice: '999.99', extended: '2499.98' },
        ],
      },
      // Birch's added line: numbered after the buyer's, its bidder-input cells only (the engine's rule).
      {
        rowId: 'x1',
        label: 'A3',
        description: '',
        quantity: '',
        unit: '',
        bids: [
          { unitPrice: '', extended: '' },
          { unitPrice: '1.00', extended: '' },
        ],
        addedBy: 1,
      },
    ]);
  });

  it('lists the lines each bidder added after the buyer’s, with its own cells and which bidder added it', () => {
    // Allowing bidder rows makes every column bidder input (enableBidderRows): the added lines' description,
    // quantity and unit are the bidder's (a buyer's line shows the first bidder's quantity).
    const form = { ...enableBidderRows(definition), rows: definition.rows };
    const tab = tabulateBids(form, [
      {
        submissionId: 'a',
        entries: {
          rows: [
            { rowId: 'r1', cells: { c3: '3', c4: '145.00' } },
            { rowId: 'r2', cells: { c3: '2.5' } },
          ],
          addedRows: [
            { id: 'x1', cells: { c1: 'Traffic control', c2: 'day', c3: '4', c4: '250.00' } },
            // An added line whose id is a buyer's line's stays an added line.
            { id: 'r1', cells: { c1: 'Sweeping', c2: 'h', c3: '1.5', c4: '80.00' } },
          ],
        },
      },
      { submissionId: 'b', entries: { rows: [{ rowId: 'r1', cells: { c3: '3', c4: '150.00' } }] } },
      {
        submissionId: 'c',
        entries: {
          rows: [{ rowId: 'r2', cells: { c4: '12.00' } }],
          addedRows: [{ id: 'x1', cells: { c1: 'Signage', c2: 'ea', c3: '2', c4: '35.50' } }],
        },
      },
    ]);
    const empty = { unitPrice: '', extended: '' };
    expect(
      tab.lines.map((line) => [line.label, line.description, line.quantity, line.unit, line.addedBy]),
    ).toEqual([
      ['A1', 'Asphalt', '3', 't', undefined],
      ['A2', 'Curb', '2.5', 'm', undefined],
      ['A3', 'Traffic control', '4', 'day', 0],
      ['A4', 'Sweeping', '1.5', 'h', 0],
      // Each bidder's added lines continue after the buyer's lines: Cedar's first is A3 too.
      ['A3', 'Signage', '2', 'ea', 2],
    ]);
    expect(tab.lines[0]!.bids).toEqual([
      { unitPrice: '145.00', extended: '435.00' },
      { unitPrice: '150.00', extended: '450.00' },
      empty,
    ]);
    expect(tab.lines.slice(2).map((line) => line.bids)).toEqual([
      [{ unitPrice: '250.00', extended: '1000.00' }, empty, empty],
      [{ unitPrice: '80.00', extended: '120.00' }, empty, empty],
      [empty, empty, { unitPrice: '35.50', extended: '71.00' }],
    ]);
    expect('addedBy' in tab.lines[0]!).toBe(false);
  });

  it('lists no added line where the form does not allow them', () => {
    const closed = { ...definition, allowBidderRows: false };
    const tab = tabulateBids(closed, [
      {
        submissionId: 'a',
        entries: { rows: [], addedRows: [{ id: 'x1', cells: { c4: '1.00' } }] },
      },
    ]);
    expect(tab.lines.map((line) => line.rowId)).toEqual(['r1', 'r2']);
  });
});
