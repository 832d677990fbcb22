/**
 * The rules of a form's definition (docs/product/tender.md#price-forms) and the editor's changes to it, as
 * pure functions: the editor runs them for instant feedback and the server runs them again before it saves. A
 * problem names a stable `field` the editor can focus ("name", "autoTax.percentage", "columns.c3.formula",
 * "rows.<rowId>.c2").
 */
import { FORM_MAX_OPTIONAL_ROWS, NEW_COLUMN_NAME, NEW_COLUMN_WIDTH } from './form-limits.js';
import { MONEY_DECIMALS, MONEY_MAX_INTEGER_DIGITS } from '../money.js';
import type { FormColumn, FormDefinition, FormRow } from './form-model.js';
import type { FormErrorCode } from '../../errors/forms.js';
import { choicesOf, hasFormula, isDeleted, liveColumns, liveRows, planFormulas } from './form-columns.js';
import { decimalPlaces, HUNDRED, integerDigits, parseDecimal, ZERO } from './decimal.js';
import { computeForm } from './form-engine.js';
import { parseFormula } from './formula.js';

export type FormProblem = { field: string; code: FormErrorCode; columnKey?: string; rowId?: string };

/** Every problem of a definition, in the order of the editor's fields; empty when it may be saved. */
export function findFormProblems(definition: FormDefinition): FormProblem[] {
  const problems: FormProblem[] = [];
  if (definition.name.trim() === '') problems.push({ field: 'name', code: 'formNameRequired' });

  const maxOptional = definition.maximumOptionalRows;
  if (!Number.isInteger(maxOptional) || maxOptional < 0 || maxOptional > FORM_MAX_OPTIONAL_ROWS)
    problems.push({ field: 'maximumOptionalRows', code: 'formNumberInvalid' });
  else if (liveRows(definition).filter((r) => r.optional).length > maxOptional)
    problems.push({ field: 'maximumOptionalRows', code: 'formOptionalRowsExceeded' });

  if (definition.autoTax) {
    if (definition.autoTax.taxTypeId.trim() === '')
      problems.push({ field: 'autoTax.taxTypeId', code: 'formTaxRequired' });
    const percentageCode = percentageProblem(definition.autoTax.percentage, 'formTaxRequired');
    if (percentageCode) problems.push({ field: 'autoTax.percentage', code: percentageCode });
  }
  const discount = definition.promptPayDiscount;
  if (discount) {
    if (discount.type !== 'amount' && discount.type !== 'percentage')
      problems.push({ field: 'promptPayDiscount.type', code: 'formDiscountRequired' });
    const valueCode =
      discount.type === 'percentage'
        ? percentageProblem(discount.value, 'formDiscountRequired')
        : amountProblem(discount.value, 'formDiscountRequired');
    if (valueCode) problems.push({ field: 'promptPayDiscount.value', code: valueCode });
  }

  const columns = liveColumns(definition);
  const plan = planFormulas(columns);
  const formulaField = (key: string) => {
    const columnKey = columns.find((c) => c.key.toLowerCase() === key)?.key ?? key;
    return { field: `columns.${columnKey}.formula`, columnKey };
  };
  for (const { key } of plan.invalid) problems.push({ ...formulaField(key), code: 'formFormulaInvalid' });
  for (const { key } of plan.unknown)
    problems.push({ ...formulaField(key), code: 'formFormulaUnknownColumn' });
  for (const key of plan.cyclic) problems.push({ ...formulaField(key), code: 'formFormulaCycle' });
  for (const column of columns)
    if (column.type === 'dropdownList' && choicesOf(column).length === 0)
      problems.push({
        field: `columns.${column.key}.options`,
        code: 'formOptionsRequired',
        columnKey: column.key,
      });

  if (definition.totalColumnKey !== undefined) {
    const totalColumn = columns.find((c) => c.key === definition.totalColumnKey);
    if (totalColumn?.type !== 'total')
      problems.push({ field: 'totalColumnKey', code: 'formTotalColumnInvalid' });
  }

  // The buyer's own cells: numbers that do not parse, choices not offered, a calculation dividing by zero.
  for (const { rowId, columnKey, code } of computeForm(definition).problems)
    problems.push({ field: `rows.${rowId}.${columnKey}`, code, rowId, columnKey });
  return problems;
}

function percentageProblem(text: string, requiredCode: FormErrorCode): FormErrorCode | undefined {
  if (text.trim() === '') return requiredCode;
  const value = parseDecimal(text);
  return value && value.gte(ZERO) && value.lte(HUNDRED) && decimalPlaces(value) <= 4
    ? undefined
    : 'formNumberInvalid';
}

function amountProblem(text: string, requiredCode: FormErrorCode): FormErrorCode | undefined {
  if (text.trim() === '') return requiredCode;
  const value = parseDecimal(text);
  return value &&
    value.gte(ZERO) &&
    integerDigits(value) <= MONEY_MAX_INTEGER_DIGITS &&
    decimalPlaces(value) <= MONEY_DECIMALS
    ? undefined
    : 'formNumberInvalid';
}

/** Keys a formula names, read leniently so that a formula that does not parse still protects its columns. */
function refsOf(column: FormColumn): string[] {
  if (!hasFormula(column)) return [];
  const parsed = parseFormula(column.formula!);
  return parsed.ok ? parsed.refs : (column.formula!.match(/\bc\d+\b/gi) ?? []).map((k) => k.toLowerCase());
}

