/**
 * The agency's library of online submission templates (docs/product/tender.md#submission-requirements;
 * decision 043): templates grouped by what they become in a project, listed and searched by group, changed at
 * the version read. Names are unique within a group ignoring case, through a unique-value claim in the
 * template's transaction; every change carries its audit event.
 */
import { randomUUID } from 'node:crypto';
import {
  matchesTemplateSearch,
  templateNameKey,
  TEMPLATES_PER_GROUP_MAX,
  type TemplateGroup,
} from '../../shared/domain/library/templates.js';
import type {
  TTemplate,
  TTemplateBody,
  TTemplateCreate,
  TTemplateLine,
  TTemplateSearchQuery,
  TTemplateUpdate,
} from '../../shared/schemas/library-templates.js';
import { fieldMessage, type Language } from '../../shared/errors.js';
import { AppError, ConflictError, ValidationError } from '../core/app-error.js';
import {
  OnlineSubmissionTemplate,
  templateClaimKind,
  templatesOfAgency,
  type OnlineSubmissionTemplateRecord as TemplateRecord,
} from '../core/db/entities/online-submission-template.js';
import { nowIso } from '../core/clock.js';
import { assertVersion, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { claimItem, explainClaimConflict, reclaimItems, releaseItem } from '../core/db/unique-claims.js';
import type { SessionContext } from '../core/session.js';
import {
  packTemplateContent,
  templateOfAgency,
  unpackTemplateContent,
} from '../core/forms/template-content.js';

const pack = (content: TTemplateBody['content']) => packTemplateContent(content);
const unpack = unpackTemplateContent;

const lineOf = (record: TemplateRecord): TTemplateLine => ({
  onlineSubmissionTemplateId: record.onlineSubmissionTemplateId,
  groupName: record.groupName,
  name: record.name,
  version: record.version,
  updatedAt: record.updatedAt,
});

const templateOf = (record: TemplateRecord): TTemplate => ({
  ...lineOf(record),
  createdAt: record.createdAt,
  template: {
    groupName: record.groupName,
    name: record.name,
    content: unpack(record.contentGz),
  } as TTemplateBody,
});

/** What an audit event keeps of a template: not its content (a form may be 1,000 rows). */
const auditView = (record: Pick<TemplateRecord, 'groupName' | 'name'> & { version?: number }) => ({
  groupName: record.groupName,
  name: record.name,
  ...(record.version ? { version: record.version } : {}),
});

const audit = (session: SessionContext, templateId: string, action: string) => ({
  customerId: session.customerId,
  actorId: session.userId,
  entityType: 'onlineSubmissionTemplate',
  entityId: templateId,
  action,
});

const findRecord = templateOfAgency;

const groupRecords = (customerId: string, groupName?: TemplateGroup) =>
  queryAll(OnlineSubmissionTemplate, templatesOfAgency(customerId, groupName));

/** A cancelled transaction is a taken name when another template holds the claim; otherwise it stands. */
async function explainConflict(
  error: unknown,
  session: SessionContext,
  body: TTemplateBody,
  ownerId: string,
) {
  if (error instanceof ConflictError)
    await explainClaimConflict(session.customerId, ownerId, [
      {
        kind: templateClaimKind(body.groupName),
        value: templateNameKey(body.name),
        code: 'templateNameNotUnique',
      },
    ]);
  throw error;
}

/** GET All: the library's lines, of one group or of all, by group then name. */
export async function listTemplates(
  session: SessionContext,
  groupName?: TemplateGroup,
): Promise<TTemplateLine[]> {
  return (await groupRecords(session.customerId, groupName)).map(lineOf);
}

/** GET Search: one group's lines whose name holds every keyword (matchesTemplateSearch). */
export async function searchTemplates(
  session: SessionContext,
  query: TTemplateSearchQuery,
): Promise<TTemplateLine[]> {
  return (await groupRecords(session.customerId, query.groupName))
    .filter((record) => matchesTemplateSearch(record.name, query.keywords ?? ''))
    .map(lineOf);
}

/** GET one: the template with its content. */
export async function findTemplate(session: SessionContext, templateId: string): Promise<TTemplate> {
  return templateOf(await findRecord(session, templateId));
}

/** POST: a new template, its name claimed in its group in the same transaction. */
export async function createTemplate(session: SessionContext, body: TTemplateCreate): Promise<TTemplate> {
  const existing = await groupRecords(session.customerId, body.groupName);
  if (existing.some((record) => templateNameKey(record.name) === templateNameKey(body.name)))
    throw new AppError('templateNameNotUnique', { details: { groupName: body.groupName } });
  if (existing.length >= TEMPLATES_PER_GROUP_MAX)
    throw new AppError('templateLimitReached', {
      details: { groupName: body.groupName, max: TEMPLATES_PER_GROUP_MAX },
    });
  const now = nowIso();
  const record = OnlineSubmissionTemplate.schema.parse({
    customerId: session.customerId,
    onlineSubmissionTemplateId: randomUUID(),
    groupName: body.groupName,
    name: body.name,
    contentGz: pack(body.content),
    createdBy: session.userId,
    updatedBy: session.userId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  try {
    await transactAudited(
      { ...audit(session, record.onlineSubmissionTemplateId, 'addTemplate'), after: auditView(record) },
      [
        tx.create(OnlineSubmissionTemplate, record),
        claimItem(
          session.customerId,
          templateClaimKind(body.groupName),
          templateNameKey(body.name),
          record.onlineSubmissionTemplateId,
        ),
      ],
    );
  } catch (error) {
    await explainConflict(error, session, body, record.onlineSubmissionTemplateId);
  }
  return templateOf(record);
}

/** PUT: the name and content at the version read; the group is the template's for good. */
export async function updateTemplate(
  session: SessionContext,
  input: TTemplateUpdate,
  lang: Language,
): Promise<TTemplate> {
  const current = await findRecord(session, input.onlineSubmissionTemplateId);
  assertVersion(current, input.version);
  const body = input.template;
  if (body.groupName !== current.groupName)
    throw new ValidationError([
      { field: 'body.template.groupName', code: 'invalidValue', message: fieldMessage('invalidValue', lang) },
    ]);
  const set = { name: body.name, contentGz: pack(body.content), updatedBy: session.userId };
  try {
    await transactAudited(
      {
        ...audit(session, current.onlineSubmissionTemplateId, 'updateTemplate'),
        before: auditView(current),
        after: auditView({ ...current, ...set, version: current.version + 1 }),
      },
      [
        tx.updateVersioned(OnlineSubmissionTemplate, current, { set }),
        ...reclaimItems(
          session.customerId,
          templateClaimKind(current.groupName),
          templateNameKey(current.name),
          templateNameKey(body.name),
          current.onlineSubmissionTemplateId,
        ),
      ],
    );
  } catch (error) {
    await explainConflict(error, session, body, current.onlineSubmissionTemplateId);
  }
  return findTemplate(session, current.onlineSubmissionTemplateId);
}

/** DELETE: the template and its name's claim; the group named must be the template's. */
export async function deleteTemplate(
  session: SessionContext,
  templateId: string,
  groupName: TemplateGroup,
): Promise<void> {
  const current = await findRecord(session, templateId);
  if (current.groupName !== groupName)
    throw new AppError('templateNotFound', {
      details: { onlineSubmissionTemplateId: templateId, groupName },
    });
  await transactAudited({ ...audit(session, templateId, 'deleteTemplate'), before: auditView(current) }, [
    tx.delete(OnlineSubmissionTemplate, {
      customerId: session.customerId,
      onlineSubmissionTemplateId: templateId,
    }),
    releaseItem(
      session.customerId,
      templateClaimKind(current.groupName),
      templateNameKey(current.name),
      templateId,
    ),
  ]);
}
