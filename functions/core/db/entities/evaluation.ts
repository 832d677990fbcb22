import * as z from 'zod/mini';
import {
  CONFLICT_DECLARATIONS,
  SCORING_METHODS,
  SUPPLIER_STATUSES,
} from '../../../../shared/domain/evaluation/evaluation-rules.js';
import { ZCriterion } from '../../../../shared/schemas/evaluation.js';
import { defineEntity, partitionKey, sortKey, versionedFields } from '../entity.js';
import { EVALUATION_ENTITY, EVALUATION_SHEET_ENTITY } from './evaluation-keys.js';
import { REQUIREMENT_ITEM_ENTITY, requirementItemKey } from './submission-requirement-keys.js';

/**
 * A project's evaluation (decision 063): the scoring method and criteria, the team, each bidder's status
 * (compliant unless marked) and the lead's consensus scores, one item under the project. Versioned: every
 * lead's change is at the version read; the first declaration of an evaluator stamps `startedAt` at the
 * version read too, so a method change racing it loses (409) instead of resetting a started evaluation.
 */
export const Evaluation = defineEntity({
  name: EVALUATION_ENTITY,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    method: z.enum(SCORING_METHODS),
    criteria: z.array(ZCriterion),
    evaluatorIds: z.array(z.string()),
    /** By submission id; a bidder absent here is compliant. */
    supplierStatus: z.record(
      z.string(),
      z.object({ status: z.enum(SUPPLIER_STATUSES), reason: z.optional(z.string()) }),
    ),
    /** By submission id, then criterion id: the lead's score and note, where set. */
    consensus: z.record(
      z.string(),
      z.record(z.string(), z.object({ score: z.number(), note: z.string(), by: z.string(), at: z.string() })),
    ),
    startedAt: z.optional(z.string()),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(EVALUATION_ENTITY, { projectid: k.projectId }),
  }),
});

export type EvaluationRecord = z.output<typeof Evaluation.schema>;

/**
 * One evaluator's sheet for one bidder: their declaration of conflict of interest (made once, before they
 * see any bid) and, without a conflict, their scores and comments by criterion, a draft until submitted.
 */
export const EvaluationSheet = defineEntity({
  name: EVALUATION_SHEET_ENTITY,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    userId: z.string(),
    submissionId: z.string(),
    declaration: z.enum(CONFLICT_DECLARATIONS),
    scores: z.record(z.string(), z.object({ score: z.number(), comment: z.optional(z.string()) })),
    status: z.enum(['draft', 'submitted']),
    submittedAt: z.optional(z.string()),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; userId: string; submissionId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(EVALUATION_SHEET_ENTITY, {
      projectid: k.projectId,
      userid: k.userId,
      submissionid: k.submissionId,
    }),
  }),
});

export type EvaluationSheetRecord = z.output<typeof EvaluationSheet.schema>;

/**
 * What an evaluator's read of a bid shows of the project's submission requirements: their titles. The same
 * items as `SubmissionRequirement`, read with a loose schema so that the evaluations group bundles no
 * requirement schema (as `UserHeader`, decision 044). Read only.
 */
export const RequirementTitle = defineEntity({
  name: REQUIREMENT_ITEM_ENTITY,
  schema: z.looseObject({ submissionRequirementId: z.string(), title: z.string() }),
  key: requirementItemKey,
});
