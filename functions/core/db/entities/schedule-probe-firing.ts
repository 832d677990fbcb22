import * as z from 'zod/mini';
import { defineEntity, partitionKey, partitionQuery, sortKey } from '../entity.js';

/** One run of the schedule probe (functions/scheduled/schedule-probe.ts): when it was due, when it fired. */
export const ScheduleProbeFiring = defineEntity({
  name: 'scheduleProbeFiring',
  schema: z.object({
    tenant: z.string(),
    probeId: z.string(),
    executionArn: z.string(),
    /** ISO 8601: the schedule's time */
    scheduledAt: z.string(),
    /** ISO 8601 with milliseconds: when the job's Lambda was invoked */
    firedAt: z.string(),
  }),
  key: (k: { tenant: string; probeId: string; executionArn: string }) => ({
    pk: partitionKey({ tenant: k.tenant, scheduleprobe: k.probeId }),
    sk: sortKey('scheduleProbeFiring', { execution: k.executionArn }),
  }),
});

export type ScheduleProbeFiringItem = z.output<typeof ScheduleProbeFiring.schema>;

/** Every run of one probe. */
export const firingsOfProbe = (tenant: string, probeId: string) =>
  partitionQuery('scheduleProbeFiring', { tenant, scheduleprobe: probeId }, 'execution');
