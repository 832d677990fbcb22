/**
 * When a project's submission requirements (its forms) may change (docs/product/tender.md#price-forms):
 * never after the bid closes or is awarded, and not while completed submissions exist (they would have
 * been made against other forms). Pure: the server refuses with it; the editor does not read it yet (a
 * refused save shows the catalogue message), and should lock its controls with it.
 */
import { STATUSES_AFTER_CLOSE, type ProjectStatus } from '../projects/project-types.js';
import type { FormDefinition } from './form-model.js';

export type RequirementsLock = 'tenderTablesClosed' | 'tenderTablesSubmitted';

/** null when the forms may change, else the catalogue code saying why not. */
export function findRequirementsLock(input: {
  projectStatus: ProjectStatus;
  completedSubmissions: number;
}): RequirementsLock | null {
  if (STATUSES_AFTER_CLOSE.includes(input.projectStatus)) return 'tenderTablesClosed';
  if (input.completedSubmissions > 0) return 'tenderTablesSubmitted';
  return null;
}

/**
 * The columns of a saved form whose type differs from the stored one's (by column key: a renamed or moved
 * column is the same column). Added and dropped columns are not type changes.
 */
export function changedColumnTypes(
  before: Pick<FormDefinition, 'columns'>,
  after: Pick<FormDefinition, 'columns'>,
): string[] {
  const stored = new Map(before.columns.map((column) => [column.key, column.type]));
  return after.columns
    .filter((column) => stored.has(column.key) && stored.get(column.key) !== column.type)
    .map((column) => column.key);
}

/**
 * A column's type cannot change while active submissions (incomplete or complete: withdrawal.ts's
 * isActiveSubmission) exist: their entries were typed against it (docs/product/tender.md#price-forms; issue
 * 8). The form's other changes stay allowed while only incomplete bids exist.
 */
export function findColumnTypeLock(input: {
  before: Pick<FormDefinition, 'columns'>;
  after: Pick<FormDefinition, 'columns'>;
  activeSubmissions: number;
}): 'formColumnTypeLocked' | null {
  if (input.activeSubmissions === 0) return null;
  return changedColumnTypes(input.before, input.after).length > 0 ? 'formColumnTypeLocked' : null;
}
