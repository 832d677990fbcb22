import * as z from 'zod/mini';
import { logger } from '../core/logger.js';
import { recordProbeOutcome, recordProbeToken } from './workflow-probe-service.js';
import { checkConfiguration } from '../core/env.js';

checkConfiguration('system-task');

/** Step Functions tasks of the system group; the ASL names the task in its payload. */
const ZTask = z.discriminatedUnion('task', [
  z.object({
    task: z.literal('workflowProbe.awaitDecision'),
    probeId: z.string(),
    taskToken: z.string().check(z.minLength(1)),
  }),
  z.object({
    task: z.literal('workflowProbe.recordOutcome'),
    probeId: z.string(),
    decision: z.looseObject({ decision: z.enum(['approved', 'declined']) }),
  }),
]);

export async function handler(event: unknown): Promise<unknown> {
  const task = ZTask.parse(event);
  logger.appendKeys({ task: task.task });
  try {
    switch (task.task) {
      case 'workflowProbe.awaitDecision':
        await recordProbeToken(task.probeId, task.taskToken);
        return { probeId: task.probeId, status: 'waiting' };
      case 'workflowProbe.recordOutcome':
        return await recordProbeOutcome(task.probeId, task.decision.decision);
    }
  } finally {
    logger.removeKeys(['task']);
  }
}
