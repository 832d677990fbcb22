import { describe, expect, it } from 'vitest';
import { formatCents, isProjectValueInRange, parseMoneyToCents } from './project-values.js';

describe('parseMoneyToCents', () => {
  it.each<[string, number | undefined]>([
    ['0', 0],
    ['0.1', 10],
    ['0.10', 10],
    ['.5', undefined],
    ['12', 1200],
    ['1,234.56', 123456],
    ['1234.56', 123456],
    ['1,000,000,000,000.00', 100_000_000_000_000],
    ['-3', -300],
    ['1.234', undefined],
    ['12,34', undefined],
    ['1,2345', undefined],
    ['abc', undefined],
    ['', undefined],
    ['99999999999999999.00', undefined],
    ['  7.05 ', 705],
  ])('%j → %s', (text, cents) => {
    expect(parseMoneyToCents(text)).toBe(cents);
  });

  it('adds 0.10 and 0.20 exactly (no floating point)', () => {
    expect((parseMoneyToCents('0.10') ?? 0) + (parseMoneyToCents('0.20') ?? 0)).toBe(
      parseMoneyToCents('0.30'),
    );
  });
});

describe('isProjectValueInRange (0.00 to 1,000,000,000,000.00)', () => {
  it.each<[number, boolean]>([
    [0, true],
    [1, true],
    [100_000_000_000_000, true],
    [100_000_000_000_001, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('%d cents → %s', (cents, expected) => {
    expect(isProjectValueInRange(cents)).toBe(expected);
  });
});

describe('formatCents', () => {
  it.each<[number, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1,234.56'],
    [100_000_000_000_000, '1,000,000,000,000.00'],
    [-300, '-3.00'],
  ])('%d → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});
