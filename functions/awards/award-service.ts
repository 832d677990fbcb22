/**
 * The award (issue 11 item 2, decision 064): the summary of a closed bid (its opened bidders with their
 * totals, its awarded companies, the award status), the awarded companies' create, versioned edit and
 * removal, and the Award action. Every route reaches the project (agency, department restriction) and
 * refuses before the closing (awardBeforeClose, audited by the group's onRefusal as the opening's are). Bids
 * are read through core/submissions/opened-bids.ts, as the opening reads them: a sealed bid's price never leaves the table.
 */
import { randomUUID } from 'node:crypto';
import {
  awardBlockers,
  awardStatusOf,
  canChangeAwards,
  findAwardProblems,
  isAwardableBid,
  canAwardAnotherCompany,
  publicAwardedCompanies,
  type AwardProblem,
} from '../../shared/domain/awards/awards.js';
import { centsOfMoney, moneyOfCents } from '../../shared/domain/money.js';
import { readStoredDate } from '../../shared/domain/projects/project-dates.js';
import {
  allowedProjectActions,
  transitionProject,
  type LifecycleContext,
  type LifecycleProject,
} from '../../shared/domain/projects/project-lifecycle.js';
import { canAwardProject } from '../../shared/domain/projects/project-rights.js';
import { areSubmissionsShown } from '../../shared/domain/submissions/submission-status.js';
import type { OpeningChoice } from '../../shared/domain/submissions/unsealing.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import type {
  TAward,
  TAwardAction,
  TAwardCreate,
  TAwardSummary,
  TAwardUpdate,
} from '../../shared/schemas/awards.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { projectAudit } from '../core/projects/build-access.js';
import { now as clockNow, nowIso } from '../core/clock.js';
import { Award, type AwardRecord } from '../core/db/entities/award.js';
import { awardsOfProject } from '../core/db/entities/award-keys.js';
import { AwardApproval, awardApprovalsOfProject } from '../core/db/entities/award-approval.js';
import { ListItem, itemsOfList } from '../core/db/entities/list-item.js';
import { ProjectHeader } from '../core/db/entities/project-header.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { disqualifiedSubmissionIds } from '../core/awards/disqualified-bids.js';
import { grandTotalOf, listedBidsOf, priceFormsOf, priceTotalsOf } from '../core/submissions/opened-bids.js';
import { metrics } from '../core/metrics.js';
import { reachTenderProject } from '../core/projects/project-access.js';
import { searchGenerationBump, searchRowStatusUpdate } from '../core/projects/project-search-writes.js';
import type { SessionContext } from '../core/session.js';
import { emailResults } from './results-email.js';

