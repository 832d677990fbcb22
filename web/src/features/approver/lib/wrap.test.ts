import { describe, expect, it } from 'vitest';
import { wrapIndex } from './wrap';

describe('wrapIndex', () => {
  it.each([
    [0, 1, 3, 1],
    [1, 1, 3, 2],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [2, -1, 3, 1],
    [0, 1, 1, 0],
    [0, -1, 1, 0],
    [0, 1, 0, 0],
  ] as const)('from %i by %i among %i is %i', (index, by, count, expected) => {
    expect(wrapIndex(index, by, count)).toBe(expected);
  });
});
