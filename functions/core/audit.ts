import { randomUUID } from 'node:crypto';

/** The actor of changes made by the platform itself (seed, schedules, workflows). */
export const SYSTEM_ACTOR = 'system';

/** The fields of an audit event; write it with AuditEvent.create(...).commit() inside the change's transaction. */
export function auditRecord(input: {
  customerId: string;
  actorId: string;
  entityType: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}) {
  return { eventId: randomUUID(), ...input };
}
