import { describe, expect, it } from 'vitest';
import { MONEY_VALUE_MAX } from '../domain/money.js';
import { ZMoney } from './money.js';

describe('ZMoney (decision 075)', () => {
  const value = ZMoney({ max: MONEY_VALUE_MAX, error: 'projectValueOutOfRange' });

  it.each([
    ['1234.5', '1234.50'],
    [' 1234.50 ', '1234.50'],
    ['007', '7.00'],
    ['1000000000000', '1000000000000.00'],
  ])('takes %j and answers the canonical %j', (text, money) => {
    expect(value.parse(text)).toBe(money);
  });

  it.each([1234.5, '1,234.50', '12.345', '1e3', '-0.01', '1000000000000.01', '', null])(
    'refuses %j with the field’s catalogue code, once',
    (input) => {
      const issues = value.safeParse(input).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual(['projectValueOutOfRange']);
    },
  );

  it('answers any amount of 13 digits without a maximum, a negative one too', () => {
    expect(ZMoney().parse('-9999999999999.9')).toBe('-9999999999999.90');
    expect(ZMoney().safeParse('10000000000000').success).toBe(false);
  });
});
