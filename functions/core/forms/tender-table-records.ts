/**
 * A project's bid forms as both tender-table Lambdas read and write them (decision 037): `tender-tables`,
 * which carries the calculation engine (a form read with its figures, created, saved), and
 * `tender-table-lists`, which does not (the list, search, copies, deletes, reordering). Nothing here runs
 * the engine, so the lists' Lambda bundles none of it.
 */
import { randomUUID } from 'node:crypto';
import type { FormDefinition } from '../../../shared/domain/forms/form-model.js';
import { findRequirementsLock } from '../../../shared/domain/forms/requirements-lock.js';
import type { ProjectStatus } from '../../../shared/domain/projects/project-types.js';
import { catalogueMessage, type Language } from '../../../shared/errors.js';
import type {
  TFormTotals,
  TRequirementsLock,
  TTenderTableLine,
} from '../../../shared/schemas/tender-tables.js';
import { AppError, ConflictError } from '../app-error.js';
import { TenderTable, type TenderTableRecord } from '../db/entities/tender-table.js';
import {
  tenderTableClaimKind,
  tenderTableClaimValue,
  tenderTablesOfProject,
} from '../db/entities/tender-table-keys.js';
import { nowIso } from '../clock.js';
import { queryAll } from '../db/ops.js';
import { claimedByOther } from '../db/unique-claims.js';
import { packDefinition, unpackDefinition } from './form-storage.js';
import type { SessionContext } from '../session.js';
import { countCompletedSubmissions } from './submission-counts.js';

export const definitionOf = (record: TenderTableRecord): FormDefinition => ({
  ...unpackDefinition(record.definitionGz),
  // Reordering changes the attribute only, so an open editor's version stays good.
  sortOrder: record.sortOrder,
});

export const lineOf = (record: TenderTableRecord): TTenderTableLine => ({
  tenderTableId: record.tenderTableId,
  projectId: record.projectId,
  name: record.name,
  tableType: record.tableType,
  mandatory: record.mandatory,
  includeInSummary: record.includeInSummary,
  sortOrder: record.sortOrder,
  version: record.version,
  totals: record.totals,
});

/** What an audit event keeps of a form: not its rows (a form may be 1,000 of them). */
export const auditView = (
  record: Pick<TenderTableRecord, 'name' | 'sortOrder' | 'totals'> & { version?: number },
) => ({
  name: record.name,
  sortOrder: record.sortOrder,
  total: record.totals.total,
  ...(record.version ? { version: record.version } : {}),
});

export const formsOfProject = async (customerId: string, projectId: string) =>
  (await queryAll(TenderTable, tenderTablesOfProject(customerId, projectId))).sort(
    (a, b) => a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt),
  );

export const nextSortOrder = (forms: readonly TenderTableRecord[]) =>
  forms.reduce((max, form) => Math.max(max, form.sortOrder + 1), 0);

export const nameTaken = (lang: Language) =>
  new AppError('formNameNotUnique', {
    fields: [{ field: 'body.name', code: 'invalid', message: catalogueMessage('formNameNotUnique', lang) }],
  });

/** A cancelled transaction is a taken name when another form holds the claim; otherwise it stands. */
export async function explainConflict(
  error: unknown,
  customerId: string,
  projectId: string,
  name: string,
  tenderTableId: string,
  lang: Language,
): Promise<never> {
  if (
    error instanceof ConflictError &&
    (await claimedByOther(
      customerId,
      tenderTableClaimKind(projectId),
      tenderTableClaimValue(name),
      tenderTableId,
    ))
  )
    throw nameTaken(lang);
  throw error;
}

/**
 * Why the project's forms may not change, or null: what a save would be refused with (projectToChange), so
 * the screens can show them read-only instead of offering controls the server refuses.
 */
export async function lockOf(
  customerId: string,
  project: { projectId: string; status: ProjectStatus },
): Promise<TRequirementsLock> {
  // A closed project is locked whatever its submissions: no need to count them.
  const closed = findRequirementsLock({ projectStatus: project.status, completedSubmissions: 0 });
  if (closed) return closed;
  const completedSubmissions = await countCompletedSubmissions(customerId, project.projectId);
  return findRequirementsLock({ projectStatus: project.status, completedSubmissions });
}

/** A new record of `definition` in `projectId`, with the engine's figures. */
export function newRecord(
  session: SessionContext,
  projectId: string,
  definition: FormDefinition,
  totals: TFormTotals,
): TenderTableRecord {
  const now = nowIso();
  return TenderTable.schema.parse({
    customerId: session.customerId,
    tenderTableId: randomUUID(),
    projectId,
    name: definition.name,
    tableType: definition.tableType,
    mandatory: definition.mandatory,
    includeInSummary: definition.includeInSummary,
    sortOrder: definition.sortOrder,
    definitionGz: packDefinition(definition),
    totals,
    createdBy: session.userId,
    updatedBy: session.userId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
}
