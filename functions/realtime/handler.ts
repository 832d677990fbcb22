import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { Connection } from '../core/db/entities/connection.js';
import { logger } from '../core/logger.js';
import { sendToConnection } from '../core/realtime.js';

/** A connection record outlives no WebSocket: API Gateway closes idle sockets after 2 hours at most. */
const CONNECTION_TTL_SECONDS = 2 * 60 * 60;

/**
 * The realtime channel (spec 3 §7.14): $connect records the connection, $disconnect forgets it, and the
 * client's `hello` is answered so it knows the channel works. Binding a connection to a signed-in session
 * (and so to a customer for pushes) arrives with the identity issue.
 */
export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const { routeKey, connectionId } = event.requestContext;
  logger.appendKeys({ connectionId, routeKey });
  try {
    switch (routeKey) {
      case '$connect':
        await Connection.put({
          connectionId,
          expiresAt: Math.floor(Date.now() / 1000) + CONNECTION_TTL_SECONDS,
        }).go();
        return { statusCode: 200 };
      case '$disconnect':
        await Connection.delete({ connectionId }).go();
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
