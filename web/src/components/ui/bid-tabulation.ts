/**
 * A price form's bid tabulation (the opening's bid analysis, decision 057; the evaluation's pricing review,
 * decision 063) as a table of report cells: the form's lines, then the lines each bidder added with that
 * bidder named in a column of its own, each bidder's unit price and extended amount side by side, then the
 * figures under the lines. Pure: the screens' table (bid-tabulation-table.tsx) and the opening's PDF and
 * Excel files are written from the same rows, the amounts kept as the engine's decimal strings so that a
 * spreadsheet writes them as numbers.
 */
import type { TBidTabulation } from '../../../../shared/schemas/opening';
import type { ReportCell, ReportSection } from '../../lib/report-pdf';

/** The figures under a form's lines, each under a bidder's extended amounts. */
export const TABULATION_FIGURES = [
  'subtotal',
  'tax',
  'total',
  'promptPayDiscount',
  'totalAfterDiscount',
] as const;
export type TabulationFigure = (typeof TABULATION_FIGURES)[number];

/** The tabulation's words, in the reader's language (each feature's texts). */
export interface BidTabulationLabels {
  /** The line number's column. */
  line: string;
  /** The unit price's and extended amount's headers when the form has no column of the kind. */
  unitPrice: string;
  extended: string;
  /** The column naming the bidder that added a line. */
  addedBy: string;
  figures: Record<TabulationFigure, string>;
}

/** An amount as a cell: its exact decimal for a spreadsheet's number, its text as shown; '' if none. */
export const amountCellOf =
  (format: (text: string) => string) =>
  (text: string | null | undefined): ReportCell =>
    text === null || text === undefined || text === '' ? '' : { amount: text, text: format(text) };

/** Whether a bidder added lines to the form: its tabulation then has the "added by" column. */
export const hasAddedLines = (tabulation: Pick<TBidTabulation, 'lines'>) =>
  tabulation.lines.some((line) => line.addedBy !== undefined);

/**
 * The tabulation's header and rows: Line, the form's description, quantity and unit columns (those it has),
 * "Added by" (when a bidder added lines), then per bidder its unit price and extended amount.
 */
export function tabulationSection(
  tabulation: TBidTabulation,
  bidders: readonly { companyName: string }[],
  labels: BidTabulationLabels,
  format: (text: string) => string,
): ReportSection {
  const amount = amountCellOf(format);
  const facts = (['description', 'quantity', 'unit'] as const).filter((key) => tabulation.columns[key]);
  const added = hasAddedLines(tabulation);
  return {
    title: tabulation.name,
    head: [
      labels.line,
      ...facts.map((key) => tabulation.columns[key]!),
      ...(added ? [labels.addedBy] : []),
      ...bidders.flatMap((b) => [
        `${b.companyName} · ${tabulation.columns.unitPrice ?? labels.unitPrice}`,
        `${b.companyName} · ${tabulation.columns.extended ?? labels.extended}`,
      ]),
    ],
    rows: [
      ...tabulation.lines.map((line): ReportCell[] => [
        line.label,
        ...facts.map((key) => line[key]),
        ...(added ? [line.addedBy === undefined ? '' : (bidders[line.addedBy]?.companyName ?? '')] : []),
        ...line.bids.flatMap((bid) => [amount(bid.unitPrice), amount(bid.extended)]),
      ]),
      ...TABULATION_FIGURES.map((figure): ReportCell[] => [
        labels.figures[figure],
        ...facts.map(() => ''),
        ...(added ? [''] : []),
        ...tabulation.totals.flatMap((totals) => ['', amount(totals?.[figure])]),
      ]),
    ],
  };
}
