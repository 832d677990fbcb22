/**
 * The one calculation engine of the bid forms (docs/product/tender.md#price-forms): the editor's live
 * preview, the supplier's entry screen and the server's save all call `computeForm`, and the server stores
 * only what it answers. Pure: no clock, no I/O, no binary floating point (decimal.ts).
 *
 * The rounding rule, applied at exactly these steps and nowhere else: half-up to the cent
 * (`roundToCents`) when a formula cell is stored, when the tax is computed and when a percentage discount
 * is computed. Everything else is exact:
 * - entered numbers are kept as entered (amounts have at most 2 decimals, quantities at most 4);
 * - a formula reads its row's values, formula columns of the same row included (computed first), and a
 *   later formula reads the rounded cell, as the bidder sees it;
 * - a column's subtotal is the exact sum of its cells; the form's subtotal is the sum of its total
 *   column's cells (0.00 without one);
 * - tax = subtotal × percentage / 100, rounded; total = subtotal + tax;
 * - prompt-pay discount = its amount, or total × percentage / 100, rounded; totalAfterDiscount =
 *   total − discount. So tax and discount are each applied once, tax before the discount.
 * An empty referenced cell leaves the formula's cell empty (not zero); an empty cell counts 0 in sums.
 */
import { QUANTITY_DECIMALS } from './form-limits.js';
import { MONEY_DECIMALS, MONEY_MAX_INTEGER_DIGITS } from '../money.js';
import type { FormCellProblem, FormColumn, FormDefinition, FormEntries, FormResult } from './form-model.js';
import { cellKind, choicesOf, hasFormula, liveColumns, liveRows, planFormulas } from './form-columns.js';
import {
  centsText,
  decimalPlaces,
  decimalText,
  HUNDRED,
  integerDigits,
  parseDecimal,
  roundToCents,
  sumOf,
  ZERO,
  type Decimal,
} from './decimal.js';
import { evaluateFormula } from './formula.js';

type CellCheck =
  | { ok: true; text: string; number?: Decimal }
  | { ok: false; code: 'formNumberInvalid' | 'formOptionNotAllowed' };

/** Checks a non-empty entered cell against its column and answers its stored form. */
export function checkCell(column: FormColumn, text: string): CellCheck {
  const kind = cellKind(column);
  if (kind === 'choice')
    return choicesOf(column).includes(text)
      ? { ok: true, text }
      : { ok: false, code: 'formOptionNotAllowed' };
  if (kind === 'text') return { ok: true, text };
  const number = parseDecimal(text);
  const decimals = kind === 'amount' ? MONEY_DECIMALS : QUANTITY_DECIMALS;
  if (!number || integerDigits(number) > MONEY_MAX_INTEGER_DIGITS || decimalPlaces(number) > decimals)
    return { ok: false, code: 'formNumberInvalid' };
  // Amounts show their cents ("1.50"), quantities no trailing zeros ("1.5"): one text per value. Most
  // cells arrive written so already, and are kept without writing them again.
  const canonical = CANONICAL_TEXT[kind].test(text) && !(text.startsWith('-') && number.eq(ZERO));
  const stored = canonical ? text : decimalText(number, kind === 'amount' ? MONEY_DECIMALS : 0);
  return { ok: true, text: stored, number };
}

const CANONICAL_TEXT = {
  amount: /^-?(?:0|[1-9]\d*)\.\d\d$/,
  quantity: /^-?(?:0|[1-9]\d*)(?:\.\d*[1-9])?$/,
};

/**
 * A bidder's number is written without a sign: "-5", "-0.00" and "+5" are refused (the last is not a
 * decimal either). The buyer's own cells keep theirs (a credit line the buyer writes is the buyer's).
 */
export function bidderNumberSignProblem(text: string): boolean {
  return /^\s*[-+]/.test(text);
}

/**
 * The cell problems a bid save refuses (the rest, a required cell left empty or a division by zero, leave
 * a draft incomplete): the server refuses the save with the first, the bid screen before sending.
 */
export const BID_REFUSED_CELL_CODES: readonly FormCellProblem['code'][] = [
  'formNumberInvalid',
  'formOptionNotAllowed',
  'formSignNotAllowed',
];

export function refusedBidCells(result: FormResult): FormCellProblem[] {
  return result.problems.filter((p) => BID_REFUSED_CELL_CODES.includes(p.code));
}

type SourceRow = {
  rowId: string;
  /** The buyer's cells (what a bidder cannot change). */
  buyerCells: Record<string, string>;
  /** The bidder's cells; undefined in the buyer's preview. */
  bidderCells?: Record<string, string>;
  /** Which empty bidder cells are an error: none in the preview. */
  requires: (column: FormColumn) => boolean;
};

