/**
 * Creating, reading and saving projects (POST, GET and PUT Projects, POST Projects/Copy;
 * docs/product/projects.md#types). The rules are the domain's (shared/domain/projects); this file loads,
 * decides with them and writes.
 */
import { randomUUID } from 'node:crypto';
import { AppError } from '../core/app-error.js';
import { now } from '../core/clock.js';
import type { ProjectItem } from '../core/db/entities/project.js';
import { PROJECT_NUMBER_CLAIM } from '../core/db/entities/project-number-counter.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { assertVersion, type Changes } from '../core/db/ops.js';
import { tx } from '../core/db/transaction.js';
import { copyFormsAndInstructions } from './forms-and-instructions-copy.js';
import { logger } from '../core/logger.js';
import { cancelSchedule, scheduleAt } from '../core/one-time-schedules.js';
import type { SessionContext } from '../core/session.js';
import {
  notifyBidders,
  planWithdrawal,
  withdrawalConflictOf,
  type WithdrawalPlan,
} from '../core/submissions/submission-withdrawal.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import {
  findContractDateProblems,
  findContractNoticeProblem,
  findProjectDateProblems,
  PROJECT_DATE_FIELDS,
  storedProjectDates,
} from '../../shared/domain/projects/project-dates.js';
import { transitionProject } from '../../shared/domain/projects/project-lifecycle.js';
import { asksClosingNotice, projectStatusAt } from '../../shared/domain/projects/closing.js';
import { promptPayWithdraws } from '../../shared/domain/submissions/withdrawal.js';
import { hasForbiddenNumberCharacters } from '../../shared/domain/projects/project-number.js';
import {
  canCreateProject,
  canCreateTemplateFrom,
  canEditTemplate,
  type ProjectUser,
} from '../../shared/domain/projects/project-rights.js';
import {
  creationKindOf,
  INITIAL_PROJECT_PHASE,
  initialProjectStatus,
} from '../../shared/domain/projects/project-types.js';
import type { TProjectCreate, TProjectUpdate, TProjectView } from '../../shared/schemas/projects.js';
import { claimValue, insertProject, type NewProject } from './project-number-service.js';
import {
  assertProjectReferences,
  lifecycleProjectOf,
  loadProject,
  projectView,
  saveProject,
  searchRowPut,
  storedFieldOf,
  userContext,
} from './project-records.js';
import { agencyFacts, projectUserOf, type AgencyFacts } from '../core/projects/project-access.js';
import { searchGenerationBump } from '../core/projects/project-search-writes.js';
import { addedListRefs, assertListItemsExist, listUsageItems } from './project-list-usage.js';
import { CLEANUP_JOB, cleanupSchedule } from './cleanup-schedule.js';
import { publicationSchedule } from './publication-schedule.js';
import { emailClosingChange } from './closing-notice.js';

/** What a copy takes from its source: the Build settings and details, not its identity, dates or state. */
const COPIED_FIELDS = [
  'type',
  'sourceMethod',
  'classification',
  'procurementLeadId',
  'departmentProjectLeadId',
  'internalReferenceNumber',
  'internalContractNumber',
  'hasCoop',
  'leadAgencyNameId',
  'numberOfAgencies',
  'participatingAgencies',
  'description',
  'categoryIds',
  'commodityCodes',
  'contractCategoryIds',
  'estimatedAnnualValueCents',
  'estimatedTotalValueCents',
  'durationMonths',
  'termId',
  'tradeAgreementIds',
  'tradeAgreementDescription',
  'negotiationType',
  'participationCondition',
  'deliveryTimeframe',
  'documentFeeOnlineCents',
  'documentFeePickupCents',
  'documentFeeShippingCents',
  'daysNotifiedBeforeExpiry',
  'hasPromptPayDiscount',
  'localVendorPreference',
  'procurementJustification',
  'procurementMethodLimitedType',
  'awardExceptionType',
  'tender',
  'kind',
] as const satisfies readonly (keyof ProjectItem)[];

