import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { stringSet } from './entity.js';

describe('stringSet (an attribute stored as a DynamoDB string set)', () => {
  const schema = z.object({ ids: stringSet() });

  it.each([
    ['a string set, as the document client reads one back', new Set(['b', 'a']), ['b', 'a']],
    ['a list, as an item written by hand holds', ['a', 'b'], ['a', 'b']],
    ['an empty list', [], []],
    ['nothing', undefined, undefined],
  ])('reads %s as a plain list', (_, stored, read) => {
    expect(schema.parse({ ids: stored }).ids).toEqual(read);
  });

  it('answers a new list, never the stored one', () => {
    const stored = ['a'];
    expect(schema.parse({ ids: stored }).ids).not.toBe(stored);
  });

  it.each([
    ['a set holding a number', new Set(['a', 1])],
    ['a list holding a number', ['a', 1]],
    ['a string', 'a'],
    ['null', null],
  ])('refuses %s', (_, stored) => {
    expect(schema.safeParse({ ids: stored }).success).toBe(false);
  });
});
