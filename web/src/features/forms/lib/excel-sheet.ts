import { cellKind, hasFormula, liveColumns, liveRows } from '../../../../../shared/domain/forms/form-columns';
import type { FormColumn, FormDefinition, FormResult } from '../../../../../shared/domain/forms/form-model';
import { lineLabel } from '../../../../../shared/domain/forms/form-rules';
import { parseFormula, type FormulaNode } from '../../../../../shared/domain/forms/formula';

/**
 * The form as a worksheet, as plain data (the exceljs writer is excel-export.ts, loaded on demand): a
 * header row, the rows with real formulas in formula cells, then the subtotals, tax, total and discount
 * lines as formulas too, so that the workbook recomputes as the engine does. The engine rounds a formula
 * cell, the tax and a percentage discount half-up to the cent; Excel's ROUND(x, 2) rounds halves away from
 * zero, which is the same rule.
 */
export type SheetCell = string | number | { formula: string; result?: number | string } | null;
/**
 * `amountCells` names the cells ("row:column", 0-based) that hold amounts: the writer gives them a currency
 * format, so 435.00 reads "435.00" and not "435".
 */
export type Sheet = { name: string; columnWidths: number[]; rows: SheetCell[][]; amountCells: string[] };

/** Two decimals with grouping: how an amount reads in the spreadsheet. */
export const AMOUNT_FORMAT = '#,##0.00';

export type SheetTexts = {
  line: string;
  subtotalOf: (name: string) => string;
  subtotal: string;
  tax: string;
  total: string;
  discount: string;
  totalAfterDiscount: string;
};

/** The spreadsheet letters of a 1-based column: 1 → A, 27 → AA. */
export function columnLetters(index: number): string {
  let n = index;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** A formula of the grammar (formula.ts) in Excel's syntax for one row; null when it names an unknown column. */
export function excelFormula(node: FormulaNode, cellOf: (key: string) => string | undefined): string | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'ref':
      return cellOf(node.key) ?? null;
    case 'negate': {
      const operand = excelFormula(node.operand, cellOf);
      return operand === null ? null : `-(${operand})`;
    }
    case 'percent': {
      const operand = excelFormula(node.operand, cellOf);
      return operand === null ? null : `(${operand})/100`;
    }
    case 'binary': {
      const left = excelFormula(node.left, cellOf);
      const right = excelFormula(node.right, cellOf);
      return left === null || right === null ? null : `(${left}${node.op}${right})`;
    }
  }
}

/** Excel refuses a sheet name over 31 characters or with any of []:*?/\ in it. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Form'
  );
}

const numberOrText = (column: FormColumn, value: string): SheetCell => {
  if (value === '') return null;
  const kind = cellKind(column);
  if ((kind === 'amount' || kind === 'quantity') && /^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return value;
};

const asNumber = (value: string) => (value === '' ? '' : Number(value));
/** A stored decimal as formula text, never through a float; anything else counts 0. */
const decimalText = (value: string) => (/^\d+(\.\d+)?$/.test(value.trim()) ? value.trim() : '0');

/**
 * `result` is the engine's answer for the form and any entries; null gives the blank form: the buyer's
 * cells only, the bidder's empty, and every formula without a cached result (the workbook asks to be
 * recomputed when opened, so the figures appear as the bidder types).
 */
