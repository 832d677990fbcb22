/**
 * The evaluations group (issue 11 item 1, decision 063): Evaluate → build-evaluation, evaluation-team,
 * evaluations (the evaluator's own screen), evaluation-review, pricing-review and supplier-status, after the
 * closing. Behind the route permission `projects/evaluate` (view: evaluations.view; changes: evaluations
 * create, edit or delete); inside it, the leads (the create right) run the evaluation and the team's
 * evaluators score. Every refusal is audited on the project (decision 061), as the opening's.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { EVALUATION_ERRORS } from '../../shared/errors/evaluation.js';
import { FORM_ERRORS } from '../../shared/errors/forms.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZConflictDeclarations,
  ZConsensusSet,
  ZCriteriaSave,
  ZEvaluationBid,
  ZEvaluationBidQuery,
  ZEvaluationQuery,
  ZEvaluationReview,
  ZEvaluationSetup,
  ZEvaluationTeamSave,
  ZMyEvaluation,
  ZPricingReview,
  ZScoreSheetSave,
  ZScoringMethodChange,
  ZSupplierStatusSet,
} from '../../shared/schemas/evaluation.js';
import { SEALED_BID_REFUSAL_AREAS } from './sealed-bid-errors.js';
import { defineRoutes, type RouteErrors } from './types.js';

const EVALUATION = '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Evaluation';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const submissionId = '8a7b6c5d-4e3f-4a2b-9c1d-0e1f2a3b4c5d';
const criterionId = '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a';

const evaluate = { group: 'evaluations', auth: 'session', permission: 'projects/evaluate' } as const;

/** What the evaluations Lambda answers with: the base codes and these areas' (decision 082). */
export const evaluationsCatalogue = catalogueOf(...SEALED_BID_REFUSAL_AREAS, EVALUATION_ERRORS, FORM_ERRORS);
type Code = CodeOf<typeof evaluationsCatalogue>;

export const evaluationsRoutes = defineRoutes([
  {
    ...evaluate,
    operationId: 'getEvaluation',
    method: 'GET',
    path: EVALUATION,
    summary:
      "Evaluate → build-evaluation, evaluation-team, supplier-status: the scoring method and criteria, the team, the opened bids' statuses, the lock, and what the caller may do. The leads and the team only.",
    params: ZTenantPath,
    query: ZEvaluationQuery,
    response: ZEvaluationSetup,
    responseName: 'evaluation',
    example: { params: customer, query: { projectId } },
  },
  {
    ...evaluate,
    operationId: 'saveEvaluationCriteria',
    method: 'PUT',
    path: `${EVALUATION}/Criteria`,
    summary:
      'Saves the whole list of criteria (name, description, points or weight under the current method; weights add up to 100) at the evaluation’s version, before evaluation starts (evaluationLocked).',
    params: ZTenantPath,
    query: ZEvaluationQuery,
    body: ZCriteriaSave,
    response: ZEvaluationSetup,
    responseName: 'evaluation',
    example: {
      params: customer,
      query: { projectId },
      body: {
        criteria: [
          { name: 'Experience', description: 'Similar contracts in the last five years', points: 40 },
          { name: 'Work plan', points: 60 },
        ],
        version: 0,
      },
    },
  },
  {
    ...evaluate,
    operationId: 'changeEvaluationMethod',
    method: 'PUT',
    path: `${EVALUATION}/Method`,
    summary:
      'Changes the scoring method (points or weights): resets every criterion’s points and weight, so it needs confirmReset: true (scoringMethodResetUnconfirmed without it); locked once evaluation has started.',
    params: ZTenantPath,
    query: ZEvaluationQuery,
    body: ZScoringMethodChange,
    response: ZEvaluationSetup,
    responseName: 'evaluation',
    example: {
      params: customer,
      query: { projectId },
      body: { method: 'weights', confirmReset: true, version: 2 },
    },
  },
  {
    ...evaluate,
    operationId: 'saveEvaluationTeam',
    method: 'PUT',
    path: `${EVALUATION}/Team`,
    summary: 'Saves the evaluation team: active users of the agency, in the order given.',
    params: ZTenantPath,
    query: ZEvaluationQuery,
    body: ZEvaluationTeamSave,
    response: ZEvaluationSetup,
    responseName: 'evaluation',
    example: {
      params: customer,
      query: { projectId },
      body: { evaluatorIds: ['0f1e2d3c-4b5a-4697-8887-a6b5c4d3e2f1'], version: 2 },
    },
  },
  {
    ...evaluate,
    operationId: 'setSupplierStatus',
    method: 'PUT',
    path: `${EVALUATION}/SupplierStatus`,
    summary:
      'Marks an opened bid’s bidder compliant, or disqualified with a reason (disqualificationReasonRequired); a disqualified bid is not scored.',
    params: ZTenantPath,
    query: ZEvaluationBidQuery,
    body: ZSupplierStatusSet,
    response: ZEvaluationSetup,
    responseName: 'evaluation',
    example: {
      params: customer,
      query: { projectId, submissionId },
      body: { status: 'disqualified', reason: 'No bid bond enclosed', version: 3 },
    },
  },
  {
    ...evaluate,
    operationId: 'getMyEvaluation',
    method: 'GET',
    path: `${EVALUATION}/Mine`,
    summary:
      "Evaluate → evaluations, the evaluator's own screen: the compliant bidders and their declarations; once every bidder is declared for, each bid without a conflict with its total and the evaluator's own scores. Never another evaluator's.",
    params: ZTenantPath,
    query: ZEvaluationQuery,
    response: ZMyEvaluation,
    responseName: 'myEvaluation',
    example: { params: customer, query: { projectId } },
  },
  {
    ...evaluate,
    operationId: 'getEvaluationBid',
    method: 'GET',
    path: `${EVALUATION}/Bid`,
    summary:
      "One bid as the evaluator scoring it reads it: its forms' totals, answers, references and subcontractors (its unsealed parts). Refused without a declaration, with a declared conflict (evaluatorConflicted) or for a disqualified bidder, as a save is.",
    params: ZTenantPath,
    query: ZEvaluationBidQuery,
    response: ZEvaluationBid,
    responseName: 'evaluationBid',
    example: { params: customer, query: { projectId, submissionId } },
  },
  {
    ...evaluate,
    operationId: 'declareConflicts',
    method: 'POST',
    path: `${EVALUATION}/Declarations`,
    summary:
      'The evaluator declares a conflict of interest with each bidder named, or none, once per bidder (conflictAlreadyDeclared): a conflict removes them from that bidder. The first declaration starts the evaluation (the criteria lock).',
    params: ZTenantPath,
    query: ZEvaluationQuery,
    body: ZConflictDeclarations,
    response: ZMyEvaluation,
    responseName: 'myEvaluation',
    example: {
      params: customer,
      query: { projectId },
      body: { declarations: [{ submissionId, declaration: 'none' }] },
    },
  },
  {
    ...evaluate,
    operationId: 'saveEvaluationScores',
    method: 'PUT',
    path: `${EVALUATION}/Scores`,
    summary:
      "Saves the evaluator's scores and comments of one bid, a draft or submitted (then final), at their sheet's version; refused without a declaration, with a declared conflict (evaluatorConflicted) or for a disqualified bidder.",
    params: ZTenantPath,
    query: ZEvaluationBidQuery,
    body: ZScoreSheetSave,
    response: ZMyEvaluation,
    responseName: 'myEvaluation',
    example: {
      params: customer,
      query: { projectId, submissionId },
      body: {
        scores: [{ criterionId, score: 32.5, comment: 'Three similar contracts' }],
        submit: false,
        version: 1,
      },
    },
  },
  {
    ...evaluate,
    operationId: 'getEvaluationReview',
    method: 'GET',
    path: `${EVALUATION}/Review`,
    summary:
      "Evaluate → evaluation-review (the leads): each evaluator's submitted scores and the consensus side by side, per bid and criterion; the consensus is the evaluators' mean unless a lead set it; scores far from the others' flagged; totals weighted.",
    params: ZTenantPath,
    query: ZEvaluationQuery,
    response: ZEvaluationReview,
    responseName: 'evaluationReview',
    example: { params: customer, query: { projectId } },
  },
  {
    ...evaluate,
    operationId: 'setConsensusScore',
    method: 'PUT',
    path: `${EVALUATION}/Consensus`,
    summary:
      "A lead sets one criterion's consensus score of one bid with a note (consensusNoteRequired), or clears it (score: null) back to the evaluators' mean.",
    params: ZTenantPath,
    query: ZEvaluationBidQuery,
    body: ZConsensusSet,
    response: ZEvaluationReview,
    responseName: 'evaluationReview',
    example: {
      params: customer,
      query: { projectId, submissionId },
      body: { criterionId, score: 35, note: 'Agreed at the consensus meeting', version: 4 },
    },
  },
  {
    ...evaluate,
    operationId: 'getPricingReview',
    method: 'GET',
    path: `${EVALUATION}/Pricing`,
    summary:
      "Evaluate → pricing-review (the leads): the compliant opened bids' form totals from the shared calculation engine, side by side, the lowest marked; disqualified bidders listed apart.",
    params: ZTenantPath,
    query: ZEvaluationQuery,
    response: ZPricingReview,
    responseName: 'pricingReview',
    example: { params: customer, query: { projectId } },
  },
]);

