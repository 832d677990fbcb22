/**
 * Build → submission requirements (docs/product/tender.md#submission-requirements; decision 039): a project's
 * settings record (the sections used and their settings, saved whole at a version; the defaults at version 0
 * until the first save) and the items of its list sections (document uploads, instructions, questions, bonds
 * and securities, terms). Titles are unique within a section ignoring case, through a unique-value claim in
 * the item's transaction. Nothing changes while the requirements are locked (the project closed, or completed
 * submissions exist: shared/domain/forms/requirements-lock.ts); every change carries its audit event on
 * the project, which its activity feed shows.
 */
import { randomUUID } from 'node:crypto';
import { findRequirementsLock } from '../../shared/domain/forms/requirements-lock.js';
import {
  defaultRequirementSettings,
  findIncompleteRequirementSections,
  findRequirementItemProblem,
  isSpecificationTitleValid,
  REQUIREMENT_ITEM_KINDS,
  requirementTitleKey,
  type RequirementItemKind,
  type RequirementItemProblem,
} from '../../shared/domain/projects/submission-requirements.js';
import { catalogueMessage, fieldMessage, type Language } from '../../shared/errors.js';
import {
  ZRequirementItemBody,
  type TRequirementItem,
  type TRequirementItemBody,
  type TRequirementItemCreate,
  type TRequirementItemUpdate,
  type TRequirementSettings,
  type TRequirementSettingsUpdate,
  type TSubmissionRequirements,
} from '../../shared/schemas/submission-requirements.js';
import { AppError, ConflictError, ValidationError } from '../core/app-error.js';
import { projectAudit, projectToChange } from '../core/projects/build-access.js';
import {
  SubmissionRequirement,
  SubmissionRequirementSettings,
  type SubmissionRequirementRecord,
} from '../core/db/entities/submission-requirement.js';
import {
  requirementClaimKind,
  requirementItemsOfProject,
} from '../core/db/entities/submission-requirement-keys.js';
import { nowIso } from '../core/clock.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { claimedByOther, claimItem, reclaimItems, releaseItem } from '../core/db/unique-claims.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { countCompletedSubmissions } from '../core/forms/submission-counts.js';
import { formCountsOfProject } from '../core/forms/submission-requirement-facts.js';
import { templateOfAgency, unpackTemplateContent } from '../core/forms/template-content.js';

type ProjectHeaderView = Awaited<ReturnType<typeof reachProject>>['project'];

const kindRank = (kind: RequirementItemKind) => REQUIREMENT_ITEM_KINDS.indexOf(kind);
const byKindThenOrder = (a: SubmissionRequirementRecord, b: SubmissionRequirementRecord) =>
  kindRank(a.kind) - kindRank(b.kind) || a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt);

/** Written only after the route's schema accepted the title and content of the item's kind. */
const toDto = ({
  customerId: _customerId,
  createdBy: _createdBy,
  updatedBy: _updatedBy,
  ...item
}: SubmissionRequirementRecord): TRequirementItem => item as TRequirementItem;

/** What an audit event keeps of an item: not its content (an instruction may be pages). */
const auditView = (item: Pick<SubmissionRequirementRecord, 'kind' | 'title' | 'sortOrder'>) => ({
  kind: item.kind,
  title: item.title,
  sortOrder: item.sortOrder,
});

const itemRecords = async (customerId: string, projectId: string) =>
  (await queryAll(SubmissionRequirement, requirementItemsOfProject(customerId, projectId))).sort(
    byKindThenOrder,
  );

/** undefined values are not stored: the settings keep only what the schema's output holds. */
const storable = (settings: TRequirementSettings) =>
  JSON.parse(JSON.stringify(settings)) as TRequirementSettings;

/** The whole edit view of a project the caller reaches. */
async function viewOf(customerId: string, project: ProjectHeaderView): Promise<TSubmissionRequirements> {
  const { projectId } = project;
  const [record, items, forms, completedSubmissions] = await Promise.all([
    getItem(SubmissionRequirementSettings, { customerId, projectId }),
    itemRecords(customerId, projectId),
    formCountsOfProject(customerId, projectId),
    countCompletedSubmissions(customerId, projectId),
  ]);
  const settings = record?.settings ?? defaultRequirementSettings();
  return {
    projectId,
    settings,
    settingsVersion: record?.version ?? 0,
    items: items.map(toDto),
    forms,
    lock: findRequirementsLock({ projectStatus: project.status, completedSubmissions }),
    completedSubmissions,
    incompleteSections: findIncompleteRequirementSections(settings, items, forms),
  };
}

/** A project whose requirements the caller may change now: refused with the lock's code when locked. */
async function editableProject(session: SessionContext, projectId: string) {
  const project = await projectToChange(session, projectId);
  const completedSubmissions = await countCompletedSubmissions(session.customerId, projectId);
  const lock = findRequirementsLock({ projectStatus: project.status, completedSubmissions });
  if (lock) throw new AppError(lock);
  return project;
}

