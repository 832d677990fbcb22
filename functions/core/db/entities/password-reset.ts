import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';
import { nowIso } from '../../clock.js';

/**
 * A single-use set-password token, stored as its SHA-256 only: a forgotten-password reset (valid for 60
 * minutes) or a team member's invitation to choose a first password (valid for 7 days).
 */
export const PasswordReset = defineEntity({
  name: 'passwordReset',
  schema: z.object({
    tokenHash: z.string(),
    customerId: z.string(),
    userId: z.string(),
    email: z.string(),
    createdAt: z._default(z.string(), nowIso),
    /** Epoch seconds; checked on use, and the TTL that removes it eventually. */
    expiresAt: z.number(),
    usedAt: z.optional(z.string()),
    /**
     * Absent for a buyer's forgotten-password reset; `invitation` a team member's first password. The
     * supplier portal's links (customerId is then the vendor, userId the supplier user, decision 045):
     * `supplierVerification` proves a registration's email, `supplierReset` a forgotten password, and
     * `supplierSetup` a colleague's first password. Each kind is only ever redeemed by its own route.
     */
    purpose: z.optional(z.enum(['invitation', 'supplierVerification', 'supplierReset', 'supplierSetup'])),
  }),
  key: (k: { tokenHash: string }) => ({
    pk: partitionKey({ tokenhash: k.tokenHash }),
    sk: sortKey('passwordReset'),
  }),
});

export type PasswordResetItem = z.output<typeof PasswordReset.schema>;
