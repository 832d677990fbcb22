import { describe, expect, it } from 'vitest';
import { ZDomain } from '../schemas/common.js';
import { isValidAgencyDomain } from './agency-domain.js';

const cases: [string, boolean][] = [
  ['springfield', true],
  ['city-of-springfield', true],
  ['A1', true],
  ['x', true],
  ['9', true],
  ['  padded  ', true],
  ['a'.repeat(63), true],
  ['a'.repeat(64), false],
  ['', false],
  ['   ', false],
  ['-lead', false],
  ['trail-', false],
  ['-', false],
  ['dot.ted', false],
  ['under_score', false],
  ['spa ce', false],
  ['accentué', false],
  ['slash/', false],
];

describe('isValidAgencyDomain', () => {
  it.each(cases)('%j → %s', (input, expected) => {
    expect(isValidAgencyDomain(input)).toBe(expected);
  });

  it('agrees with the shared ZDomain schema the API applies', () => {
    const disagreements = cases
      .map(([input]) => input)
      .filter((input) => isValidAgencyDomain(input) !== ZDomain.safeParse(input).success);
    expect(disagreements).toEqual([]);
  });
});
