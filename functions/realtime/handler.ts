import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { nowMs } from '../core/clock.js';
import { Connection } from '../core/db/entities/connection.js';
import { RealtimeTicket } from '../core/db/entities/realtime-ticket.js';
import { deleteItem, putItem } from '../core/db/ops.js';
import { hashToken } from '../core/session.js';
import { logger } from '../core/logger.js';
import { sendToConnection } from '../core/realtime.js';
import { checkConfiguration } from '../core/env.js';

// Cold start: fails here, naming what is missing, rather than on a connection.
checkConfiguration('realtime');

/** A connection record outlives no WebSocket: API Gateway closes idle sockets after 2 hours at most. */
const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

/** Spends a ticket (single use: the conditional delete fails for a second taker). */
async function redeemRealtimeTicket(ticket: string): Promise<{ customerId: string; userId: string } | null> {
  // Deleting answers what was there: of two connections presenting one ticket, only one gets it back.
  const data = await deleteItem(RealtimeTicket, { ticketHash: hashToken(ticket) });
  if (!data || data.expiresAt * 1000 <= nowMs()) return null;
  return { customerId: data.customerId, userId: data.userId };
}

/**
 * The realtime channel (docs/product/suppliers-and-accounts.md#the-realtime-channel): $connect binds the
 * connection to the session whose ticket it presents, $disconnect forgets it, and the client's `hello` is
 * answered so it knows the channel works.
 */
export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const { routeKey, connectionId } = event.requestContext;
  logger.appendKeys({ connectionId, routeKey });
  try {
    switch (routeKey) {
      case '$connect': {
        // Only a signed-in browser may listen: it presents the one-time ticket of its session.
        const ticket = (event as ConnectEvent).queryStringParameters?.ticket;
        const owner = ticket ? await redeemRealtimeTicket(ticket) : null;
        if (!owner) return { statusCode: 401, body: 'A valid ticket is required' };
        await putItem(Connection, {
          connectionId,
          customerId: owner.customerId,
          userId: owner.userId,
          expiresAt: Math.floor(nowMs() / 1000) + CONNECTION_TTL_SECONDS,
        });
        return { statusCode: 200 };
      }
      case '$disconnect':
        await deleteItem(Connection, { connectionId });
        return { statusCode: 200 };
      default: {
        const message = parseMessage(event.body);
        if (message?.action === 'hello') {
          await sendToConnection(connectionId, { type: 'hello', connectionId });
          return { statusCode: 200 };
        }
        return { statusCode: 400, body: 'Unknown action' };
      }
    }
  } finally {
    logger.removeKeys(['connectionId', 'routeKey']);
  }
}

function parseMessage(body: string | undefined): { action?: string } | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? (parsed as { action?: string }) : undefined;
  } catch {
    return undefined;
  }
}
