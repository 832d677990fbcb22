/**
 * The evaluation of opened bids (issue 11 item 1, docs/product/evaluation-and-award.md#evaluation, decision
 * 063): criteria scored by points or by weights, the lock once evaluation has started, the
 * conflict-of-interest rule, the score's bounds, and the aggregation of the evaluators' scores into a
 * consensus with its outlier flags. Pure: the screens and the evaluations Lambda decide with the same
 * functions.
 *
 * Scores are numbers with at most two decimals; sums and means are computed in hundredths (integers) so that
 * 0.1 + 0.2 is 0.3, and a mean is rounded half-up to the hundredth only once, at the end.
 */
import type { ProjectStatus } from '../projects/project-types.js';

export const SCORING_METHODS = ['points', 'weights'] as const;
export type ScoringMethod = (typeof SCORING_METHODS)[number];

/** Under weights, each criterion is scored out of this scale, and its weight (in %) applies to the score. */
export const WEIGHTED_SCALE = 10;
/** A criterion's points under the points method: a whole number in this range. */
export const CRITERION_POINTS_MAX = 1000;
export const CRITERIA_MAX = 50;
export const EVALUATORS_MAX = 25;
/**
 * A score is flagged when it lies more than this share of the criterion's maximum away from the mean of the
 * other evaluators' scores of the same criterion and bid (decision 063): on a 10-point criterion, 7 against
 * others at 3 and 4 (mean 3.5, 3.5 away > 2.5) is flagged; 6 against them (2.5 away) is not.
 */
export const OUTLIER_SHARE = 0.25;

export const CONFLICT_DECLARATIONS = ['none', 'conflict'] as const;
export type ConflictDeclaration = (typeof CONFLICT_DECLARATIONS)[number];

export const SUPPLIER_STATUSES = ['compliant', 'disqualified'] as const;
export type SupplierStatus = (typeof SUPPLIER_STATUSES)[number];

export interface Criterion {
  criterionId: string;
  name: string;
  description?: string;
  /** Points method: the criterion's maximum. */
  points?: number;
  /** Weights method: the criterion's weight in percent (the weights sum to 100). */
  weight?: number;
}

const hundredths = (value: number) => Math.round(value * 100);
const fromHundredths = (value: number) => value / 100;

/** At most two decimals: 7, 7.5 and 7.25 are scores; 7.125 is not. */
export const hasTwoDecimalsAtMost = (value: number) =>
  Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The most a criterion's score may be: its points, or the weighted scale. Undefined while not set. */
export function criterionMax(method: ScoringMethod, criterion: Criterion): number | undefined {
  return method === 'points' ? criterion.points : WEIGHTED_SCALE;
}

/**
 * Changing the scoring method resets points and weights (docs/product/evaluation-and-award.md#evaluation):
 * the criteria keep their names and descriptions, and each needs its new points or weight before evaluation
 * can start.
 */
export function changeScoringMethod(criteria: readonly Criterion[]): Criterion[] {
  return criteria.map(({ points: _points, weight: _weight, ...kept }) => kept);
}

/** A change of method needs the user's confirmation of the reset first (the warning). */
export function findMethodChangeProblem(
  current: ScoringMethod,
  wanted: ScoringMethod,
  confirmed: boolean,
): 'scoringMethodResetUnconfirmed' | null {
  return current !== wanted && !confirmed ? 'scoringMethodResetUnconfirmed' : null;
}

export type CriteriaProblemCode =
  'criterionPointsInvalid' | 'criterionWeightInvalid' | 'criteriaWeightsTotal' | 'criterionNameDuplicate';

export interface CriteriaProblem {
  /** The criterion's index, or null for the criteria as a whole (the weights' total). */
  index: number | null;
  field: 'name' | 'points' | 'weight' | 'weights';
  code: CriteriaProblemCode;
}