const atTitle = (code: RequirementItemProblem, lang: Language, field = 'body.title') =>
  new AppError(code, { fields: [{ field, code: 'invalid', message: catalogueMessage(code, lang) }] });

/** A cancelled transaction is a taken title when another item holds the claim; otherwise it stands. */
async function explainConflict(
  error: unknown,
  customerId: string,
  projectId: string,
  item: Pick<SubmissionRequirementRecord, 'kind' | 'title' | 'submissionRequirementId'>,
  lang: Language,
  field?: string,
): Promise<never> {
  if (
    error instanceof ConflictError &&
    error.details?.expected === undefined &&
    (await claimedByOther(
      customerId,
      requirementClaimKind(projectId, item.kind),
      requirementTitleKey(item.title),
      item.submissionRequirementId,
    ))
  )
    throw atTitle('requirementTitleNotUnique', lang, field);
  throw error;
}

// ------------------------------------------------------------------------------------------------ settings

/** GET: the whole edit view. */
export async function findSubmissionRequirements(
  session: SessionContext,
  projectId: string,
): Promise<TSubmissionRequirements> {
  const { project } = await reachProject(session, projectId);
  return viewOf(session.customerId, project);
}

/** PUT: the whole settings record at the version read (0: never saved, so created now). */
export async function updateRequirementSettings(
  session: SessionContext,
  projectId: string,
  input: TRequirementSettingsUpdate,
  lang: Language,
): Promise<TSubmissionRequirements> {
  const { customerId } = session;
  const project = await editableProject(session, projectId);
  const settings = storable(input.settings);
  if (!isSpecificationTitleValid(settings.specifications.title ?? ''))
    throw new AppError('specificationTitleInvalid', {
      fields: [
        {
          field: 'body.settings.specifications.title',
          code: 'invalid',
          message: catalogueMessage('specificationTitleInvalid', lang),
        },
      ],
    });
  const current = await getItem(SubmissionRequirementSettings, { customerId, projectId });
  assertVersion(current ?? { version: 0 }, input.version);
  const audit = {
    ...projectAudit(session, projectId, 'updateRequirementSettings'),
    before: current?.settings ?? defaultRequirementSettings(),
    after: settings,
  };
  await transactAudited(audit, [
    current
      ? tx.updateVersioned(SubmissionRequirementSettings, current, { set: { settings } })
      : // A first save: another first save in between cancels this one (409), as a stale version does.
        tx.create(
          SubmissionRequirementSettings,
          SubmissionRequirementSettings.schema.parse({ customerId, projectId, settings, version: 1 }),
        ),
  ]);
  return viewOf(customerId, project);
}

// --------------------------------------------------------------------------------------------------- items

