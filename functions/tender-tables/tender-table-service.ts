/**
 * Bid forms (tender tables, spec 2 §3.6, §5.4; spec 3 §7.10; decision 037): a project's forms, read with the
 * engine's figures, saved whole at a version with the engine run again by the server (whatever figures the
 * browser sent are only compared, never stored), copied, deleted and reordered. Names are unique in the
 * project ignoring case through a unique-value claim in the form's transaction; every change carries its
 * audit event with the project's id.
 */
import { randomUUID } from 'node:crypto';
import { computeForm, findTotalMismatch } from '../../shared/domain/forms/form-engine.js';
import type { FormDefinition } from '../../shared/domain/forms/form-model.js';
import { changedColumnTypes, findColumnTypeLock } from '../../shared/domain/forms/requirements-lock.js';
import {
  columnsReferencing,
  findFormProblems,
  isFormNameTaken,
} from '../../shared/domain/forms/form-rules.js';
import { catalogueMessage, type ErrorCode, type Language } from '../../shared/errors.js';
import { FORM_NAME_MAX_LENGTH } from '../../shared/domain/forms/form-limits.js';
import { findRequirementsLock } from '../../shared/domain/forms/requirements-lock.js';
import type { ProjectStatus } from '../../shared/domain/projects/project-types.js';
import {
  TENDER_TABLE_DELETE_MAX,
  ZFormDefinition,
  type TFormTotals,
  type TTenderTable,
  type TTenderTableCreate,
  type TRequirementsLock,
  type TTenderTableFromTemplate,
  type TTenderTableLine,
  type TTenderTableSummary,
  type TTenderTableUpdate,
} from '../../shared/schemas/tender-tables.js';
import { AppError, ConflictError } from '../core/app-error.js';
import {
  TenderTable,
  tenderTableClaimKind,
  tenderTableClaimValue as claimed,
  tenderTablesOfProject,
  type TenderTableRecord,
} from '../core/db/entities/tender-table.js';
import { nowIso } from '../core/db/entity.js';
import { assertVersion, batchGet, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { claimedByOther, claimItem, reclaimItems, releaseItem } from '../core/db/unique-claims.js';
import { reachProject } from '../core/project-access.js';
import { countActiveSubmissions, countCompletedSubmissions } from '../core/submissions.js';
import type { SessionContext } from '../core/session.js';
import { templateOfAgency, unpackTemplateContent } from '../core/template-content.js';
import { packDefinition, totalsOf, unpackDefinition } from './form-storage.js';
import { formAudit, formRecord, projectToChange, readableForm } from './tender-table-access.js';
// This code answers with the form codes, the area's own and the library's: their texts must be in the Lambda (decision 026).
import '../../shared/errors/forms.js';
import '../../shared/errors/tender-tables.js';
import '../../shared/errors/library.js';

/** Forms deleted in one transaction: each is its record and its name claim. */
const DELETES_PER_TRANSACTION = 25;
/** Forms copied in one transaction (record and claim each, and the audit event: within DynamoDB's 100). */
const COPIES_PER_TRANSACTION = 40;

const definitionOf = (record: TenderTableRecord): FormDefinition => ({
  ...unpackDefinition(record.definitionGz),
  // Reordering changes the attribute only, so an open editor's version stays good.
  sortOrder: record.sortOrder,
});

const lineOf = (record: TenderTableRecord): TTenderTableLine => ({
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
const auditView = (
  record: Pick<TenderTableRecord, 'name' | 'sortOrder' | 'totals'> & { version?: number },
) => ({
  name: record.name,
  sortOrder: record.sortOrder,
  total: record.totals.total,
  ...(record.version ? { version: record.version } : {}),
});

const formsOfProject = async (customerId: string, projectId: string) =>
  (await queryAll(TenderTable, tenderTablesOfProject(customerId, projectId))).sort(
    (a, b) => a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt),
  );

const nameTaken = (lang: Language) =>
  new AppError('formNameNotUnique', {
    fields: [{ field: 'body.name', code: 'invalid', message: catalogueMessage('formNameNotUnique', lang) }],
  });

/**
 * A column the stored form had and the saved one drops, while a formula of the saved one still uses it:
 * refused as "in use" (spec 2 §5.4) rather than as a formula naming an unknown column.
 */
function assertNoColumnInUseDropped(before: FormDefinition, after: FormDefinition, lang: Language) {
  const kept = new Set(after.columns.map((column) => column.key));
  for (const { key } of before.columns) {
    if (kept.has(key) || columnsReferencing(after, key).length === 0) continue;
    throw new AppError('formColumnInUse', {
      fields: [
        {
          field: 'body.definition.columns',
          code: 'invalid',
          message: catalogueMessage('formColumnInUse', lang),
        },
      ],
      publicDetails: { columnKey: key, referencedBy: columnsReferencing(after, key) },
    });
  }
}

/**
 * A column's type cannot change while active submissions exist (findColumnTypeLock): their entries were
 * typed against it. Submissions are read only when a type changed.
 */
async function assertColumnTypesKept(
  customerId: string,
  projectId: string,
  before: FormDefinition,
  after: FormDefinition,
  lang: Language,
) {
  const changed = changedColumnTypes(before, after);
  if (changed.length === 0) return;
  const activeSubmissions = await countActiveSubmissions(customerId, projectId);
  if (findColumnTypeLock({ before, after, activeSubmissions }))
    throw new AppError('formColumnTypeLocked', {
      fields: [
        {
          field: 'body.definition.columns',
          code: 'invalid',
          message: catalogueMessage('formColumnTypeLocked', lang),
        },
      ],
      publicDetails: { columnKeys: changed, activeSubmissions },
    });
}

/**
 * The engine's rules over the whole form, then its figures: a problem of the form (a formula's cycle, an
 * unknown column, a missing setting) or of a buyer's cell (division by zero, not a number) refuses the save,
 * answering the first one's code with every problem named.
 */
function computeAccepted(definition: FormDefinition, lang: Language) {
  const problems = findFormProblems(definition);
  const first = problems[0];
  if (first)
    throw new AppError(first.code as ErrorCode, {
      fields: problems.map((problem) => ({
        field: `body.definition.${problem.field}`,
        code: 'invalid' as const,
        message: catalogueMessage(problem.code as ErrorCode, lang),
      })),
      publicDetails: { problems },
    });
  const result = computeForm(definition);
  const cellProblems = result.problems.filter(
    (problem) => problem.code === 'formDivisionByZero' || problem.code === 'formNumberInvalid',
  );
  const firstCell = cellProblems[0];
  if (firstCell) throw new AppError(firstCell.code, { publicDetails: { problems: cellProblems } });
  return result;
}

/** The name itself when free in the project, else "Copy of <name>", then "Copy of <name> (2)"... */
export function freeName(name: string, taken: readonly string[], copy: boolean): string {
  if (!copy && !isFormNameTaken(name, taken)) return name;
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const candidate = `${`Copy of ${name}`.slice(0, FORM_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    if (!isFormNameTaken(candidate, taken)) return candidate;
  }
}

/** A cancelled transaction is a taken name when another form holds the claim; otherwise it stands. */
async function explainConflict(
  error: unknown,
  customerId: string,
  projectId: string,
  name: string,
  tenderTableId: string,
  lang: Language,
): Promise<never> {
  if (
    error instanceof ConflictError &&
    (await claimedByOther(customerId, tenderTableClaimKind(projectId), claimed(name), tenderTableId))
  )
    throw nameTaken(lang);
  throw error;
}

/**
 * Why the project's forms may not change, or null: what a save would be refused with (projectToChange), so
 * the screens can show them read-only instead of offering controls the server refuses.
 */
async function lockOf(
  customerId: string,
  project: { projectId: string; status: ProjectStatus },
): Promise<TRequirementsLock> {
  // A closed project is locked whatever its submissions: no need to count them.
  const closed = findRequirementsLock({ projectStatus: project.status, completedSubmissions: 0 });
  if (closed) return closed;
  const completedSubmissions = await countCompletedSubmissions(customerId, project.projectId);
  return findRequirementsLock({ projectStatus: project.status, completedSubmissions });
}

/** GET ?tenderTableId: the form, the engine's figures for the buyer's cells, and the lock. */
export async function findTenderTable(session: SessionContext, tenderTableId: string): Promise<TTenderTable> {
  const { form, project } = await readableForm(session, tenderTableId);
  const definition = definitionOf(form);
  return {
    tenderTableId: form.tenderTableId,
    projectId: form.projectId,
    version: form.version,
    createdAt: form.createdAt,
    updatedAt: form.updatedAt,
    definition,
    result: computeForm(definition),
    lock: await lockOf(session.customerId, project),
  };
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

/** A new record of `definition` in `projectId`, with the engine's figures. */
function newRecord(
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

const nextSortOrder = (forms: readonly TenderTableRecord[]) =>
  forms.reduce((max, form) => Math.max(max, form.sortOrder + 1), 0);

/** POST: an empty form at the end of the project's list. */
export async function createTenderTable(
  session: SessionContext,
  input: TTenderTableCreate,
  lang: Language,
): Promise<TTenderTableLine> {
  const { customerId } = session;
  await projectToChange(session, input.projectId);
  const forms = await formsOfProject(customerId, input.projectId);
  if (
    isFormNameTaken(
      input.name,
      forms.map((form) => form.name),
    )
  )
    throw nameTaken(lang);
  const definition: FormDefinition = {
    name: input.name,
    tableType: input.tableType,
    mandatory: input.mandatory,
    sortOrder: nextSortOrder(forms),
    columns: [],
    rows: [],
    maximumOptionalRows: 0,
    allowBidderRows: false,
    includeSubtotal: false,
    includeInSummary: input.includeInSummary,
    headingText: '',
    footerText: '',
    instructionsText: '',
    introductionText: '',
  };
  const record = newRecord(session, input.projectId, definition, totalsOf(computeAccepted(definition, lang)));
  try {
    await transactAudited(
      {
        ...formAudit(session, input.projectId, record.tenderTableId, 'addTenderTable'),
        after: auditView(record),
      },
      [
        tx.create(TenderTable, record),
        claimItem(
          customerId,
          tenderTableClaimKind(input.projectId),
          claimed(record.name),
          record.tenderTableId,
        ),
      ],
    );
  } catch (error) {
    return explainConflict(error, customerId, input.projectId, record.name, record.tenderTableId, lang);
  }
  return lineOf(record);
}

/**
 * POST FromTemplate: a new form in the project from a library bid-form template, under the name given
 * (unique in the project, as a new form's), at the end of the list; the engine runs on it as on a save.
 */
export async function createTenderTableFromTemplate(
  session: SessionContext,
  projectId: string,
  input: TTenderTableFromTemplate,
  lang: Language,
): Promise<TTenderTableLine> {
  const { customerId } = session;
  await projectToChange(session, projectId);
  const template = await templateOfAgency(session, input.onlineSubmissionTemplateId);
  if (template.groupName !== 'tenderTable') throw new AppError('formTemplateExpected');
  const forms = await formsOfProject(customerId, projectId);
  if (
    isFormNameTaken(
      input.name,
      forms.map((form) => form.name),
    )
  )
    throw nameTaken(lang);
  // The library stored { definition } after the same schema accepted it (shared/schemas/library-templates.ts).
  const stored = unpackTemplateContent(template.contentGz) as { definition: unknown };
  const definition: FormDefinition = {
    ...ZFormDefinition.parse(stored.definition),
    name: input.name,
    sortOrder: nextSortOrder(forms),
  };
  const record = newRecord(session, projectId, definition, totalsOf(computeAccepted(definition, lang)));
  try {
    await transactAudited(
      {
        ...formAudit(session, projectId, record.tenderTableId, 'addTenderTableFromTemplate'),
        after: { ...auditView(record), fromTemplate: template.name },
      },
      [
        tx.create(TenderTable, record),
        claimItem(customerId, tenderTableClaimKind(projectId), claimed(record.name), record.tenderTableId),
      ],
    );
  } catch (error) {
    return explainConflict(error, customerId, projectId, record.name, record.tenderTableId, lang);
  }
  return lineOf(record);
}

/**
 * PUT: the whole form at the version it was read. The engine runs here; a body's figures that differ from
 * its are refused with the engine's figures in the answer, and nothing is stored.
 */
export async function updateTenderTable(
  session: SessionContext,
  input: TTenderTableUpdate,
  lang: Language,
): Promise<TTenderTable> {
  const { customerId } = session;
  const current = await formRecord(session, input.tenderTableId);
  await projectToChange(session, current.projectId);
  assertVersion(current, input.version);
  const definition: FormDefinition = { ...input.definition, sortOrder: current.sortOrder };
  const stored = unpackDefinition(current.definitionGz);
  assertNoColumnInUseDropped(stored, definition, lang);
  await assertColumnTypesKept(customerId, current.projectId, stored, definition, lang);
  const result = computeAccepted(definition, lang);
  const totals = totalsOf(result);
  const mismatched = input.totals ? findTotalMismatch(input.totals, result) : [];
  if (mismatched.length > 0)
    throw new AppError('formTotalMismatch', { publicDetails: { mismatched, totals } });
  const others = (await formsOfProject(customerId, current.projectId)).filter(
    (form) => form.tenderTableId !== current.tenderTableId,
  );
  if (
    isFormNameTaken(
      definition.name,
      others.map((form) => form.name),
    )
  )
    throw nameTaken(lang);
  const set = {
    name: definition.name,
    tableType: definition.tableType,
    mandatory: definition.mandatory,
    includeInSummary: definition.includeInSummary,
    definitionGz: packDefinition(definition),
    totals,
    updatedBy: session.userId,
  };
  try {
    await transactAudited(
      {
        ...formAudit(session, current.projectId, current.tenderTableId, 'updateTenderTable'),
        before: auditView(current),
        after: auditView({ ...current, ...set, version: current.version + 1 }),
      },
      [
        tx.updateVersioned(TenderTable, current, { set }),
        ...reclaimItems(
          customerId,
          tenderTableClaimKind(current.projectId),
          claimed(current.name),
          claimed(definition.name),
          current.tenderTableId,
        ),
      ],
    );
  } catch (error) {
    return explainConflict(
      error,
      customerId,
      current.projectId,
      definition.name,
      current.tenderTableId,
      lang,
    );
  }
  const saved = await getItem(TenderTable, { customerId, tenderTableId: current.tenderTableId });
  if (!saved) throw new AppError('tenderTableNotFound');
  return {
    tenderTableId: saved.tenderTableId,
    projectId: saved.projectId,
    version: saved.version,
    createdAt: saved.createdAt,
    updatedAt: saved.updatedAt,
    definition: definitionOf(saved),
    result,
    // projectToChange let the save through: the forms are not locked.
    lock: null,
  };
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
