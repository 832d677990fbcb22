import * as z from 'zod/mini';
import {
  defineEntity,
  partitionKey,
  sortKey,
  partitionQuery,
  stringSet,
  versionedFields,
  type QuerySpec,
} from '../entity.js';

const name = 'user';

/**
 * A buyer-side user of one agency (docs/product/suppliers-and-accounts.md#team-administration). Email and
 * username are unique within the agency.
 */
export const User = defineEntity({
  name,
  versioned: true,
  sets: ['groupIds', 'departmentIds'],
  schema: z.object({
    customerId: z.string(),
    userId: z.string(),
    email: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    passwordHash: z.optional(z.string()),
    active: z._default(z.boolean(), true),
    purchaser: z._default(z.boolean(), false),
    groupIds: stringSet(),
    departmentIds: stringSet(),
    /**
     * Team member setting: email me when suppliers submit questions
     * (docs/product/projects.md#team-and-roles).
     */
    receiveQuestionEmail: z._default(z.boolean(), false),
    failedLogins: z._default(z.number(), 0),
    lockedAt: z.optional(z.string()),
    avatarKey: z.optional(z.string()),
    /** The hash of the live invitation token (PasswordReset) while the user has no password: a new one replaces it. */
    invitationTokenHash: z.optional(z.string()),
    /**
     * The hash of the one live forgotten-password link (PasswordReset): a new link replaces it, and a
     * password change removes it, so that no older link can change the password again.
     */
    resetTokenHash: z.optional(z.string()),
    ...versionedFields,
  }),
  key: (k: { customerId: string; userId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { userid: k.userId }),
  }),
  indexes: (u) => ({
    gsi1pk: partitionKey({ customerid: u.customerId }),
    gsi1sk: sortKey(name, { email: u.email }),
  }),
});

export type UserItem = z.output<typeof User.schema>;

/** Every user of the agency: one partition (an agency has hundreds, not millions). */
export const usersOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId }, 'userid');

export const userByEmail = (customerId: string, email: string): QuerySpec => ({
  index: 'gsi1',
  pk: partitionKey({ customerid: customerId }),
  sk: { equals: sortKey(name, { email }) },
});
