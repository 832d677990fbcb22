import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * A one-time ticket that binds a WebSocket connection to a session: the WebSocket API lives on another
 * domain than the app in AWS, so the session cookie does not reach it. Stored as its SHA-256; 60 seconds.
 */
export const RealtimeTicket = defineEntity({
  name: 'realtimeTicket',
  schema: z.object({
    ticketHash: z.string(),
    customerId: z.string(),
    userId: z.string(),
    expiresAt: z.number(),
  }),
  key: (k: { ticketHash: string }) => ({
    pk: partitionKey({ tickethash: k.ticketHash }),
    sk: sortKey('realtimeTicket'),
  }),
});
