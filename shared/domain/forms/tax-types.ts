/**
 * An agency's tax types are drop-down items named as people write them ("HST 13%", "TVQ 9,975 %"). When a
 * buyer picks one for a form's automatic tax, the rate its name carries fills the tax percentage, so that
 * "HST 13%" is not saved with an empty rate. A name without a rate ("Exempt") suggests nothing.
 */
const RATE_IN_NAME = /(?<![\d.,])(\d{1,3}(?:[.,]\d{1,4})?)\s?%/;

/** The percentage a tax type's name states, as the form's decimal text ("13", "9.975"), else undefined. */
export function taxPercentageInName(name: string): string | undefined {
  const match = RATE_IN_NAME.exec(name);
  if (!match) return undefined;
  const rate = match[1]!.replace(',', '.');
  return Number(rate) <= 100 ? rate : undefined;
}
