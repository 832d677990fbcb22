import { describe, expect, it } from 'vitest';
import { ZProjectNumberSettings } from '../../schemas/projects.js';
import {
  PROJECT_NEXT_NUMBER_MAX,
  PROJECT_NUMBER_MAX_LENGTH,
  PROJECT_NUMBER_MAX_PADDING,
  PROJECT_NUMBER_PREFIX_MAX_LENGTH,
  PROJECT_NUMBER_SEPARATOR_MAX_LENGTH,
} from './project-limits.js';
import {
  findNumberSettingsProblems,
  FORBIDDEN_NUMBER_CHARACTERS,
  formatProjectNumber,
  hasForbiddenNumberCharacters,
  type ProjectNumberSettings,
} from './project-number.js';

describe('hasForbiddenNumberCharacters (docs/product/projects.md#build)', () => {
  it.each(FORBIDDEN_NUMBER_CHARACTERS.map((character) => [character]))('refuses %s', (character) => {
    expect(hasForbiddenNumberCharacters(`RFP${character}2026`)).toBe(true);
  });

  it.each([['RFP-2026-001'], ['RFP_2026#7'], ['Appel d’offres 12'], ['']])('accepts %j', (value) => {
    expect(hasForbiddenNumberCharacters(value)).toBe(false);
  });

  it('lists exactly the fifteen characters of the spec', () => {
    expect(FORBIDDEN_NUMBER_CHARACTERS.join(' ')).toBe('* . " / \\ [ ] : ; | , ( ) + =');
  });
});

describe('formatProjectNumber', () => {
  it.each<[string, string, number, number, string]>([
    ['RFP', '-', 5, 42, 'RFP-00042'],
    ['RFP', '', 3, 7, 'RFP007'],
    ['RFP', '-', 0, 42, 'RFP-42'],
    ['', '-', 4, 42, '0042'],
    ['T', '_', 2, 12345, 'T_12345'],
    ['T', '-', 14, 1, 'T-00000000000001'],
    ['T', '-', 20, 1, 'T-00000000000001'],
  ])(
    'prefix %j, separator %j, padding %i, counter %i → %s',
    (prefix, separator, padding, counter, expected) => {
      expect(formatProjectNumber({ prefix, separator, padding }, counter)).toBe(expected);
    },
  );
});

describe('the numbering limits', () => {
  it('make no automatic number longer than a project number may be', () => {
    const widest = {
      prefix: 'P'.repeat(PROJECT_NUMBER_PREFIX_MAX_LENGTH),
      separator: '-'.repeat(PROJECT_NUMBER_SEPARATOR_MAX_LENGTH),
      padding: PROJECT_NUMBER_MAX_PADDING,
      nextNumber: PROJECT_NEXT_NUMBER_MAX,
    };
    expect(ZProjectNumberSettings.safeParse(widest).success).toBe(true);
    expect(findNumberSettingsProblems(widest)).toEqual([]);
    expect(formatProjectNumber(widest, PROJECT_NEXT_NUMBER_MAX).length).toBeLessThanOrEqual(
      PROJECT_NUMBER_MAX_LENGTH,
    );
    // One character more in the prefix or the separator is refused by the settings' schema.
    expect(ZProjectNumberSettings.safeParse({ ...widest, prefix: `${widest.prefix}P` }).success).toBe(false);
    expect(ZProjectNumberSettings.safeParse({ ...widest, separator: `${widest.separator}-` }).success).toBe(
      false,
    );
  });
});

describe('findNumberSettingsProblems', () => {
  const good: ProjectNumberSettings = { prefix: 'RFP', separator: '-', padding: 5, nextNumber: 1 };
  it.each<[string, Partial<ProjectNumberSettings>, { field: string; code: string }[]]>([
    ['good settings', {}, []],
    ['padding 14', { padding: 14 }, []],
    ['padding 15', { padding: 15 }, [{ field: 'padding', code: 'projectNumberPaddingTooLarge' }]],
    ['negative padding', { padding: -1 }, [{ field: 'padding', code: 'projectNumberPaddingTooLarge' }]],
    [
      'forbidden separator',
      { separator: '/' },
      [{ field: 'separator', code: 'projectNumberSeparatorForbiddenCharacters' }],
    ],
    ['forbidden prefix', { prefix: 'RFP.' }, [{ field: 'prefix', code: 'projectNumberForbiddenCharacters' }]],
    [
      'no next number',
      { nextNumber: undefined },
      [{ field: 'nextNumber', code: 'projectNextNumberRequired' }],
    ],
    ['next number 0', { nextNumber: 0 }, [{ field: 'nextNumber', code: 'projectNextNumberRequired' }]],
    [
      'fractional next number',
      { nextNumber: 1.5 },
      [{ field: 'nextNumber', code: 'projectNextNumberRequired' }],
    ],
  ])('%s', (_case, changes, expected) => {
    expect(findNumberSettingsProblems({ ...good, ...changes })).toEqual(expected);
  });
});
