import { describe, expect, it } from 'vitest';
import { matchesTemplateSearch, templateNameKey } from './templates.js';

describe('matchesTemplateSearch', () => {
  it.each([
    ['Bid bond (10%)', '', true],
    ['Bid bond (10%)', 'bond', true],
    ['Bid bond (10%)', 'BOND bid', true],
    ['Bid bond (10%)', 'performance', false],
    ['Cautionnement de soumission élevé', 'eleve caution', true],
    ['Insurance certificate', 'insurance  cert', true],
    ['Insurance certificate', 'certificates', false],
  ])('%s with "%s": %s', (name, keywords, expected) => {
    expect(matchesTemplateSearch(name, keywords)).toBe(expected);
  });
});

describe('templateNameKey', () => {
  it('ignores case, surrounding and repeated blanks', () => {
    expect(templateNameKey('  Bid   Bond ')).toBe(templateNameKey('bid bond'));
    expect(templateNameKey('Bid bond')).not.toBe(templateNameKey('Bid bonds'));
  });
});
