import { describe, expect, it } from 'vitest';
import {
  aggregateScores,
  canManageEvaluation,
  changeScoringMethod,
  conflictRefusal,
  evaluationLocks,
  findConsensusProblem,
  findCriteriaProblems,
  findMethodChangeProblem,
  findScoreProblem,
  findScoringRefusal,
  findSupplierStatusProblem,
  hasDeclaredForAll,
  isOutlier,
  isReadyToScore,
  meanOf,
  totalOf,
  type Criterion,
  type ScoringFacts,
  wholeFieldExportRefusal,
} from './evaluation-rules.js';

const quality: Criterion = { criterionId: 'q', name: 'Quality', points: 10, weight: 60 };
const price: Criterion = { criterionId: 'p', name: 'Price', points: 20, weight: 40 };

describe('changeScoringMethod: a method change resets points and weights (docs/product/evaluation-and-award.md#evaluation)', () => {
  it('keeps names and descriptions, drops points and weights', () => {
    expect(changeScoringMethod([{ ...quality, description: 'Method statement' }, price])).toEqual([
      { criterionId: 'q', name: 'Quality', description: 'Method statement' },
      { criterionId: 'p', name: 'Price' },
    ]);
  });

  it.each([
    ['points', 'weights', false, 'scoringMethodResetUnconfirmed'],
    ['points', 'weights', true, null],
    ['weights', 'points', false, 'scoringMethodResetUnconfirmed'],
    ['points', 'points', false, null],
  ] as const)('from %s to %s, confirmed %s: %s', (from, to, confirmed, expected) => {
    expect(findMethodChangeProblem(from, to, confirmed)).toBe(expected);
  });
});

describe('findCriteriaProblems', () => {
  it.each<[string, 'points' | 'weights', Criterion[], unknown[]]>([
    ['points set', 'points', [quality, price], []],
    [
      'points missing, zero, fractional or above 1,000',
      'points',
      [
        { criterionId: 'a', name: 'A' },
        { criterionId: 'b', name: 'B', points: 0 },
        { criterionId: 'c', name: 'C', points: 2.5 },
        { criterionId: 'd', name: 'D', points: 1001 },
      ],
      [0, 1, 2, 3].map((index) => ({ index, field: 'points', code: 'criterionPointsInvalid' })),
    ],
    ['weights summing to 100', 'weights', [quality, price], []],
    [
      'weights summing to 99.99',
      'weights',
      [
        { ...quality, weight: 59.99 },
        { ...price, weight: 40 },
      ],
      [{ index: null, field: 'weights', code: 'criteriaWeightsTotal' }],
    ],
    [
      'decimal weights summing to 100 exactly',
      'weights',
      [
        { ...quality, weight: 33.33 },
        { ...price, weight: 33.33 },
        { criterionId: 'r', name: 'R', weight: 33.34 },
      ],
      [],
    ],
    [
      'a weight missing (the total is not also reported)',
      'weights',
      [{ criterionId: 'a', name: 'A' }, price],
      [{ index: 0, field: 'weight', code: 'criterionWeightInvalid' }],
    ],
    [
      'a duplicate name, ignoring case',
      'points',
      [quality, { ...price, name: ' quality ' }],
      [{ index: 1, field: 'name', code: 'criterionNameDuplicate' }],
    ],
  ])('%s', (_, method, criteria, expected) => {
    expect(findCriteriaProblems(method, criteria)).toEqual(expected);
  });

  it('is ready to score only with criteria, all set', () => {
    expect(isReadyToScore('points', [])).toBe(false);
    expect(isReadyToScore('points', changeScoringMethod([quality]))).toBe(false);
    expect(isReadyToScore('points', [quality])).toBe(true);
  });
});

describe('evaluationLocks: locked once evaluation has started (docs/product/evaluation-and-award.md#evaluation)', () => {
  it.each([
    [{ projectStatus: 'closed' }, { locked: false, reason: null }],
    [
      { projectStatus: 'closed', startedAt: '2026-11-26T15:00:00Z' },
      { locked: true, reason: 'started' },
    ],
    [{ projectStatus: 'awarded' }, { locked: true, reason: 'awarded' }],
  ] as const)('%j', (facts, expected) => {
    expect(evaluationLocks(facts)).toEqual(expected);
  });
});

