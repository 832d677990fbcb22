import { describe, expect, it } from 'vitest';
import {
  centsOfMoney,
  compareMoney,
  formatMoney,
  formatNumber,
  isMoneyInRange,
  moneyOf,
  moneyOfCents,
  parseCurrencyInput,
} from './money.js';

// fr-CA groups with a no-break space, narrow or not depending on the ICU data of the runtime.
const NNBSP = '\u202F';
const FR_GROUP =
  new Intl.NumberFormat('fr-CA').formatToParts(1000).find((part) => part.type === 'group')?.value ?? '';

describe('moneyOf (the canonical Money of an amount)', () => {
  it.each([
    ['1234.5', '1234.50'],
    ['1234.50', '1234.50'],
    [' 007 ', '7.00'],
    ['0', '0.00'],
    ['-0', '0.00'],
    ['-3.1', '-3.10'],
    ['9999999999999.99', '9999999999999.99'],
  ])('%j is %j', (text, money) => {
    expect(moneyOf(text)).toBe(money);
  });

  it.each(['', '1.234', '1,234.50', '1e3', '.5', '5.', '+5', '10000000000000', 'NaN', '1 000'])(
    'refuses %j',
    (text) => {
      expect(moneyOf(text)).toBeUndefined();
    },
  );
});

describe('cents and Money', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-300, '-3.00'],
    [100_000_000_000_000, '1000000000000.00'],
  ])('%d cents are %j, and back', (cents, money) => {
    expect(moneyOfCents(cents)).toBe(money);
    expect(centsOfMoney(money)).toBe(cents);
  });

  it('adds 0.10 and 0.20 exactly (no floating point)', () => {
    expect(moneyOfCents(centsOfMoney('0.10') + centsOfMoney('0.20'))).toBe('0.30');
  });

  it('keeps every cent of the largest amount', () => {
    expect(moneyOfCents(centsOfMoney('9999999999999.99'))).toBe('9999999999999.99');
  });
});

describe('compareMoney and isMoneyInRange (0.00 to 1,000,000,000,000.00)', () => {
  it.each([
    ['1.00', '1', 0],
    ['1.01', '1.1', -1],
    ['10.00', '9.99', 1],
    ['-2.00', '-1.00', -1],
  ] as const)('%s against %s is %i', (a, b, expected) => {
    expect(compareMoney(a, b)).toBe(expected);
  });

  it.each([
    ['0', true],
    ['0.01', true],
    ['1000000000000.00', true],
    ['1000000000000.01', false],
    ['-0.01', false],
    ['1.005', false],
    ['abc', false],
  ])('%j in range: %s', (text, expected) => {
    expect(isMoneyInRange(text)).toBe(expected);
  });

  it('takes another maximum', () => {
    expect(isMoneyInRange('100.00', '99.99')).toBe(false);
  });
});

describe('parseCurrencyInput (docs/product/tender.md#price-forms)', () => {
  it.each([
    ['1234.5', 'en-CA', '1234.50'],
    ['1,234.56', 'en-CA', '1234.56'],
    ['1,234,567', 'en-CA', '1234567.00'],
    ['0.1', 'en-CA', '0.10'],
    ['007', 'en-CA', '7.00'],
    ['9,999,999,999,999.99', 'en-CA', '9999999999999.99'],
    ['', 'en-CA', ''],
    ['1 234,5', 'fr-CA', '1234.50'],
    [`1${NNBSP}234${NNBSP}567,89`, 'fr-CA', '1234567.89'],
    ['1\u00A0234,56', 'fr-CA', '1234.56'],
    ['1234.56', 'fr-CA', '1234.56'],
  ] as const)('%j in %s is %j', (text, locale, value) => {
    expect(parseCurrencyInput(text, locale)).toEqual({ ok: true, value });
  });

  it.each([
    ['1.234', 'en-CA'],
    ['12,34.00', 'en-CA'],
    ['1,2345', 'en-CA'],
    ['1.2.3', 'en-CA'],
    ['1e3', 'en-CA'],
    ['0x10', 'en-CA'],
    ['12 34', 'en-CA'],
    ['$12', 'en-CA'],
    ['10,000,000,000,000.00', 'en-CA'],
    ['10000000000000', 'en-CA'],
    ['-5', 'en-CA'],
    ['1,234.56', 'fr-CA'],
    ['1 23,4', 'fr-CA'],
  ] as const)('refuses %j in %s', (text, locale) => {
    expect(parseCurrencyInput(text, locale)).toEqual({ ok: false, code: 'formNumberInvalid' });
  });

  it('takes a leading minus only where negatives are allowed', () => {
    expect(parseCurrencyInput('-1,234.5', 'en-CA', { allowNegative: true })).toEqual({
      ok: true,
      value: '-1234.50',
    });
    expect(parseCurrencyInput('-0', 'en-CA', { allowNegative: true })).toEqual({ ok: true, value: '0.00' });
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234.5', 'en-CA', '1,234.50'],
    ['9999999999999.99', 'en-CA', '9,999,999,999,999.99'],
    ['-0.5', 'en-CA', '-0.50'],
    ['1.005', 'en-CA', '1.01'],
    ['0', 'en-CA', '0.00'],
    ['1234.5', 'fr-CA', `1${FR_GROUP}234,50`],
    ['9999999999999.99', 'fr-CA', `9${FR_GROUP}999${FR_GROUP}999${FR_GROUP}999${FR_GROUP}999,99`],
    ['', 'en-CA', ''],
    ['n/a', 'fr-CA', 'n/a'],
  ] as const)('%j in %s shows %j', (value, locale, shown) => {
    expect(formatMoney(value, locale)).toBe(shown);
  });

  it('groups fr-CA thousands with a no-break space', () => {
    expect(['\u00A0', NNBSP]).toContain(FR_GROUP);
  });

  it('keeps every cent of amounts a float cannot hold', () => {
    // 9007199254740993 is the first integer a double cannot represent.
    expect(formatMoney('9007199254740993.01', 'en-CA')).toBe('9,007,199,254,740,993.01');
  });
});

describe('formatNumber', () => {
  it.each([
    ['2', 'en-CA', '2'],
    ['1.50', 'en-CA', '1.5'],
    ['1234.56789', 'en-CA', '1,234.5679'],
    ['0.33335', 'fr-CA', '0,3334'],
    ['-1000', 'fr-CA', `-1${FR_GROUP}000`],
  ] as const)('%j in %s shows %j', (value, locale, shown) => {
    expect(formatNumber(value, locale)).toBe(shown);
  });
});

describe('formatMoney with the currency', () => {
  it.each([
    ['605115', 'en', '$605,115.00'],
    ['-1234.5', 'en-CA', '-$1,234.50'],
    ['1234.5', 'fr', `1${FR_GROUP}234,50\u00A0$`],
  ] as const)('%j in %s shows %j', (value, language, shown) => {
    expect(formatMoney(value, language, { currency: true })).toBe(shown);
  });

  it('writes what Intl writes for an amount a float holds', () => {
    for (const locale of ['en-CA', 'fr-CA'])
      expect(formatMoney('1234567.89', locale, { currency: true })).toBe(
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(1234567.89),
      );
  });

  it('takes a UI language as its Canadian locale', () => {
    expect([formatMoney('1234.5', 'en'), formatMoney('1234.5', 'fr')]).toEqual([
      '1,234.50',
      `1${FR_GROUP}234,50`,
    ]);
  });
});
