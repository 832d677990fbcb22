/**
 * Limits of the project's journal, comments and tasks (docs/product/projects.md#collaboration;
 * docs/decisions/031).
 */
export const JOURNAL_NOTE_MAX_LENGTH = 4_000;
export const COMMENT_MAX_LENGTH = 2_000;
export const TASK_SUBJECT_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 4_000;
export const TASK_ASSIGNEES_MAX = 20;
