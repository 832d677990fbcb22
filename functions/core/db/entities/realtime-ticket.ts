import { Entity } from 'electrodb';
import { entityConfig, SERVICE } from '../config.js';

/**
 * A one-time ticket that binds a WebSocket connection to a session: the WebSocket API lives on another
 * domain than the app in AWS, so the session cookie does not reach it. Stored as its SHA-256; 60 seconds.
 */
export const RealtimeTicket = new Entity(
  {
    model: { entity: 'realtimeTicket', version: '1', service: SERVICE },
    attributes: {
      ticketHash: { type: 'string', required: true, readOnly: true },
      customerId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      expiresAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['ticketHash'] },
        sk: { field: 'sk', composite: [] },
      },
    },
  },
  entityConfig(),
);
