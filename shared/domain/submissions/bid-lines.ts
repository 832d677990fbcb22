/**
 * A bid's forms line by line, as the buyer reads them after the opening: every line of a form with the
 * bidder's entries and the engine's figures (`bidLinesOf`), and the price forms' lines side by side per
 * bidder, the bid tabulation (`tabulateBids`): rows are the form's lines, each bidder has its unit price and
 * its extended amount, so unbalanced unit prices and the arithmetic can be checked. Figures are the engine's
 * decimal strings (computeForm over the stored entries), never floats. Pure: the server and the tests share it.
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

export interface BidTabulation {
  /** The columns the tabulation reads (their names head it); absent when the form has none of the kind. */
  columns: {
    description?: string;
    quantity?: string;
    unit?: string;
    unitPrice?: string;
    extended?: string;
  };
  /** The buyer's lines, in the form's order; a bidder's added lines are in its own detail. */
  lines: {
    rowId: string;
    label: string;
    description: string;
    quantity: string;
    unit: string;
    /** One per bidder, in the bidders' order; an empty string where the bidder left the cell empty. */
    bids: { unitPrice: string; extended: string }[];
  }[];
}

/**
 * The form's lines × the bidders: the first description, quantity and unit columns from the buyer's
 * cells, and per bidder the unit price column's and the extended amount's (the form's total column, or its
 * first `total` column) figures as the engine computes them from the bidder's entries.
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
  const results = bidders.map(
    (bidder) => new Map(computeForm(definition, bidder.entries).rows.map((row) => [row.rowId, row.cells])),
  );
  const preview = new Map(computeForm(definition).rows.map((row) => [row.rowId, row.cells]));
  const buyerRowIds = [...preview.keys()];
  return {
    columns: {
      ...(description ? { description: description.name } : {}),
      ...(quantity ? { quantity: quantity.name } : {}),
      ...(unit ? { unit: unit.name } : {}),
      ...(unitPrice ? { unitPrice: unitPrice.name } : {}),
      ...(extended ? { extended: extended.name } : {}),
    },
    lines: buyerRowIds.map((rowId, i) => {
      // A bidder-input quantity differs per bidder: the first bidder's stands for the line then.
      const shown = results[0]?.get(rowId) ?? preview.get(rowId) ?? {};
      const buyer = preview.get(rowId) ?? {};
      const cell = (cells: Record<string, string>, key: string | undefined) =>
        key ? (cells[key] ?? '') : '';
      return {
        rowId,
        label: lineLabel(definition, i),
        description: cell(buyer, description?.key),
        quantity: cell(quantity?.bidderInput ? shown : buyer, quantity?.key),
        unit: cell(buyer, unit?.key),
        bids: results.map((cells) => {
          const own = cells.get(rowId) ?? {};
          return { unitPrice: cell(own, unitPrice?.key), extended: cell(own, extended?.key) };
        }),
      };
    }),
  };
}
