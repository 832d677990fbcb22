import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it.each<[number, string, string]>([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1536, 'en', '1.5 kB'],
    [200 * 1024 * 1024, 'en', '200 MB'],
    [1024 ** 3, 'en', '1 GB'],
    [200 * 1024 * 1024, 'fr', '200 Mo'],
    [1536, 'fr', '1,5 ko'],
    // The "52428800 bytes".
    [52_428_800, 'en', '50 MB'],
    [52_428_800, 'fr', '50 Mo'],
  ])('%d bytes in %s → %s', (bytes, language, expected) => {
    expect(formatBytes(bytes, language).replace(/\s/g, ' ')).toBe(expected);
  });
});
