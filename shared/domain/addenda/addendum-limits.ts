/**
 * The limits of an addendum (decision 052), in a module with no imports: the schemas (and so every Lambda
 * that reads an addendum record, the public pages' included) take these and none of the rules' imports.
 */
export const ADDENDUM_TITLE_MAX_LENGTH = 200;
export const ADDENDUM_TEXT_MAX_LENGTH = 20_000;
/**
 * A project holds at most ten documents (docs/product/tender.md#documents): an addendum cannot carry more.
 */
export const ADDENDUM_DOCUMENTS_MAX = 10;
/** Addenda per project, drafts included: far beyond a real bid's, and a bound on the buyer's list. */
export const ADDENDA_MAX = 100;
