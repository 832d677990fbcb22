import { describe, expect, it } from 'vitest';
import { formColumn, formDefinition, formRow } from '../../../../shared/domain/forms/form-fixtures';
import { tabulateBids } from '../../../../shared/domain/submissions/bid-lines';
import type { TBidTabulation } from '../../../../shared/schemas/opening';
import { tabulationSection, type BidTabulationLabels } from './bid-tabulation';

const labels: BidTabulationLabels = {
  line: 'Line',
  unitPrice: 'Unit price',
  extended: 'Extended',
  addedBy: 'Added by',
  figures: {
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    promptPayDiscount: 'Discount',
    totalAfterDiscount: 'After discount',
  },
};
const format = (text: string) => `$${text}`;
const money = (text: string) => ({ amount: text, text: `$${text}` });

// A form whose bidders add lines: every column is bidder input (enableBidderRows).
const definition = formDefinition(
  [
    formColumn('c1', 'descriptiveText', { name: 'Item', bidderInput: true }),
    formColumn('c2', 'quantity', { name: 'Qty', bidderInput: true }),
    formColumn('c3', 'unitPrice', { name: 'Rate', bidderInput: true }),
    formColumn('c4', 'total', { name: 'Amount', formula: 'c2 * c3' }),
  ],
  [formRow('r1', { c1: 'Asphalt' })],
  { totalColumnKey: 'c4', allowBidderRows: true },
);

function tabulation(): TBidTabulation {
  const bidders = [
    {
      submissionId: 'a',
      entries: {
        rows: [{ rowId: 'r1', cells: { c2: '3', c3: '10.00' } }],
        addedRows: [{ id: 'x1', cells: { c1: 'Traffic control', c2: '2', c3: '250.00' } }],
      },
    },
    { submissionId: 'b', entries: { rows: [{ rowId: 'r1', cells: { c2: '3', c3: '12.00' } }] } },
  ];
  return {
    tenderTableId: 'f1',
    name: 'Prices',
    ...tabulateBids(definition, bidders),
    totals: [
      {
        subtotal: '530.00',
        tax: '0.00',
        total: '530.00',
        promptPayDiscount: '0.00',
        totalAfterDiscount: '530.00',
        columnSubtotals: {},
      },
      null,
    ],
  };
}

describe('tabulationSection', () => {
  it('lists a bidder’s added line after the form’s, that bidder named in a column of its own', () => {
    const section = tabulationSection(
      tabulation(),
      [{ companyName: 'Acme' }, { companyName: 'Birch' }],
      labels,
      format,
    );
    expect(section.head).toEqual([
      'Line',
      'Item',
      'Qty',
      'Added by',
      'Acme · Rate',
      'Acme · Amount',
      'Birch · Rate',
      'Birch · Amount',
    ]);
    expect(section.rows.slice(0, 2)).toEqual([
      ['1', 'Asphalt', '3', '', money('10.00'), money('30.00'), money('12.00'), money('36.00')],
      ['2', 'Traffic control', '2', 'Acme', money('250.00'), money('500.00'), '', ''],
    ]);
    // The figures under the extended amounts; a bidder without the form's figures has empty cells.
    expect(section.rows[2]).toEqual(['Subtotal', '', '', '', '', money('530.00'), '', '']);
    expect(section.rows).toHaveLength(2 + 5);
  });

  it('has no "added by" column where no bidder added a line', () => {
    const tab = tabulation();
    const buyerOnly = { ...tab, lines: tab.lines.filter((line) => line.addedBy === undefined) };
    const section = tabulationSection(
      buyerOnly,
      [{ companyName: 'Acme' }, { companyName: 'Birch' }],
      labels,
      format,
    );
    expect(section.head).not.toContain('Added by');
    expect(section.rows[0]).toHaveLength(section.head.length);
  });
});
