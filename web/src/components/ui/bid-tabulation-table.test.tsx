import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TBidTabulation } from '../../../../shared/schemas/opening';
import { BidTabulationTable } from './bid-tabulation-table';

const figures = {
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  promptPayDiscount: 'Discount',
  totalAfterDiscount: 'After discount',
};
const tabulation: TBidTabulation = {
  tenderTableId: 'f1',
  name: 'Prices',
  columns: { description: 'Item', unitPrice: 'Rate', extended: 'Amount' },
  lines: [
    {
      rowId: 'r1',
      label: '1',
      description: 'Asphalt',
      quantity: '',
      unit: '',
      bids: [
        { unitPrice: '10.00', extended: '30.00' },
        { unitPrice: '12.00', extended: '36.00' },
      ],
    },
    {
      rowId: 'x1',
      label: '2',
      description: 'Traffic control',
      quantity: '',
      unit: '',
      bids: [
        { unitPrice: '', extended: '' },
        { unitPrice: '250.00', extended: '500.00' },
      ],
      addedBy: 1,
    },
  ],
  totals: [null, null],
};

describe('BidTabulationTable', () => {
  it('names, in words on the screen, the bidder that added a line, in its own column', () => {
    const html = renderToStaticMarkup(
      <BidTabulationTable
        tabulation={tabulation}
        bidders={[{ companyName: 'Acme' }, { companyName: 'Birch' }]}
        labels={{ line: 'Line', unitPrice: 'Unit price', extended: 'Extended', addedBy: 'Added by', figures }}
        format={(amount) => `$${amount}`}
        caption="Prices: the bidders side by side per line"
      />,
    );
    expect(html).toContain('<th scope="col">Added by</th>');
    expect(html).toContain(
      '<tr><th scope="row">2</th><td>Traffic control</td><td>Birch</td><td></td><td></td>' +
        '<td class="tb-amount">$250.00</td><td class="tb-amount">$500.00</td></tr>',
    );
    expect(html).toContain('aria-label="Prices: the bidders side by side per line"');
  });
});
