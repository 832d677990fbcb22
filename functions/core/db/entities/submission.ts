import * as z from 'zod/mini';
import { SUBMISSION_STATUSES } from '../../../../shared/domain/submissions/submission-status.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';
import { SUBMISSION_ENTITY as name } from './submission-keys.js';

export { submissionsOfProject } from './submission-keys.js';

/**
 * A supplier's bid on a project (spec 2 §3.10): its status and who to tell when it changes. Under the
 * project in the agency's partition, so a project's bids are one query and a project's delete finds them.
 * The submission issue adds the bid's content (answers, forms, files, the sealed vault); the requirements'
 * lock and its withdrawal need only this much. Versioned: every change is at the version read.
 */
export const Submission = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    submissionId: z.string(),
    status: z.enum(SUBMISSION_STATUSES),
    companyName: z.string(),
    contactName: z.optional(z.string()),
    /** Where the bidder is told that their submission was withdrawn to incomplete. */
    contactEmail: z.string(),
    vendorId: z.optional(z.string()),
    completedAt: z.optional(z.string()),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; submissionId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, submissionid: k.submissionId }),
  }),
  // A supplier's bids across agencies ("my opportunities", decision 047): only a submission naming its vendor.
  indexes: (s) =>
    s.vendorId
      ? {
          gsi1pk: partitionKey({ submittedby: s.vendorId }),
          gsi1sk: sortKey(name, { customerid: s.customerId, projectid: s.projectId }),
        }
      : {},
});

export type SubmissionRecord = z.output<typeof Submission.schema>;

/** The submissions that name one vendor, in any agency. */
export const submissionsOfVendor = (vendorId: string): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ submittedby: vendorId }),
  sk: { beginsWith: `${sortKey(name)}#customerid_` },
});