/** A new item of `body` at the end of its section, its title claimed in the same transaction. */
async function insertItem(
  session: SessionContext,
  projectId: string,
  body: TRequirementItemBody,
  lang: Language,
  action: string,
  extraAudit: Record<string, unknown> = {},
): Promise<TRequirementItem> {
  const { customerId } = session;
  const sameKind = (await itemRecords(customerId, projectId)).filter((item) => item.kind === body.kind);
  const problem = findRequirementItemProblem(
    body.kind,
    body.title,
    sameKind.map((item) => item.title),
    true,
  );
  if (problem) throw atTitle(problem, lang);
  const now = nowIso();
  const item = SubmissionRequirement.schema.parse({
    customerId,
    projectId,
    submissionRequirementId: randomUUID(),
    kind: body.kind,
    title: body.title,
    content: body.content,
    sortOrder: sameKind.reduce((max, other) => Math.max(max, other.sortOrder + 1), 0),
    createdBy: session.userId,
    updatedBy: session.userId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  try {
    await transactAudited(
      { ...projectAudit(session, projectId, action), after: { ...auditView(item), ...extraAudit } },
      [
        tx.create(SubmissionRequirement, item),
        claimItem(
          customerId,
          requirementClaimKind(projectId, item.kind),
          requirementTitleKey(item.title),
          item.submissionRequirementId,
        ),
      ],
    );
  } catch (error) {
    return explainConflict(error, customerId, projectId, item, lang);
  }
  return toDto(item);
}

/** POST Items: a new item at the end of its section. */
export async function addRequirementItem(
  session: SessionContext,
  projectId: string,
  input: TRequirementItemCreate,
  lang: Language,
): Promise<TRequirementItem> {
  await editableProject(session, projectId);
  return insertItem(session, projectId, input, lang, 'addRequirementItem');
}

/** POST Items/FromTemplate: a copy of a library template (not a bid form's) as a new item, titled with its name. */
export async function addRequirementItemFromTemplate(
  session: SessionContext,
  projectId: string,
  onlineSubmissionTemplateId: string,
  lang: Language,
): Promise<TRequirementItem> {
  await editableProject(session, projectId);
  const template = await templateOfAgency(session, onlineSubmissionTemplateId);
  if (template.groupName === 'tenderTable') throw new AppError('requirementTemplateIsForm');
  // The library stored the content with the requirement's own shape (shared/schemas/requirement-content.ts).
  const body = ZRequirementItemBody.parse({
    kind: template.groupName,
    title: template.name,
    content: unpackTemplateContent(template.contentGz),
  });
  return insertItem(session, projectId, body, lang, 'addRequirementItemFromTemplate', {
    fromTemplate: template.name,
  });
}

/** PUT Items: an item's title and content at the version read; its kind never changes. */
export async function updateRequirementItem(
  session: SessionContext,
  projectId: string,
  input: TRequirementItemUpdate,
  lang: Language,
): Promise<TRequirementItem> {
  const { customerId } = session;
  await editableProject(session, projectId);
  const key = { customerId, projectId, submissionRequirementId: input.submissionRequirementId };
  const records = await itemRecords(customerId, projectId);
  const current = records.find((item) => item.submissionRequirementId === input.submissionRequirementId);
  if (!current) throw new AppError('requirementNotFound');
  const body = input.item;
  if (body.kind !== current.kind)
    throw new ValidationError([
      { field: 'body.item.kind', code: 'invalidValue', message: fieldMessage('invalidValue', lang) },
    ]);
  assertVersion(current, input.version);
  const others = records.filter((item) => item !== current && item.kind === current.kind);
  const problem = findRequirementItemProblem(
    body.kind,
    body.title,
    others.map((item) => item.title),
    false,
  );
  if (problem) throw atTitle(problem, lang, 'body.item.title');
  const set = { title: body.title, content: body.content, updatedBy: session.userId };
  try {
    await transactAudited(
      {
        ...projectAudit(session, projectId, 'updateRequirementItem'),
        before: auditView(current),
        after: auditView({ ...current, title: body.title }),
      },
      [
        tx.updateVersioned(SubmissionRequirement, current, { set }),
        ...reclaimItems(
          customerId,
          requirementClaimKind(projectId, current.kind),
          requirementTitleKey(current.title),
          requirementTitleKey(body.title),
          current.submissionRequirementId,
        ),
      ],
    );
  } catch (error) {
    if (error instanceof ConflictError && !(await getItem(SubmissionRequirement, key)))
      throw new AppError('requirementNotFound', { cause: error });
    return explainConflict(
      error,
      customerId,
      projectId,
      { ...current, title: body.title },
      lang,
      'body.item.title',
    );
  }
  const saved = await getItem(SubmissionRequirement, key);
  if (!saved) throw new AppError('requirementNotFound');
  return toDto(saved);
}

/** DELETE Items: removes an item and frees its title in its section. */
export async function removeRequirementItem(
  session: SessionContext,
  projectId: string,
  submissionRequirementId: string,
): Promise<void> {
  const { customerId } = session;
  await editableProject(session, projectId);
  const current = await getItem(SubmissionRequirement, { customerId, projectId, submissionRequirementId });
  if (!current) throw new AppError('requirementNotFound');
  await transactAudited(
    { ...projectAudit(session, projectId, 'removeRequirementItem'), before: auditView(current) },
    [
      tx.delete(SubmissionRequirement, current, {
        expression: '#ver = :version',
        names: { '#ver': 'version' },
        values: { ':version': current.version },
      }),
      releaseItem(
        customerId,
        requirementClaimKind(projectId, current.kind),
        requirementTitleKey(current.title),
        submissionRequirementId,
      ),
    ],
  );
}

/** PUT Items/SortOrder: one section's items in the order given, which must name each of them once. */
export async function sortRequirementItems(
  session: SessionContext,
  projectId: string,
  kind: RequirementItemKind,
  ids: readonly string[],
): Promise<TRequirementItem[]> {
  await editableProject(session, projectId);
  const items = (await itemRecords(session.customerId, projectId)).filter((item) => item.kind === kind);
  const byId = new Map(items.map((item) => [item.submissionRequirementId, item]));
  if (new Set(ids).size !== ids.length || ids.length !== items.length)
    throw new AppError('requirementSortOrderInvalid');
  const ordered = ids.map((id, sortOrder) => {
    const item = byId.get(id);
    if (!item) throw new AppError('requirementSortOrderInvalid');
    return { ...item, sortOrder };
  });
  const moved = ordered.filter(
    (item) => byId.get(item.submissionRequirementId)?.sortOrder !== item.sortOrder,
  );
  // Reordering changes sortOrder alone, so an open editor's version stays good (as forms do).
  if (moved.length > 0)
    await transactAudited(
      {
        ...projectAudit(session, projectId, 'sortRequirementItems'),
        after: { kind, titles: ordered.map((item) => item.title) },
      },
      [],
      moved.map((item) => tx.update(SubmissionRequirement, item, { set: { sortOrder: item.sortOrder } })),
    );
  return ordered.map(toDto);
}
