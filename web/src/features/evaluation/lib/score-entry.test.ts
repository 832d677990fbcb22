import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fr from '../i18n/fr.json';
import { scoreEntryError } from './score-entry';

describe('a score as typed', () => {
  it('says what to enter when it is out of range or not a number; nothing when it is fine or empty', () => {
    for (const bad of ['31', '-1', 'abc', '12,5', '7.125', 'Infinity'])
      expect(scoreEntryError(bad, 30), bad).toEqual({ key: 'mine.scoreRange', max: 30 });
    for (const ok of ['', '  ', '0', '30', '12.5']) expect(scoreEntryError(ok, 30), ok).toBeUndefined();
  });

  it('reads "Enter a number from 0 to 30" in English and French, not the field’s label', () => {
    expect(en.mine.scoreRange.replace('{{max}}', '30')).toBe('Enter a number from 0 to 30.');
    expect(fr.mine.scoreRange.replace('{{max}}', '30')).toBe('Saisissez un nombre de 0 à 30.');
  });
});
