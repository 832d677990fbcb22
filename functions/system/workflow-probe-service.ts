import { SendTaskSuccessCommand, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { randomUUID } from 'node:crypto';
import type { TWorkflowProbe, TWorkflowProbeDecision } from '../../shared/schemas/system.js';
import { AppError, NotFoundError } from '../core/app-error.js';
import { sfn } from '../core/aws/sfn.js';
import { WorkflowProbe, type WorkflowProbeItem } from '../core/db/entities/workflow-probe.js';
import { createItem, getItem, patchItem, updateVersioned } from '../core/db/ops.js';
import { env } from '../core/env.js';
import { logger } from '../core/logger.js';

function toDto(item: WorkflowProbeItem): TWorkflowProbe {
  return {
    probeId: item.probeId,
    note: item.note,
    status: item.status,
    decision: item.decision,
    comments: item.comments,
    executionArn: item.executionArn,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

function stateMachineArn(): string {
  const arn = env().WORKFLOW_PROBE_STATE_MACHINE_ARN;
  if (!arn) throw new Error('WORKFLOW_PROBE_STATE_MACHINE_ARN is not configured');
  return arn;
}

/** Records the probe, then starts its execution; the execution's first task stores the token it waits on. */
export async function startWorkflowProbe(note: string): Promise<TWorkflowProbe> {
  const probeId = randomUUID();
  await createItem(WorkflowProbe, { probeId, note, status: 'starting' });
  try {
    const started = await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: stateMachineArn(),
        name: probeId,
        input: JSON.stringify({ probeId }),
      }),
    );
    await patchItem(
      WorkflowProbe,
      { probeId },
      { set: { executionArn: started.executionArn }, add: { version: 1 } },
    );
  } catch (error) {
    // Keep the record truthful: a probe whose execution never started is failed, not "starting" forever.
    await patchItem(WorkflowProbe, { probeId }, { set: { status: 'failed' }, add: { version: 1 } });
    throw error;
  }
  return getWorkflowProbe(probeId);
}

export async function getWorkflowProbe(probeId: string): Promise<TWorkflowProbe> {
  const data = await getItem(WorkflowProbe, { probeId });
  if (!data) throw new NotFoundError({ message: `No workflow probe ${probeId}` });
  return toDto(data);
}

/**
 * Sends the decision back to the waiting execution. The probe moves to "deciding" under a version check
 * first, so two decisions racing for the same token cannot both be sent: the loser gets 409.
 */
export async function decideWorkflowProbe(
  probeId: string,
  input: TWorkflowProbeDecision,
): Promise<TWorkflowProbe> {
  const data = await getItem(WorkflowProbe, { probeId });
  if (!data) throw new NotFoundError({ message: `No workflow probe ${probeId}` });
  if (data.status !== 'waiting' || !data.taskToken) {
    throw new AppError('workflowNotWaiting', { details: { status: data.status } });
  }
  await updateVersioned(WorkflowProbe, data, {
    set: { status: 'deciding', decision: input.decision, comments: input.comments },
  });
  try {
    await sfn.send(
      new SendTaskSuccessCommand({
        taskToken: data.taskToken,
        output: JSON.stringify({ decision: input.decision, comments: input.comments ?? null }),
      }),
    );
  } catch (error) {
    logger.warn('Task token refused', { probeId, error: error as Error });
    await patchItem(WorkflowProbe, { probeId }, { set: { status: 'failed' }, add: { version: 1 } });
    throw new AppError('workflowNotWaiting', { cause: error });
  }
  return getWorkflowProbe(probeId);
}

/** Task: the execution reached its approval step and hands over the token it waits on. */
export async function recordProbeToken(probeId: string, taskToken: string): Promise<void> {
  await patchItem(WorkflowProbe, { probeId }, { set: { status: 'waiting', taskToken }, add: { version: 1 } });
}

/** Task: the execution received a decision; the probe ends approved or declined. */
export async function recordProbeOutcome(
  probeId: string,
  decision: 'approved' | 'declined',
): Promise<{ probeId: string; outcome: 'approved' | 'declined' }> {
  await patchItem(
    WorkflowProbe,
    { probeId },
    { set: { status: decision, decision }, remove: ['taskToken'], add: { version: 1 } },
  );
  return { probeId, outcome: decision };
}
