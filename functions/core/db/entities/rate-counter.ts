import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * One throttle window (shared/domain/throttle.ts, decision 072): how many requests of one kind one subject
 * made since the window opened. `subject` is an email address typed (trimmed, lower-cased) or a client
 * address, prefixed by what it is counted at (an agency, the supplier portal).
 */
export type RateCounterKey = { scope: string; subject: string };

export const RateCounter = defineEntity({
  name: 'rateCounter',
  schema: z.object({
    scope: z.string(),
    subject: z.string(),
    hits: z.number(),
    /** Epoch seconds: the window's end (checked on each count, and the table's TTL). */
    expiresAt: z.number(),
  }),
  key: (k: RateCounterKey) => ({
    pk: partitionKey({ throttle: k.scope, subject: k.subject }),
    sk: sortKey('rateCounter'),
  }),
});
