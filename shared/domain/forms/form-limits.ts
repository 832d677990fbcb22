/**
 * Bid form (tender table) limits and defaults (docs/product/tender.md#price-forms): plain numbers that the
 * engine, the editor and the API schemas share. Why these maxima: docs/decisions/036-form-engine.md.
 */

/** A new column's name and width (docs/product/tender.md#price-forms). */
export const NEW_COLUMN_NAME = 'New Column';
export const NEW_COLUMN_WIDTH = 150;
/**
 * A deleted column or row keeps this sort order (docs/product/tender.md#price-forms); the engine leaves such
 * items out.
 */
export const DELETED_SORT_ORDER = 9999;

/** Rows of one form, the buyer's and a bidder's added rows together. */
export const FORM_MAX_ROWS = 1_000;
export const FORM_MAX_COLUMNS = 30;
/** The largest maximumOptionalRows a buyer may set. */
export const FORM_MAX_OPTIONAL_ROWS = 1_000;
export const FORM_MAX_DROPDOWN_OPTIONS = 50;
export const FORM_OPTION_MAX_LENGTH = 100;
export const FORM_NAME_MAX_LENGTH = 200;
export const FORM_COLUMN_NAME_MAX_LENGTH = 100;
export const FORM_COLUMN_MIN_WIDTH = 50;
export const FORM_COLUMN_MAX_WIDTH = 1_000;
export const FORM_CELL_MAX_LENGTH = 1_000;
export const FORM_FORMULA_MAX_LENGTH = 500;
/** Heading, footer, instructions and introduction texts. */
export const FORM_TEXT_MAX_LENGTH = 10_000;
export const FORM_LINE_LEADING_CHARACTER_MAX_LENGTH = 5;

/** Quantities and points: up to 13 integer digits (an amount's, MONEY_MAX_INTEGER_DIGITS) and 4 decimals. */
export const QUANTITY_DECIMALS = 4;
