/**
 * A bid's forms line by line, as the buyer reads them after the opening: every line of a form with the
 * bidder's entries and the engine's figures (`bidLinesOf`), and the price forms' lines side by side per
 * bidder, the bid tabulation (`tabulateBids`): rows are the form's lines, then the lines each bidder added,
 * each bidder has its unit price and its extended amount, so unbalanced unit prices and the arithmetic can
 * be checked. Figures are the engine's decimal strings (computeForm over the stored entries), never floats.
 * Pure: the server and the tests share it.
 */
import { cellKind, liveColumns, type CellKind } from '../forms/form-columns.js';
import { computeForm } from '../forms/form-engine.js';
import type { FormColumnType, FormDefinition, FormEntries } from '../forms/form-model.js';
import { lineLabel } from '../forms/form-rules.js';

export interface BidLineColumn {
  key: string;
  name: string;
  kind: CellKind;
}

export interface BidLine {
  rowId: string;
  /** The line's number as the form numbers it; the bidder's added lines continue after the buyer's. */
  label: string;
  /** A line the bidder added (allowBidderRows). */
  added: boolean;
  /** Entered and computed cells by column key. */
  cells: Record<string, string>;
}

export interface BidLines {
  columns: BidLineColumn[];
  lines: BidLine[];
}

/** Every live column and every line of the form, the bidder's entries computed by the engine. */
export function bidLinesOf(definition: FormDefinition, entries: FormEntries): BidLines {
  const columns = liveColumns(definition);
  const result = computeForm(definition, entries);
  const buyerRows = result.rows.length - (definition.allowBidderRows ? (entries.addedRows?.length ?? 0) : 0);
  return {
    columns: columns.map((column) => ({ key: column.key, name: column.name, kind: cellKind(column) })),
    lines: result.rows.map((row, i) => ({
      rowId: row.rowId,
      label: lineLabel(definition, i),
      added: i >= buyerRows,
      cells: row.cells,
    })),
  };
}

const firstOfType = (definition: FormDefinition, type: FormColumnType) =>
  liveColumns(definition).find((column) => column.type === type);

export interface TabulationBidder {
  submissionId: string;
  entries: FormEntries;
}

export interface BidTabulationLine {
  rowId: string;
  /** The line's number as the form numbers it: a bidder's added lines continue after the buyer's. */
  label: string;
  description: string;
  quantity: string;
  unit: string;
  /** One per bidder, in the bidders' order; an empty string where the bidder left the cell empty. */
  bids: { unitPrice: string; extended: string }[];
  /** A line a bidder added (allowBidderRows): that bidder's index; only its own cells are filled. */
  addedBy?: number;
}

export interface BidTabulation {
  /** The columns the tabulation reads (their names head it); absent when the form has none of the kind. */
  columns: {
    description?: string;
    quantity?: string;
    unit?: string;
    unitPrice?: string;
    extended?: string;
  };
  /** The buyer's lines, in the form's order, then each bidder's added lines, in the bidders' order. */
  lines: BidTabulationLine[];
}

/**
 * The form's lines × the bidders: the first description, quantity and unit columns from the buyer's
 * cells, and per bidder the unit price column's and the extended amount's (the form's total column, or its
 * first `total` column) figures as the engine computes them from the bidder's entries. Then the lines each
 * bidder added (a form that allows them), numbered as the form numbers them after the buyer's lines (as
 * `bidLinesOf` does), their description, quantity and unit from that bidder's cells, and empty cells for
 * the other bidders.
 */
export function tabulateBids(
  definition: FormDefinition,
  bidders: readonly TabulationBidder[],
): BidTabulation {
  const description = firstOfType(definition, 'descriptiveText');
  const quantity = firstOfType(definition, 'quantity');
  const unit = firstOfType(definition, 'unit');
  const unitPrice = firstOfType(definition, 'unitPrice');
  const extended =
    liveColumns(definition).find((column) => column.key === definition.totalColumnKey) ??
    firstOfType(definition, 'total');
  const preview = computeForm(definition).rows;
  const buyerCount = preview.length;
  // The engine answers the buyer's lines in the form's order, then the bidder's added lines: by position,
  // so that an added line's id never stands for a buyer's line.
  const results = bidders.map((bidder) => computeForm(definition, bidder.entries).rows);
  const cell = (cells: Record<string, string> | undefined, key: string | undefined) =>
    key ? (cells?.[key] ?? '') : '';
  const bidOf = (cells: Record<string, string> | undefined) => ({
    unitPrice: cell(cells, unitPrice?.key),
    extended: cell(cells, extended?.key),
  });
  const buyerLines = preview.map((row, i): BidTabulationLine => {
    // A bidder-input quantity differs per bidder: the first bidder's stands for the line then.
    const shown = results[0]?.[i]?.cells ?? row.cells;
    return {
      rowId: row.rowId,
      label: lineLabel(definition, i),
      description: cell(row.cells, description?.key),
      quantity: cell(quantity?.bidderInput ? shown : row.cells, quantity?.key),
      unit: cell(row.cells, unit?.key),
      bids: results.map((rows) => bidOf(rows[i]?.cells)),
    };
  });
  const addedLines = results.flatMap((rows, b) =>
    rows.slice(buyerCount).map((row, j): BidTabulationLine => ({
      rowId: row.rowId,
      label: lineLabel(definition, buyerCount + j),
      description: cell(row.cells, description?.key),
      quantity: cell(row.cells, quantity?.key),
      unit: cell(row.cells, unit?.key),
      bids: results.map((_, k) => bidOf(k === b ? row.cells : undefined)),
      addedBy: b,
    })),
  );
  return {
    columns: {
      ...(description ? { description: description.name } : {}),
      ...(quantity ? { quantity: quantity.name } : {}),
      ...(unit ? { unit: unit.name } : {}),
      ...(unitPrice ? { unitPrice: unitPrice.name } : {}),
      ...(extended ? { extended: extended.name } : {}),
    },
    lines: [...buyerLines, ...addedLines],
  };
}
