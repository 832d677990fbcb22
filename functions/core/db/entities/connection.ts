import { Entity } from 'electrodb';
import { entityConfig, nowIso, SERVICE } from '../config.js';

/** An open WebSocket connection; found by id (disconnect) and by customer (broadcast). */
export const Connection = new Entity(
  {
    model: { entity: 'connection', version: '1', service: SERVICE },
    attributes: {
      connectionId: { type: 'string', required: true, readOnly: true },
      /** '-' until the connection is bound to a signed-in session. */
      customerId: { type: 'string', required: true, default: '-' },
      userId: { type: 'string' },
      connectedAt: { type: 'string', required: true, readOnly: true, default: nowIso },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['connectionId'] },
        sk: { field: 'sk', composite: [] },
      },
      byCustomer: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['customerId'] },
        sk: { field: 'gsi1sk', composite: ['connectionId'] },
      },
    },
  },
  entityConfig(),
);
