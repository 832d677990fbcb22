import * as z from 'zod/mini';
import { AWARD_APPROVAL_STATUSES } from '../../../../shared/domain/awards/award-approval-status.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'awardApproval';

/**
 * An award approval of a project (spec 2 §3.11, decision 065): the award recommendation that its workflow
 * members approve from an emailed link. Under the project in the agency's partition, so a project's
 * approvals are one query (the Award action's "no approval pending") and the project's delete finds them.
 * The award-approvals group owns its other fields; the awards group reads only its status.
 */
export const AwardApproval = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    awardApprovalId: z.string(),
    status: z.enum(AWARD_APPROVAL_STATUSES),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; awardApprovalId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, awardapprovalid: k.awardApprovalId }),
  }),
});
export type AwardApprovalRecord = z.output<typeof AwardApproval.schema>;

/** Every award approval of one project. */
export const awardApprovalsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { projectid: projectId })}#awardapprovalid_` },
});