/** Every figure of the form; `entries` omitted is the buyer's preview over the buyer's cells only. */
export function computeForm(definition: FormDefinition, entries?: FormEntries): FormResult {
  const columns = liveColumns(definition);
  const plan = planFormulas(columns);
  const columnOf = new Map(columns.map((c) => [c.key.toLowerCase(), c]));
  const entered = columns.filter((c) => !hasFormula(c));
  const problems: FormCellProblem[] = [];
  const reported = new Set<string>();

  const sources: SourceRow[] = [];
  const enteredByRow = new Map((entries?.rows ?? []).map((r) => [r.rowId, r.cells]));
  for (const row of liveRows(definition))
    sources.push({
      rowId: row.id,
      buyerCells: row.cells,
      bidderCells: entries ? (enteredByRow.get(row.id) ?? {}) : undefined,
      requires: (column) => !row.optional && (row.required || column.required),
    });
  if (entries && definition.allowBidderRows)
    for (const added of entries.addedRows ?? [])
      sources.push({
        rowId: added.id,
        buyerCells: {},
        bidderCells: added.cells,
        requires: (column) => column.required,
      });

  const numbersByColumn = new Map<string, Decimal[]>(columns.map((c) => [c.key.toLowerCase(), []]));
  const rows = sources.map((source): FormResult['rows'][number] => {
    const cells: Record<string, string> = {};
    const numbers = new Map<string, Decimal>();
    const report = (column: FormColumn, code: FormCellProblem['code']) => {
      // One problem a cell: the first found (its own value before the formulas reading it).
      const cell = `${source.rowId}\u0000${column.key}`;
      if (reported.has(cell)) return;
      reported.add(cell);
      problems.push({ rowId: source.rowId, columnKey: column.key, code });
    };

    for (const column of entered) {
      // A bidder fills only bidder-input cells; the buyer's other cells stand whatever was sent.
      const fromBidder = column.bidderInput && source.bidderCells !== undefined;
      const text = ((fromBidder ? source.bidderCells : source.buyerCells)?.[column.key] ?? '').trim();
      if (text === '') {
        cells[column.key] = '';
        if (fromBidder && source.requires(column)) report(column, 'formCellRequired');
        continue;
      }
      const checked = checkCell(column, text);
      if (!checked.ok) {
        cells[column.key] = text;
        report(column, checked.code);
        continue;
      }
      cells[column.key] = checked.text;
      // No column of a bid takes a signed number from the bidder: a negative unit price (or quantity,
      // points, estimate) would make a negative total that ranks first (bidderNumberSignProblem).
      if (fromBidder && checked.number && bidderNumberSignProblem(text)) {
        report(column, 'formSignNotAllowed');
        continue;
      }
      if (checked.number) numbers.set(column.key.toLowerCase(), checked.number);
    }

    // A formula reading a text column needs a number there: the text cell is the one in error.
    const lookup = (key: string): Decimal | undefined => {
      const known = numbers.get(key);
      if (known) return known;
      const column = columnOf.get(key);
      const text = column ? (cells[column.key] ?? '') : '';
      if (!column || text === '' || cellKind(column) !== 'text') return undefined;
      const number = parseDecimal(text);
      if (!number) report(column, 'formNumberInvalid');
      return number;
    };
    for (const column of columns) if (hasFormula(column)) cells[column.key] = '';
    for (const formula of plan.order) {
      const column = columnOf.get(formula.key)!;
      const result = evaluateFormula(formula.ast, lookup, formula.refs);
      if (result.kind === 'divisionByZero') report(column, 'formDivisionByZero');
      if (result.kind !== 'value') continue;
      const rounded = roundToCents(result.value);
      numbers.set(formula.key, rounded);
      cells[column.key] = centsText(rounded);
    }

    for (const [key, number] of numbers) numbersByColumn.get(key)?.push(number);
    return { rowId: source.rowId, cells };
  });

  const columnSubtotals: Record<string, string> = {};
  for (const column of columns) {
    if (!column.subtotal) continue;
    const sum = sumOf(numbersByColumn.get(column.key.toLowerCase()) ?? []);
    const asAmount = hasFormula(column) || cellKind(column) === 'amount';
    columnSubtotals[column.key] = asAmount ? centsText(sum) : decimalText(sum);
  }

  const totalKey = definition.totalColumnKey?.toLowerCase();
  const subtotal = sumOf((totalKey && numbersByColumn.get(totalKey)) || []);
  const taxRate = definition.autoTax ? parseDecimal(definition.autoTax.percentage) : undefined;
  const tax = taxRate ? roundToCents(subtotal.times(taxRate).div(HUNDRED)) : ZERO;
  const total = subtotal.plus(tax);
  const discount = promptPayDiscountOf(definition, total);

  return {
    rows,
    columnSubtotals,
    subtotal: centsText(subtotal),
    tax: centsText(tax),
    total: centsText(total),
    promptPayDiscount: centsText(discount),
    totalAfterDiscount: centsText(total.minus(discount)),
    problems,
  };
}

function promptPayDiscountOf(definition: FormDefinition, total: Decimal): Decimal {
  const discount = definition.promptPayDiscount;
  const value = discount ? parseDecimal(discount.value) : undefined;
  if (!discount || !value) return ZERO;
  return roundToCents(discount.type === 'percentage' ? total.times(value).div(HUNDRED) : value);
}

/** The totals a client may send with a save, compared with the engine's. */
export type SentTotals = Partial<
  Pick<
    FormResult,
    'subtotal' | 'tax' | 'total' | 'promptPayDiscount' | 'totalAfterDiscount' | 'columnSubtotals'
  >
>;

/**
 * The fields of `sent` that disagree with the engine ("subtotal", "columnSubtotals.c5"), compared as
 * numbers ("1.5" equals "1.50"); a value that is not a decimal disagrees. Empty: the save may go on.
 */
export function findTotalMismatch(sent: SentTotals, computed: FormResult): string[] {
  const same = (a: string, b: string | undefined) => {
    const left = parseDecimal(a);
    const right = b === undefined ? undefined : parseDecimal(b);
    return left !== undefined && right !== undefined && left.eq(right);
  };
  const fields = ['subtotal', 'tax', 'total', 'promptPayDiscount', 'totalAfterDiscount'] as const;
  const mismatches: string[] = fields.filter(
    (field) => sent[field] !== undefined && !same(sent[field], computed[field]),
  );
  for (const [key, value] of Object.entries(sent.columnSubtotals ?? {}))
    if (!same(value, computed.columnSubtotals[key])) mismatches.push(`columnSubtotals.${key}`);
  return mismatches;
}
