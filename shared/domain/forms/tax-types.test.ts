import { describe, expect, it } from 'vitest';
import { taxPercentageInName } from './tax-types';

describe('taxPercentageInName', () => {
  it.each([
    ['HST 13%', '13'],
    ['GST 5 %', '5'],
    ['TVQ 9,975 %', '9.975'],
    ['PST 7.5% (BC)', '7.5'],
    ['100% recoverable', '100'],
  ])('%s states %s', (name, rate) => {
    expect(taxPercentageInName(name)).toBe(rate);
  });

  it.each(['Exempt', 'Zero-rated', '', 'HST', '150%'])('%s states no rate', (name) => {
    expect(taxPercentageInName(name)).toBeUndefined();
  });
});