export function copiedFrom(source: ProjectItem): Partial<ProjectItem> {
  return Object.fromEntries(
    COPIED_FIELDS.filter((field) => source[field] !== undefined).map((field) => [field, source[field]]),
  );
}

/**
 * Writes a new project (`create`) with the forms and instructions of `source` when there is one to copy
 * from (decision 039, "Copied with a project"). The copy goes first, into the new project's id, so the
 * project appears only once its copy is whole. If the copy or the project's own write fails, no project
 * exists: the request answers the error and the project-cleanup job (decision 034), which acts only on an
 * id with no project, removes whatever was copied.
 */
export async function withFormsAndInstructions(
  source: ProjectItem | undefined,
  project: NewProject,
  create: () => Promise<ProjectItem>,
): Promise<ProjectItem> {
  if (!source) return create();
  const { customerId, projectId } = project;
  try {
    await copyFormsAndInstructions({
      customerId,
      fromProjectId: source.projectId,
      toProjectId: projectId,
      actorId: project.createdBy,
    });
    return await create();
  } catch (error) {
    await scheduleAt({
      name: cleanupSchedule(customerId, projectId),
      at: now(),
      job: CLEANUP_JOB,
      payload: { projectId },
    }).catch((failed: unknown) =>
      logger.error('Copied forms and instructions left without a project', { projectId, error: failed }),
    );
    throw error;
  }
}

const refuse = (allowed: boolean) => {
  if (!allowed) throw new AppError('permissionDenied');
};

/** The project a way of starting makes, before its number; rights are checked here. */
async function startingPoint(
  customerId: string,
  input: TProjectCreate,
  user: ProjectUser,
  agency: AgencyFacts,
): Promise<{ fields: Partial<ProjectItem>; source?: ProjectItem }> {
  switch (input.startMode) {
    case 'new':
      return {
        fields: {
          type: input.type,
          kind: 'formal',
          sourceMethod: input.sourceMethod ?? (input.type === 'contract' ? undefined : 'public'),
          classification: input.classification,
        },
      };
    case 'informal':
      return { fields: { type: 'source', kind: 'informal', classification: input.classification } };
    case 'plannedNotice':
      return {
        fields: {
          type: 'source',
          kind: 'planned',
          sourceMethod: input.sourceMethod ?? 'public',
          classification: input.classification,
        },
      };
    case 'copy': {
      const source = await loadProject(customerId, input.sourceProjectId, user, agency);
      if (source.type === 'template') throw new AppError('projectNotFound');
      const fields = { ...copiedFrom(source), copiedFromProjectId: source.projectId };
      if (input.asTemplate) {
        refuse(canCreateTemplateFrom(user, source));
        return { fields: { ...fields, type: 'template' }, source };
      }
      return { fields, source };
    }
    case 'template': {
      const template = await loadProject(customerId, input.templateId, user, agency);
      if (template.type !== 'template') throw new AppError('projectNotFound');
      // A template keeps what its project was for in its source method; the new project is a bid.
      return {
        fields: { ...copiedFrom(template), type: 'source', templateId: template.projectId },
        source: template,
      };
    }
  }
}

