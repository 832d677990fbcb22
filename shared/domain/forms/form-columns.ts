/**
 * What the engine and the form rules both read from a definition: its live columns and rows in order,
 * what each column's cells hold, and the formula columns in the order they can be computed.
 */
import { DELETED_SORT_ORDER } from './form-limits.js';
import type { FormColumn, FormColumnType, FormDefinition, FormRow } from './form-model.js';
import { parseFormula, type FormulaNode } from './formula.js';

/**
 * The stored values of the fixed-choice column types; the editor and the entry screen translate them
 * (e.g. "doesNotMeet" → "Does not meet" / "Ne satisfait pas").
 */
export const COLUMN_CHOICES = {
  yesNo: ['yes', 'no'],
  trueFalse: ['true', 'false'],
  exceedsMeetsDoesNotMeet: ['exceeds', 'meets', 'doesNotMeet'],
} as const satisfies Partial<Record<FormColumnType, readonly string[]>>;

/** What a column's entered cells hold, which decides how they are checked. */
export type CellKind = 'amount' | 'quantity' | 'choice' | 'text';

const KIND_OF_TYPE: Record<FormColumnType, CellKind> = {
  descriptiveText: 'text',
  unit: 'text',
  unitPrice: 'amount',
  quantity: 'quantity',
  total: 'amount',
  estimate: 'amount',
  points: 'quantity',
  dropdownList: 'choice',
  exceedsMeetsDoesNotMeet: 'choice',
  trueFalse: 'choice',
  yesNo: 'choice',
};

export function cellKind(column: FormColumn): CellKind {
  return KIND_OF_TYPE[column.type];
}

/** The values a choice column accepts: its options, or the fixed choices of its type. */
export function choicesOf(column: FormColumn): readonly string[] {
  if (column.type === 'dropdownList') return column.options ?? [];
  return column.type in COLUMN_CHOICES ? COLUMN_CHOICES[column.type as keyof typeof COLUMN_CHOICES] : [];
}

export function hasFormula(column: FormColumn): boolean {
  return (column.formula ?? '').trim() !== '';
}

/**
 * A deleted column or row keeps its place in the record with sort order 9999
 * (docs/product/tender.md#price-forms).
 */
export function isDeleted(item: { sortOrder: number }): boolean {
  return item.sortOrder >= DELETED_SORT_ORDER;
}

const bySortOrder = (a: { sortOrder: number }, b: { sortOrder: number }) => a.sortOrder - b.sortOrder;

export function liveColumns(definition: FormDefinition): FormColumn[] {
  return definition.columns.filter((c) => !isDeleted(c)).sort(bySortOrder);
}

export function liveRows(definition: FormDefinition): FormRow[] {
  return definition.rows.filter((r) => !isDeleted(r)).sort(bySortOrder);
}

export type PlannedFormula = { key: string; ast: FormulaNode; refs: string[] };

export type FormulaPlan = {
  /** Formula columns that can be computed, each after the formula columns it reads. */
  order: PlannedFormula[];
  /** Formulas that do not parse, with where they fail. */
  invalid: { key: string; position: number }[];
  /** Formulas naming columns the form does not have (or has deleted). */
  unknown: { key: string; refs: string[] }[];
  /** Formula columns that read themselves, directly or through other formulas. */
  cyclic: string[];
};

/**
 * Parses every live column's formula and orders them (Kahn's algorithm over "reads" edges between formula
 * columns). A formula left out of the order reads itself, or reads one that does; its cells stay empty.
 */
export function planFormulas(columns: readonly FormColumn[]): FormulaPlan {
  const keys = new Set(columns.map((c) => c.key.toLowerCase()));
  const parsed = new Map<string, PlannedFormula>();
  const plan: FormulaPlan = { order: [], invalid: [], unknown: [], cyclic: [] };
  for (const column of columns) {
    if (!hasFormula(column)) continue;
    const key = column.key.toLowerCase();
    const result = parseFormula(column.formula!);
    if (!result.ok) {
      plan.invalid.push({ key, position: result.position });
      continue;
    }
    const unknown = result.refs.filter((ref) => !keys.has(ref));
    if (unknown.length > 0) plan.unknown.push({ key, refs: unknown });
    parsed.set(key, { key, ast: result.ast, refs: result.refs });
  }
  // Edges only between formula columns: an entered column is known before any formula runs.
  const waitingOn = new Map<string, Set<string>>();
  for (const [key, formula] of parsed)
    waitingOn.set(key, new Set(formula.refs.filter((ref) => parsed.has(ref))));
  const ready = [...waitingOn].filter(([, refs]) => refs.size === 0).map(([key]) => key);
  while (ready.length > 0) {
    const key = ready.shift()!;
    plan.order.push(parsed.get(key)!);
    waitingOn.delete(key);
    for (const [other, refs] of waitingOn)
      if (refs.delete(key) && refs.size === 0 && !ready.includes(other)) ready.push(other);
  }
  // What is left waits on a cycle; of those, the ones that reach themselves are on it.
  const reaches = (from: string, target: string, seen = new Set<string>()): boolean => {
    for (const ref of waitingOn.get(from) ?? []) {
      if (ref === target) return true;
      if (!seen.has(ref)) {
        seen.add(ref);
        if (reaches(ref, target, seen)) return true;
      }
    }
    return false;
  };
  plan.cyclic = [...waitingOn.keys()].filter((key) => reaches(key, key));
  return plan;
}
