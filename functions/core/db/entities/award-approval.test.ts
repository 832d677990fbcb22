import { describe, expect, it } from 'vitest';
import { AwardApproval } from './award-approval.js';

const stored = {
  customerId: 'c',
  projectId: 'p',
  awardApprovalId: 'a',
  status: 'draft',
  version: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('AwardApproval: its amounts are Money (decision 075)', () => {
  it('reads an amount stored as Money as it is', () => {
    const item = AwardApproval.schema.parse({ ...stored, awardAmount: '1000.50', subtotal: null });
    expect([item.awardAmount, item.subtotal, item.amountWithTax]).toEqual(['1000.50', null, null]);
  });

  it('reads an amount an approval stored as a number before as its Money: no cent is lost', () => {
    const item = AwardApproval.schema.parse({
      ...stored,
      awardAmount: 1000.5,
      provisionalAmount: 184_500,
      subtotal: 0.1 + 0.2,
      amountWithTax: 0,
      amountWithNonRebateableTax: 1_000_000_000_000,
    });
    expect(item).toMatchObject({
      awardAmount: '1000.50',
      provisionalAmount: '184500.00',
      subtotal: '0.30',
      amountWithTax: '0.00',
      amountWithNonRebateableTax: '1000000000000.00',
    });
  });
});
