import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, partitionQuery, type QuerySpec } from '../entity.js';
import { nowIso } from '../../clock.js';

const name = 'connection';

/** An open WebSocket connection; found by id (disconnect) and by customer (broadcast). */
export const Connection = defineEntity({
  name,
  schema: z.object({
    connectionId: z.string(),
    /** '-' until the connection is bound to a signed-in session. */
    customerId: z._default(z.string(), '-'),
    userId: z.optional(z.string()),
    connectedAt: z._default(z.string(), nowIso),
    expiresAt: z.number(),
  }),
  key: (k: { connectionId: string }) => ({
    pk: partitionKey({ connectionid: k.connectionId }),
    sk: sortKey(name),
  }),
  indexes: (c) => ({
    gsi1pk: partitionKey({ customerid: c.customerId }),
    gsi1sk: sortKey(name, { connectionid: c.connectionId }),
  }),
});

/** The open connections of an agency (broadcast). */
export const connectionsOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId }, 'connectionid', 'gsi1');
