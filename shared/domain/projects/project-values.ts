/**
 * Money (spec 2 §5.1, §5.3, §9): award amounts and project values are whole cents in safe integers, from
 * 0.00 to 1,000,000,000,000.00 (10^14 cents, far below 2^53). Text is converted digit by digit, never
 * through floating point, so 0.1 + 0.2 questions never arise.
 */
import { PROJECT_VALUE_MAX_CENTS } from './project-limits.js';

const MONEY = /^(-)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Cents of a typed amount ("1,234.5", "1234.56", "-3"), or undefined when it is not an amount. */
export function parseMoneyToCents(text: string): number | undefined {
  const match = MONEY.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = `${whole.replaceAll(',', '')}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  // More than 16 digits cannot be a value in range, and would not be a safe integer.
  if (digits.length > 16) return undefined;
  const cents = Number(digits);
  return sign ? -cents : cents;
}

/** True when the cents are a whole number within 0.00 to 1,000,000,000,000.00. */
export function isProjectValueInRange(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents >= 0 && cents <= PROJECT_VALUE_MAX_CENTS;
}

/** "1,234,567.80": en-US grouping and two decimals (spec 2 §9), built from the integer. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const text = String(Math.abs(cents)).padStart(3, '0');
  const whole = text.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${whole}.${text.slice(-2)}`;
}