/** POST Projects and POST Projects/Copy. */
export async function createProject(session: SessionContext, input: TProjectCreate): Promise<TProjectView> {
  const { customerId } = session;
  const [user, agency] = await Promise.all([projectUserOf(session), agencyFacts(customerId)]);
  await assertProjectReferences(customerId, input);
  const { fields, source } = await startingPoint(customerId, input, user, agency);
  const type = fields.type ?? 'source';
  const kind = fields.kind ?? 'formal';
  if (type !== 'template')
    refuse(
      canCreateProject(
        user,
        creationKindOf({ kind, ...(fields.sourceMethod ? { sourceMethod: fields.sourceMethod } : {}) }),
      ),
    );
  const project: NewProject = {
    ...fields,
    customerId,
    projectId: randomUUID(),
    nodeId: session.tenderNodeId,
    createdBy: session.userId,
    type,
    kind,
    status: initialProjectStatus(type),
    phase: INITIAL_PROJECT_PHASE,
    name: input.name,
    number: input.number,
    departmentId: input.departmentId,
    divisionId: input.divisionId,
    projectLeadId: input.projectLeadId,
  };
  const copied = 'copyFormsAndInstructions' in input && input.copyFormsAndInstructions ? source : undefined;
  const created = await withFormsAndInstructions(copied, project, () =>
    insertProject(
      project,
      session.userId,
      (item) => [searchRowPut(item), searchGenerationBump(customerId)],
      (item) => listUsageItems(customerId, undefined, item),
    ),
  );
  return projectView(created, user, agency);
}

/** GET Projects?projectId */
export async function findProject(session: SessionContext, projectId: string): Promise<TProjectView> {
  const [user, agency] = await Promise.all([projectUserOf(session), agencyFacts(session.customerId)]);
  const project = await loadProject(session.customerId, projectId, user, agency);
  return projectView(project, user, agency);
}

/** Statuses whose Build sections can no longer be saved: the project is over. */
const FINISHED = new Set(['closed', 'unofficial', 'awarded', 'cancelled', 'terminated', 'archived']);

/**
 * The date rules on the project as it would be saved, its contract's too (with the notice days its term
 * bounds); every problem at once, by field.
 */
function assertDateRules(next: ProjectItem, changed: readonly string[], lang: Language): void {
  const problems = [
    ...findProjectDateProblems(storedProjectDates(next), {
      now: now(),
      changedFields: PROJECT_DATE_FIELDS.filter((field) => changed.includes(field)),
      takesQuestions: next.tender?.hasQuestionDeadline === true,
    }),
    ...findContractDateProblems(next.contract ?? {}).map((p) => ({ ...p, field: `contract.${p.field}` })),
  ];
  const fields = problems.map((problem) => ({ ...problem, field: `body.dates.${problem.field}` }));
  // The notice days are a commercial detail, checked against the contract's term.
  const notice = findContractNoticeProblem(next.daysNotifiedBeforeExpiry, next.contract ?? {});
  if (notice) fields.push({ ...notice, field: `body.details.${notice.field}` });
  const [first] = fields;
  if (!first) return;
  throw new AppError(first.code, {
    fields: fields.map(({ field, code }) => ({
      field,
      code: 'invalid',
      message: catalogueMessage(code, lang),
    })),
  });
}

