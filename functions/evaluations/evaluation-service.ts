/**
 * The evaluation of opened bids (issue 11 item 1, decision 063). Every call starts at `reachEvaluation`: the
 * caller reaches the project (agency, department, template rights), its bids are past the closing, and the
 * caller is either one who runs the evaluation (the Evaluate create right) or an evaluator on its team. Only
 * opened bids (status unsealed) are evaluated; they are read through functions/core/submissions/opened-bids.ts, as the
 * opening reads them. Each change is one transaction with its audit event on the project, at the version read.
 */
import { randomUUID } from 'node:crypto';
import {
  aggregateScores,
  canManageEvaluation,
  changeScoringMethod,
  criterionMax,
  evaluationLocks,
  findConsensusProblem,
  findCriteriaProblems,
  findMethodChangeProblem,
  findScoreProblem,
  findScoringRefusal,
  findSupplierStatusProblem,
  hasDeclaredForAll,
  isReadyToScore,
  maxTotalOf,
  OUTLIER_SHARE,
  type ConflictDeclaration,
  type Criterion,
} from '../../shared/domain/evaluation/evaluation-rules.js';
import { areSubmissionsShown } from '../../shared/domain/submissions/submission-status.js';
import { catalogueMessage, type ErrorCode, type FieldError, type Language } from '../../shared/errors.js';
import type {
  TConflictDeclarations,
  TConsensusSet,
  TCriteriaSave,
  TEvaluationBid,
  TEvaluationReview,
  TEvaluationSetup,
  TEvaluationTeamSave,
  TMyEvaluation,
  TPricingReview,
  TScoreSheetSave,
  TScoringMethodChange,
  TSupplierStatusSet,
} from '../../shared/schemas/evaluation.js';
import { AppError } from '../core/app-error.js';
import { projectAudit } from '../core/projects/build-access.js';
import {
  Evaluation,
  EvaluationSheet,
  RequirementTitle,
  type EvaluationRecord,
  type EvaluationSheetRecord,
} from '../core/db/entities/evaluation.js';
import { evaluationSheetsOfProject, sheetsOfEvaluator } from '../core/db/entities/evaluation-keys.js';
import { ProjectTeamMember, teamOfProject } from '../core/db/entities/project-team-member.js';
import { UserHeader } from '../core/db/entities/user-header.js';
import { usersOfCustomer } from '../core/db/entities/user.js';
import { nowIso } from '../core/clock.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import {
  formHeadersOf,
  grandTotalOf,
  listedBidsOf,
  openedBidFiles,
  priceFormsOf,
  priceTotalsOf,
  unpackPart,
} from '../core/submissions/opened-bids.js';
import { priceComparisonOf, priceFormDefinitionsOf } from '../core/submissions/bid-tabulations.js';
import { requirementItemsOfProject } from '../core/db/entities/submission-requirement-keys.js';
import { SubmissionPart, type SubmissionRecord } from '../core/db/entities/submission.js';
import { partsOfSubmission } from '../core/db/entities/submission-keys.js';
import { reachTenderProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

type Reached = Awaited<ReturnType<typeof reachTenderProject>>;

interface EvaluationContext extends Reached {
  session: SessionContext;
  evaluation: EvaluationRecord;
  manager: boolean;
  onTeam: boolean;
}

/** The evaluation before anything is saved: points, no criteria, no team (version 0: the first save creates it). */
function blankEvaluation(customerId: string, projectId: string): EvaluationRecord {
  const at = nowIso();
  return {
    customerId,
    projectId,
    method: 'points',
    criteria: [],
    evaluatorIds: [],
    supplierStatus: {},
    consensus: {},
    version: 0,
    createdAt: at,
    updatedAt: at,
  };
}

async function reachEvaluation(session: SessionContext, projectId: string): Promise<EvaluationContext> {
  const reached = await reachTenderProject(session, projectId);
  // Before the closing nothing of the bids shows; the refusal is audited by the group's onRefusal.
  if (!areSubmissionsShown(reached.project.status)) throw new AppError('openingBeforeClose');
  const evaluation =
    (await getItem(Evaluation, { customerId: session.customerId, projectId })) ??
    blankEvaluation(session.customerId, projectId);
  return {
    ...reached,
    session,
    evaluation,
    // Site administrators hold every right, in any agency they switch to (as evaluateAccess has them).
    manager: session.isSiteAdmin || canManageEvaluation(session.permissionIds),
    onTeam: evaluation.evaluatorIds.includes(session.userId),
  };
}

/** A lead's call: those who run the evaluation only. */
async function reachAsManager(session: SessionContext, projectId: string) {
  const context = await reachEvaluation(session, projectId);
  if (!context.manager) throw new AppError('evaluationManagersOnly');
  return context;
}

/** An evaluator's own call: the team only (a lead who is not on it does not score). */
async function reachAsEvaluator(session: SessionContext, projectId: string) {
  const context = await reachEvaluation(session, projectId);
  if (!context.onTeam) throw new AppError('evaluatorNotOnTeam');
  return context;
}

const atFields = (code: ErrorCode, lang: Language, fields: readonly string[]) =>
  new AppError(code, {
    fields: fields.map((field): FieldError => ({
      field,
      code: 'invalid',
      message: catalogueMessage(code, lang),
    })),
  });

/** The evaluation's save: created at its first change, else updated at the version read. */
function writeEvaluation(current: EvaluationRecord, set: Partial<EvaluationRecord>): TxItem {
  if (current.version === 0) {
    const { version: _version, createdAt: _created, updatedAt: _updated, ...fields } = current;
    return tx.create(Evaluation, { ...fields, ...set });
  }
  return tx.updateVersioned(Evaluation, current, { set });
}

const projectFacts = ({ project }: Reached) => ({
  projectId: project.projectId,
  projectName: project.name,
  ...(project.number ? { projectNumber: project.number } : {}),
  projectStatus: project.status,
});

/** Only opened bids are evaluated: those the opening unsealed (or received on paper, never sealed). */
const isOpened = (bid: SubmissionRecord) => bid.status === 'unsealed';

async function openedBidsOf(context: EvaluationContext) {
  const bids = await listedBidsOf(context.session.customerId, context.project.projectId);
  return bids.filter(isOpened);
}

const statusOf = (evaluation: EvaluationRecord, submissionId: string) =>
  evaluation.supplierStatus[submissionId]?.status ?? 'compliant';

async function openedBid(context: EvaluationContext, submissionId: string) {
  const bid = (await openedBidsOf(context)).find((b) => b.submissionId === submissionId);
  if (!bid) throw new AppError('evaluationBidNotFound');
  return bid;
}

interface Person {
  userId: string;
  name: string;
  email?: string;
  active: boolean;
}

async function peopleOf(customerId: string): Promise<Map<string, Person>> {
  const users = await queryAll(UserHeader, usersOfCustomer(customerId));
  return new Map(
    users.map((user) => {
      const loose = user as { firstName?: string; lastName?: string; email?: string; active?: boolean };
      const name =
        [loose.firstName, loose.lastName].filter(Boolean).join(' ') || (loose.email ?? user.userId);
      return [
        user.userId,
        {
          userId: user.userId,
          name,
          ...(loose.email ? { email: loose.email } : {}),
          active: loose.active !== false,
        },
      ];
    }),
  );
}

const personView = ({ active: _active, ...person }: Person) => person;

function evaluatorsOf(evaluation: EvaluationRecord, people: Map<string, Person>) {
  return evaluation.evaluatorIds.map((userId) =>
    personView(people.get(userId) ?? { userId, name: userId, active: false }),
  );
}

async function setupView(context: EvaluationContext): Promise<TEvaluationSetup> {
  const { session, evaluation, manager } = context;
  const projectId = context.project.projectId;
  const [bids, people, team] = await Promise.all([
    openedBidsOf(context),
    peopleOf(session.customerId),
    manager ? queryAll(ProjectTeamMember, teamOfProject(session.customerId, projectId)) : Promise.resolve([]),
  ]);
  const projectEvaluators = new Set(team.filter((m) => m.role === 'evaluator').map((m) => m.userId));
  const locks = evaluationLocks({ startedAt: evaluation.startedAt, projectStatus: context.project.status });
  return {
    ...projectFacts(context),
    method: evaluation.method,
    criteria: evaluation.criteria,
    evaluators: evaluatorsOf(evaluation, people),
    candidates: manager
      ? [...people.values()]
          .filter((person) => person.active)
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((person) => ({
            ...personView(person),
            projectEvaluator: projectEvaluators.has(person.userId),
          }))
      : [],
    bidders: bids.map((bid) => {
      const marked = evaluation.supplierStatus[bid.submissionId];
      return {
        submissionId: bid.submissionId,
        companyName: bid.companyName,
        status: marked?.status ?? 'compliant',
        ...(marked?.reason ? { reason: marked.reason } : {}),
      };
    }),
    ...(evaluation.startedAt ? { startedAt: evaluation.startedAt } : {}),
    locked: locks.locked,
    lockReason: locks.reason,
    readyToScore: isReadyToScore(evaluation.method, evaluation.criteria),
    you: { manager, evaluator: context.onTeam },
    version: evaluation.version,
  };
}

/** GET Evaluation: the set-up, for the leads and the team. */
export async function getEvaluation(session: SessionContext, projectId: string) {
  const context = await reachEvaluation(session, projectId);
  if (!context.manager && !context.onTeam) throw new AppError('evaluatorNotOnTeam');
  return setupView(context);
}

function assertUnlocked(context: EvaluationContext) {
  const locks = evaluationLocks({
    startedAt: context.evaluation.startedAt,
    projectStatus: context.project.status,
  });
  if (locks.locked) throw new AppError('evaluationLocked');
}

/** PUT Criteria: the whole list under the current method, before evaluation starts. */
export async function saveEvaluationCriteria(
  session: SessionContext,
  projectId: string,
  input: TCriteriaSave,
  lang: Language,
) {
  const context = await reachAsManager(session, projectId);
  const { evaluation } = context;
  assertUnlocked(context);
  assertVersion(evaluation, input.version);
  const known = new Set(evaluation.criteria.map((c) => c.criterionId));
  const criteria: Criterion[] = input.criteria.map((c) => ({
    criterionId: c.criterionId && known.has(c.criterionId) ? c.criterionId : randomUUID(),
    name: c.name,
    ...(c.description ? { description: c.description } : {}),
    ...(evaluation.method === 'points' && c.points !== undefined ? { points: c.points } : {}),
    ...(evaluation.method === 'weights' && c.weight !== undefined ? { weight: c.weight } : {}),
  }));
  const problems = findCriteriaProblems(evaluation.method, criteria);
  if (problems.length > 0) {
    const first = problems[0]!;
    throw new AppError(first.code, {
      fields: problems.map((p) => ({
        field: p.index === null ? 'body.criteria' : `body.criteria.${p.index}.${p.field}`,
        code: 'invalid',
        message: catalogueMessage(p.code, lang),
      })),
    });
  }
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'evaluationCriteriaSaved'),
      before: { method: evaluation.method, criteria: evaluation.criteria },
      after: { method: evaluation.method, criteria },
    },
    [writeEvaluation(evaluation, { criteria })],
  );
  return getEvaluation(session, projectId);
}

