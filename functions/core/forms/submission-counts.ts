/**
 * What the groups that change a project's requirements read of its submissions
 * (docs/product/bids.md#its-life): how many are completed, which is what locks the requirements, and how many
 * are active, which keeps a form's column types (decision 040).
 */
import { isCompletedSubmission } from '../../../shared/domain/submissions/submission-status.js';
import { isActiveSubmission } from '../../../shared/domain/submissions/withdrawal.js';
import { Submission } from '../db/entities/submission.js';
import { submissionsOfProject } from '../db/entities/submission-keys.js';
import { queryAll } from '../db/ops.js';

export async function countCompletedSubmissions(customerId: string, projectId: string): Promise<number> {
  const submissions = await queryAll(Submission, submissionsOfProject(customerId, projectId));
  return submissions.filter((submission) => isCompletedSubmission(submission.status)).length;
}

export async function countActiveSubmissions(customerId: string, projectId: string): Promise<number> {
  const submissions = await queryAll(Submission, submissionsOfProject(customerId, projectId));
  return submissions.filter((submission) => isActiveSubmission(submission.status)).length;
}
