import { Entity } from 'electrodb';
import { entityConfig, nowIso, SERVICE } from '../config.js';

/** Who changed what, when, before and after: written in the same transaction as the change. */
export const AuditEvent = new Entity(
  {
    model: { entity: 'auditEvent', version: '1', service: SERVICE },
    attributes: {
      customerId: { type: 'string', required: true, readOnly: true },
      eventId: { type: 'string', required: true, readOnly: true },
      at: { type: 'string', required: true, readOnly: true, default: nowIso },
      actorId: { type: 'string', required: true, readOnly: true },
      entityType: { type: 'string', required: true, readOnly: true },
      entityId: { type: 'string', required: true, readOnly: true },
      action: { type: 'string', required: true, readOnly: true },
      before: { type: 'any', readOnly: true },
      after: { type: 'any', readOnly: true },
    },
    indexes: {
      primary: {
        pk: { field: 'pk', composite: ['customerId'] },
        sk: { field: 'sk', composite: ['at', 'eventId'] },
      },
      byEntity: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['customerId', 'entityType', 'entityId'] },
        sk: { field: 'gsi1sk', composite: ['at', 'eventId'] },
      },
    },
  },
  entityConfig(),
);