/** PUT Method: a change resets every criterion's points and weight, once the user confirmed the warning. */
export async function changeEvaluationMethod(
  session: SessionContext,
  projectId: string,
  input: TScoringMethodChange,
) {
  const context = await reachAsManager(session, projectId);
  const { evaluation } = context;
  assertUnlocked(context);
  assertVersion(evaluation, input.version);
  if (input.method === evaluation.method) return setupView(context);
  const problem = findMethodChangeProblem(evaluation.method, input.method, input.confirmReset);
  if (problem) throw new AppError(problem);
  const criteria = changeScoringMethod(evaluation.criteria);
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'evaluationMethodChanged'),
      before: { method: evaluation.method, criteria: evaluation.criteria },
      after: { method: input.method, criteria },
    },
    [writeEvaluation(evaluation, { method: input.method, criteria })],
  );
  return getEvaluation(session, projectId);
}

/** PUT Team: the evaluators, active users of the agency. */
export async function saveEvaluationTeam(
  session: SessionContext,
  projectId: string,
  input: TEvaluationTeamSave,
  lang: Language,
) {
  const context = await reachAsManager(session, projectId);
  const { evaluation } = context;
  const people = await peopleOf(session.customerId);
  const evaluatorIds = [...new Set(input.evaluatorIds)];
  // Another agency's user is refused as unknown (400), whatever the version says.
  if (evaluatorIds.some((id) => !people.get(id)?.active))
    throw atFields('evaluatorNotFound', lang, ['body.evaluatorIds']);
  assertVersion(evaluation, input.version);
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'evaluationTeamSaved'),
      before: { evaluatorIds: evaluation.evaluatorIds },
      after: { evaluatorIds },
    },
    [writeEvaluation(evaluation, { evaluatorIds })],
  );
  return getEvaluation(session, projectId);
}

