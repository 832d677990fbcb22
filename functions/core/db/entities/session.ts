import { Entity } from 'electrodb';
import { entityConfig, nowIso, SERVICE } from '../config.js';

/**
 * A signed-in session. Keyed by the SHA-256 of the session id (the cookie holds the id itself), so the
 * table never holds a usable credential. It carries what every call needs to authorise without another
 * read: the active agency and its nodes, and the user's permission ids (refreshed when groups change).
 */
export const Session = new Entity(
  {
    model: { entity: 'session', version: '1', service: SERVICE },
    attributes: {
      sessionKey: { type: 'string', required: true, readOnly: true },
      kind: { type: ['buyer', 'supplier'] as const, required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      homeCustomerId: { type: 'string', required: true, readOnly: true },
      /** The agency the session works in: the user's own, or the one a site administrator switched to. */
      customerId: { type: 'string', required: true },
      customerNodeId: { type: 'string', required: true },
      tenderNodeId: { type: 'string', required: true },
      isSiteAdmin: { type: 'boolean', required: true, readOnly: true },
      permissionIds: { type: 'list', items: { type: 'string' }, required: true },
      xsrfToken: { type: 'string', required: true, readOnly: true },
      idleTimeoutMinutes: { type: 'number', required: true },
      createdAt: { type: 'string', required: true, readOnly: true, default: nowIso },
      lastActivityAt: { type: 'string', required: true },
      /** Absolute end (epoch seconds), also the TTL that removes the record eventually. */
      expiresAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['sessionKey'] },
        sk: { field: 'sk', composite: [] },
      },
      /** A user's sessions: ended on deactivation, refreshed when their groups change. */
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['homeCustomerId', 'userId'] },
        sk: { field: 'gsi1sk', composite: ['sessionKey'] },
      },
    },
  },
  entityConfig(),
);
