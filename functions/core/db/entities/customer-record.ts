import * as z from 'zod/mini';
import { LoginTypes } from '../../../../shared/domain/login-types.js';
import {
  defineEntity,
  partitionKey,
  sortKey,
  sortKeyPrefix,
  versionedFields,
  type QuerySpec,
} from '../entity.js';

const name = 'customer';

/** An agency (a customer), the tenant every tenant-scoped record belongs to. */
export const Customer = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    domain: z.string(),
    displayName: z.string(),
    timeZone: z._default(z.string(), 'America/Toronto'),
    defaultLanguage: z._default(z.enum(['en', 'fr']), 'en'),
    loginType: z._default(z.enum(LoginTypes), 'local'),
    sessionTimeoutMinutes: z._default(z.number(), 30),
    customerNodeId: z.string(),
    tenderNodeId: z.string(),
    /** The provider's own customer: its users are site administrators. */
    isProvider: z._default(z.boolean(), false),
    /**
     * The department restriction (control panel, isProjectInUserDepartments): users whose groups say so reach
     * only their departments' projects.
     */
    restrictProjectsByDepartment: z._default(z.boolean(), false),
    /**
     * Control panel → source settings: where suppliers' "no bid" is emailed
     * (docs/product/projects.md#publication, decision 060).
     */
    defaultNoBidEmail: z.optional(z.string()),
    /**
     * Fewer bids than this are unsealed only with an explicit authorisation
     * (docs/product/opening.md#unsealing, decision 057).
     */
    submissionsRequiredToUnseal: z._default(z.number(), 0),
    /** Control panel → source settings: how many days an award approver's emailed link opens (decision 065). */
    approverLinkValidityDays: z._default(z.number(), 30),
    /** Control panel → source settings: a bid out fewer days than this is warned of on Build (0: none). */
    minimumBidPeriodDays: z._default(z.number(), 0),
    ...versionedFields,
  }),
  key: (k: { customerId: string }) => ({ pk: partitionKey({ customerid: k.customerId }), sk: sortKey(name) }),
  indexes: (c) => ({ gsi1pk: partitionKey(), gsi1sk: sortKey(name, { customerid: c.customerId }) }),
});

export type CustomerItem = z.output<typeof Customer.schema>;

/**
 * The full customer list, for site administrators
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
export const customerDirectory = (): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey(),
  sk: { beginsWith: sortKeyPrefix(name, 'customerid') },
});
