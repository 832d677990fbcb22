import { describe, expect, it } from 'vitest';
import { formColumn, formDefinition, formRow } from '../forms/form-fixtures.js';
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
    ]);
  });
});
