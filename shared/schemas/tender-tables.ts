/**
 * Bid forms (tender tables, docs/product/tender.md#price-forms): the request and answer shapes of the
 * tender-tables group. The form itself mirrors shared/domain/forms/form-model.ts (a compile-time check below
 * keeps them together); the rules between its parts (formulas, required settings) are the engine's
 * (shared/domain/forms/form-rules.ts), run by the server on every save. zod/mini.
 */
import * as z from 'zod/mini';
import {
  FORM_COLUMN_TYPES,
  FORM_TABLE_TYPES,
  type FormDefinition,
  type FormResult,
} from '../domain/forms/form-model.js';
import {
  FORM_CELL_MAX_LENGTH,
  FORM_COLUMN_MAX_WIDTH,
  FORM_COLUMN_MIN_WIDTH,
  FORM_COLUMN_NAME_MAX_LENGTH,
  FORM_FORMULA_MAX_LENGTH,
  FORM_LINE_LEADING_CHARACTER_MAX_LENGTH,
  FORM_MAX_COLUMNS,
  FORM_MAX_DROPDOWN_OPTIONS,
  FORM_MAX_OPTIONAL_ROWS,
  FORM_MAX_ROWS,
  FORM_NAME_MAX_LENGTH,
  FORM_OPTION_MAX_LENGTH,
  FORM_TEXT_MAX_LENGTH,
} from '../domain/forms/form-limits.js';
import { safeText, ZId } from './common.js';

// The form's limits are the engine's (shared/domain/forms/form-limits.ts); these are the API's own.
/** Forms deleted in one call at most (four transactions of 25). */
export const TENDER_TABLE_DELETE_MAX = 100;
/** A Search page's forms at most. */
export const TENDER_TABLE_SEARCH_PAGE = 25;

const ZText = (max: number) => z.string().check(safeText(), z.maxLength(max));
const ZName = z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(FORM_NAME_MAX_LENGTH));
/** Amounts and percentages travel as decimal strings, never binary floating point. */
const ZDecimal = z.string().check(z.regex(/^-?\d{1,13}(\.\d{1,4})?$/));
const ZColumnKey = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/));
const ZCells = z.record(ZColumnKey, ZText(FORM_CELL_MAX_LENGTH));

export const ZFormColumn = z.object({
  key: ZColumnKey,
  name: ZText(FORM_COLUMN_NAME_MAX_LENGTH),
  type: z.enum(FORM_COLUMN_TYPES),
  sortOrder: z.int(),
  width: z.int().check(z.minimum(FORM_COLUMN_MIN_WIDTH), z.maximum(FORM_COLUMN_MAX_WIDTH)),
  required: z.boolean(),
  hiddenOnPublic: z.boolean(),
  editableOnPublic: z.boolean(),
  bidderInput: z.boolean(),
  subtotal: z.boolean(),
  formula: z.optional(ZText(FORM_FORMULA_MAX_LENGTH)),
  options: z.optional(z.array(ZText(FORM_OPTION_MAX_LENGTH)).check(z.maxLength(FORM_MAX_DROPDOWN_OPTIONS))),
});

export const ZFormRow = z.object({
  id: ZId,
  sortOrder: z.int(),
  required: z.boolean(),
  optional: z.boolean(),
  cells: ZCells,
});

