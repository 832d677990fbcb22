import { describe, expect, it } from 'vitest';
import { decimalPlaces, decimalText, integerDigits, parseDecimal, roundToCents } from './decimal.js';

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
