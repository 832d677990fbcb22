import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * How many questions one address asked about one bid from the public page (decision 051 amended), counted
 * as the login lockout counts failures (login-failure.ts): one atomic counter per name, forgotten a while
 * after its last use (checked on read, and the table's TTL). The address is trimmed and lower-cased.
 */
export type PublicQuestionCountKey = { customerId: string; projectId: string; email: string };

export const PublicQuestionCount = defineEntity({
  name: 'publicQuestionCount',
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    email: z.string(),
    questions: z.number(),
    /** Epoch seconds: a counter nobody adds to for this long is forgotten. */
    expiresAt: z.number(),
  }),
  key: (k: PublicQuestionCountKey) => ({
    pk: partitionKey({ customerid: k.customerId, project: k.projectId, asker: k.email }),
    sk: sortKey('publicQuestionCount'),
  }),
});
