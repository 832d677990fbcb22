import { describe, expect, it } from 'vitest';
import { canadianLocale } from './locale.js';

describe('canadianLocale', () => {
  it.each([
    ['fr', 'fr-CA'],
    ['fr-CA', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['en', 'en-CA'],
    ['en-CA', 'en-CA'],
    ['de', 'en-CA'],
  ])('writes %s in %s', (language, locale) => {
    expect(canadianLocale(language)).toBe(locale);
  });
});
