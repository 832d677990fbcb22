/**
 * What other groups read of a project's submission requirements and bid forms without their schemas
 * (decision 039): the forms counted by type, and the publish checklist's context
 * (docs/product/projects.md#publication). Each query reads only the attributes it needs, so the projects
 * Lambda bundles neither the form nor the requirement schemas.
 */
import {
  defaultRequirementSettings,
  requirementsChecklistContext,
  type RequirementFormCounts,
  type RequirementItemKind,
  type RequirementSettingsFacts,
} from '../../../shared/domain/projects/submission-requirements.js';
import type { ChecklistContext } from '../../../shared/domain/projects/publish-checklist.js';
import type { QuerySpec } from '../db/entity.js';
import {
  requirementItemsOfProject,
  requirementSettingsOfProject,
} from '../db/entities/submission-requirement-keys.js';
import { tenderTablesOfProject } from '../db/entities/tender-table-keys.js';
import { queryPage } from '../db/ops.js';
import { TableItem } from '../db/owned-records.js';

async function projectedAll<T>(spec: QuerySpec, attributes: readonly string[]): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPage(TableItem, spec, { cursor, attributes: attributes as never });
    items.push(...(page.items as unknown as T[]));
    cursor = page.cursor;
  } while (cursor);
  return items;
}

/** The project's bid forms counted by type (prices and specifications hold them). */
export async function formCountsOfProject(
  customerId: string,
  projectId: string,
): Promise<RequirementFormCounts> {
  const forms = await projectedAll<{ tableType?: string }>(tenderTablesOfProject(customerId, projectId), [
    'tableType',
  ]);
  return {
    price: forms.filter((form) => form.tableType === 'price').length,
    specification: forms.filter((form) => form.tableType === 'specification').length,
  };
}

/** The publish checklist's context from the project's requirement records and forms. */
export async function requirementsChecklistContextOf(
  customerId: string,
  projectId: string,
): Promise<ChecklistContext> {
  const [settingsRows, items, forms] = await Promise.all([
    // Written only by the submission-requirements group, after its schema accepted the settings.
    projectedAll<{ settings?: RequirementSettingsFacts }>(
      requirementSettingsOfProject(customerId, projectId),
      ['settings'],
    ),
    projectedAll<{ kind: RequirementItemKind }>(requirementItemsOfProject(customerId, projectId), ['kind']),
    formCountsOfProject(customerId, projectId),
  ]);
  const settings = settingsRows[0]?.settings ?? defaultRequirementSettings();
  return requirementsChecklistContext(settings, items, forms);
}
