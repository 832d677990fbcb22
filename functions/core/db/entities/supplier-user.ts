import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'supplierUser';

/** A person who signs in to the supplier portal for a vendor; the email is unique across the platform. */
export const SupplierUser = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    vendorId: z.string(),
    supplierUserId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    passwordHash: z.optional(z.string()),
    active: z._default(z.boolean(), true),
    failedLogins: z._default(z.number(), 0),
    lockedAt: z.optional(z.string()),
    /** When this person proved the email is theirs (the verification or setup link); login needs it. */
    emailVerifiedAt: z.optional(z.string()),
    /**
     * The hash of the one live reset link (PasswordReset, `supplierReset`): a new link replaces it, and a
     * password change removes it, so that no older link can change the password again.
     */
    resetTokenHash: z.optional(z.string()),
    ...versionedFields,
  }),
  key: (k: { vendorId: string; supplierUserId: string }) => ({
    pk: partitionKey({ vendorid: k.vendorId }),
    sk: sortKey(name, { supplieruserid: k.supplierUserId }),
  }),
  indexes: (u) => ({ gsi1pk: partitionKey({ email: u.email }), gsi1sk: sortKey(name) }),
});

export type SupplierUserItem = z.output<typeof SupplierUser.schema>;

/** The users of one company. */
export const usersOfVendor = (vendorId: string): QuerySpec => ({
  pk: partitionKey({ vendorid: vendorId }),
  sk: { beginsWith: `${sortKey(name)}#supplieruserid_` },
});

export const supplierUserByEmail = (email: string): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ email }),
  sk: { equals: sortKey(name) },
});