/** PUT Projects?projectId: one or more Build sections, at the version read. */
export async function updateProject(
  session: SessionContext,
  projectId: string,
  input: TProjectUpdate,
  lang: Language,
  requestOrigin?: string,
): Promise<TProjectView> {
  const { customerId } = session;
  const [user, agency] = await Promise.all([projectUserOf(session), agencyFacts(customerId)]);
  const current = await loadProject(customerId, projectId, user, agency);
  assertVersion(current, input.version);
  // The clock decides: a bid past its closing is closed, whether or not its close job has recorded it.
  if (FINISHED.has(projectStatusAt(lifecycleProjectOf(current), now())))
    throw new AppError('transitionNotAllowed');
  if (current.type === 'template') refuse(canEditTemplate(user));
  if (input.settings) {
    // A new division is checked against the department it would belong to.
    const { departmentId, divisionId } = input.settings;
    await assertProjectReferences(customerId, {
      ...input.settings,
      departmentId: departmentId ?? (divisionId ? current.departmentId : undefined),
    });
  }

  const set: Record<string, unknown> = {};
  const remove: string[] = [];
  for (const section of [input.settings, input.details, input.dates]) {
    for (const [name, given] of Object.entries(section ?? {})) {
      if (given === undefined) continue;
      // An amount is Money in the request and whole cents in the item (decision 075).
      const [field, value] = storedFieldOf(name, given);
      if (value === null) remove.push(field);
      else set[field] = value;
    }
  }
  const number = typeof set.number === 'string' ? set.number.trim() : undefined;
  if (number !== undefined && hasForbiddenNumberCharacters(number))
    throw new AppError('projectNumberForbiddenCharacters');
  const changedDates = PROJECT_DATE_FIELDS.filter(
    (field) => field in set || (remove.includes(field) && current[field] !== undefined),
  ).filter((field) => set[field] !== current[field]);
  const next = { ...current, ...set } as ProjectItem;
  for (const field of remove) delete (next as Record<string, unknown>)[field];
  assertDateRules(next, changedDates, lang);
  await assertListItemsExist(customerId, addedListRefs(current, next), lang);

  // A new publish date takes a published or scheduled project back to In Progress
  // (docs/product/projects.md#publication).
  const extra = [];
  let scheduleCancelled = false;
  if (changedDates.includes('publishDate') && ['published', 'scheduledToPublish'].includes(current.status)) {
    const decided = transitionProject(
      lifecycleProjectOf(current),
      { action: 'changePublishDate' },
      userContext(user, agency),
    );
    if (!decided.ok) throw new AppError(decided.code);
    set.status = decided.status;
    set.phase = decided.phase;
    scheduleCancelled = decided.effects.includes('cancelScheduledPublication');
  } else if (current.status === 'design') {
    // The first saved change makes a new project a draft in progress.
    set.status = 'inProgress';
  }
  if (number !== undefined && number !== current.number) {
    set.number = number;
    set.numberAutoGenerated = false;
    const claim = { customerId, kind: PROJECT_NUMBER_CLAIM };
    extra.push(
      tx.delete(UniqueValue, { ...claim, value: claimValue(current.number) }),
      tx.create(UniqueValue, { ...claim, value: claimValue(number), ownerId: projectId }),
    );
  }

  // Turning the prompt-pay discount on or off changes every bid's figures: completed ones go back to
  // incomplete in the save's transaction, once the user named their count (decision 040).
  let withdrawal: WithdrawalPlan | undefined;
  if (promptPayWithdraws(current.hasPromptPayDiscount, input.details?.hasPromptPayDiscount)) {
    withdrawal = await planWithdrawal({
      customerId,
      projectId,
      actorId: session.userId,
      reason: 'promptPay',
      named: input.withdrawCompletedSubmissions,
    });
    extra.push(...withdrawal.items);
  }

  const before = Object.fromEntries(
    [...Object.keys(set), ...remove].map((field) => [field, (current as Record<string, unknown>)[field]]),
  );
  let saved: ProjectItem;
  try {
    saved = await saveProject(
      current,
      { set, remove } as Changes<ProjectItem>,
      {
        actorId: session.userId,
        action: 'update',
        before,
        after: {
          ...set,
          removed: remove,
          ...(input.notifySuppliers !== undefined ? { notifySuppliers: input.notifySuppliers } : {}),
        },
      },
      extra,
      listUsageItems(customerId, current, next),
    );
  } catch (error) {
    const stale = error instanceof AppError && error.details?.expected !== undefined;
    const moved = withdrawal && !stale ? await withdrawalConflictOf(withdrawal, error) : undefined;
    if (moved) throw moved;
    if (error instanceof AppError && error.code === 'conflict' && !stale && number !== undefined)
      throw new AppError('projectNumberExists', { cause: error });
    throw error;
  }
  if (scheduleCancelled) await cancelSchedule(publicationSchedule(customerId, projectId));
  if (withdrawal) await notifyBidders(withdrawal);
  // The answer to "notify registered suppliers?" counts only for a moved closing of a bid still out.
  if (input.notifySuppliers && asksClosingNotice(saved.status, current.closingDate, saved.closingDate))
    await emailClosingChange({ ...saved, closingDate: saved.closingDate! }, requestOrigin);
  return projectView(saved, user, agency);
}
