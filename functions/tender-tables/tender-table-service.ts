/**
 * Bid forms (tender tables, docs/product/tender.md#price-forms; decision 037), the routes that need the
 * calculation engine: a form read with the engine's figures, an empty form or one from a library template
 * added, and a form saved whole at a version with the engine run again by the server (whatever figures the
 * browser sent are only compared, never stored). The list, search, copies, deletes and reordering are the
 * tender-table-lists group's, in a Lambda without the engine. Names are unique in the project ignoring case
 * through a unique-value claim in the form's transaction; every change carries its audit event with the
 * project's id.
 */
import { computeForm, findTotalMismatch } from '../../shared/domain/forms/form-engine.js';
import type { FormDefinition } from '../../shared/domain/forms/form-model.js';
import { changedColumnTypes, findColumnTypeLock } from '../../shared/domain/forms/requirements-lock.js';
import { columnsReferencing, findFormProblems } from '../../shared/domain/forms/form-rules.js';
import { isFormNameTaken } from '../../shared/domain/forms/form-names.js';
import { catalogueMessage, type ErrorCode, type Language } from '../../shared/errors.js';
import {
  ZFormDefinition,
  type TTenderTable,
  type TTenderTableCreate,
  type TTenderTableFromTemplate,
  type TTenderTableLine,
  type TTenderTableUpdate,
} from '../../shared/schemas/tender-tables.js';
import { AppError } from '../core/app-error.js';
import { TenderTable } from '../core/db/entities/tender-table.js';
import {
  tenderTableClaimKind,
  tenderTableClaimValue as claimed,
} from '../core/db/entities/tender-table-keys.js';
import { assertVersion, getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { claimItem, reclaimItems } from '../core/db/unique-claims.js';
import { packDefinition, totalsOf, unpackDefinition } from '../core/forms/form-storage.js';
import { countActiveSubmissions } from '../core/forms/submission-counts.js';
import type { SessionContext } from '../core/session.js';
import { formAudit, formRecord, projectToChange, readableForm } from '../core/forms/tender-table-access.js';
import {
  auditView,
  definitionOf,
  explainConflict,
  formsOfProject,
  lineOf,
  lockOf,
  nameTaken,
  newRecord,
  nextSortOrder,
} from '../core/forms/tender-table-records.js';
import { templateOfAgency, unpackTemplateContent } from '../core/forms/template-content.js';

/**
 * A column the stored form had and the saved one drops, while a formula of the saved one still uses it:
 * refused as "in use" (docs/product/tender.md#price-forms) rather than as a formula naming an unknown column.
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
