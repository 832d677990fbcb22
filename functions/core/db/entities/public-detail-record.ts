import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

const name = 'publicDetail';

/**
 * The public detail of a listed bid, assembled once (functions/core/opportunities/public-detail.ts) so that the public
 * page reads one item instead of the row, the project and five queries. Beside the project in its agency's
 * partition. `body` is the answer as JSON, without what depends on the hour (anyoneMayAsk, from `ask`);
 * `revision` orders refreshes: each write is conditional on the revision it read, so a refresh that read
 * the records before a later change never overwrites the refresh that read them after.
 */
export const PublicDetail = defineEntity({
  name,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    revision: z.number(),
    closingDate: z.string(),
    ask: z.object({
      questionDeadline: z.optional(z.string()),
      closeAfterDeadline: z.boolean(),
      registeredOnly: z.boolean(),
    }),
    body: z.string(),
  }),
  key: (k: { customerId: string; projectId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId }),
  }),
});

export type PublicDetailItem = z.output<typeof PublicDetail.schema>;