describe('findScoringRefusal: a declared conflict removes the evaluator from the bidder', () => {
  const fine: ScoringFacts = {
    onTeam: true,
    declaration: 'none',
    supplierStatus: 'compliant',
    submitted: false,
    ready: true,
  };
  it.each<[string, Partial<ScoringFacts>, boolean, string | null]>([
    ['no conflict, compliant', {}, true, null],
    ['not on the team', { onTeam: false }, false, 'evaluatorNotOnTeam'],
    ['no declaration yet', { declaration: undefined }, false, 'conflictNotDeclared'],
    ['a declared conflict: read', { declaration: 'conflict' }, false, 'evaluatorConflicted'],
    ['a declared conflict: save', { declaration: 'conflict' }, true, 'evaluatorConflicted'],
    ['a disqualified bidder', { supplierStatus: 'disqualified' }, true, 'bidderDisqualified'],
    ['criteria not ready', { ready: false }, true, 'evaluationNotReady'],
    ['already submitted: save', { submitted: true }, true, 'scoresAlreadySubmitted'],
    ['already submitted: read', { submitted: true }, false, null],
  ])('%s', (_, facts, forSave, expected) => {
    expect(findScoringRefusal({ ...fine, ...facts }, forSave)).toBe(expected);
  });

  it('refuses a conflicted reader wherever the bid is read (Source too); no declaration is not a conflict', () => {
    expect(conflictRefusal('conflict')).toBe('evaluatorConflicted');
    expect(conflictRefusal('none')).toBeNull();
    expect(conflictRefusal(undefined)).toBeNull();
  });

  it('refuses the export of every bid to whoever declared a conflict with any bidder', () => {
    expect(wholeFieldExportRefusal(['none', 'conflict'])).toBe('exportConflicted');
    expect(wholeFieldExportRefusal(['none', 'none'])).toBeNull();
    expect(wholeFieldExportRefusal([])).toBeNull();
  });

  it('shows bids only once every bidder has a declaration', () => {
    expect(hasDeclaredForAll({ a: 'none', b: 'conflict' }, ['a', 'b'])).toBe(true);
    expect(hasDeclaredForAll({ a: 'none' }, ['a', 'b'])).toBe(false);
    expect(hasDeclaredForAll({}, [])).toBe(true);
  });
});

describe('scores, statuses, consensus notes', () => {
  it.each([
    [0, 10, null],
    [10, 10, null],
    [7.25, 10, null],
    [10.01, 10, 'scoreOutOfRange'],
    [-1, 10, 'scoreOutOfRange'],
    [7.125, 10, 'scoreOutOfRange'],
    [5, undefined, 'scoreOutOfRange'],
  ] as const)('score %s out of %s: %s', (score, max, expected) => {
    expect(findScoreProblem(score, max)).toBe(expected);
  });

  it.each([
    ['compliant', undefined, null],
    ['disqualified', '  ', 'disqualificationReasonRequired'],
    ['disqualified', 'No bid bond', null],
  ] as const)('%s with reason %j: %s', (status, reason, expected) => {
    expect(findSupplierStatusProblem(status, reason)).toBe(expected);
  });

  it.each([
    [null, undefined, null],
    [8, 'Agreed at the meeting', null],
    [8, '', 'consensusNoteRequired'],
    [11, 'x', 'scoreOutOfRange'],
  ] as const)('consensus %s with note %j: %s', (score, note, expected) => {
    expect(findConsensusProblem(score, note, 10)).toBe(expected);
  });
});

