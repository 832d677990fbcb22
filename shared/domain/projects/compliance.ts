/**
 * Build → compliance (hasCompliancy and the compliance checklist items;
 * docs/product/projects.md#publication): the requirements a supplier must meet to be compliant (a licence,
 * insurance, a safety certificate...). When the project's sourcing part has `hasCompliancy`, publishing needs
 * at least one item (the publish checklist's complianceItems). Pure rules, used by the browser and the
 * server.
 */
import type { ProjectStatus } from './project-types.js';

/** At most this many compliance items per project. */
export const COMPLIANCE_ITEMS_MAX = 100;
export const COMPLIANCE_TITLE_MAX_LENGTH = 255;
export const COMPLIANCE_DESCRIPTION_MAX_LENGTH = 2_000;

/** What suppliers must meet is settled before the bid goes out: drafts and templates only. */
const COMPLIANCE_EDITABLE: readonly ProjectStatus[] = ['design', 'inProgress', 'template'];

export function canChangeComplianceItems(status: ProjectStatus): boolean {
  return COMPLIANCE_EDITABLE.includes(status);
}

export type ComplianceProblem = 'complianceTitleExists' | 'complianceItemsTooMany';

/**
 * Why an item titled `title` cannot join (or be renamed within) a list holding `others` (the other items'
 * titles), or undefined: titles are unique ignoring case, so a supplier never meets the same line twice.
 */
export function findComplianceProblem(
  title: string,
  others: readonly string[],
  adding: boolean,
): ComplianceProblem | undefined {
  const key = title.trim().toLowerCase();
  if (others.some((other) => other.trim().toLowerCase() === key)) return 'complianceTitleExists';
  if (adding && others.length >= COMPLIANCE_ITEMS_MAX) return 'complianceItemsTooMany';
  return undefined;
}
