/**
 * The evaluation's access paths that the project-cleanup job uses without its schemas (decision 034): a
 * deleted project's evaluation and its evaluators' sheets go with it (decision 063).
 */
import { partitionKey, sortKey, type QuerySpec } from '../entity.js';

export const EVALUATION_ENTITY = 'evaluation';
export const EVALUATION_SHEET_ENTITY = 'evaluationSheet';

/** The project's evaluation record (one at most). */
export const evaluationOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { equals: sortKey(EVALUATION_ENTITY, { projectid: projectId }) },
});

/** Every evaluator's sheet of one project. */
export const evaluationSheetsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(EVALUATION_SHEET_ENTITY, { projectid: projectId })}#userid_` },
});

/** One evaluator's sheets of one project (one per bidder they declared for). */
export const sheetsOfEvaluator = (customerId: string, projectId: string, userId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: {
    beginsWith: `${sortKey(EVALUATION_SHEET_ENTITY, { projectid: projectId, userid: userId })}#submissionid_`,
  },
});