/** The whole form as the editor saves it and the server stores it. */
export const ZFormDefinition = z.object({
  name: ZName,
  tableType: z.enum(FORM_TABLE_TYPES),
  mandatory: z.boolean(),
  /** Set by the server (create, PUT SortOrder); a save keeps the stored place whatever it carries. */
  sortOrder: z.int(),
  columns: z.array(ZFormColumn).check(z.maxLength(FORM_MAX_COLUMNS)),
  rows: z.array(ZFormRow).check(z.maxLength(FORM_MAX_ROWS)),
  maximumOptionalRows: z.int().check(z.minimum(0), z.maximum(FORM_MAX_OPTIONAL_ROWS)),
  allowBidderRows: z.boolean(),
  totalColumnKey: z.optional(ZColumnKey),
  includeSubtotal: z.boolean(),
  autoTax: z.optional(z.object({ taxTypeId: z.string().check(z.maxLength(64)), percentage: z.string() })),
  promptPayDiscount: z.optional(
    z.object({ type: z.enum(['amount', 'percentage']), value: z.string().check(z.maxLength(20)) }),
  ),
  includeInSummary: z.boolean(),
  lineNumbering: z.optional(
    z.object({
      leadingCharacter: ZText(FORM_LINE_LEADING_CHARACTER_MAX_LENGTH),
      startNumber: z.int().check(z.minimum(0), z.maximum(1_000_000)),
    }),
  ),
  headingText: ZText(FORM_TEXT_MAX_LENGTH),
  footerText: ZText(FORM_TEXT_MAX_LENGTH),
  instructionsText: ZText(FORM_TEXT_MAX_LENGTH),
  introductionText: ZText(FORM_TEXT_MAX_LENGTH),
});
export type TFormDefinition = z.output<typeof ZFormDefinition>;

/** The form's figures as the engine states them (FormResult without its rows and problems). */
const TOTALS = {
  subtotal: ZDecimal,
  tax: ZDecimal,
  total: ZDecimal,
  promptPayDiscount: ZDecimal,
  totalAfterDiscount: ZDecimal,
  columnSubtotals: z.record(ZColumnKey, ZDecimal),
};
export const ZFormTotals = z.object(TOTALS);
export type TFormTotals = z.output<typeof ZFormTotals>;

export const ZFormResult = z.object({
  rows: z.array(z.object({ rowId: z.string(), cells: z.record(z.string(), z.string()) })),
  columnSubtotals: z.record(z.string(), z.string()),
  subtotal: z.string(),
  tax: z.string(),
  total: z.string(),
  promptPayDiscount: z.string(),
  totalAfterDiscount: z.string(),
  problems: z.array(
    z.object({
      rowId: z.string(),
      columnKey: z.string(),
      code: z.enum([
        'formDivisionByZero',
        'formNumberInvalid',
        'formCellRequired',
        'formOptionNotAllowed',
        'formSignNotAllowed',
      ]),
    }),
  ),
});

// The schemas and the engine's model must describe the same form: a change to one fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const definitionMatches: Same<TFormDefinition, FormDefinition> = true;
const resultMatches: Same<z.output<typeof ZFormResult>, FormResult> = true;
void definitionMatches;
void resultMatches;

// ------------------------------------------------------------------------------------------------ requests

/** The spec's tenderId is the project (its sourcing part): forms belong to a project. */
export const ZTenderTableQuery = z.object({ tenderTableId: ZId });
export const ZTenderTableSummaryQuery = z.object({ tenderId: ZId });
export const ZTenderTableSearchQuery = z.object({
  keywords: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  type: z.optional(z.enum(FORM_TABLE_TYPES)),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
});
export type TTenderTableSearchQuery = z.output<typeof ZTenderTableSearchQuery>;

/** DELETE ?tenderTableId=id1,id2: the spec's comma list. */
export const ZTenderTableDeleteQuery = z.object({
  tenderTableId: z
    .string()
    .check(z.maxLength(6_600), z.regex(/^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$/)),
});

/** The ids of a DELETE's comma list, each once. */
export const tenderTableIdsOf = (list: string) => [...new Set(list.split(','))];

export const ZTenderTableCopyPath = z.object({ customerId: ZId, nodeId: ZId, tenderTableId: ZId });

/** POST: a new, empty form at the end of the project's list; the editor then saves its columns and rows. */
export const ZTenderTableCreate = z.strictObject({
  projectId: ZId,
  name: ZName,
  tableType: z.enum(FORM_TABLE_TYPES),
  mandatory: z.boolean(),
  includeInSummary: z.boolean(),
});
export type TTenderTableCreate = z.output<typeof ZTenderTableCreate>;