/**
 * What keeps criteria from being saved under a method: each criterion's points (a whole number from 1 to
 * 1,000) or weight (above 0, up to 100, two decimals), and, under weights, weights summing to exactly 100.
 * Names are unique, ignoring case and surrounding blanks.
 */
export function findCriteriaProblems(
  method: ScoringMethod,
  criteria: readonly Criterion[],
): CriteriaProblem[] {
  const problems: CriteriaProblem[] = [];
  const seen = new Set<string>();
  criteria.forEach((criterion, index) => {
    const name = criterion.name.trim().toLowerCase();
    if (seen.has(name)) problems.push({ index, field: 'name', code: 'criterionNameDuplicate' });
    seen.add(name);
    if (method === 'points') {
      const points = criterion.points;
      if (points === undefined || !Number.isInteger(points) || points < 1 || points > CRITERION_POINTS_MAX)
        problems.push({ index, field: 'points', code: 'criterionPointsInvalid' });
    } else {
      const weight = criterion.weight;
      if (weight === undefined || !hasTwoDecimalsAtMost(weight) || weight <= 0 || weight > 100)
        problems.push({ index, field: 'weight', code: 'criterionWeightInvalid' });
    }
  });
  if (method === 'weights' && criteria.length > 0 && problems.every((p) => p.field !== 'weight')) {
    const total = criteria.reduce((sum, criterion) => sum + hundredths(criterion.weight ?? 0), 0);
    if (total !== 10_000) problems.push({ index: null, field: 'weights', code: 'criteriaWeightsTotal' });
  }
  return problems;
}

/** Evaluation can start once there are criteria and each has its points or weight under the method. */
export function isReadyToScore(method: ScoringMethod, criteria: readonly Criterion[]): boolean {
  return criteria.length > 0 && findCriteriaProblems(method, criteria).length === 0;
}

export interface LockFacts {
  /** When the first evaluator declared (a conflict or none) for a bidder: scoring needs it first. */
  startedAt?: string | undefined;
  projectStatus: ProjectStatus;
}

export interface EvaluationLocks {
  /** The scoring method and the criteria can no longer change. */
  locked: boolean;
  reason: 'started' | 'awarded' | null;
}

/**
 * The module choice locks once evaluation has started (docs/product/evaluation-and-award.md#evaluation): from
 * the first declaration of conflict of interest (which every score follows), and once the project is awarded.
 * The screen greys the controls out with this; the server refuses with `evaluationLocked`.
 */
export function evaluationLocks(facts: LockFacts): EvaluationLocks {
  if (facts.projectStatus === 'awarded') return { locked: true, reason: 'awarded' };
  if (facts.startedAt) return { locked: true, reason: 'started' };
  return { locked: false, reason: null };
}

export type ScoringRefusal =
  | 'evaluatorNotOnTeam'
  | 'conflictNotDeclared'
  | 'evaluatorConflicted'
  | 'bidderDisqualified'
  | 'scoresAlreadySubmitted'
  | 'evaluationNotReady';

/**
 * A declared conflict of interest removes the evaluator from that bidder wherever its bid is read: in the
 * evaluation (findScoringRefusal) and in Source → submissions, whatever other right the user holds.
 */
export const conflictRefusal = (declaration: ConflictDeclaration | undefined) =>
  declaration === 'conflict' ? ('evaluatorConflicted' as const) : null;

/**
 * The export of all submissions holds every bid: refused to whoever declared a conflict with any bidder
 * (their own declarations of the project).
 */
export const wholeFieldExportRefusal = (declarations: readonly ConflictDeclaration[]) =>
  declarations.some((declaration) => conflictRefusal(declaration)) ? ('exportConflicted' as const) : null;

export interface ScoringFacts {
  onTeam: boolean;
  /** The evaluator's declaration for this bidder, if made. */
  declaration: ConflictDeclaration | undefined;
  supplierStatus: SupplierStatus;
  submitted: boolean;
  ready: boolean;
}

