/**
 * The evaluation's score aggregation (issue 11, Done when; decision 063): 50 bids × 20 criteria × 7
 * evaluators aggregated by `aggregateScores` (each score with its outlier flag, the means, the consensus and
 * the weighted totals), as the review answers it, in Node (the evaluations Lambda). No goal is set: the
 * figure is reported.
 */
import {
  aggregateScores,
  type BidToAggregate,
  type Criterion,
} from '../../shared/domain/evaluation/evaluation-rules.js';
import { median, round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';

const BIDS = 50;
const CRITERIA = 20;
const EVALUATORS = 7;
const WARM_UP = 10;
const RUNS = 30;

/** A fixed sequence (a linear congruential generator), so that every run aggregates the same scores. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export async function run(ctx: BenchContext): Promise<Section> {
  const next = sequence(20261126);
  // Weights of 5 % each: 20 criteria add up to 100; scored out of 10 with two decimals.
  const criteria: Criterion[] = Array.from({ length: CRITERIA }, (_, i) => ({
    criterionId: `criterion-${i}`,
    name: `Criterion ${i + 1}`,
    weight: 5,
  }));
  const evaluatorIds = Array.from({ length: EVALUATORS }, (_, i) => `evaluator-${i}`);
  const bids: BidToAggregate[] = Array.from({ length: BIDS }, (_, b) => ({
    submissionId: `bid-${b}`,
    sheets: (() => {
      // Evaluators near each other on a criterion (a shared view ± 2.5 points), as a panel usually is.
      const views = criteria.map(() => 2.5 + next() * 5);
      return evaluatorIds.map((evaluatorId) => ({
        evaluatorId,
        scores: Object.fromEntries(
          criteria.map((c, i) => [c.criterionId, Math.round((views[i]! + (next() - 0.5) * 5) * 100) / 100]),
        ),
      }));
    })(),
    // A lead's consensus on one criterion of every fifth bid.
    overrides: b % 5 === 0 ? { 'criterion-0': { score: 7.5, note: 'Agreed' } } : {},
  }));

  ctx.log(`score aggregation: ${WARM_UP} warm-up runs, then ${RUNS} measured`);
  const times: number[] = [];
  let flagged = 0;
  for (let i = 0; i < WARM_UP + RUNS; i += 1) {
    const started = performance.now();
    const result = aggregateScores('weights', criteria, evaluatorIds, bids);
    if (i >= WARM_UP) times.push(performance.now() - started);
    flagged = result.reduce(
      (sum, bid) =>
        sum + bid.criteria.reduce((n, c) => n + c.individual.filter((entry) => entry.outlier).length, 0),
      0,
    );
    if (result.length !== BIDS || result.some((bid) => bid.consensusTotal === null))
      throw new Error('the bench evaluation did not aggregate every bid');
  }

  return {
    id: 'score-aggregation',
    title: 'Evaluation score aggregation',
    method:
      `aggregateScores (shared/domain/evaluation) over ${BIDS} bids × ${CRITERIA} criteria × ${EVALUATORS} ` +
      `evaluators (${(BIDS * CRITERIA * EVALUATORS).toLocaleString('en-CA')} scores, weights method): each ` +
      'score’s outlier flag against the other evaluators’ mean, the mean and consensus per criterion, each ' +
      `evaluator’s and the consensus’s weighted total; ${WARM_UP} warm-up runs, then the median of ${RUNS}, ` +
      `timed with performance.now() in Node. Scores drawn from a fixed sequence (${flagged} flagged far from ` +
      'the others).',
    rows: [
      {
        name: `aggregate ${BIDS} bids × ${CRITERIA} criteria × ${EVALUATORS} evaluators (Node)`,
        figure: { value: round(median(times), 2), unit: 'ms' },
        goal: { kind: 'none' },
      },
    ],
  };
}
