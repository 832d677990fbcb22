import { cellKind, choicesOf, hasFormula } from '../../../../../shared/domain/forms/form-columns';
import type { FormColumn } from '../../../../../shared/domain/forms/form-model';
import type { CanadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney, formatNumber, parseCurrencyInput } from '../../../../../shared/domain/money';

/**
 * Money is typed as currency (docs/product/tender.md#price-forms) and shown to the cent; a formula's answer
 * is an amount (rounded to the cent by the engine), whatever the column's type.
 */
export function isAmountColumn(column: FormColumn): boolean {
  return cellKind(column) === 'amount' || hasFormula(column);
}

/** The buyer types the cell in the editor: not a computed one, and not one left for the bidder. */
export function isBuyerCell(column: FormColumn): boolean {
  return !hasFormula(column) && !column.bidderInput;
}

/** A cell as the grid and the preview show it, in the UI language's format. */
export function displayCell(column: FormColumn, value: string, locale: CanadianLocale): string {
  if (isAmountColumn(column)) return formatMoney(value, locale);
  if (cellKind(column) === 'quantity') return formatNumber(value, locale);
  return value;
}

/**
 * What the buyer typed, as the form stores it: an amount in the UI language's format ("1 234,50") becomes
 * the canonical "1234.50"; anything the currency rules refuse is kept as typed, for the engine to report
 * at the cell (formNumberInvalid) rather than be silently changed.
 */
export function storedCell(column: FormColumn, typed: string, locale: CanadianLocale): string {
  const text = typed.trim();
  if (text === '') return text;
  if (cellKind(column) === 'quantity' && locale === 'fr-CA') {
    // "1 234,5" as typed in French: the engine reads "1234.5".
    const plain = text.replace(/[ \u00A0\u202F]/g, '');
    return /^-?\d+(,\d+)?$/.test(plain) ? plain.replace(',', '.') : text;
  }
  if (cellKind(column) !== 'amount') return text;
  const parsed = parseCurrencyInput(text, locale);
  return parsed.ok ? parsed.value : text;
}

/** One choice of a choice cell's picker: the stored value and what it shows. */
export type CellChoice = { value: string; label: string };

/**
 * The picker's choices of a choice cell (drop-down list, yes/no, true/false, exceeds/meets/does not meet),
 * or null for a typed cell: an empty choice first (the cell left empty), then the column's own options or
 * the fixed values, stored as the engine expects (choicesOf) and shown through `label` (the fixed codes
 * translated; a drop-down's options as the buyer wrote them).
 */
export function cellChoices(column: FormColumn, label: (value: string) => string): CellChoice[] | null {
  if (cellKind(column) !== 'choice') return null;
  const fixed = column.type !== 'dropdownList';
  return [
    { value: '', label: '' },
    ...choicesOf(column).map((value) => ({ value, label: fixed ? label(value) : value })),
  ];
}

/**
 * The choice that a key typed over a choice cell picks, as a spreadsheet's list does: the first whose label
 * starts with it (any case), or null when none does.
 */
export function choiceOfKey(choices: readonly CellChoice[], key: string): string | null {
  const typed = key.toLocaleLowerCase();
  return choices.find((c) => c.value !== '' && c.label.toLocaleLowerCase().startsWith(typed))?.value ?? null;
}
