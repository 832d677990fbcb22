/**
 * The bidders the evaluation disqualified (Evaluate → supplier status): read by the award and the award
 * approval, which must not offer or accept one as the awarded or recommended company. The evaluation is
 * one item per project (functions/core/db/entities/evaluation.ts); no evaluation, nobody disqualified.
 */
import { Evaluation } from '../db/entities/evaluation.js';
import { getItem } from '../db/ops.js';

export async function disqualifiedSubmissionIds(customerId: string, projectId: string): Promise<Set<string>> {
  const evaluation = await getItem(Evaluation, { customerId, projectId });
  return new Set(
    Object.entries(evaluation?.supplierStatus ?? {})
      .filter(([, mark]) => mark.status === 'disqualified')
      .map(([submissionId]) => submissionId),
  );
}
