import { randomUUID } from 'node:crypto';

/** The actor of changes made by the platform itself (seed, schedules, workflows). */
export const SYSTEM_ACTOR = 'system';
/** The actor of a change made by a visitor without an account (a question asked on the public page). */
export const PUBLIC_ACTOR = 'public';

/** What a change says about itself; transactAudited writes it as an AuditEvent with the change. */
export interface AuditInput {
  customerId: string;
  actorId: string;
  entityType: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
  /** The project the change belongs to, so that the project's activity feed finds it (decision 030). */
  projectId?: string;
}

/** The fields of an audit event: the change's own, plus a fresh event id. */
export function auditRecord(input: AuditInput) {
  return { eventId: randomUUID(), ...input };
}
