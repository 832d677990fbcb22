import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';
import { SUBMISSION_ENTITY } from './submission-keys.js';

/**
 * What the public page of a closed bid reads of its submissions (decision 064): the company and the status
 * only, with a loose schema, so that the public Lambda bundles none of the submission's schemas and reads
 * nothing of a bid's content. The same item as `Submission` (submission.ts, the same key). Read only.
 */
export const SubmissionPublicName = defineEntity({
  name: SUBMISSION_ENTITY,
  schema: z.looseObject({
    customerId: z.string(),
    projectId: z.string(),
    submissionId: z.string(),
    status: z.string(),
    companyName: z.string(),
    hardCopy: z.optional(z.boolean()),
  }),
  key: (k: { customerId: string; projectId: string; submissionId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(SUBMISSION_ENTITY, { projectid: k.projectId, submissionid: k.submissionId }),
  }),
});
