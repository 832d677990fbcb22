import * as z from 'zod';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * Consecutive failed logins for one login name at one agency, counted whether or not an account answers to
 * it, so that the lockout tells nothing about which accounts exist. `agency` is the customer id, or
 * `domain:<domain>` for a domain no agency has.
 */
export const LoginFailure = defineEntity({
  name: 'loginFailure',
  schema: z.object({
    agency: z.string(),
    /** The login name as typed, trimmed and lower-cased. */
    login: z.string(),
    failures: z.number(),
    /** Epoch seconds: a counter nobody adds to for this long is forgotten (checked on read, and the TTL). */
    expiresAt: z.number(),
  }),
  key: (k: { agency: string; login: string }) => ({
    pk: partitionKey({ agency: k.agency, login: k.login }),
    sk: sortKey('loginFailure'),
  }),
});