/** PUT SupplierStatus: a bidder compliant, or disqualified with its reason (disqualified bids are not scored). */
export async function setSupplierStatus(
  session: SessionContext,
  projectId: string,
  submissionId: string,
  input: TSupplierStatusSet,
  lang: Language,
) {
  const context = await reachAsManager(session, projectId);
  const { evaluation } = context;
  await openedBid(context, submissionId);
  const problem = findSupplierStatusProblem(input.status, input.reason);
  if (problem) throw atFields(problem, lang, ['body.reason']);
  assertVersion(evaluation, input.version);
  const mark = {
    status: input.status,
    ...(input.status === 'disqualified' ? { reason: input.reason!.trim() } : {}),
  };
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'evaluationSupplierStatusSet'),
      before: { submissionId, status: statusOf(evaluation, submissionId) },
      after: { submissionId, ...mark },
    },
    [writeEvaluation(evaluation, { supplierStatus: { ...evaluation.supplierStatus, [submissionId]: mark } })],
  );
  return getEvaluation(session, projectId);
}

async function mySheets(context: EvaluationContext) {
  const sheets = await queryAll(
    EvaluationSheet,
    sheetsOfEvaluator(context.session.customerId, context.project.projectId, context.session.userId),
  );
  return new Map(sheets.map((sheet) => [sheet.submissionId, sheet]));
}

