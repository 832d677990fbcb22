/**
 * The evaluation of opened bids (issue 11 item 1, decision 063): the set-up (scoring method, criteria,
 * team, suppliers' statuses), an evaluator's own declarations and scores, the lead's review with the
 * consensus, and the pricing review. An evaluator's answer never holds another evaluator's scores.
 * zod/mini.
 */
import * as z from 'zod/mini';
import {
  CONFLICT_DECLARATIONS,
  CRITERIA_MAX,
  EVALUATORS_MAX,
  SCORING_METHODS,
  SUPPLIER_STATUSES,
} from '../domain/evaluation/evaluation-rules.js';
import { PROJECT_STATUSES } from '../domain/projects/project-types.js';
import { BID_PRICE_COMPARISON, ZOpeningFile } from './opening.js';
import { ZProjectRefId, ZRequiredText, ZText } from './project-blocks.js';

export const CRITERION_NAME_MAX = 200;
export const CRITERION_DESCRIPTION_MAX = 2000;
export const SCORE_COMMENT_MAX = 4000;
export const STATUS_REASON_MAX = 1000;

export const ZEvaluationQuery = z.object({ projectId: ZProjectRefId });
/** A route about one bid names it as the opening does (`submissionId`), so the sealed-bid walk finds it. */
export const ZEvaluationBidQuery = z.object({ projectId: ZProjectRefId, submissionId: ZProjectRefId });

const ZVersion = z.int().check(z.minimum(0));
/** A score: at most two decimals, checked against the criterion's maximum by the rules. */
const ZScore = z.number().check(z.minimum(0), z.maximum(1000));

export const ZCriterion = z.object({
  criterionId: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  points: z.optional(z.number()),
  weight: z.optional(z.number()),
});

/** PUT Criteria: the whole list at the evaluation's version; a criterion without an id is new. */
export const ZCriteriaSave = z.strictObject({
  criteria: z
    .array(
      z.strictObject({
        criterionId: z.optional(ZProjectRefId),
        name: ZRequiredText(CRITERION_NAME_MAX),
        description: z.optional(ZText(CRITERION_DESCRIPTION_MAX)),
        points: z.optional(z.number()),
        weight: z.optional(z.number()),
      }),
    )
    .check(z.maxLength(CRITERIA_MAX)),
  version: ZVersion,
});
export type TCriteriaSave = z.output<typeof ZCriteriaSave>;

/** PUT Method: a change resets points and weights, so it needs `confirmReset` (the warning's answer). */
export const ZScoringMethodChange = z.strictObject({
  method: z.enum(SCORING_METHODS),
  confirmReset: z.boolean(),
  version: ZVersion,
});
export type TScoringMethodChange = z.output<typeof ZScoringMethodChange>;

export const ZEvaluationTeamSave = z.strictObject({
  evaluatorIds: z.array(ZProjectRefId).check(z.maxLength(EVALUATORS_MAX)),
  version: ZVersion,
});
export type TEvaluationTeamSave = z.output<typeof ZEvaluationTeamSave>;

export const ZSupplierStatusSet = z.strictObject({
  status: z.enum(SUPPLIER_STATUSES),
  reason: z.optional(ZText(STATUS_REASON_MAX)),
  version: ZVersion,
});
export type TSupplierStatusSet = z.output<typeof ZSupplierStatusSet>;

export const ZConflictDeclarations = z.strictObject({
  declarations: z
    .array(z.strictObject({ submissionId: ZProjectRefId, declaration: z.enum(CONFLICT_DECLARATIONS) }))
    .check(z.minLength(1), z.maxLength(200)),
});
export type TConflictDeclarations = z.output<typeof ZConflictDeclarations>;

/** PUT Scores: the evaluator's scores of one bid, a draft or submitted, at their sheet's version. */
export const ZScoreSheetSave = z.strictObject({
  scores: z
    .array(
      z.strictObject({
        criterionId: ZProjectRefId,
        score: z.nullable(ZScore),
        comment: z.optional(ZText(SCORE_COMMENT_MAX)),
      }),
    )
    .check(z.maxLength(CRITERIA_MAX)),
  submit: z.boolean(),
  version: ZVersion,
});
export type TScoreSheetSave = z.output<typeof ZScoreSheetSave>;

/** PUT Consensus: the lead's score of one criterion of one bid with its note; null goes back to the mean. */
export const ZConsensusSet = z.strictObject({
  criterionId: ZProjectRefId,
  score: z.nullable(ZScore),
  note: z.optional(ZText(STATUS_REASON_MAX)),
  version: ZVersion,
});
export type TConsensusSet = z.output<typeof ZConsensusSet>;

const PROJECT_FACTS = {
  projectId: z.string(),
  projectName: z.string(),
  projectNumber: z.optional(z.string()),
  projectStatus: z.enum(PROJECT_STATUSES),
};

const ZPerson = z.object({ userId: z.string(), name: z.string(), email: z.optional(z.string()) });

