import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, type QuerySpec } from '../entity.js';

const name = 'opportunityFollow';

/**
 * A supplier company following a public bid (decision 047): one item in the vendor's partition per bid, so
 * "my opportunities" is one query of the vendor's own records. It names the bid by agency and project only;
 * the list reads the project for its status and closing, and skips a follow whose project is gone.
 */
export const OpportunityFollow = defineEntity({
  name,
  schema: z.object({
    vendorId: z.string(),
    customerId: z.string(),
    projectId: z.string(),
    followedAt: z.string(),
    followedBy: z.string(),
  }),
  key: (k: { vendorId: string; customerId: string; projectId: string }) => ({
    pk: partitionKey({ vendorid: k.vendorId }),
    sk: sortKey(name, { customerid: k.customerId, projectid: k.projectId }),
  }),
  // A bid's followers, told of its addenda (decision 052).
  indexes: (f) => ({
    gsi1pk: partitionKey({ followedcustomerid: f.customerId, projectid: f.projectId }),
    gsi1sk: sortKey(name, { vendorid: f.vendorId }),
  }),
});

export type OpportunityFollowItem = z.output<typeof OpportunityFollow.schema>;

/** Every bid one company follows. */
export const followsOfVendor = (vendorId: string): QuerySpec => ({
  pk: partitionKey({ vendorid: vendorId }),
  sk: { beginsWith: `${sortKey(name)}#customerid_` },
});

/** Every company following one bid (decision 052: they are emailed its addenda). */
export const followersOfProject = (customerId: string, projectId: string): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ followedcustomerid: customerId, projectid: projectId }),
  sk: { beginsWith: `${sortKey(name)}#vendorid_` },
});
