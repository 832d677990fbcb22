import * as z from 'zod';
import { defineEntity, partitionKey, sortKey, versionedFields } from '../entity.js';

/** One run of the workflow probe, and the task token its execution waits on. */
export const WorkflowProbe = defineEntity({
  name: 'workflowProbe',
  versioned: true,
  schema: z.object({
    probeId: z.string(),
    note: z.string(),
    status: z.enum(['starting', 'waiting', 'deciding', 'approved', 'declined', 'failed']),
    executionArn: z.string().optional(),
    taskToken: z.string().optional(),
    decision: z.string().optional(),
    comments: z.string().optional(),
    ...versionedFields,
  }),
  key: (k: { probeId: string }) => ({
    pk: partitionKey({ probeid: k.probeId }),
    sk: sortKey('workflowProbe'),
  }),
});

export type WorkflowProbeItem = z.output<typeof WorkflowProbe.schema>;