/** The other live columns whose formula reads `key`. */
export function columnsReferencing(definition: FormDefinition, key: string): string[] {
  const wanted = key.toLowerCase();
  return liveColumns(definition)
    .filter((c) => c.key.toLowerCase() !== wanted && refsOf(c).includes(wanted))
    .map((c) => c.key);
}

/**
 * A column used in a calculation cannot be deleted (docs/product/tender.md#price-forms): one a formula reads,
 * or the column the form's total is computed from. Otherwise the server answers formColumnInUse.
 */
export function canDeleteColumn(definition: FormDefinition, key: string): boolean {
  return definition.totalColumnKey !== key && columnsReferencing(definition, key).length === 0;
}

/** The next key never used in this form, deleted columns included: formulas never change meaning. */
function nextColumnKey(definition: FormDefinition): string {
  const used = definition.columns.map((c) => /^c(\d+)$/i.exec(c.key)?.[1]).filter((n) => n !== undefined);
  return `c${Math.max(0, ...used.map(Number)) + 1}`;
}

function nextSortOrder(items: readonly { sortOrder: number }[]): number {
  return Math.max(0, ...items.filter((i) => !isDeleted(i)).map((i) => i.sortOrder)) + 1;
}

/** Adds a "New Column" (docs/product/tender.md#price-forms), 150 wide, descriptive text, last; bidder input
 * in a form whose bidders add rows (there every column is). */
export function addColumn(definition: FormDefinition): FormDefinition {
  const column: FormColumn = {
    key: nextColumnKey(definition),
    name: NEW_COLUMN_NAME,
    type: 'descriptiveText',
    sortOrder: nextSortOrder(definition.columns),
    width: NEW_COLUMN_WIDTH,
    required: false,
    hiddenOnPublic: false,
    editableOnPublic: false,
    bidderInput: definition.allowBidderRows,
    subtotal: false,
  };
  return { ...definition, columns: [...definition.columns, column] };
}

/**
 * Allowing bidder-added rows makes every column bidder input and erases the rows' entered data
 * (docs/product/tender.md#price-forms).
 */
export function enableBidderRows(definition: FormDefinition): FormDefinition {
  return {
    ...definition,
    allowBidderRows: true,
    columns: definition.columns.map((c) => ({ ...c, bidderInput: true })),
    rows: definition.rows.map((r) => ({ ...r, cells: {} })),
  };
}

function nextRowId(definition: FormDefinition): string {
  const used = definition.rows.map((r) => /^r(\d+)$/.exec(r.id)?.[1]).filter((n) => n !== undefined);
  return `r${Math.max(0, ...used.map(Number)) + 1}`;
}

/** Adds an empty row last; `id` defaults to the next unused "r<n>". */
export function addRow(
  definition: FormDefinition,
  options: { id?: string; optional?: boolean } = {},
): FormDefinition {
  const row: FormRow = {
    id: options.id ?? nextRowId(definition),
    sortOrder: nextSortOrder(definition.rows),
    required: false,
    optional: options.optional ?? false,
    cells: {},
  };
  return { ...definition, rows: [...definition.rows, row] };
}

/**
 * Adds an optional row, refused once the form holds maximumOptionalRows of them
 * (docs/product/tender.md#price-forms).
 */
export function addOptionalRow(
  definition: FormDefinition,
  id?: string,
): { ok: true; definition: FormDefinition } | { ok: false; code: 'formOptionalRowsExceeded' } {
  const optional = liveRows(definition).filter((r) => r.optional).length;
  if (optional >= definition.maximumOptionalRows) return { ok: false, code: 'formOptionalRowsExceeded' };
  return { ok: true, definition: addRow(definition, { id, optional: true }) };
}

/** Moves one live item by `delta` places (clamped) and numbers the live items 1, 2, 3… again. */
function moveItem<T extends { sortOrder: number }>(
  items: readonly T[],
  live: readonly T[],
  item: T | undefined,
  delta: number,
): T[] {
  const from = item ? live.indexOf(item) : -1;
  if (from < 0) return [...items];
  const order = [...live];
  order.splice(from, 1);
  order.splice(Math.min(Math.max(from + delta, 0), order.length), 0, item!);
  const position = new Map(order.map((it, i) => [it, i + 1]));
  return items.map((it) => (position.has(it) ? { ...it, sortOrder: position.get(it)! } : it));
}

/** The editor's keyboard reorder of columns: delta -1 moves left, +1 right. */
export function moveColumn(definition: FormDefinition, key: string, delta: number): FormDefinition {
  const live = liveColumns(definition);
  const columns = moveItem(
    definition.columns,
    live,
    live.find((c) => c.key === key),
    delta,
  );
  return { ...definition, columns };
}

/** The editor's keyboard reorder of rows: delta -1 moves up, +1 down. */
export function moveRow(definition: FormDefinition, rowId: string, delta: number): FormDefinition {
  const live = liveRows(definition);
  const rows = moveItem(
    definition.rows,
    live,
    live.find((r) => r.id === rowId),
    delta,
  );
  return { ...definition, rows };
}

/** The label of the row at `index` (0-based, in display order): leading character and start number. */
export function lineLabel(definition: FormDefinition, index: number): string {
  const numbering = definition.lineNumbering ?? { leadingCharacter: '', startNumber: 1 };
  return `${numbering.leadingCharacter}${numbering.startNumber + index}`;
}