async function myView(context: EvaluationContext): Promise<TMyEvaluation> {
  const { session, evaluation } = context;
  const projectId = context.project.projectId;
  const [bids, sheets] = await Promise.all([openedBidsOf(context), mySheets(context)]);
  const compliant = bids.filter((bid) => statusOf(evaluation, bid.submissionId) === 'compliant');
  const declarations = Object.fromEntries([...sheets].map(([id, sheet]) => [id, sheet.declaration]));
  const declaredForAll = hasDeclaredForAll(
    declarations,
    compliant.map((bid) => bid.submissionId),
  );
  // Nothing of a bid (its price, the evaluator's scores of it) before every bidder is declared for.
  const visible = declaredForAll ? compliant.filter((bid) => declarations[bid.submissionId] === 'none') : [];
  const [forms, totals] = await Promise.all([
    visible.length > 0 ? priceFormsOf(session.customerId, projectId) : Promise.resolve([]),
    visible.length > 0 ? priceTotalsOf(session.customerId, projectId, visible) : Promise.resolve(new Map()),
  ]);
  const formIds = forms.map((form) => form.tenderTableId);
  return {
    ...projectFacts(context),
    method: evaluation.method,
    criteria: evaluation.criteria,
    readyToScore: isReadyToScore(evaluation.method, evaluation.criteria),
    declaredForAll,
    bidders: compliant.map((bid) => {
      const sheet = sheets.get(bid.submissionId);
      const shown = visible.includes(bid);
      return {
        submissionId: bid.submissionId,
        companyName: bid.companyName,
        ...(sheet ? { declaration: sheet.declaration } : {}),
        ...(shown ? { grandTotal: grandTotalOf(totals.get(bid.submissionId), formIds) ?? null } : {}),
        ...(shown && sheet
          ? { sheet: { scores: sheet.scores, status: sheet.status, version: sheet.version } }
          : {}),
      };
    }),
  };
}

/** GET Mine: the evaluator's declarations and, once all are made, the bids they score. */
export async function getMyEvaluation(session: SessionContext, projectId: string) {
  return myView(await reachAsEvaluator(session, projectId));
}