describe('aggregation (mean of evaluators, weighted totals) and the outlier flag', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[0.1, 0.2], 0.15],
    [[7, 8, 8], 7.67],
    [[1, 2], 1.5],
  ] as const)('mean of %j is %s', (scores, expected) => {
    expect(meanOf(scores)).toBe(expected);
  });

  it.each([
    // More than 25% of the maximum (2.5 on 10) away from the others' mean.
    [7, [3, 4], 10, true],
    [6, [3, 4], 10, false],
    [6.01, [3, 4], 10, true],
    [9, [], 10, false],
    [2, [8], 10, true],
    [15, [10, 10], 20, false],
  ] as const)('%s against %j out of %s: %s', (score, others, max, expected) => {
    expect(isOutlier(score, others, max)).toBe(expected);
  });

  it.each([
    ['points', { q: 7, p: 15.5 }, 22.5],
    ['weights', { q: 7, p: 5 }, 62], // 7/10 × 60 + 5/10 × 40
    ['weights', { q: 7.25, p: 5 }, 63.5],
    ['points', { q: 7 }, null],
  ] as const)('%s total of %j: %s', (method, scores, expected) => {
    expect(totalOf(method, [quality, price], scores)).toBe(expected);
  });

  it('reports each evaluator, the mean, the consensus (the lead’s where set) and the totals', () => {
    const [bid] = aggregateScores(
      'points',
      [quality, price],
      ['ann', 'bob', 'cy'],
      [
        {
          submissionId: 's1',
          sheets: [
            { evaluatorId: 'ann', scores: { q: 8, p: 16 } },
            { evaluatorId: 'bob', scores: { q: 7, p: 15 } },
            { evaluatorId: 'cy', scores: { q: 2, p: 14 } },
          ],
          overrides: { p: { score: 18, note: 'Best delivery plan' } },
        },
      ],
    );
    expect(bid).toEqual({
      submissionId: 's1',
      criteria: [
        {
          criterionId: 'q',
          individual: [
            // Ann's 8 is 3.5 from Bob's and Cy's mean (4.5) too: with three evaluators, the far score pulls
            // the others' mean, and the review shows both to discuss; Bob's 7 is 2 from 5 (not flagged).
            { evaluatorId: 'ann', score: 8, outlier: true },
            { evaluatorId: 'bob', score: 7, outlier: false },
            { evaluatorId: 'cy', score: 2, outlier: true },
          ],
          mean: 5.67,
          consensus: 5.67,
          overridden: false,
        },
        {
          criterionId: 'p',
          individual: [
            { evaluatorId: 'ann', score: 16, outlier: false },
            { evaluatorId: 'bob', score: 15, outlier: false },
            { evaluatorId: 'cy', score: 14, outlier: false },
          ],
          mean: 15,
          consensus: 18,
          overridden: true,
          note: 'Best delivery plan',
        },
      ],
      evaluatorTotals: [
        { evaluatorId: 'ann', total: 24 },
        { evaluatorId: 'bob', total: 22 },
        { evaluatorId: 'cy', total: 16 },
      ],
      consensusTotal: 23.67,
    });
  });

  it('leaves out an evaluator without a sheet (a conflict, not submitted): no score, no total', () => {
    const [bid] = aggregateScores(
      'weights',
      [quality, price],
      ['ann', 'bob'],
      [{ submissionId: 's1', sheets: [{ evaluatorId: 'ann', scores: { q: 10, p: 10 } }], overrides: {} }],
    );
    expect(bid!.evaluatorTotals).toEqual([
      { evaluatorId: 'ann', total: 100 },
      { evaluatorId: 'bob', total: null },
    ]);
    expect(bid!.criteria[0]!.individual[1]).toEqual({ evaluatorId: 'bob', score: null, outlier: false });
    expect(bid!.consensusTotal).toBe(100);
  });
});

describe('canManageEvaluation: the Evaluate create right runs the evaluation', () => {
  it.each([
    [['evaluations.view', 'evaluations.edit'], false],
    [['evaluations.view', 'evaluations.create'], true],
    [[], false],
  ])('%j: %s', (permissionIds, expected) => {
    expect(canManageEvaluation(permissionIds)).toBe(expected);
  });
});