const reads: Code[] = ['projectNotFound', 'openingBeforeClose'];
const lead: Code[] = [...reads, 'evaluationManagersOnly'];
const team: Code[] = [...reads, 'evaluatorNotOnTeam'];

export const evaluationsRouteErrors: RouteErrors<Code> = {
  getEvaluation: team,
  saveEvaluationCriteria: [
    ...lead,
    'evaluationLocked',
    'criterionPointsInvalid',
    'criterionWeightInvalid',
    'criteriaWeightsTotal',
    'criterionNameDuplicate',
    'conflict',
  ],
  changeEvaluationMethod: [...lead, 'evaluationLocked', 'scoringMethodResetUnconfirmed', 'conflict'],
  saveEvaluationTeam: [...lead, 'evaluatorNotFound', 'conflict'],
  setSupplierStatus: [...lead, 'evaluationBidNotFound', 'disqualificationReasonRequired', 'conflict'],
  getMyEvaluation: team,
  getEvaluationBid: [
    ...team,
    'evaluationBidNotFound',
    'conflictNotDeclared',
    'evaluatorConflicted',
    'bidderDisqualified',
    'evaluationNotReady',
  ],
  declareConflicts: [
    ...team,
    'evaluationNotReady',
    'evaluationBidNotFound',
    'bidderDisqualified',
    'conflictAlreadyDeclared',
    'conflict',
  ],
  saveEvaluationScores: [
    ...team,
    'evaluationBidNotFound',
    'conflictNotDeclared',
    'evaluatorConflicted',
    'bidderDisqualified',
    'evaluationNotReady',
    'scoresAlreadySubmitted',
    'criterionNotFound',
    'scoreOutOfRange',
    'scoresIncomplete',
    'conflict',
  ],
  getEvaluationReview: lead,
  setConsensusScore: [
    ...lead,
    'evaluationBidNotFound',
    'bidderDisqualified',
    'criterionNotFound',
    'scoreOutOfRange',
    'consensusNoteRequired',
    'conflict',
  ],
  getPricingReview: lead,
};
