/**
 * What a receipt's public verification reads of a bid (decision 059): the same items as `Submission` and
 * `SubmissionFile` (the same keys), with loose schemas that check only the receipt's facts and the files'
 * digests and read-back, so that the public Lambda bundles none of the bid's schemas. Read only.
 */
import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';
import { SUBMISSION_ENTITY, SUBMISSION_FILE_ENTITY } from './submission-keys.js';

export const SubmissionReceiptView = defineEntity({
  name: SUBMISSION_ENTITY,
  schema: z.looseObject({
    customerId: z.string(),
    projectId: z.string(),
    submissionId: z.string(),
    status: z.string(),
    companyName: z.string(),
    receipt: z.optional(
      z.looseObject({
        submittedAt: z.string(),
        digest: z.string(),
        files: z.array(z.looseObject({ sha256: z.string() })),
      }),
    ),
  }),
  key: (k: { customerId: string; projectId: string; submissionId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(SUBMISSION_ENTITY, { projectid: k.projectId, submissionid: k.submissionId }),
  }),
});

export const SubmissionFileReceiptView = defineEntity({
  name: SUBMISSION_FILE_ENTITY,
  schema: z.looseObject({
    customerId: z.string(),
    projectId: z.string(),
    submissionId: z.string(),
    fileId: z.string(),
    state: z.string(),
    sha256: z.optional(z.string()),
    verification: z.optional(z.enum(['verifying', 'verified', 'mismatch'])),
  }),
  key: (k: { customerId: string; projectId: string; submissionId: string; fileId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(SUBMISSION_FILE_ENTITY, {
      projectid: k.projectId,
      submissionid: k.submissionId,
      fileid: k.fileId,
    }),
  }),
});
