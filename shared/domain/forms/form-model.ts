/**
 * The bid form (tender table) as the calculation engine, the editor, the supplier's entry screen and the
 * server all see it (docs/product/tender.md#price-forms). Plain data, no imports: the zod schemas in
 * shared/schemas/tender-tables.ts mirror these types, and the engine (form-engine.ts) reads them.
 *
 * Amounts and every other number travel as decimal strings ("1234.50"), never as binary floating point:
 * the engine parses them with a decimal library and answers strings again.
 */

/** Where a form sits among a project's submission requirements (the route's {tabletype}). */
export const FORM_TABLE_TYPES = ['price', 'specification'] as const;
export type FormTableType = (typeof FORM_TABLE_TYPES)[number];

/** Column types (docs/product/tender.md#price-forms); `descriptiveText` is the default. */
export const FORM_COLUMN_TYPES = [
  'descriptiveText',
  'unit',
  'unitPrice',
  'quantity',
  'total',
  'estimate',
  'points',
  'dropdownList',
  'exceedsMeetsDoesNotMeet',
  'trueFalse',
  'yesNo',
] as const;
export type FormColumnType = (typeof FORM_COLUMN_TYPES)[number];

export type FormColumn = {
  /** Stable, never reused within a form ("c1", "c2", …): formulas refer to columns by it, so a rename or a
   * reorder changes no formula. */
  key: string;
  name: string;
  type: FormColumnType;
  sortOrder: number;
  /** Pixels; a new column is 150 wide and named "New Column" (docs/product/tender.md#price-forms). */
  width: number;
  required: boolean;
  hiddenOnPublic: boolean;
  editableOnPublic: boolean;
  /** The bidder types this column's cells (otherwise the buyer fills them, or a formula does). */
  bidderInput: boolean;
  /** Summed into the form's subtotal line for this column. */
  subtotal: boolean;
  /** A calculation over other columns of the same row, e.g. "c3 * c4" or "c5 * 13%"; empty when none. */
  formula?: string;
  /** The choices of a dropdownList column. */
  options?: string[];
};

export type FormRow = {
  id: string;
  sortOrder: number;
  /** The bidder must fill this row's bidder-input cells. */
  required: boolean;
  /** An optional row: offered to the bidder, who may leave it empty; at most maximumOptionalRows. */
  optional: boolean;
  /** What the buyer entered, by column key (descriptions, units, quantities). */
  cells: Record<string, string>;
};

export type PromptPayDiscount = { type: 'amount' | 'percentage'; value: string };

export type FormDefinition = {
  name: string;
  tableType: FormTableType;
  mandatory: boolean;
  sortOrder: number;
  columns: FormColumn[];
  rows: FormRow[];
  maximumOptionalRows: number;
  /** Bidders may add rows of their own; every column is then bidder input. */
  allowBidderRows: boolean;
  /** The column whose row values make the form's subtotal and total (a `total` column), if any. */
  totalColumnKey?: string;
  includeSubtotal: boolean;
  /** Tax computed on the subtotal; taxTypeId is an item of the agency's taxes list. */
  autoTax?: { taxTypeId: string; percentage: string };
  promptPayDiscount?: PromptPayDiscount;
  includeInSummary: boolean;
  lineNumbering?: { leadingCharacter: string; startNumber: number };
  headingText: string;
  footerText: string;
  instructionsText: string;
  introductionText: string;
};

/** A bidder's entries: their cells of the buyer's rows, and the rows they added (allowBidderRows). */
export type FormEntries = {
  rows: { rowId: string; cells: Record<string, string> }[];
  addedRows?: { id: string; cells: Record<string, string> }[];
};

/** A cell the engine could not compute or accept, named by row and column. */
export type FormCellProblem = {
  rowId: string;
  columnKey: string;
  code:
    | 'formDivisionByZero'
    | 'formNumberInvalid'
    | 'formCellRequired'
    | 'formOptionNotAllowed'
    | 'formSignNotAllowed';
};

/** Every computed figure of a form: amounts as decimal strings rounded half-up to the cent. */
export type FormResult = {
  /** Every row (the buyer's, then the bidder's added rows) with entered and computed cells. */
  rows: { rowId: string; cells: Record<string, string> }[];
  /** Per column marked `subtotal`. */
  columnSubtotals: Record<string, string>;
  subtotal: string;
  tax: string;
  total: string;
  promptPayDiscount: string;
  totalAfterDiscount: string;
  problems: FormCellProblem[];
};
