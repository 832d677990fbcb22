/**
 * Exact decimal arithmetic for the bid forms: one big.js constructor configured here and nowhere else, so
 * no other module's settings can change it. Amounts never pass through binary floating point.
 *
 * The only inexact operation is division (1 / 3): its quotient is carried to DIVISION_DECIMALS places,
 * truncated, and only then rounded half-up to the cent by `roundToCents`. Truncating first keeps the
 * half-up decision the true quotient's: a quotient below x.xx5 stays below it, one at or above stays so.
 */
import Big from 'big.js';

export type Decimal = Big;

const DIVISION_DECIMALS = 40;

export const Dec = Big();
Dec.DP = DIVISION_DECIMALS;
Dec.RM = Big.roundDown;
// A number argument, or toNumber losing precision, throws: every value enters as a string.
Dec.strict = true;

const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/**
 * A plain decimal ("12", "-0.335", "1234.50"), surrounding blanks ignored. Refused: exponents ("1e3"),
 * hexadecimal, "NaN", "Infinity", group separators, blanks inside, a bare "." or ".5".
 */
export function parseDecimal(text: string): Decimal | undefined {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? new Dec(trimmed) : undefined;
}

export const ZERO = new Dec('0');
export const HUNDRED = new Dec('100');

/** The one rounding rule of the forms: half-up (away from zero on a tie) to the cent. */
export function roundToCents(value: Decimal): Decimal {
  return roundHalfUp(value, 2);
}

/** Half-up to `places` decimals: display of quantities (4 places) and the cent rule above. */
export function roundHalfUp(value: Decimal, places: number): Decimal {
  return value.round(places, Big.roundHalfUp);
}

/** A decimal as text with at least `minDecimals` places and no trailing zeros beyond them; never "-0". */
export function decimalText(value: Decimal, minDecimals = 0): string {
  if (value.eq(ZERO)) return minDecimals > 0 ? `0.${'0'.repeat(minDecimals)}` : '0';
  return value.toFixed(Math.max(minDecimals, decimalPlaces(value)));
}

/** An amount as the forms store it: rounded half-up to the cent, two decimals ("1.01", "0.00"). */
export function centsText(value: Decimal): string {
  return decimalText(roundToCents(value), 2);
}

// big.js keeps a value as digits `c` (no trailing zeros) and the exponent `e` of the first one: reading
// them is exact and spares the engine a string per cell.

/** Digits before the decimal point, sign aside (1 for 0.5). */
export function integerDigits(value: Decimal): number {
  return Math.max(value.e + 1, 1);
}

/** Digits after the decimal point of the exact value ("1.50" has 1). */
export function decimalPlaces(value: Decimal): number {
  return Math.max(value.c.length - value.e - 1, 0);
}

export function sumOf(values: readonly Decimal[]): Decimal {
  return values.reduce((sum, v) => sum.plus(v), ZERO);
}
