/**
 * The prompt-pay discount as the supplier reads it (issue 22): the buyer's terms ("2 %", "$150.00" as
 * "150.00") beside the engine's figures, on the bid screen, its receipt and the receipt email. The figures
 * themselves are computeForm's (promptPayDiscount, totalAfterDiscount); this only words the terms.
 */
import type { FormDefinition } from './form-model.js';
import type { CanadianLocale } from '../locale.js';
import { formatMoney, formatNumber } from '../money.js';

/** The discount's terms in `locale`, or undefined when the form offers none. */
export function promptPayTerms(
  definition: Pick<FormDefinition, 'promptPayDiscount'>,
  locale: CanadianLocale,
) {
  const discount = definition.promptPayDiscount;
  if (!discount) return undefined;
  if (discount.type === 'amount') return formatMoney(discount.value, locale);
  // fr-CA writes a no-break space before the percent sign; en-CA none.
  return `${formatNumber(discount.value, locale)}${locale === 'fr-CA' ? '\u00a0%' : '%'}`;
}
