/**
 * What the groups that change a project's requirements read of its submissions (spec 1 §4): how many are
 * completed, which is what locks the requirements. Reads only the status attribute.
 */
import { isCompletedSubmission } from '../../shared/domain/submissions/submission-status.js';
import { Submission, submissionsOfProject } from './db/entities/submission.js';
import { queryAll } from './db/ops.js';

export async function countCompletedSubmissions(customerId: string, projectId: string): Promise<number> {
  const submissions = await queryAll(Submission, submissionsOfProject(customerId, projectId));
  return submissions.filter((submission) => isCompletedSubmission(submission.status)).length;
}