/**
 * POST Declarations: the evaluator's declaration of conflict of interest for each bidder named, once each.
 * The first declaration of the evaluation stamps its start (the criteria and method lock), at the version
 * read, in the same transaction.
 */
export async function declareConflicts(
  session: SessionContext,
  projectId: string,
  input: TConflictDeclarations,
) {
  const context = await reachAsEvaluator(session, projectId);
  const { evaluation } = context;
  if (!isReadyToScore(evaluation.method, evaluation.criteria)) throw new AppError('evaluationNotReady');
  const [bids, sheets] = await Promise.all([openedBidsOf(context), mySheets(context)]);
  const opened = new Set(bids.map((bid) => bid.submissionId));
  const created: EvaluationSheetRecord[] = [];
  const at = nowIso();
  for (const { submissionId, declaration } of input.declarations) {
    if (!opened.has(submissionId)) throw new AppError('evaluationBidNotFound');
    if (statusOf(evaluation, submissionId) === 'disqualified') throw new AppError('bidderDisqualified');
    const existing = sheets.get(submissionId) ?? created.find((s) => s.submissionId === submissionId);
    if (existing) {
      if (existing.declaration !== declaration) throw new AppError('conflictAlreadyDeclared');
      continue;
    }
    created.push({
      customerId: session.customerId,
      projectId,
      userId: session.userId,
      submissionId,
      declaration,
      scores: {},
      status: 'draft',
      version: 1,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (created.length > 0)
    await transactAudited(
      {
        ...projectAudit(session, projectId, 'evaluationConflictsDeclared'),
        after: {
          declarations: created.map(({ submissionId, declaration }) => ({ submissionId, declaration })),
        },
      },
      [
        ...created.map((sheet) => tx.create(EvaluationSheet, sheet)),
        ...(evaluation.startedAt ? [] : [writeEvaluation(evaluation, { startedAt: at })]),
      ],
    );
  return myView(await reachAsEvaluator(session, projectId));
}

/**
 * The evaluator's reach of one opened bid, for reading it or saving its scores: the evaluation, the bid
 * and the evaluator's own sheet, under findScoringRefusal (off the team, no declaration, a declared
 * conflict, a disqualified bidder, and for a save a sheet already submitted).
 */
async function reachBidAsEvaluator(
  session: SessionContext,
  projectId: string,
  submissionId: string,
  saving: boolean,
) {
  const context = await reachAsEvaluator(session, projectId);
  const { evaluation } = context;
  const bid = await openedBid(context, submissionId);
  const sheet = await getItem(EvaluationSheet, {
    customerId: session.customerId,
    projectId,
    userId: session.userId,
    submissionId,
  });
  const refusal = findScoringRefusal(
    {
      onTeam: context.onTeam,
      declaration: sheet?.declaration as ConflictDeclaration | undefined,
      supplierStatus: statusOf(evaluation, submissionId),
      submitted: sheet?.status === 'submitted',
      ready: isReadyToScore(evaluation.method, evaluation.criteria),
    },
    saving,
  );
  // No sheet is no declaration: findScoringRefusal answers that first.
  if (refusal || !sheet) throw new AppError(refusal ?? 'conflictNotDeclared');
  return { context, bid, sheet };
}

/**
 * PUT Scores: the evaluator's scores and comments of one bid, as a draft or submitted (then final). Refused
 * to an evaluator off the team, without a declaration, with a declared conflict, for a disqualified bidder.
 */
export async function saveScores(
  session: SessionContext,
  projectId: string,
  submissionId: string,
  input: TScoreSheetSave,
  lang: Language,
) {
  const { context, sheet } = await reachBidAsEvaluator(session, projectId, submissionId, true);
  const { evaluation } = context;
  const criteria = new Map(evaluation.criteria.map((c) => [c.criterionId, c]));
  const scores: EvaluationSheetRecord['scores'] = {};
  const outOfRange: string[] = [];
  input.scores.forEach((entry, index) => {
    const criterion = criteria.get(entry.criterionId);
    if (!criterion) throw new AppError('criterionNotFound');
    if (entry.score === null) return;
    if (findScoreProblem(entry.score, criterionMax(evaluation.method, criterion)))
      outOfRange.push(`body.scores.${index}.score`);
    scores[entry.criterionId] = { score: entry.score, ...(entry.comment ? { comment: entry.comment } : {}) };
  });
  if (outOfRange.length > 0) throw atFields('scoreOutOfRange', lang, outOfRange);
  if (input.submit && evaluation.criteria.some((c) => scores[c.criterionId] === undefined))
    throw atFields('scoresIncomplete', lang, ['body.scores']);
  assertVersion(sheet, input.version);
  const status = input.submit ? 'submitted' : 'draft';
  await transactAudited(
    {
      ...projectAudit(
        session,
        projectId,
        input.submit ? 'evaluationScoresSubmitted' : 'evaluationScoresSaved',
      ),
      before: { submissionId, status: sheet.status },
      after: { submissionId, status, scores },
    },
    [
      tx.updateVersioned(EvaluationSheet, sheet, {
        set: { scores, status, ...(input.submit ? { submittedAt: nowIso() } : {}) },
      }),
    ],
  );
  return myView(await reachAsEvaluator(session, projectId));
}

/**
 * GET Bid: one bid as the evaluator scoring it reads it, under the same refusals as a save but the submit:
 * off the team, no declaration, a declared conflict, a disqualified bidder. Only its unsealed parts.
 */
export async function getEvaluationBid(
  session: SessionContext,
  projectId: string,
  submissionId: string,
): Promise<TEvaluationBid> {
  const { context, bid } = await reachBidAsEvaluator(session, projectId, submissionId, false);
  const { customerId } = session;
  const [parts, forms, items, files] = await Promise.all([
    queryAll(SubmissionPart, partsOfSubmission(customerId, projectId, submissionId)),
    formHeadersOf(customerId, projectId),
    queryAll(RequirementTitle, requirementItemsOfProject(customerId, projectId)),
    openedBidFiles(customerId, projectId, bid),
  ]);
  const byPart = new Map(parts.map((part) => [part.partId, part]));
  // A part shows only once the opening unsealed it (a paper bid has no part at all).
  const content = <T>(key: string) => {
    const part = bid.submissionUnsealed ? byPart.get(key) : undefined;
    return part ? unpackPart<T>(part) : undefined;
  };
  const answers = content<TEvaluationBid['answers']>('answers');
  const references = content<TEvaluationBid['references']>('references');
  const subcontractors = content<TEvaluationBid['subcontractors']>('subcontractors');
  return {
    ...projectFacts(context),
    submissionId,
    companyName: bid.companyName,
    forms: bid.priceUnsealed
      ? forms.flatMap((form) => {
          const part = byPart.get(`form.${form.tenderTableId}`);
          if (!part) return [];
          const { totals } = unpackPart<{ totals: { total: string } }>(part);
          return [{ tenderTableId: form.tenderTableId, name: form.name, total: totals.total }];
        })
      : [],
    ...(answers ? { answers } : {}),
    requirementTitles: Object.fromEntries(items.map((item) => [item.submissionRequirementId, item.title])),
    ...(references ? { references } : {}),
    ...(subcontractors ? { subcontractors } : {}),
    files,
  };
}

async function reviewView(context: EvaluationContext): Promise<TEvaluationReview> {
  const { session, evaluation } = context;
  const projectId = context.project.projectId;
  const [bids, sheets, people] = await Promise.all([
    openedBidsOf(context),
    queryAll(EvaluationSheet, evaluationSheetsOfProject(session.customerId, projectId)),
    peopleOf(session.customerId),
  ]);
  const compliant = bids.filter((bid) => statusOf(evaluation, bid.submissionId) === 'compliant');
  const team = evaluation.evaluatorIds;
  const onTeam = sheets.filter((sheet) => team.includes(sheet.userId));
  const aggregated = aggregateScores(
    evaluation.method,
    evaluation.criteria,
    team,
    compliant.map((bid) => ({
      submissionId: bid.submissionId,
      sheets: onTeam
        .filter(
          (s) => s.submissionId === bid.submissionId && s.declaration === 'none' && s.status === 'submitted',
        )
        .map((s) => ({
          evaluatorId: s.userId,
          scores: Object.fromEntries(Object.entries(s.scores).map(([id, entry]) => [id, entry.score])),
        })),
      overrides: evaluation.consensus[bid.submissionId] ?? {},
    })),
  );
  const comment = (userId: string, submissionId: string, criterionId: string) =>
    onTeam.find((s) => s.userId === userId && s.submissionId === submissionId && s.status === 'submitted')
      ?.scores[criterionId]?.comment;
  return {
    ...projectFacts(context),
    method: evaluation.method,
    criteria: evaluation.criteria,
    evaluators: evaluatorsOf(evaluation, people),
    maxTotal: maxTotalOf(evaluation.method, evaluation.criteria),
    outlierShare: OUTLIER_SHARE,
    bids: aggregated.map((bid, i) => ({
      ...bid,
      companyName: compliant[i]!.companyName,
      conflicted: onTeam
        .filter((s) => s.submissionId === bid.submissionId && s.declaration === 'conflict')
        .map((s) => s.userId),
      criteria: bid.criteria.map((criterion) => ({
        ...criterion,
        individual: criterion.individual.map((entry) => {
          const text = comment(entry.evaluatorId, bid.submissionId, criterion.criterionId);
          return { ...entry, ...(text ? { comment: text } : {}) };
        }),
      })),
    })),
    version: evaluation.version,
  };
}

/** GET Review: individual and consensus scores side by side (the leads only: evaluators see their own). */
export async function getEvaluationReview(session: SessionContext, projectId: string) {
  return reviewView(await reachAsManager(session, projectId));
}

/** PUT Consensus: the lead's score of one criterion of one bid, with its note; null goes back to the mean. */
export async function setConsensusScore(
  session: SessionContext,
  projectId: string,
  submissionId: string,
  input: TConsensusSet,
  lang: Language,
) {
  const context = await reachAsManager(session, projectId);
  const { evaluation } = context;
  await openedBid(context, submissionId);
  if (statusOf(evaluation, submissionId) === 'disqualified') throw new AppError('bidderDisqualified');
  const criterion = evaluation.criteria.find((c) => c.criterionId === input.criterionId);
  if (!criterion) throw new AppError('criterionNotFound');
  const problem = findConsensusProblem(input.score, input.note, criterionMax(evaluation.method, criterion));
  if (problem) throw atFields(problem, lang, [problem === 'scoreOutOfRange' ? 'body.score' : 'body.note']);
  assertVersion(evaluation, input.version);
  const ofBid = { ...evaluation.consensus[submissionId] };
  if (input.score === null) delete ofBid[input.criterionId];
  else
    ofBid[input.criterionId] = {
      score: input.score,
      note: input.note!.trim(),
      by: session.userId,
      at: nowIso(),
    };
  await transactAudited(
    {
      ...projectAudit(session, projectId, 'evaluationConsensusSet'),
      before: {
        submissionId,
        criterionId: input.criterionId,
        consensus: evaluation.consensus[submissionId]?.[input.criterionId] ?? null,
      },
      after: { submissionId, criterionId: input.criterionId, score: input.score, note: input.note ?? null },
    },
    [writeEvaluation(evaluation, { consensus: { ...evaluation.consensus, [submissionId]: ofBid } })],
  );
  return reviewView(await reachAsManager(session, projectId));
}

/**
 * GET Pricing: the compliant opened bids' form totals side by side (the opening's analysis), lowest marked,
 * and each price form's lines × those bids (core/submissions/bid-tabulations.ts, the opening's bid tabulation).
 */
export async function getPricingReview(session: SessionContext, projectId: string): Promise<TPricingReview> {
  const context = await reachAsManager(session, projectId);
  const { evaluation } = context;
  const [bids, forms] = await Promise.all([
    openedBidsOf(context),
    priceFormDefinitionsOf(session.customerId, projectId),
  ]);
  const compliant = bids.filter((bid) => statusOf(evaluation, bid.submissionId) === 'compliant');
  const priced = compliant.filter((bid) => bid.priceUnsealed);
  return {
    ...projectFacts(context),
    // The opening's bid analysis, over the compliant priced bids only.
    ...(await priceComparisonOf(session.customerId, projectId, forms, priced)),
    disqualified: bids
      .filter((bid) => statusOf(evaluation, bid.submissionId) === 'disqualified')
      .map((bid) => ({ submissionId: bid.submissionId, companyName: bid.companyName })),
  };
}
