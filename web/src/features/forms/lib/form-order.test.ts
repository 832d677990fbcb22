import { describe, expect, it } from 'vitest';
import type { TTenderTableLine } from '../../../../../shared/schemas/tender-tables';
import { reorderedIds } from './form-order';

const line = (tenderTableId: string, tableType: 'price' | 'specification') =>
  ({ tenderTableId, tableType }) as TTenderTableLine;
const all = [line('p1', 'price'), line('s1', 'specification'), line('p2', 'price'), line('p3', 'price')];

describe('reorderedIds', () => {
  it('swaps a price form with the next price form, leaving the others in place', () => {
    expect(reorderedIds(all, 'p1', 1)).toEqual(['p2', 's1', 'p1', 'p3']);
    expect(reorderedIds(all, 'p3', -1)).toEqual(['p1', 's1', 'p3', 'p2']);
  });

  it('answers null past either end or for an unknown form', () => {
    expect(reorderedIds(all, 'p1', -1)).toBeNull();
    expect(reorderedIds(all, 'p3', 1)).toBeNull();
    expect(reorderedIds(all, 's1', 1)).toBeNull();
  });
});
