/**
 * Project numbers (docs/product/projects.md#build): the forbidden characters of numbers and separators, and
 * the automatic next number (prefix, separator, zero padding of at most 14). Uniqueness within the agency is
 * the data layer's (a counter and a unique-value claim, decision 022).
 */
import type { ErrorCode } from '../../errors.js';
import { PROJECT_NEXT_NUMBER_MAX, PROJECT_NUMBER_MAX_PADDING } from './project-limits.js';

/** The forbidden characters (docs/product/projects.md#build): * . " / \ [ ] : ; | , ( ) + = */
export const FORBIDDEN_NUMBER_CHARACTERS = [
  '*',
  '.',
  '"',
  '/',
  '\\',
  '[',
  ']',
  ':',
  ';',
  '|',
  ',',
  '(',
  ')',
  '+',
  '=',
];

export function hasForbiddenNumberCharacters(value: string): boolean {
  return FORBIDDEN_NUMBER_CHARACTERS.some((character) => value.includes(character));
}

/** The agency's automatic numbering (control panel project settings). */
export interface ProjectNumberSettings {
  prefix: string;
  separator: string;
  /** Zero padding of the counter, 0 to 14 digits. */
  padding: number;
  /** The number the next project gets. */
  nextNumber: number;
}

export interface NumberSettingsProblem {
  field: keyof ProjectNumberSettings;
  code: ErrorCode;
}

/** Every problem of the numbering settings (docs/product/projects.md#build). */
export function findNumberSettingsProblems(
  settings: Partial<ProjectNumberSettings>,
): NumberSettingsProblem[] {
  const problems: NumberSettingsProblem[] = [];
  const { prefix = '', separator = '', padding = 0, nextNumber } = settings;
  if (hasForbiddenNumberCharacters(prefix))
    problems.push({ field: 'prefix', code: 'projectNumberForbiddenCharacters' });
  if (hasForbiddenNumberCharacters(separator))
    problems.push({ field: 'separator', code: 'projectNumberSeparatorForbiddenCharacters' });
  if (!Number.isInteger(padding) || padding < 0 || padding > PROJECT_NUMBER_MAX_PADDING)
    problems.push({ field: 'padding', code: 'projectNumberPaddingTooLarge' });
  if (
    nextNumber === undefined ||
    !Number.isInteger(nextNumber) ||
    nextNumber < 1 ||
    nextNumber > PROJECT_NEXT_NUMBER_MAX
  )
    problems.push({ field: 'nextNumber', code: 'projectNextNumberRequired' });
  return problems;
}

/**
 * The automatic number for a counter value: prefix, separator, then the counter padded with zeros. A
 * counter longer than the padding is written whole; without a prefix there is no separator either.
 */
export function formatProjectNumber(
  settings: Omit<ProjectNumberSettings, 'nextNumber'>,
  counter: number,
): string {
  const digits = String(counter).padStart(Math.min(settings.padding, PROJECT_NUMBER_MAX_PADDING), '0');
  return settings.prefix ? `${settings.prefix}${settings.separator}${digits}` : digits;
}
