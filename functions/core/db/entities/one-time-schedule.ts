import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey } from '../entity.js';

/**
 * The current execution of a one-time schedule (functions/core/one-time-schedules.ts), by name. Scheduling
 * again replaces it; the job runs only for the execution named here, so a superseded or cancelled execution
 * that still fires does nothing.
 */
export const OneTimeSchedule = defineEntity({
  name: 'oneTimeSchedule',
  schema: z.object({
    tenant: z.string(),
    /** `<purpose>-<tenant>-<record>` */
    name: z.string(),
    job: z.string(),
    /** ISO 8601, whole seconds, UTC */
    at: z.string(),
    executionArn: z.string(),
    /** Epoch seconds: a pointer whose job never cleared it goes a week after its time (TTL). */
    expiresAt: z.number(),
  }),
  key: (k: { tenant: string; name: string }) => ({
    pk: partitionKey({ tenant: k.tenant, schedule: k.name }),
    sk: sortKey('oneTimeSchedule'),
  }),
});

export type OneTimeScheduleItem = z.output<typeof OneTimeSchedule.schema>;
