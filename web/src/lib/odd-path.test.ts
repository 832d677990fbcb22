import { describe, expect, it } from 'vitest';
import { isOddPath } from './odd-path';

describe('isOddPath', () => {
  it.each([
    '/%00',
    '/a%2Fb',
    '/a%2fb',
    '/team/%00',
    '/%E0%A4%A',
    '/%',
    '/team/%zz',
    '/x%0Ay',
    '/a%5Cb',
    '/%7F',
  ])('%s is odd', (path) => expect(isOddPath(path)).toBe(true));

  it.each([
    '/',
    '/team/all',
    '/projects/42/build/settings',
    '/suppliers/a%20b',
    '/no/such/page',
    '/caf%C3%A9',
  ])('%s is an ordinary path', (path) => expect(isOddPath(path)).toBe(false));
});
