import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, versionedFields } from '../entity.js';

/** One run of the workflow probe, and the task token its execution waits on. */
export const WorkflowProbe = defineEntity({
  name: 'workflowProbe',
  versioned: true,
  schema: z.object({
    probeId: z.string(),
    note: z.string(),
    status: z.enum(['starting', 'waiting', 'deciding', 'approved', 'declined', 'failed']),
    executionArn: z.optional(z.string()),
    taskToken: z.optional(z.string()),
    decision: z.optional(z.string()),
    comments: z.optional(z.string()),
    ...versionedFields,
  }),
  key: (k: { probeId: string }) => ({
    pk: partitionKey({ probeid: k.probeId }),
    sk: sortKey('workflowProbe'),
  }),
});

export type WorkflowProbeItem = z.output<typeof WorkflowProbe.schema>;