type Reached = Awaited<ReturnType<typeof reachTenderProject>>;
type Stored = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The project past its closing, or the refusal answered (and audited by the group's onRefusal). */
async function reachAward(session: SessionContext, projectId: string): Promise<Reached> {
  const reached = await reachTenderProject(session, projectId);
  if (!areSubmissionsShown(reached.project.status)) throw new AppError('awardBeforeClose');
  return reached;
}

/** What the lifecycle reads of the project (the header is the whole item, read loosely). */
function lifecycleOf(project: Reached['project']): LifecycleProject {
  const stored = project as Stored;
  return {
    status: project.status,
    phase: stored.phase as LifecycleProject['phase'],
    type: project.type,
    kind: stored.kind as LifecycleProject['kind'],
    sourceMethod: stored.sourceMethod as LifecycleProject['sourceMethod'],
    departmentId: project.departmentId,
    approverId: text(stored.approverId),
    publishDate: readStoredDate(text(stored.publishDate)),
    closingDate: readStoredDate(text(stored.closingDate)),
  };
}

const contextOf = (reached: Reached, now = clockNow()): LifecycleContext => ({
  now,
  actor: { kind: 'user', user: reached.user },
  restrictProjectsToDepartments: reached.agency.restrictProjectsToDepartments,
});

const versionOf = (project: Reached['project']) => Number((project as Stored).version ?? 1);
const tenderOf = (project: Reached['project']) => ((project as Stored).tender ?? {}) as OpeningChoice;

/** An awarded company as the API gives it: its amounts as Money (stored in whole cents, decision 075). */
function awardView(record: AwardRecord): TAward {
  const {
    customerId: _c,
    projectId: _p,
    createdBy: _b,
    amountCents,
    actualAnnualValueCents,
    actualTotalValueCents,
    ...rest
  } = record;
  return {
    ...rest,
    amount: moneyOfCents(amountCents),
    ...(actualAnnualValueCents !== undefined
      ? { actualAnnualValue: moneyOfCents(actualAnnualValueCents) }
      : {}),
    ...(actualTotalValueCents !== undefined ? { actualTotalValue: moneyOfCents(actualTotalValueCents) } : {}),
  };
}

async function awardsOf(customerId: string, projectId: string) {
  const awards = await queryAll(Award, awardsOfProject(customerId, projectId));
  return awards.sort(
    (a, b) => a.companyName.localeCompare(b.companyName) || a.awardId.localeCompare(b.awardId),
  );
}

async function approvalStatusesOf(customerId: string, projectId: string) {
  const approvals = await queryAll(AwardApproval, awardApprovalsOfProject(customerId, projectId));
  return approvals.map((a) => a.status);
}

async function summaryOf(session: SessionContext, reached: Reached): Promise<TAwardSummary> {
  const { customerId } = session;
  const { project } = reached;
  const projectId = project.projectId;
  const [bids, forms, awards, approvalStatuses, exceptions, disqualified] = await Promise.all([
    listedBidsOf(customerId, projectId),
    priceFormsOf(customerId, projectId),
    awardsOf(customerId, projectId),
    approvalStatusesOf(customerId, projectId),
    queryAll(ListItem, itemsOfList(customerId, 'awardException')),
    disqualifiedSubmissionIds(customerId, projectId),
  ]);
  const totals = await priceTotalsOf(customerId, projectId, bids);
  const formIds = forms.map((form) => form.tenderTableId);
  const lifecycle = lifecycleOf(project);
  const context = contextOf(reached);
  const awardAllowed = allowedProjectActions(lifecycle, context).includes('award');
  const refusal = awardAllowed ? undefined : transitionProject(lifecycle, { action: 'award' }, context);
  const closingDate = text((project as Stored).closingDate);
  const contractStatus = text((project as Stored).contractStatus);
  const awardStatus = awardStatusOf(project.status, approvalStatuses);
  return {
    projectId,
    projectName: project.name,
    projectNumber: project.number,
    projectStatus: project.status,
    projectType: project.type,
    projectVersion: versionOf(project),
    ...(contractStatus ? { contractStatus } : {}),
    ...(closingDate ? { closingDate } : {}),
    timeZone: reached.agency.timeZone,
    ...(awardStatus ? { awardStatus } : {}),
    approvalStatuses,
    ...(refusal && !refusal.ok ? { awardRefusal: refusal.code } : {}),
    awardsChangeable: canChangeAwards(project.status) && canAwardProject(reached.user),
    bids: bids.map((bid) => {
      const grandTotal = bid.priceUnsealed ? grandTotalOf(totals.get(bid.submissionId), formIds) : undefined;
      return {
        submissionId: bid.submissionId,
        companyName: bid.companyName,
        status: bid.status,
        hardCopy: bid.hardCopy === true,
        ...(grandTotal ? { grandTotal } : {}),
        awardable: isAwardableBid(bid, disqualified.has(bid.submissionId)),
        disqualified: disqualified.has(bid.submissionId),
      };
    }),
    awards: awards.map(awardView),
    exceptionTypes: exceptions
      .map((item) => ({ listItemId: item.listItemId, name: item.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** GET Awards/Summary. */
export async function getAwardSummary(session: SessionContext, projectId: string) {
  return summaryOf(session, await reachAward(session, projectId));
}

/** 400 at the fields: the award's values and dates (findAwardProblems), in the caller's language. */
function refuseProblems(problems: readonly AwardProblem[], lang: Language): void {
  const [first] = problems;
  if (!first) return;
  throw new AppError(first.code, {
    fields: problems.map((p) => ({
      field: `body.${p.field}`,
      code: 'invalid',
      message: catalogueMessage(p.code, lang),
    })),
  });
}

/** Awarded companies change while the bid is closed (or unofficial) and by a user with the award edit right. */
function assertChangeable(reached: Reached) {
  if (!canAwardProject(reached.user)) throw new AppError('permissionDenied');
  if (!canChangeAwards(reached.project.status)) throw new AppError('awardChangesClosed');
}

/** The exception type's name, from the agency's list, or the refusal at its field. */
async function exceptionNameOf(customerId: string, exceptionTypeId: string | undefined, lang: Language) {
  if (!exceptionTypeId) return undefined;
  const item = await getItem(ListItem, { customerId, kind: 'awardException', listItemId: exceptionTypeId });
  if (!item)
    throw new AppError('awardExceptionTypeNotFound', {
      fields: [
        {
          field: 'body.exceptionTypeId',
          code: 'invalid',
          message: catalogueMessage('awardExceptionTypeNotFound', lang),
        },
      ],
    });
  return item.name;
}

/** The fields of an award as stored from the request (absent optional values are absent; amounts in cents). */
function valuesOf(input: TAwardCreate | TAwardUpdate, exceptionTypeName: string | undefined) {
  return {
    amountCents: centsOfMoney(input.amount),
    awardDate: input.awardDate,
    ...(input.actualAnnualValue !== undefined
      ? { actualAnnualValueCents: centsOfMoney(input.actualAnnualValue) }
      : {}),
    ...(input.actualTotalValue !== undefined
      ? { actualTotalValueCents: centsOfMoney(input.actualTotalValue) }
      : {}),
    ...(input.exceptionTypeId ? { exceptionTypeId: input.exceptionTypeId, exceptionTypeName } : {}),
    displayToPublic: input.displayToPublic,
    ...(input.notes ? { notes: input.notes } : {}),
    ...(input.contractNumber ? { contractNumber: input.contractNumber } : {}),
  };
}

/** The project still closed (or unofficial) when an award changes: an award after the Award is refused. */
const stillAwarding = (customerId: string, projectId: string) =>
  tx.check(
    ProjectHeader,
    { customerId, projectId },
    {
      expression: '#status IN (:closed, :unofficial)',
      names: { '#status': 'status' },
      values: { ':closed': 'closed', ':unofficial': 'unofficial' },
    },
  );

/** POST Awards: one of the opening's bidders awarded, once its bid is opened, once per submission. */
export async function createAward(
  session: SessionContext,
  projectId: string,
  input: TAwardCreate,
  lang: Language,
): Promise<TAward> {
  const reached = await reachAward(session, projectId);
  assertChangeable(reached);
  const { customerId } = session;
  refuseProblems(findAwardProblems(input, text((reached.project as Stored).closingDate)), lang);
  const [bids, awards, exceptionTypeName, disqualified] = await Promise.all([
    listedBidsOf(customerId, projectId),
    awardsOf(customerId, projectId),
    exceptionNameOf(customerId, input.exceptionTypeId, lang),
    disqualifiedSubmissionIds(customerId, projectId),
  ]);
  const bid = bids.find((b) => b.submissionId === input.submissionId);
  if (bid && disqualified.has(bid.submissionId))
    throw new AppError('awardBidderDisqualified', {
      fields: [
        {
          field: 'body.submissionId',
          code: 'invalid',
          message: catalogueMessage('awardBidderDisqualified', lang),
        },
      ],
    });
  if (!bid || !isAwardableBid(bid))
    throw new AppError('awardBidderNotOpened', {
      fields: [
        {
          field: 'body.submissionId',
          code: 'invalid',
          message: catalogueMessage('awardBidderNotOpened', lang),
        },
      ],
    });
  if (awards.some((a) => a.submissionId === bid.submissionId))
    throw new AppError('awardCompanyAlreadyAwarded');
  if (!canAwardAnotherCompany(awards.length)) throw new AppError('awardCompanyLimit');
  const now = nowIso();
  const record: AwardRecord = {
    customerId,
    projectId,
    awardId: randomUUID(),
    submissionId: bid.submissionId,
    companyName: bid.companyName,
    ...valuesOf(input, exceptionTypeName),
    createdBy: session.userId,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'awardCreated'),
      after: { awardId: record.awardId, companyName: record.companyName, amountCents: record.amountCents },
    },
    [tx.create(Award, record), stillAwarding(customerId, projectId)],
  ).catch(raceToStatus(customerId, projectId));
  return awardView(record);
}

/** A cancelled change: the project awarded meanwhile answers awardChangesClosed; anything else stays a 409. */
const raceToStatus = (customerId: string, projectId: string) => async (error: unknown) => {
  if (error instanceof ConflictError) {
    const project = await getItem(ProjectHeader, { customerId, projectId });
    if (project && !canChangeAwards(project.status))
      throw new AppError('awardChangesClosed', { cause: error });
  }
  throw error;
};

async function awardOf(customerId: string, projectId: string, awardId: string) {
  const award = await getItem(Award, { customerId, projectId, awardId });
  if (!award) throw new AppError('awardNotFound');
  return award;
}

/** PUT Awards: the values at the version read (409 if someone saved in between). */
export async function updateAward(
  session: SessionContext,
  projectId: string,
  awardId: string,
  input: TAwardUpdate,
  lang: Language,
): Promise<TAward> {
  const reached = await reachAward(session, projectId);
  assertChangeable(reached);
  const { customerId } = session;
  const award = await awardOf(customerId, projectId, awardId);
  assertVersion(award, input.version);
  refuseProblems(findAwardProblems(input, text((reached.project as Stored).closingDate)), lang);
  const exceptionTypeName = await exceptionNameOf(customerId, input.exceptionTypeId, lang);
  const set = valuesOf(input, exceptionTypeName);
  const optional = [
    'actualAnnualValueCents',
    'actualTotalValueCents',
    'exceptionTypeId',
    'exceptionTypeName',
    'notes',
    'contractNumber',
  ] as const;
  const remove = optional.filter((name) => !(name in set) && award[name] !== undefined);
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'awardUpdated'),
      before: { awardId, amountCents: award.amountCents, awardDate: award.awardDate },
      after: { awardId, amountCents: set.amountCents, awardDate: set.awardDate },
    },
    [tx.updateVersioned(Award, award, { set, remove }), stillAwarding(customerId, projectId)],
  ).catch(raceToStatus(customerId, projectId));
  const next = { ...award, ...set, version: award.version + 1, updatedAt: nowIso() } as AwardRecord;
  for (const name of remove) delete (next as Stored)[name];
  return awardView(next);
}

/** DELETE Awards: the awarded company removed, while the bid is still being awarded. */
export async function deleteAward(session: SessionContext, projectId: string, awardId: string) {
  const reached = await reachAward(session, projectId);
  assertChangeable(reached);
  const { customerId } = session;
  const award = await awardOf(customerId, projectId, awardId);
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'awardDeleted'),
      before: { awardId, companyName: award.companyName },
    },
    [
      tx.delete(Award, award, {
        expression: '#ver = :version',
        names: { '#ver': 'version' },
        values: { ':version': award.version },
      }),
      stillAwarding(customerId, projectId),
    ],
  ).catch(raceToStatus(customerId, projectId));
}

