import { COLUMN_CHOICES, liveColumns, liveRows } from '../../../../../shared/domain/forms/form-columns';
import type { FormColumn, FormDefinition, FormResult } from '../../../../../shared/domain/forms/form-model';
import { lineLabel } from '../../../../../shared/domain/forms/form-rules';
import type { CanadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import { displayCell, isAmountColumn, isBuyerCell } from './cells';
import type { SheetTexts } from './excel-sheet';

/**
 * The form as a paper bidder gets it, as plain data (the jspdf writer is pdf-export.ts, loaded on demand):
 * its texts, the columns a supplier sees (hidden-on-public ones left out), the rows with their line labels,
 * and the lines under them. A cell is either a text or a box to write in.
 *
 * Blank: the buyer's cells filled; the bidder's cells, the formula cells and every figure under the rows
 * are boxes. With entries (`result` given, the engine's answer for the form and any entries): every cell
 * and figure is the engine's, and only a bidder cell still empty stays a box.
 */
export type PrintCell = { text: string; box: boolean; amount: boolean };
export type Printout = {
  name: string;
  heading: string;
  introduction: string;
  instructions: string;
  footer: string;
  head: string[];
  /** Each column's width in pixels as the form sets it, the line label's first. */
  widths: number[];
  body: PrintCell[][];
  summary: { label: string; cell: PrintCell }[];
};

export type PrintTexts = SheetTexts & { choice: (value: string) => string };

const text = (value: string, amount = false): PrintCell => ({ text: value, box: false, amount });
const box = (amount = false): PrintCell => ({ text: '', box: true, amount });

/** Whether the bidder writes this cell on paper in the blank form. */
const isBiddersCell = (column: FormColumn) => !isBuyerCell(column);

export function formPrintout(
  definition: FormDefinition,
  result: FormResult | null,
  texts: PrintTexts,
  locale: CanadianLocale,
): Printout {
  const columns = liveColumns(definition).filter((c) => !c.hiddenOnPublic);
  const rows = liveRows(definition);
  const show = (column: FormColumn, value: string) =>
    column.type in COLUMN_CHOICES ? texts.choice(value) : displayCell(column, value, locale);

  const cellOf = (column: FormColumn, value: string): PrintCell => {
    const amount = isAmountColumn(column);
    if (result === null && isBiddersCell(column)) return box(amount);
    if (value === '') return column.bidderInput ? box(amount) : text('', amount);
    return text(show(column, value), amount);
  };

  // The buyer's rows, as the Excel export lays them out; with entries their cells are the engine's.
  const computed = new Map((result?.rows ?? []).map((r) => [r.rowId, r.cells]));
  const body = rows.map((row, r) => {
    const cells = computed.get(row.id) ?? row.cells;
    return [
      text(lineLabel(definition, r)),
      ...columns.map((column) => cellOf(column, cells[column.key] ?? '')),
    ];
  });

  const figure = (value: string): PrintCell =>
    result === null ? box(true) : text(formatMoney(value, locale), true);
  const summary: Printout['summary'] = [];
  for (const column of liveColumns(definition))
    if (column.subtotal && !column.hiddenOnPublic)
      summary.push({
        label: texts.subtotalOf(column.name),
        cell: figure(result?.columnSubtotals[column.key] ?? '0'),
      });
  summary.push({ label: texts.subtotal, cell: figure(result?.subtotal ?? '0') });
  if (definition.autoTax) summary.push({ label: texts.tax, cell: figure(result?.tax ?? '0') });
  summary.push({ label: texts.total, cell: figure(result?.total ?? '0') });
  if (definition.promptPayDiscount) {
    summary.push({ label: texts.discount, cell: figure(result?.promptPayDiscount ?? '0') });
    summary.push({
      label: texts.totalAfterDiscount,
      cell: figure(result?.totalAfterDiscount ?? '0'),
    });
  }

  return {
    name: definition.name,
    heading: definition.headingText,
    introduction: definition.introductionText,
    instructions: definition.instructionsText,
    footer: definition.footerText,
    head: [texts.line, ...columns.map((c) => c.name)],
    widths: [60, ...columns.map((c) => c.width)],
    body,
    summary,
  };
}