/**
 * Whether an evaluator may read and score a bid: on the team, the criteria ready, a declaration of no
 * conflict for this bidder (a declared conflict removes the evaluator from the bidder), the bidder compliant,
 * and the evaluator's scores of it not yet submitted. Reading asks the same save for the last point.
 */
export function findScoringRefusal(facts: ScoringFacts, forSave: boolean): ScoringRefusal | null {
  if (!facts.onTeam) return 'evaluatorNotOnTeam';
  if (facts.declaration === undefined) return 'conflictNotDeclared';
  const conflict = conflictRefusal(facts.declaration);
  if (conflict) return conflict;
  if (facts.supplierStatus === 'disqualified') return 'bidderDisqualified';
  if (!facts.ready) return 'evaluationNotReady';
  if (forSave && facts.submitted) return 'scoresAlreadySubmitted';
  return null;
}

/**
 * An evaluator sees the bids only once they have declared for every bidder to be scored: a conflict has to
 * be declared before anything of a bid is seen.
 */
export function hasDeclaredForAll(
  declarations: Readonly<Record<string, ConflictDeclaration | undefined>>,
  bidderIds: readonly string[],
): boolean {
  return bidderIds.every((id) => declarations[id] !== undefined);
}

/** A score within 0 and the criterion's maximum, two decimals at most; null when it is fine. */
export function findScoreProblem(score: number, max: number | undefined): 'scoreOutOfRange' | null {
  if (max === undefined || !hasTwoDecimalsAtMost(score) || score < 0 || score > max) return 'scoreOutOfRange';
  return null;
}

/** A disqualification needs its reason; a compliant status has none. */
export function findSupplierStatusProblem(
  status: SupplierStatus,
  reason: string | undefined,
): 'disqualificationReasonRequired' | null {
  return status === 'disqualified' && !reason?.trim() ? 'disqualificationReasonRequired' : null;
}

/** A consensus score the lead sets needs a note saying why it departs from the evaluators' mean. */
export function findConsensusProblem(
  score: number | null,
  note: string | undefined,
  max: number | undefined,
): 'scoreOutOfRange' | 'consensusNoteRequired' | null {
  if (score === null) return null;
  const range = findScoreProblem(score, max);
  if (range) return range;
  return note?.trim() ? null : 'consensusNoteRequired';
}

/** The mean of scores, rounded half-up to the hundredth; null without scores. */
export function meanOf(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const sum = scores.reduce((total, score) => total + hundredths(score), 0);
  return fromHundredths(Math.round(sum / scores.length));
}

/**
 * Whether a score lies far from the other evaluators': more than OUTLIER_SHARE of the criterion's maximum
 * away from the mean of the others' scores. Alone (no other score), a score is never flagged.
 */
export function isOutlier(score: number, others: readonly number[], max: number): boolean {
  if (others.length === 0 || max <= 0) return false;
  const othersSum = others.reduce((total, other) => total + hundredths(other), 0);
  // Compared in hundredths × count, so no rounding of the others' mean decides the flag.
  const distance = Math.abs(hundredths(score) * others.length - othersSum);
  return distance > hundredths(max) * OUTLIER_SHARE * others.length;
}

/**
 * A bid's total from its scores per criterion: points add up; under weights each score counts for its
 * weight (score / 10 × weight, a total out of 100). Null when a criterion has no score.
 */
export function totalOf(
  method: ScoringMethod,
  criteria: readonly Criterion[],
  scores: Readonly<Record<string, number | null | undefined>>,
): number | null {
  let total = 0;
  for (const criterion of criteria) {
    const score = scores[criterion.criterionId];
    if (score === null || score === undefined) return null;
    total +=
      method === 'points'
        ? hundredths(score)
        : (hundredths(score) * (criterion.weight ?? 0)) / WEIGHTED_SCALE;
  }
  return fromHundredths(Math.round(total));
}

