/**
 * Money (decision 075): the one type of every amount the product keeps, shows and sends. An amount is an
 * exact decimal string, "1234.50": at most 13 integer digits and 2 decimals, never a binary floating-point
 * number. No record names a currency: the product is Canadian, and every amount is in CAD (MONEY_CURRENCY).
 *
 * This module reads, compares, converts and writes amounts on their digits alone (BigInt where it counts),
 * so that a Lambda that only carries amounts does not bundle big.js; sums and products are the bid forms'
 * exact arithmetic (forms/decimal.ts, big.js). Amounts as people type and read them (docs/product/tender.md#price-forms)
 * are in en-CA and fr-CA, the Canadian locale of the UI language (canadianLocale).
 */
import { canadianLocale, type CanadianLocale } from './locale.js';

/** An exact amount in CAD as a decimal string, canonical with two decimals: "1234.50", "-3.00", "0.00". */
export type Money = string;

/** The currency of every amount (no record names another one). */
export const MONEY_CURRENCY = 'CAD';
/** Amounts: up to 13 integer digits and 2 decimals (docs/product/tender.md#price-forms). */
export const MONEY_MAX_INTEGER_DIGITS = 13;
export const MONEY_DECIMALS = 2;
/**
 * The largest award amount, project value or award approval amount: 1,000,000,000,000.00
 * (docs/product/projects.md#build, docs/product/evaluation-and-award.md#award).
 */
export const MONEY_VALUE_MAX: Money = '1000000000000.00';

/** An amount as the API takes it: an optional minus, 1 to 13 digits, optionally a point and 1 or 2 decimals. */
export const MONEY_PATTERN = /^-?\d{1,13}(?:\.\d{1,2})?$/;

/** A plain decimal of any length ("12", "-0.335"): what the formatters accept; anything else is shown as typed. */
const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;

/** A plain decimal rounded half-up (away from zero on a tie) to `places` decimals, as scaled digits. */
function scaledHalfUp(plain: string, places: number): bigint {
  const negative = plain.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  let scaled = BigInt(whole + fraction.slice(0, places).padEnd(places, '0'));
  if ((fraction[places] ?? '0') >= '5') scaled += 1n;
  return negative ? -scaled : scaled;
}

/** Scaled digits as a plain decimal with `places` decimals; never "-0". */
function scaledText(scaled: bigint, places: number): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return negative ? `-${text}` : text;
}

/**
 * The canonical Money of an amount's text ("1234.5", " 007 ", "-0"), or undefined when it is not one:
 * MONEY_PATTERN, surrounding blanks ignored. Canonical: two decimals, no leading zero, no "-0.00".
 */
export function moneyOf(text: string): Money | undefined {
  const trimmed = text.trim();
  return MONEY_PATTERN.test(trimmed)
    ? scaledText(scaledHalfUp(trimmed, MONEY_DECIMALS), MONEY_DECIMALS)
    : undefined;
}

/** The amount in whole cents, exact (13 integer digits and 2 decimals stay below 2^53). */
export function centsOfMoney(amount: Money): number {
  return Number(scaledHalfUp(amount.trim(), MONEY_DECIMALS));
}

/** Whole cents (a safe integer, as the projects and awards store them) as Money. */
export function moneyOfCents(cents: number): Money {
  return scaledText(BigInt(cents), MONEY_DECIMALS);
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (both Money). */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  const difference = scaledHalfUp(a.trim(), MONEY_DECIMALS) - scaledHalfUp(b.trim(), MONEY_DECIMALS);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** True when the text is an amount from 0.00 to `max` (MONEY_VALUE_MAX unless another is given). */
export function isMoneyInRange(text: string, max: Money = MONEY_VALUE_MAX): boolean {
  const amount = moneyOf(text);
  return amount !== undefined && compareMoney(amount, '0') >= 0 && compareMoney(amount, max) <= 0;
}

// ------------------------------------------------------------------------------------- typed by people

export type CurrencyParse = { ok: true; value: Money | '' } | { ok: false; code: 'formNumberInvalid' };

/** fr-CA groups thousands with a space, a no-break space or a narrow no-break space. */
const FR_GROUP = '[ \\u00A0\\u202F]';
const AMOUNT_TEXT: Record<CanadianLocale, RegExp> = {
  'en-CA': /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/,
  // The period is accepted too: fr-CA never groups with it, so it cannot be misread.
  'fr-CA': new RegExp(`^(-?)(\\d{1,3}(?:${FR_GROUP}\\d{3})+|\\d+)(?:[,.](\\d{1,2}))?$`),
};

/**
 * An amount typed in the UI language's locale: digits, one decimal mark, at most 2 decimals, at most 13
 * integer digits, thousands separators accepted in their right places, a leading minus only when
 * `allowNegative`. Answers its canonical Money; a blank entry answers ok with "" (no amount; whether one
 * is required is the form's rule).
 */
export function parseCurrencyInput(
  text: string,
  language: string,
  options: { allowNegative?: boolean } = {},
): CurrencyParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: '' };
  const match = AMOUNT_TEXT[canadianLocale(language)].exec(trimmed);
  if (!match) return { ok: false, code: 'formNumberInvalid' };
  const [, sign = '', grouped = '', fraction = ''] = match;
  if (sign === '-' && !options.allowNegative) return { ok: false, code: 'formNumberInvalid' };
  const integer = grouped.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const value = moneyOf(`${sign}${integer}${fraction ? `.${fraction}` : ''}`);
  return value === undefined ? { ok: false, code: 'formNumberInvalid' } : { ok: true, value };
}

