/**
 * When a project's submission requirements (its forms) may change (spec 1 §4 submissions; spec 2 §5.4):
 * never after the bid closes or is awarded, and not while completed submissions exist (they would have
 * been made against other forms). Pure: the editor locks its controls with it, the server refuses with it.
 */
import type { ProjectStatus } from '../projects/project-types.js';

/** After close or award (and once a bid has ended otherwise) the requirements are history. */
const LOCKED_STATUSES: readonly ProjectStatus[] = [
  'closed',
  'unofficial',
  'awarded',
  'cancelled',
  'terminated',
  'archived',
];

export type RequirementsLock = 'tenderTablesClosed' | 'tenderTablesSubmitted';

/** null when the forms may change, else the catalogue code saying why not. */
export function findRequirementsLock(input: {
  projectStatus: ProjectStatus;
  completedSubmissions: number;
}): RequirementsLock | null {
  if (LOCKED_STATUSES.includes(input.projectStatus)) return 'tenderTablesClosed';
  if (input.completedSubmissions > 0) return 'tenderTablesSubmitted';
  return null;
}