/** The most a bid's total can be: the sum of points, or 100 under weights. */
export function maxTotalOf(method: ScoringMethod, criteria: readonly Criterion[]): number {
  return method === 'points' ? criteria.reduce((sum, c) => sum + (c.points ?? 0), 0) : 100;
}

export interface EvaluatorSheet {
  evaluatorId: string;
  /** Submitted scores, by criterion. */
  scores: Readonly<Record<string, number | undefined>>;
}

export interface ConsensusOverride {
  score: number;
  note: string;
}

export interface BidToAggregate {
  submissionId: string;
  /** The submitted sheets of the team's evaluators without a conflict for this bidder. */
  sheets: readonly EvaluatorSheet[];
  /** The lead's consensus scores, by criterion. */
  overrides: Readonly<Record<string, ConsensusOverride | undefined>>;
}

export interface AggregatedCriterion {
  criterionId: string;
  individual: { evaluatorId: string; score: number | null; outlier: boolean }[];
  /** The mean of the evaluators' scores of this criterion. */
  mean: number | null;
  /** The lead's score where set, else the mean. */
  consensus: number | null;
  overridden: boolean;
  note?: string;
}

export interface AggregatedBid {
  submissionId: string;
  criteria: AggregatedCriterion[];
  /** Each evaluator's total, in the evaluators' order given. */
  evaluatorTotals: { evaluatorId: string; total: number | null }[];
  consensusTotal: number | null;
}

/**
 * The review: per bid and criterion each evaluator's score with its outlier flag, the mean, and the
 * consensus (the lead's score where set, else the mean); each evaluator's total and the consensus total
 * weighted as the method says. Evaluators are reported in the order given.
 */
export function aggregateScores(
  method: ScoringMethod,
  criteria: readonly Criterion[],
  evaluatorIds: readonly string[],
  bids: readonly BidToAggregate[],
): AggregatedBid[] {
  return bids.map((bid) => {
    const byEvaluator = new Map(bid.sheets.map((sheet) => [sheet.evaluatorId, sheet]));
    const consensusScores: Record<string, number | null> = {};
    const aggregated = criteria.map((criterion): AggregatedCriterion => {
      const max = criterionMax(method, criterion) ?? 0;
      const scored = evaluatorIds.flatMap((evaluatorId) => {
        const score = byEvaluator.get(evaluatorId)?.scores[criterion.criterionId];
        return score === undefined ? [] : [{ evaluatorId, score }];
      });
      const individual = evaluatorIds.map((evaluatorId) => {
        const own = scored.find((entry) => entry.evaluatorId === evaluatorId);
        if (!own) return { evaluatorId, score: null, outlier: false };
        const others = scored.filter((entry) => entry !== own).map((entry) => entry.score);
        return { evaluatorId, score: own.score, outlier: isOutlier(own.score, others, max) };
      });
      const mean = meanOf(scored.map((entry) => entry.score));
      const override = bid.overrides[criterion.criterionId];
      const consensus = override ? override.score : mean;
      consensusScores[criterion.criterionId] = consensus;
      return {
        criterionId: criterion.criterionId,
        individual,
        mean,
        consensus,
        overridden: override !== undefined,
        ...(override ? { note: override.note } : {}),
      };
    });
    return {
      submissionId: bid.submissionId,
      criteria: aggregated,
      evaluatorTotals: evaluatorIds.map((evaluatorId) => ({
        evaluatorId,
        total: byEvaluator.has(evaluatorId)
          ? totalOf(method, criteria, byEvaluator.get(evaluatorId)!.scores)
          : null,
      })),
      consensusTotal: totalOf(method, criteria, consensusScores),
    };
  });
}

/**
 * Who runs an evaluation (builds it, picks the team, marks the suppliers, reviews and sets the consensus):
 * a user with the create right of the Evaluate group. The Evaluators group of an agency holds view and edit,
 * which let its members score where they are on the team, and nothing more (decision 063).
 */
export const canManageEvaluation = (permissionIds: readonly string[]) =>
  permissionIds.includes('evaluations.create');
