/**
 * Bid forms (tender tables, docs/product/tender.md#price-forms; decision 037), the routes that do not need
 * the calculation engine, in a Lambda without it: a project's list of forms with the figures stored at their
 * last save, copies (the figures are the source's, which the engine computed), deletes and reordering. Names
 * are unique in the project ignoring case through a unique-value claim in the form's transaction; every
 * change carries its audit event with the project's id.
 */
import { FORM_NAME_MAX_LENGTH } from '../../shared/domain/forms/form-limits.js';
import { isFormNameTaken } from '../../shared/domain/forms/form-names.js';
import type { Language } from '../../shared/errors.js';
import {
  TENDER_TABLE_DELETE_MAX,
  type TTenderTableLine,
  type TTenderTableSummary,
} from '../../shared/schemas/tender-tables.js';
import { AppError } from '../core/app-error.js';
import { TenderTable, type TenderTableRecord } from '../core/db/entities/tender-table.js';
import {
  tenderTableClaimKind,
  tenderTableClaimValue as claimed,
} from '../core/db/entities/tender-table-keys.js';
import { batchGet } from '../core/db/ops.js';
import { transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { claimItem, releaseItem } from '../core/db/unique-claims.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { formAudit, formRecord, projectToChange } from '../core/forms/tender-table-access.js';
import {
  auditView,
  definitionOf,
  explainConflict,
  formsOfProject,
  lineOf,
  lockOf,
  newRecord,
  nextSortOrder,
} from '../core/forms/tender-table-records.js';

/** Forms deleted in one transaction: each is its record and its name claim. */
const DELETES_PER_TRANSACTION = 25;
/** Forms copied in one transaction (record and claim each, and the audit event: within DynamoDB's 100). */
const COPIES_PER_TRANSACTION = 40;

/** The name itself when free in the project, else "Copy of <name>", then "Copy of <name> (2)"... */
export function freeName(name: string, taken: readonly string[], copy: boolean): string {
  if (!copy && !isFormNameTaken(name, taken)) return name;
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const candidate = `${`Copy of ${name}`.slice(0, FORM_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!isFormNameTaken(candidate, taken)) return candidate;
  }
}

/**
 * GET Summary?tenderId: the project's forms in their order, with the figures stored at their last save, and
 * the lock.
 */
export async function findTenderTableSummary(
  session: SessionContext,
  projectId: string,
): Promise<TTenderTableSummary> {
  const { project } = await reachProject(session, projectId);
  const [forms, lock] = await Promise.all([
    formsOfProject(session.customerId, projectId),
    lockOf(session.customerId, project),
  ]);
  return { lines: forms.map(lineOf), lock };
}

/** The records and claims of copies of `sources` in `projectId`, named free of `taken` (which they join). */
function copiesOf(
  session: SessionContext,
  projectId: string,
  sources: readonly TenderTableRecord[],
  taken: string[],
  firstSortOrder: number,
  alwaysCopyName: boolean,
) {
  return sources.map((source, index) => {
    const name = freeName(source.name, taken, alwaysCopyName);
    taken.push(name);
    const definition = { ...definitionOf(source), name, sortOrder: firstSortOrder + index };
    const record = newRecord(session, projectId, definition, source.totals);
    return {
      record,
      items: [
        tx.create(TenderTable, record),
        claimItem(session.customerId, tenderTableClaimKind(projectId), claimed(name), record.tenderTableId),
      ],
    };
  });
}

/** POST Copy/{id}: "Copy of <name>" at the end of the same project. */
export async function copyTenderTable(
  session: SessionContext,
  tenderTableId: string,
  lang: Language,
): Promise<TTenderTableLine> {
  const source = await formRecord(session, tenderTableId);
  await projectToChange(session, source.projectId);
  const forms = await formsOfProject(session.customerId, source.projectId);
  const taken = forms.map((form) => form.name);
  const [copy] = copiesOf(session, source.projectId, [source], taken, nextSortOrder(forms), true);
  if (!copy) throw new AppError('tenderTableNotFound');
  try {
    await transactAudited(
      {
        ...formAudit(session, source.projectId, copy.record.tenderTableId, 'copyTenderTable'),
        after: { ...auditView(copy.record), copiedFrom: tenderTableId },
      },
      copy.items,
    );
  } catch (error) {
    const { record } = copy;
    return explainConflict(
      error,
      session.customerId,
      source.projectId,
      record.name,
      record.tenderTableId,
      lang,
    );
  }
  return lineOf(copy.record);
}

/**
 * POST CopyAll: every form of one project (which the caller reaches) into another (which the caller may
 * change), after the target's own forms; a name already in the target becomes "Copy of <name>".
 */
export async function copyAllTenderTables(
  session: SessionContext,
  fromProjectId: string,
  toProjectId: string,
): Promise<TTenderTableLine[]> {
  await Promise.all([reachProject(session, fromProjectId), projectToChange(session, toProjectId)]);
  const [sources, targets] = await Promise.all([
    formsOfProject(session.customerId, fromProjectId),
    formsOfProject(session.customerId, toProjectId),
  ]);
  const taken = targets.map((form) => form.name);
  const copies = copiesOf(session, toProjectId, sources, taken, nextSortOrder(targets), false);
  // Each batch is whole with its audit event; a later batch's failure leaves the earlier ones' forms, which
  // a retry then copies again under "Copy of" names (decision 037).
  for (let start = 0; start < copies.length; start += COPIES_PER_TRANSACTION) {
    const batch = copies.slice(start, start + COPIES_PER_TRANSACTION);
    await transactAudited(
      {
        ...formAudit(session, toProjectId, toProjectId, 'copyAllTenderTables'),
        entityType: 'project',
        after: { fromProjectId, names: batch.map((copy) => copy.record.name) },
      },
      batch.flatMap((copy) => copy.items),
    );
  }
  return [...targets, ...copies.map((copy) => copy.record)].map(lineOf);
}

/**
 * DELETE ?tenderTableId=a,b: every named form must exist and be changeable, or nothing is deleted; up to 25
 * go in one transaction (all or nothing), more in one transaction per 25.
 */
export async function deleteTenderTables(session: SessionContext, tenderTableIds: readonly string[]) {
  const { customerId } = session;
  if (tenderTableIds.length > TENDER_TABLE_DELETE_MAX) throw new AppError('invalidParameter');
  const forms = await batchGet(
    TenderTable,
    tenderTableIds.map((tenderTableId) => ({ customerId, tenderTableId })),
  );
  const missing = tenderTableIds.find((id) => !forms.some((form) => form.tenderTableId === id));
  if (missing) throw new AppError('tenderTableNotFound', { details: { tenderTableId: missing } });
  for (const projectId of new Set(forms.map((form) => form.projectId)))
    await projectToChange(session, projectId);
  for (let start = 0; start < forms.length; start += DELETES_PER_TRANSACTION) {
    const batch = forms.slice(start, start + DELETES_PER_TRANSACTION);
    const items: TxItem[] = batch.flatMap((form) => [
      tx.delete(TenderTable, form, {
        expression: '#ver = :version',
        names: { '#ver': 'version' },
        values: { ':version': form.version },
      }),
      releaseItem(customerId, tenderTableClaimKind(form.projectId), claimed(form.name), form.tenderTableId),
    ]);
    const [first] = batch;
    if (!first) continue;
    await transactAudited(
      {
        ...formAudit(session, first.projectId, first.tenderTableId, 'deleteTenderTables'),
        entityType: 'project',
        entityId: first.projectId,
        before: batch.map((form) => ({ tenderTableId: form.tenderTableId, ...auditView(form) })),
      },
      items,
    );
  }
}

/** PUT SortOrder: the project's forms in the order given, which must name each of them once. */
export async function sortTenderTables(
  session: SessionContext,
  projectId: string,
  tenderTableIds: readonly string[],
): Promise<TTenderTableLine[]> {
  await projectToChange(session, projectId);
  const forms = await formsOfProject(session.customerId, projectId);
  const byId = new Map(forms.map((form) => [form.tenderTableId, form]));
  if (new Set(tenderTableIds).size !== tenderTableIds.length || tenderTableIds.length !== forms.length)
    throw new AppError('tenderTableSortOrderInvalid');
  const ordered = tenderTableIds.map((id, sortOrder) => {
    const form = byId.get(id);
    if (!form) throw new AppError('tenderTableSortOrderInvalid');
    return { ...form, sortOrder };
  });
  const moved = ordered.filter((form) => byId.get(form.tenderTableId)?.sortOrder !== form.sortOrder);
  if (moved.length > 0)
    await transactAudited(
      {
        ...formAudit(session, projectId, projectId, 'sortTenderTables'),
        entityType: 'project',
        after: { tenderTableIds },
      },
      [],
      moved.map((form) => tx.update(TenderTable, form, { set: { sortOrder: form.sortOrder } })),
    );
  return ordered.map(lineOf);
}
