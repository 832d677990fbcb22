import { stackTimeIn } from './clock.js';

/**
 * An evaluation sheet on which the evaluator declared a conflict with one bidder, as the evaluator's screen
 * records it (the fields of functions/core/db/entities/evaluation.ts's EvaluationSheet), for tests that
 * need a conflict without walking the evaluation.
 */
export function declaredConflictSheet(keys: {
  customerId: string;
  projectId: string;
  userId: string;
  submissionId: string;
}) {
  const at = stackTimeIn(0);
  return {
    ...keys,
    declaration: 'conflict' as const,
    scores: {},
    status: 'draft' as const,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}
