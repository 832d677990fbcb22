/**
 * When a project's submission requirements (its forms) may change (spec 1 §4 submissions; spec 2 §5.4):
 * never after the bid closes or is awarded, and not while completed submissions exist (they would have
 * been made against other forms). Pure: the server refuses with it; the editor does not read it yet (a
 * refused save shows the catalogue message), and should lock its controls with it.
 */
import { STATUSES_AFTER_CLOSE, type ProjectStatus } from '../projects/project-types.js';

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
