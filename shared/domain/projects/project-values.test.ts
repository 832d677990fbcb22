import { describe, expect, it } from 'vitest';
import { storedCentsOf, storedMoneyOf, withProjectMoney } from './project-values.js';

describe('a project’s amounts: Money in the API, whole cents stored', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [100_000_000_000_000, '1000000000000.00'],
  ])('%d cents are %j, and back', (cents, money) => {
    expect(storedMoneyOf(cents)).toBe(money);
    expect(storedCentsOf(money)).toBe(cents);
  });

  it('leaves an absent amount absent', () => {
    expect(storedMoneyOf(undefined)).toBeUndefined();
  });

  it('names every amount of a stored project by its API name, and drops the cents', () => {
    expect(withProjectMoney({ name: 'Snow', estimatedTotalValueCents: 2_500_000 })).toEqual({
      name: 'Snow',
      estimatedTotalValue: '25000.00',
      estimatedAnnualValue: undefined,
      documentFeeOnline: undefined,
      documentFeePickup: undefined,
      documentFeeShipping: undefined,
    });
  });
});
