import { describe, expect, it } from 'vitest';
import { decimalPlaces, decimalText, integerDigits, parseDecimal, roundToCents } from './decimal.js';
import { formatAmount, formatNumber, parseCurrencyInput } from './money.js';

// fr-CA groups with a no-break space, narrow or not depending on the ICU data of the runtime.
const NNBSP = '\u202F';
const FR_GROUP =
  new Intl.NumberFormat('fr-CA').formatToParts(1000).find((part) => part.type === 'group')?.value ?? '';

describe('parseDecimal', () => {
  it.each([
    ['12', '12'],
    ['-0.335', '-0.335'],
    [' 1234.50 ', '1234.5'],
    ['0', '0'],
    ['-0', '0'],
  ])('accepts %j as %s', (text, expected) => {
    expect(decimalText(parseDecimal(text)!)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    '1e3',
    '1E3',
    '0x10',
    'NaN',
    'Infinity',
    '1 000',
    '1,000',
    '.5',
    '5.',
    '+5',
    '--5',
    '1.2.3',
    '١٢',
  ])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeUndefined();
  });
});

describe('integerDigits and decimalPlaces', () => {
  it.each([
    ['0', 1, 0],
    ['0.005', 1, 3],
    ['123.450', 3, 2],
    ['-1000', 4, 0],
    ['9999999999999.99', 13, 2],
    ['10000000000000', 14, 0],
  ])('%s has %i integer digits and %i decimals', (text, integer, decimals) => {
    const value = parseDecimal(text)!;
    expect([integerDigits(value), decimalPlaces(value)]).toEqual([integer, decimals]);
  });
});

describe('roundToCents', () => {
  it.each([
    ['1.005', '1.01'],
    ['1.004999', '1.00'],
    ['-1.005', '-1.01'],
    ['-0.004', '0.00'],
    ['2.675', '2.68'],
    ['9999999999999.995', '10000000000000.00'],
  ])('rounds %s half-up to %s', (value, expected) => {
    expect(decimalText(roundToCents(parseDecimal(value)!), 2)).toBe(expected);
  });
});

describe('parseCurrencyInput (spec 2 §5.1)', () => {
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

describe('formatAmount', () => {
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
    expect(formatAmount(value, locale)).toBe(shown);
  });

  it('groups fr-CA thousands with a no-break space', () => {
    expect(['\u00A0', NNBSP]).toContain(FR_GROUP);
  });

  it('keeps every cent of amounts a float cannot hold', () => {
    // 9007199254740993 is the first integer a double cannot represent.
    expect(formatAmount('9007199254740993.01', 'en-CA')).toBe('9,007,199,254,740,993.01');
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