export function formSheet(definition: FormDefinition, result: FormResult | null, texts: SheetTexts): Sheet {
  const columns = liveColumns(definition);
  const rows = liveRows(definition);
  const computed = new Map((result?.rows ?? []).map((r) => [r.rowId, r.cells]));
  const cached = (value: number | string) => (result === null ? {} : { result: value });
  // Column A holds the line label; the form's columns follow from B.
  const letterOf = new Map(columns.map((c, i) => [c.key.toLowerCase(), columnLetters(i + 2)]));
  const firstRow = 2;
  const lastRow = rows.length + 1;

  const body = rows.map((row, r): SheetCell[] => {
    const excelRow = r + firstRow;
    const cells = computed.get(row.id) ?? row.cells;
    return [
      lineLabel(definition, r),
      ...columns.map((column): SheetCell => {
        const value = result === null && column.bidderInput ? '' : (cells[column.key] ?? '');
        if (!hasFormula(column)) return numberOrText(column, value);
        const parsed = parseFormula(column.formula!);
        const formula = parsed.ok
          ? excelFormula(parsed.ast, (key) => {
              const letter = letterOf.get(key.toLowerCase());
              return letter ? `${letter}${excelRow}` : undefined;
            })
          : null;
        return formula === null
          ? numberOrText(column, value)
          : { formula: `ROUND(${formula},2)`, ...cached(asNumber(value)) };
      }),
    ];
  });

  // The lines under the rows: each as [label, formula] in the last column.
  const summary: SheetCell[][] = [];
  const valueColumn = columns.length + 1;
  // Rows of the sheet: the header, the lines, a blank row, then the summary.
  const amountCells: string[] = [];
  columns.forEach((column, c) => {
    if (hasFormula(column) || cellKind(column) === 'amount')
      rows.forEach((_, r) => amountCells.push(`${r + 1}:${c + 1}`));
  });
  const line = (label: string, cell: SheetCell, isAmount = true) => {
    const out: SheetCell[] = Array.from({ length: valueColumn }, () => null);
    out[0] = label;
    out[valueColumn - 1] = cell;
    if (isAmount) amountCells.push(`${rows.length + 2 + summary.length}:${valueColumn - 1}`);
    summary.push(out);
    return `${columnLetters(valueColumn)}${lastRow + 1 + summary.length}`;
  };
  const sum = (key: string) =>
    rows.length === 0 ? '0' : `SUM(${letterOf.get(key)}${firstRow}:${letterOf.get(key)}${lastRow})`;
  for (const column of columns)
    if (result ? result.columnSubtotals[column.key] !== undefined : column.subtotal)
      line(
        texts.subtotalOf(column.name),
        {
          formula: sum(column.key.toLowerCase()),
          ...cached(Number(result?.columnSubtotals[column.key])),
        },
        // The engine's rule: a formula or amount column sums to an amount; quantities stay quantities.
        hasFormula(column) || cellKind(column) === 'amount',
      );
  const totalKey = definition.totalColumnKey?.toLowerCase();
  const subtotal = line(texts.subtotal, {
    formula: totalKey && letterOf.has(totalKey) ? sum(totalKey) : '0',
    ...cached(Number(result?.subtotal)),
  });
  let total = subtotal;
  if (definition.autoTax) {
    const tax = line(texts.tax, {
      formula: `ROUND(${subtotal}*${decimalText(definition.autoTax.percentage)}/100,2)`,
      ...cached(Number(result?.tax)),
    });
    total = line(texts.total, { formula: `${subtotal}+${tax}`, ...cached(Number(result?.total)) });
  } else {
    total = line(texts.total, { formula: subtotal, ...cached(Number(result?.total)) });
  }
  const discount = definition.promptPayDiscount;
  if (discount) {
    const value = decimalText(discount.value);
    const cell = line(texts.discount, {
      formula: discount.type === 'percentage' ? `ROUND(${total}*${value}/100,2)` : value,
      ...cached(Number(result?.promptPayDiscount)),
    });
    line(texts.totalAfterDiscount, {
      formula: `${total}-${cell}`,
      ...cached(Number(result?.totalAfterDiscount)),
    });
  }

  return {
    name: sheetName(definition.name),
    // Pixels to Excel's character widths, roughly 7 pixels each.
    columnWidths: [8, ...columns.map((c) => Math.max(8, Math.round(c.width / 7)))],
    rows: [[texts.line, ...columns.map((c) => c.name)], ...body, [], ...summary],
    amountCells,
  };
}
