import { PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { websocketClient } from './aws/websocket.js';
import { Connection, connectionsOfCustomer } from './db/entities/connection.js';
import { deleteItem, queryPage } from './db/ops.js';
import { logger } from './logger.js';

/** Server events of the realtime channel (docs/product/suppliers-and-accounts.md#the-realtime-channel). */
export type RealtimeEvent =
  | { type: 'hello'; connectionId: string }
  | { type: 'exportReady'; tenderId: string; name: string }
  // A failed build is shown at once rather than found later (decision 058).
  | { type: 'exportFailed'; tenderId: string; name: string }
  | { type: 'customReportsUpdating'; nodeId: string; customerId: string }
  | { type: 'customReportsUpdated'; nodeId: string; customerId: string }
  | { type: 'userGroupUpdated'; customerId: string }
  | { type: 'contractSignatureUpdate'; customerId: string };

/** Sends one event to one connection; a connection that is gone is forgotten. */
export async function sendToConnection(connectionId: string, event: RealtimeEvent): Promise<boolean> {
  try {
    await websocketClient().send(
      new PostToConnectionCommand({
        ConnectionId: connectionId,
        Data: new TextEncoder().encode(JSON.stringify(event)),
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'GoneException') {
      await deleteItem(Connection, { connectionId });
      return false;
    }
    throw error;
  }
}

/** Sends an event to every open connection of a customer; returns how many received it. */
export async function pushToCustomer(customerId: string, event: RealtimeEvent): Promise<number> {
  return pushToConnectionsOf(customerId, undefined, event);
}

/**
 * Sends an event to the open connections of one user of a customer (an export is ready for the buyer who
 * asked for it, decision 058); returns how many received it.
 */
export async function pushToUser(customerId: string, userId: string, event: RealtimeEvent): Promise<number> {
  return pushToConnectionsOf(customerId, userId, event);
}

async function pushToConnectionsOf(
  customerId: string,
  userId: string | undefined,
  event: RealtimeEvent,
): Promise<number> {
  let delivered = 0;
  let cursor: string | undefined;
  do {
    const page = await queryPage(Connection, connectionsOfCustomer(customerId), {
      cursor,
      attributes: ['connectionId', 'userId'],
    });
    const targets = userId === undefined ? page.items : page.items.filter((c) => c.userId === userId);
    const results = await Promise.allSettled(targets.map((c) => sendToConnection(c.connectionId, event)));
    for (const r of results) {
      if (r.status === 'fulfilled' && r.value) delivered += 1;
      if (r.status === 'rejected') logger.warn('Realtime push failed', { error: r.reason as Error });
    }
    cursor = page.cursor;
  } while (cursor);
  return delivered;
}
