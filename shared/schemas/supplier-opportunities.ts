/**
 * "My opportunities" (issue 9, decision 047): a signed-in supplier follows public bids and finds, in one
 * list, the bids it follows, the invitational or limited bids it is invited to and the bids it submitted to.
 * An invited bid's detail is read through the portal's bid routes (decision 048), never the public ones.
 */
import * as z from 'zod/mini';
import { ZPublicAgency } from './public-opportunities.js';

/** Whether the company follows the bid (the answer of follow, unfollow and their read). */
export const ZOpportunityFollowing = z.object({ following: z.boolean() });
export type TOpportunityFollowing = z.output<typeof ZOpportunityFollowing>;

/** One bid of "my opportunities" and why it is there (any of the three). */
export const ZSupplierOpportunity = z.object({
  agency: ZPublicAgency,
  /** The agency's id, which names the bid in the portal's bid routes (decision 048). */
  agencyId: z.string(),
  projectId: z.string(),
  number: z.string(),
  name: z.string(),
  status: z.string(),
  sourceMethod: z.optional(z.string()),
  closingDate: z.optional(z.string()),
  following: z.boolean(),
  invited: z.boolean(),
  submitted: z.boolean(),
});
export type TSupplierOpportunity = z.output<typeof ZSupplierOpportunity>;

export const ZSupplierOpportunityList = z.object({ opportunities: z.array(ZSupplierOpportunity) });
export type TSupplierOpportunityList = z.output<typeof ZSupplierOpportunityList>;
