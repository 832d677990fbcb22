/**
 * Build → compliance (hasCompliancy; docs/product/projects.md#publication; decision 032): the requirements a
 * supplier must meet, each a titled item, mandatory or not. Titles are unique in a project ignoring case,
 * through a unique-value claim in the item's transaction; items change only while the project is a draft or
 * a template (canChangeComplianceItems); every change carries its audit event on the project.
 */
import { randomUUID } from 'node:crypto';
import { canChangeComplianceItems, findComplianceProblem } from '../../shared/domain/projects/compliance.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import type {
  TComplianceItem,
  TComplianceItemCreate,
  TComplianceItemUpdate,
} from '../../shared/schemas/project-build.js';
import { AppError, ConflictError } from '../core/app-error.js';
import {
  complianceClaimKind,
  complianceItemsOfProject,
  ProjectComplianceItem,
  type ProjectComplianceItemRecord,
} from '../core/db/entities/project-compliance-item.js';
import { nowIso } from '../core/clock.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { claimedByOther, claimItem, reclaimItems, releaseItem } from '../core/db/unique-claims.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';
import { projectAudit, projectToChange } from '../core/projects/build-access.js';

const toDto = ({ customerId: _customerId, ...item }: ProjectComplianceItemRecord): TComplianceItem => item;

const itemRecords = (customerId: string, projectId: string) =>
  queryAll(ProjectComplianceItem, complianceItemsOfProject(customerId, projectId));

/** GET: the project's items in the order they were added. */
export async function findComplianceItems(
  session: SessionContext,
  projectId: string,
): Promise<TComplianceItem[]> {
  await reachProject(session, projectId);
  const records = await itemRecords(session.customerId, projectId);
  return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(toDto);
}

const atTitle = (code: 'complianceTitleExists' | 'complianceItemsTooMany', lang: Language) =>
  new AppError(code, {
    fields: [{ field: 'body.title', code: 'invalid', message: catalogueMessage(code, lang) }],
  });

async function editableProject(session: SessionContext, projectId: string): Promise<void> {
  const project = await projectToChange(session, projectId);
  if (!canChangeComplianceItems(project.status)) throw new AppError('complianceLocked');
}

/** A cancelled transaction is a taken title when another item holds the claim; otherwise it stands. */
async function explainConflict(
  error: unknown,
  session: SessionContext,
  projectId: string,
  title: string,
  complianceId: string,
  lang: Language,
): Promise<never> {
  if (
    error instanceof ConflictError &&
    error.details?.expected === undefined &&
    (await claimedByOther(session.customerId, complianceClaimKind(projectId), title, complianceId))
  )
    throw atTitle('complianceTitleExists', lang);
  throw error;
}

/** POST: adds a compliance item. */
export async function addComplianceItem(
  session: SessionContext,
  projectId: string,
  input: TComplianceItemCreate,
  lang: Language,
): Promise<TComplianceItem> {
  const { customerId } = session;
  await editableProject(session, projectId);
  const others = (await itemRecords(customerId, projectId)).map((item) => item.title);
  const problem = findComplianceProblem(input.title, others, true);
  if (problem) throw atTitle(problem, lang);
  const now = nowIso();
  const item = ProjectComplianceItem.schema.parse({
    customerId,
    projectId,
    complianceId: randomUUID(),
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    mandatory: input.mandatory,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  try {
    await transactAudited({ ...projectAudit(session, projectId, 'addComplianceItem'), after: toDto(item) }, [
      tx.create(ProjectComplianceItem, item),
      claimItem(customerId, complianceClaimKind(projectId), item.title, item.complianceId),
    ]);
  } catch (error) {
    return explainConflict(error, session, projectId, item.title, item.complianceId, lang);
  }
  return toDto(item);
}

/** PUT: changes an item at the version it was read. */
export async function updateComplianceItem(
  session: SessionContext,
  projectId: string,
  input: TComplianceItemUpdate,
  lang: Language,
): Promise<TComplianceItem> {
  const { customerId } = session;
  await editableProject(session, projectId);
  const key = { customerId, projectId, complianceId: input.complianceId };
  const records = await itemRecords(customerId, projectId);
  const current = records.find((item) => item.complianceId === input.complianceId);
  if (!current) throw new AppError('complianceItemNotFound');
  assertVersion(current, input.version);
  const others = records.filter((item) => item !== current).map((item) => item.title);
  const problem = findComplianceProblem(input.title, others, false);
  if (problem) throw atTitle(problem, lang);
  const set = {
    title: input.title,
    mandatory: input.mandatory,
    ...(input.description ? { description: input.description } : {}),
  };
  const remove = input.description ? [] : (['description'] as const);
  try {
    await transactAudited(
      {
        ...projectAudit(session, projectId, 'updateComplianceItem'),
        before: toDto(current),
        after: { complianceId: current.complianceId, ...set },
      },
      [
        tx.updateVersioned(ProjectComplianceItem, current, { set, remove: [...remove] }),
        ...reclaimItems(
          customerId,
          complianceClaimKind(projectId),
          current.title,
          input.title,
          current.complianceId,
        ),
      ],
    );
  } catch (error) {
    if (error instanceof ConflictError && !(await getItem(ProjectComplianceItem, key)))
      throw new AppError('complianceItemNotFound', { cause: error });
    return explainConflict(error, session, projectId, input.title, current.complianceId, lang);
  }
  const saved = await getItem(ProjectComplianceItem, key);
  if (!saved) throw new AppError('complianceItemNotFound');
  return toDto(saved);
}

/** DELETE: removes an item and frees its title. */
export async function removeComplianceItem(
  session: SessionContext,
  projectId: string,
  complianceId: string,
): Promise<void> {
  const { customerId } = session;
  await editableProject(session, projectId);
  const key = { customerId, projectId, complianceId };
  const current = await getItem(ProjectComplianceItem, key);
  if (!current) throw new AppError('complianceItemNotFound');
  await transactAudited(
    { ...projectAudit(session, projectId, 'removeComplianceItem'), before: toDto(current) },
    [
      tx.delete(ProjectComplianceItem, key, {
        expression: '#ver = :version',
        names: { '#ver': 'version' },
        values: { ':version': current.version },
      }),
      releaseItem(customerId, complianceClaimKind(projectId), current.title, complianceId),
    ],
  );
}