// ------------------------------------------------------------------------------------- read by people

const integerFormats = new Map<CanadianLocale, Intl.NumberFormat>();
function integerFormat(locale: CanadianLocale): Intl.NumberFormat {
  let format = integerFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    integerFormats.set(locale, format);
  }
  return format;
}

const DECIMAL_MARK: Record<CanadianLocale, string> = { 'en-CA': '.', 'fr-CA': ',' };

/** The integer part through Intl on a BigInt (the locale's grouping), the fraction and sign added by hand. */
function groupedText(plain: string, locale: CanadianLocale): string {
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = integerFormat(locale).format(BigInt(integer));
  return `${negative ? '-' : ''}${grouped}${fraction ? DECIMAL_MARK[locale] + fraction : ''}`;
}

const currencyFormats = new Map<CanadianLocale, Intl.NumberFormat>();
const NUMBER_PARTS: ReadonlySet<string> = new Set(['integer', 'group', 'decimal', 'fraction']);

/** An unsigned grouped amount placed where the locale puts its number beside the currency ("$1.00", "1,00 $"). */
function withCurrency(unsigned: string, negative: boolean, locale: CanadianLocale): string {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: MONEY_CURRENCY });
    currencyFormats.set(locale, format);
  }
  let text = '';
  let placed = false;
  for (const part of format.formatToParts(negative ? -1 : 1)) {
    if (!NUMBER_PARTS.has(part.type)) text += part.value;
    else if (!placed) {
      text += unsigned;
      placed = true;
    }
  }
  return text;
}

/**
 * The one way an amount is shown, on every screen, PDF and report: rounded half-up to the cent, 2 decimals,
 * grouped in the Canadian locale of `language` ("1,234.50", "1 234,50"); with `currency`, the CAD sign where
 * the locale puts it ("$1,234.50", "1 234,50 $"). Computed from the digits, never from a float, so 13-digit
 * amounts keep every cent. A blank value shows blank; a value that is not a decimal is shown as it is (a
 * stored text, never a guess).
 */
export function formatMoney(amount: Money, language: string, options: { currency?: boolean } = {}): string {
  const trimmed = amount.trim();
  if (!DECIMAL_TEXT.test(trimmed)) return trimmed;
  const locale = canadianLocale(language);
  const text = scaledText(scaledHalfUp(trimmed, MONEY_DECIMALS), MONEY_DECIMALS);
  if (!options.currency) return groupedText(text, locale);
  const negative = text.startsWith('-');
  return withCurrency(groupedText(negative ? text.slice(1) : text, locale), negative, locale);
}

/** Quantities and points: up to 4 decimals. */
const NUMBER_DECIMALS = 4;

/** A quantity or score beside the amounts: up to 4 decimals (half-up), trailing zeros dropped, grouped. */
export function formatNumber(value: string, language: string): string {
  const trimmed = value.trim();
  if (!DECIMAL_TEXT.test(trimmed)) return trimmed;
  const text = scaledText(scaledHalfUp(trimmed, NUMBER_DECIMALS), NUMBER_DECIMALS).replace(/\.?0+$/, '');
  return groupedText(text, canadianLocale(language));
}
