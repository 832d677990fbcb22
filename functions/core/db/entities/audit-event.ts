import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, partitionQuery, type QuerySpec } from '../entity.js';
import { nowIso } from '../../clock.js';

const name = 'auditEvent';

/** Who changed what, when, before and after: written in the same transaction as the change. */
export const AuditEvent = defineEntity({
  name,
  schema: z.object({
    customerId: z.string(),
    eventId: z.string(),
    at: z._default(z.string(), nowIso),
    actorId: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    action: z.string(),
    before: z.optional(z.unknown()),
    after: z.optional(z.unknown()),
    /** The project the change belongs to (the project itself, its team…): its activity feed reads gsi2. */
    projectId: z.optional(z.string()),
  }),
  key: (k: { customerId: string; at: string; eventId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { at: k.at, eventid: k.eventId }),
  }),
  indexes: (e) => ({
    gsi1pk: partitionKey({ customerid: e.customerId, entitytype: e.entityType, entityid: e.entityId }),
    gsi1sk: sortKey(name, { at: e.at, eventid: e.eventId }),
    ...(e.projectId
      ? {
          gsi2pk: partitionKey({ customerid: e.customerId, projectid: e.projectId }),
          gsi2sk: sortKey(name, { at: e.at, eventid: e.eventId }),
        }
      : {}),
  }),
});

export type AuditEventItem = z.output<typeof AuditEvent.schema>;

/** An agency's audit trail, oldest first. */
export const auditOfCustomer = (customerId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId }, 'at');

/** The audit trail of one record, oldest first. */
export const auditOfEntity = (customerId: string, entityType: string, entityId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId, entitytype: entityType, entityid: entityId }, 'at', 'gsi1');

/** Every change of one project (the project, its team, later its journals and tasks), oldest first (decision 030). */
export const auditOfProject = (customerId: string, projectId: string): QuerySpec =>
  partitionQuery(name, { customerid: customerId, projectid: projectId }, 'at', 'gsi2');