/**
 * POST Awards/Award: the lifecycle's `award` (status closed or unofficial, the award edit right), then
 * awardBlockers on what the request saw; then one transaction: the project Awarded in phase Award at the
 * version seen (with its contract part in Design where the type has one, and the public result the settings
 * allow), its search row, every awarded company checked at the version seen, and the audit event. The
 * bidders are emailed once it is committed.
 */
export async function awardProject(
  session: SessionContext,
  projectId: string,
  input: TAwardAction,
): Promise<TAwardSummary> {
  const reached = await reachAward(session, projectId);
  const { customerId } = session;
  const { project } = reached;
  const decided = transitionProject(lifecycleOf(project), { action: 'award' }, contextOf(reached));
  if (!decided.ok) throw new AppError(decided.code, { details: { action: 'award' } });
  const [awards, approvalStatuses] = await Promise.all([
    awardsOf(customerId, projectId),
    approvalStatusesOf(customerId, projectId),
  ]);
  const [blocker] = awardBlockers({
    projectVersion: versionOf(project),
    awards,
    approvalStatuses,
    seen: { projectVersion: input.projectVersion, awards: input.awards },
    confirmNone: input.confirmNone,
  });
  if (blocker) throw new AppError(blocker);

  const now = nowIso();
  const version = versionOf(project);
  const createsContract = decided.effects.includes('createContractPart');
  const publicResult = {
    awardedAt: now,
    companies: publicAwardedCompanies(tenderOf(project), awards),
  };
  const key = { customerId, projectId };
  const set = {
    status: decided.status!,
    phase: decided.phase,
    version: version + 1,
    updatedAt: now,
    awardResult: publicResult,
    ...(createsContract ? { contractStatus: 'design' } : {}),
  };
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'award'),
      before: { status: project.status, phase: (project as Stored).phase },
      after: {
        status: set.status,
        phase: set.phase,
        awards: awards.map((a) => a.awardId),
        ...(createsContract ? { contractStatus: 'design' } : {}),
      },
    },
    [
      tx.update(ProjectHeader, key, { set } as never, {
        expression: '#ver = :version',
        names: { '#ver': 'version' },
        values: { ':version': version },
      }),
      searchRowStatusUpdate(key, { status: set.status, phase: set.phase, updatedAt: now }),
      searchGenerationBump(customerId),
      ...awards.map((a) =>
        tx.check(Award, a, {
          expression: '#ver = :version',
          names: { '#ver': 'version' },
          values: { ':version': a.version },
        }),
      ),
    ],
  ).catch((error: unknown) => {
    // Someone saved the project or an award between the read and the write: the user reviews it again.
    if (error instanceof ConflictError) throw new AppError('awardChangesNotSaved', { cause: error });
    throw error;
  });
  metrics.count('Awards');
  if (decided.effects.includes('notifyBiddersOfResults')) await emailResults(customerId, project, awards);
  return getAwardSummary(session, projectId);
}