/** GET Evaluation: the set-up, read by the leads and the team (the candidates are the leads' only). */
export const ZEvaluationSetup = z.object({
  ...PROJECT_FACTS,
  method: z.enum(SCORING_METHODS),
  criteria: z.array(ZCriterion),
  evaluators: z.array(ZPerson),
  /** The agency's active users a lead may add; the project team's evaluators marked. */
  candidates: z.array(z.extend(ZPerson, { projectEvaluator: z.boolean() })),
  bidders: z.array(
    z.object({
      submissionId: z.string(),
      companyName: z.string(),
      status: z.enum(SUPPLIER_STATUSES),
      reason: z.optional(z.string()),
    }),
  ),
  /** When the first declaration started the evaluation (evaluationLocks reads it with the status). */
  startedAt: z.optional(z.string()),
  locked: z.boolean(),
  lockReason: z.nullable(z.enum(['started', 'awarded'])),
  readyToScore: z.boolean(),
  you: z.object({ manager: z.boolean(), evaluator: z.boolean() }),
  version: z.int(),
});
export type TEvaluationSetup = z.output<typeof ZEvaluationSetup>;

const ZSheetScore = z.object({ score: z.number(), comment: z.optional(z.string()) });

/** GET Mine: the evaluator's own screen. Bids show (total, scores) only once every bidder is declared. */
export const ZMyEvaluation = z.object({
  ...PROJECT_FACTS,
  method: z.enum(SCORING_METHODS),
  criteria: z.array(ZCriterion),
  readyToScore: z.boolean(),
  declaredForAll: z.boolean(),
  bidders: z.array(
    z.object({
      submissionId: z.string(),
      companyName: z.string(),
      declaration: z.optional(z.enum(CONFLICT_DECLARATIONS)),
      /** Present once declared for all, without a conflict. */
      grandTotal: z.optional(z.nullable(z.string())),
      sheet: z.optional(
        z.object({
          scores: z.record(z.string(), ZSheetScore),
          status: z.enum(['draft', 'submitted']),
          version: z.int(),
        }),
      ),
    }),
  ),
});
export type TMyEvaluation = z.output<typeof ZMyEvaluation>;

/** GET Review: individual and consensus scores side by side, for the leads. */
export const ZEvaluationReview = z.object({
  ...PROJECT_FACTS,
  method: z.enum(SCORING_METHODS),
  criteria: z.array(ZCriterion),
  evaluators: z.array(ZPerson),
  maxTotal: z.number(),
  outlierShare: z.number(),
  bids: z.array(
    z.object({
      submissionId: z.string(),
      companyName: z.string(),
      /** Evaluators who declared a conflict with this bidder. */
      conflicted: z.array(z.string()),
      criteria: z.array(
        z.object({
          criterionId: z.string(),
          individual: z.array(
            z.object({
              evaluatorId: z.string(),
              score: z.nullable(z.number()),
              comment: z.optional(z.string()),
              outlier: z.boolean(),
            }),
          ),
          mean: z.nullable(z.number()),
          consensus: z.nullable(z.number()),
          overridden: z.boolean(),
          note: z.optional(z.string()),
        }),
      ),
      evaluatorTotals: z.array(z.object({ evaluatorId: z.string(), total: z.nullable(z.number()) })),
      consensusTotal: z.nullable(z.number()),
    }),
  ),
  version: z.int(),
});
export type TEvaluationReview = z.output<typeof ZEvaluationReview>;

/**
 * GET Pricing: the compliant opened bids' form totals (the engine's), the lowest marked, and each price form's
 * lines × those bidders as the opening's bid analysis tabulates them (its added lines with their bidder).
 */
export const ZPricingReview = z.object({
  ...PROJECT_FACTS,
  ...BID_PRICE_COMPARISON,
  disqualified: z.array(z.object({ submissionId: z.string(), companyName: z.string() })),
});
export type TPricingReview = z.output<typeof ZPricingReview>;

/**
 * GET Bid: what an evaluator reads of one bid they score (no conflict declared, the bidder compliant): its
 * forms' totals, the answers with their questions' titles, references and subcontractors. No file: the
 * evaluations group has no right on the bids' files.
 */
// The bid's parts as stored (shared/schemas/submissions.ts checks them on the way in); read back loosely so
// that the evaluations Lambda bundles none of the supplier's schemas.
const ZBidAnswersRead = z.object({
  questions: z.record(z.string(), z.string()),
  termsAccepted: z.array(z.string()),
});
const ZBidReferenceRead = z.object({
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  description: z.string(),
});
const ZBidSubcontractorRead = z.object({ companyName: z.string(), trade: z.string() });

export const ZEvaluationBid = z.object({
  ...PROJECT_FACTS,
  submissionId: z.string(),
  companyName: z.string(),
  forms: z.array(z.object({ tenderTableId: z.string(), name: z.string(), total: z.string() })),
  answers: z.optional(ZBidAnswersRead),
  requirementTitles: z.record(z.string(), z.string()),
  references: z.optional(z.array(ZBidReferenceRead)),
  subcontractors: z.optional(z.array(ZBidSubcontractorRead)),
  /** The bid's files once its submission part is unsealed, each with a one-minute download. */
  files: z.array(ZOpeningFile),
});
export type TEvaluationBid = z.output<typeof ZEvaluationBid>;