/** POST FromTemplate ?projectId: a new form copied from a library bid-form template, under a name of its own. */
export const ZTenderTableFromTemplateQuery = z.object({ projectId: ZId });
export const ZTenderTableFromTemplate = z.strictObject({ onlineSubmissionTemplateId: ZId, name: ZName });
export type TTenderTableFromTemplate = z.output<typeof ZTenderTableFromTemplate>;

/**
 * PUT: the whole form at the version it was read. `totals`, when sent (the figures the browser showed),
 * must equal the engine's, or nothing is stored (formTotalMismatch); the stored figures are the engine's.
 */
export const ZTenderTableUpdate = z.strictObject({
  tenderTableId: ZId,
  version: z.int().check(z.minimum(1)),
  definition: ZFormDefinition,
  // Each figure optional; spelled out rather than z.partial, which would add zod's object utilities to the Lambda.
  totals: z.optional(
    z.object({
      subtotal: z.optional(TOTALS.subtotal),
      tax: z.optional(TOTALS.tax),
      total: z.optional(TOTALS.total),
      promptPayDiscount: z.optional(TOTALS.promptPayDiscount),
      totalAfterDiscount: z.optional(TOTALS.totalAfterDiscount),
      columnSubtotals: z.optional(TOTALS.columnSubtotals),
    }),
  ),
});
export type TTenderTableUpdate = z.output<typeof ZTenderTableUpdate>;

export const ZTenderTableCopyAll = z.strictObject({ fromProjectId: ZId, toProjectId: ZId });
export const ZTenderTableSortOrder = z.strictObject({
  projectId: ZId,
  tenderTableIds: z.array(ZId).check(z.minLength(1), z.maxLength(500)),
});

// ------------------------------------------------------------------------------------------------- answers

/** One line of a project's forms (Summary, copies, reorder): what the submission requirements list shows. */
export const TENDER_TABLE_LINE_SHAPE = {
  tenderTableId: z.string(),
  projectId: z.string(),
  name: z.string(),
  tableType: z.enum(FORM_TABLE_TYPES),
  mandatory: z.boolean(),
  includeInSummary: z.boolean(),
  sortOrder: z.int(),
  /** The engine's figures at the last save. */
  totals: ZFormTotals,
};
export const ZTenderTableLine = z.object({ ...TENDER_TABLE_LINE_SHAPE, version: z.int() });
export type TTenderTableLine = z.output<typeof ZTenderTableLine>;
export const ZTenderTableLines = z.array(ZTenderTableLine);

/**
 * Why the project's forms may not change (findRequirementsLock, requirements-lock.ts), or null: the screens
 * show the editor and the list read-only with this catalogue code's message.
 */
export const ZRequirementsLock = z.nullable(z.enum(['tenderTablesClosed', 'tenderTablesSubmitted']));

/** GET Summary: the project's forms in their order and whether they may change. */
export const ZTenderTableSummary = z.object({ lines: ZTenderTableLines, lock: ZRequirementsLock });
export type TRequirementsLock = z.output<typeof ZRequirementsLock>;
export type TTenderTableSummary = z.output<typeof ZTenderTableSummary>;

/** GET: the form, the version to save at, the engine's figures for the buyer's cells, and the lock (PUT's
 * answer carries null: the save went through). */
export const ZTenderTable = z.object({
  tenderTableId: z.string(),
  projectId: z.string(),
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  definition: ZFormDefinition,
  result: ZFormResult,
  lock: ZRequirementsLock,
});
export type TTenderTable = z.output<typeof ZTenderTable>;

export const ZTenderTableSearchHit = z.object({
  tenderTableId: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  projectNumber: z.string(),
  name: z.string(),
  tableType: z.enum(FORM_TABLE_TYPES),
});
/** A page of forms; `cursor` is present when more may follow. */
export const ZTenderTableSearchPage = z.object({
  items: z.array(ZTenderTableSearchHit),
  cursor: z.optional(z.string()),
});
export type TTenderTableSearchPage = z.output<typeof ZTenderTableSearchPage>;
