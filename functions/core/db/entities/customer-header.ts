import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * The agency settings the project rules read (functions/core/projects/project-access.ts): the same item as
 * `Customer` (customer-record.ts, the same key), read with a loose schema, so that the groups working on a project
 * do not bundle the agency's full schema (decision 044, as ProjectHeader in decision 032). Read only.
 */
export const CustomerHeader = defineEntity({
  name: 'customer',
  schema: z.looseObject({
    customerId: z.string(),
    timeZone: z.optional(z.string()),
    /**
     * The department restriction (control panel, isProjectInUserDepartments): users whose groups say so reach
     * only their departments' projects.
     */
    restrictProjectsByDepartment: z.optional(z.boolean()),
    /** Where suppliers' "no bid" is emailed (decision 060); the publish checklist checks it. */
    defaultNoBidEmail: z.optional(z.string()),
    displayName: z.optional(z.string()),
    defaultLanguage: z.optional(z.enum(['en', 'fr'])),
    /** Days an award approver's link opens (decision 065); absent is 30. */
    approverLinkValidityDays: z.optional(z.number()),
    /** The opening's minimum of bids (docs/product/opening.md#unsealing, decision 057); absent is 0. */
    submissionsRequiredToUnseal: z.optional(z.number()),
    /** Source settings: the minimum bid period in days, warned of on Build; absent is 0 (none). */
    minimumBidPeriodDays: z.optional(z.number()),
  }),
  key: (k: { customerId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey('customer'),
  }),
});
