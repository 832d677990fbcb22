/**
 * Amounts as people type and read them (spec 2 §5.1 currency input), in en-CA and fr-CA. Parsing answers
 * the canonical decimal string the forms store ("1234.50"); formatting starts from that string and never
 * from a float, so 13-digit amounts keep every cent.
 */
import { AMOUNT_DECIMALS, AMOUNT_MAX_INTEGER_DIGITS, QUANTITY_DECIMALS } from './form-limits.js';
import { Dec, decimalText, parseDecimal, roundHalfUp, roundToCents } from './decimal.js';

export type AmountLocale = 'en-CA' | 'fr-CA';

/** The amount format of a UI language (i18next's code: 'fr', 'fr-CA', 'en'...). */
export function amountLocaleOf(language: string): AmountLocale {
  return language.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

export type CurrencyParse = { ok: true; value: string } | { ok: false; code: 'formNumberInvalid' };

/** fr-CA groups thousands with a space, a no-break space or a narrow no-break space. */
const FR_GROUP = '[ \\u00A0\\u202F]';
const AMOUNT_TEXT: Record<AmountLocale, RegExp> = {
  'en-CA': /^(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/,
  // The period of spec 2 §5.1 is accepted too: fr-CA never groups with it, so it cannot be misread.
  'fr-CA': new RegExp(`^(-?)(\\d{1,3}(?:${FR_GROUP}\\d{3})+|\\d+)(?:[,.](\\d{1,2}))?$`),
};

/**
 * An amount typed in `locale`: digits, one decimal mark, at most 2 decimals, at most 13 integer digits,
 * thousands separators accepted in their right places, a leading minus only when `allowNegative`.
 * A blank entry answers ok with "" (no amount; whether one is required is the form's rule).
 */
export function parseCurrencyInput(
  text: string,
  locale: AmountLocale,
  options: { allowNegative?: boolean } = {},
): CurrencyParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: '' };
  const match = AMOUNT_TEXT[locale].exec(trimmed);
  if (!match) return { ok: false, code: 'formNumberInvalid' };
  const [, sign = '', grouped = '', fraction = ''] = match;
  if (sign === '-' && !options.allowNegative) return { ok: false, code: 'formNumberInvalid' };
  const integer = grouped.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (integer.length > AMOUNT_MAX_INTEGER_DIGITS) return { ok: false, code: 'formNumberInvalid' };
  const value = new Dec(`${sign}${integer}.${fraction.padEnd(AMOUNT_DECIMALS, '0')}`);
  return { ok: true, value: decimalText(value, AMOUNT_DECIMALS) };
}

const integerFormats = new Map<AmountLocale, Intl.NumberFormat>();
function integerFormat(locale: AmountLocale): Intl.NumberFormat {
  let format = integerFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { useGrouping: true, maximumFractionDigits: 0 });
    integerFormats.set(locale, format);
  }
  return format;
}

const DECIMAL_MARK: Record<AmountLocale, string> = { 'en-CA': '.', 'fr-CA': ',' };

/** Integer part through Intl on a BigInt (grouping of the locale), fraction and sign added by hand. */
function formatDecimalText(plain: string, locale: AmountLocale): string {
  const negative = plain.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = integerFormat(locale).format(BigInt(integer));
  return `${negative ? '-' : ''}${grouped}${fraction ? DECIMAL_MARK[locale] + fraction : ''}`;
}

/**
 * An amount for display: rounded half-up to the cent, 2 decimals, grouped ("1,234.50", "1 234,50").
 * A blank value shows blank; a value that is not a decimal is shown as it is (a stored text, never a guess).
 */
export function formatAmount(value: string, locale: AmountLocale): string {
  const parsed = parseDecimal(value);
  if (!parsed) return value.trim();
  return formatDecimalText(decimalText(roundToCents(parsed), AMOUNT_DECIMALS), locale);
}

/** A quantity or score for display: up to 4 decimals (half-up), trailing zeros dropped, grouped. */
export function formatNumber(value: string, locale: AmountLocale): string {
  const parsed = parseDecimal(value);
  if (!parsed) return value.trim();
  return formatDecimalText(decimalText(roundHalfUp(parsed, QUANTITY_DECIMALS)), locale);
}
