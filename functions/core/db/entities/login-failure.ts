import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * Consecutive failed logins at one agency, counted whether or not an account answers, so that the lockout
 * tells nothing about which accounts exist: per account when a name (email or username) belongs to one, so
 * that its names share one count, else per login name. `agency` is the customer id, or `domain:<domain>`
 * for a domain no agency has. The two kinds of key differ in their attribute name, so no typed name can
 * reach an account's counter.
 */
/** An account's counter, or an unknown login name's. */
export type LoginFailureKey = { agency: string; userId: string } | { agency: string; login: string };

export const LoginFailure = defineEntity({
  name: 'loginFailure',
  schema: z.object({
    agency: z.string(),
    /** The login name as typed, trimmed and lower-cased, when no account answers to it. */
    login: z.optional(z.string()),
    /** The account the failures were made against. */
    userId: z.optional(z.string()),
    failures: z.number(),
    /** Epoch seconds: a counter nobody adds to for this long is forgotten (checked on read, and the TTL). */
    expiresAt: z.number(),
  }),
  key: (k: LoginFailureKey) => ({
    pk:
      'userId' in k
        ? partitionKey({ agency: k.agency, account: k.userId })
        : partitionKey({ agency: k.agency, login: k.login }),
    sk: sortKey('loginFailure'),
  }),
});
