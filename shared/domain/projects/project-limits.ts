/**
 * Project limits (docs/product/projects.md#build), beside the shared field limits of ../limits.ts: plain
 * numbers that the schemas enforce and the forms use.
 */

/** Automatic numbers: at most this many digits of zero padding (docs/product/projects.md#build). */
export const PROJECT_NUMBER_MAX_PADDING = 14;
/** A project number, typed or generated (prefix, separator and padded counter). */
export const PROJECT_NUMBER_MAX_LENGTH = 50;
/** The largest next number: fourteen digits, so padded numbers stay within the padding limit. */
export const PROJECT_NEXT_NUMBER_MAX = 99_999_999_999_999;
export const PROJECT_NAME_MAX_LENGTH = 255;
/** Rich-text fields (description, instructions) as stored HTML. */
export const PROJECT_RICH_TEXT_MAX_LENGTH = 100_000;
export const PROJECT_SHORT_TEXT_MAX_LENGTH = 500;
export const PROJECT_REASON_MAX_LENGTH = 2_000;
/** Meetings of one project, categories of one project. */
export const PROJECT_MEETINGS_MAX = 50;
export const PROJECT_CATEGORIES_MAX = 200;
/** Project search (docs/product/projects.md#search): page size and search text. */
export const PROJECT_SEARCH_MAX_LIMIT = 1_000;
export const PROJECT_SEARCH_TEXT_MAX_LENGTH = 200;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
/** Question reminder days default (docs/product/tender.md#questions). */
export const QUESTION_REMINDER_DAYS_DEFAULT = 7;
