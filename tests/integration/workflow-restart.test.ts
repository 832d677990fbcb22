import {
  DescribeExecutionCommand,
  SendTaskFailureCommand,
  SendTaskSuccessCommand,
  SFNClient,
  StartExecutionCommand,
  TaskTimedOut,
} from '@aws-sdk/client-sfn';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stateMachineArn } from '../../infra/local/local-env.js';
import type { LocalStack } from '../../infra/local/stack.js';
import { approvalWorkflow } from '../fixtures/local-runtime/approval-workflow.js';
import { eventually } from '../helpers/api.js';
import { restoreProcessEnv, startTestStack } from '../support/local-stack-harness.js';

/**
 * Durability of the local Step Functions (ARCHITECTURE.md#the-local-runtime): an execution waiting on a task
 * token survives a restart of the stack, because the table holds its state, and the token it handed out
 * before the restart completes it afterwards. Runs on its own stack (not in memory) with a fixture workflow,
 * so it depends on no product handler.
 */
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
const machineArn = stateMachineArn(approvalWorkflow.name);

interface TaskLine {
  task: string;
  taskToken?: string;
}

function taskLines(outbox: string, probeId: string): TaskLine[] {
  const file = join(outbox, `${probeId}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TaskLine);
}

/** Polls for a positive signal (tests/helpers/api.ts `eventually`), every 50 ms for up to 15 s. */
const until = <T>(check: () => T | undefined | Promise<T | undefined>, timeoutMs = 15000): Promise<T> =>
  eventually(check, Math.ceil(timeoutMs / 50), 50, 'condition not reached');

function sfnOf(stack: LocalStack): SFNClient {
  return new SFNClient({
    endpoint: stack.env.AWS_ENDPOINT_URL_SFN,
    region: 'ca-central-1',
    credentials,
    maxAttempts: 1,
  });
}

async function finalStatus(sfn: SFNClient, executionArn: string) {
  return until(async () => {
    const described = await sfn.send(new DescribeExecutionCommand({ executionArn }));
    return described.status === 'RUNNING' ? undefined : described;
  });
}

describe('a workflow waiting on a task token across a restart of the local stack', () => {
  const cleanups: (() => Promise<void>)[] = [];
  const savedEnv = { ...process.env };
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    restoreProcessEnv(savedEnv);
  });

  it('completes with SendTaskSuccess / SendTaskFailure sent after the restart, without invoking the task again', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tenderbox-restart-'));
    const outbox = join(dataDir, 'outbox');
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const options = { dataDir, inMemory: false, seed: false, extraWorkflows: [approvalWorkflow] };

    // Before: two executions reach the waiting state and hand out their tokens.
    const first = await startTestStack(options);
    cleanups.push(() => first.stack.stop());
    const sfnBefore = sfnOf(first.stack);
    const started: Record<string, { executionArn: string; token: string }> = {};
    for (const probeId of ['approve-me', 'decline-me']) {
      const { executionArn } = await sfnBefore.send(
        new StartExecutionCommand({
          stateMachineArn: machineArn,
          input: JSON.stringify({ probeId, outbox }),
        }),
      );
      const token = await until(() => taskLines(outbox, probeId).find((l) => l.task === 'await')?.taskToken);
      started[probeId] = { executionArn: executionArn!, token };
    }
    // The token is in the table before the task Lambda is called, so the stack may stop at once.
    for (const { executionArn } of Object.values(started)) {
      expect((await sfnBefore.send(new DescribeExecutionCommand({ executionArn }))).status).toBe('RUNNING');
    }
    sfnBefore.destroy();
    await first.stack.stop();

    // After: a new stack on the same data directory.
    const second = await startTestStack(options);
    cleanups.push(() => second.stack.stop());
    const sfn = sfnOf(second.stack);
    cleanups.push(async () => sfn.destroy());
    const approve = started['approve-me']!;
    const decline = started['decline-me']!;
    expect(
      (await sfn.send(new DescribeExecutionCommand({ executionArn: approve.executionArn }))).status,
    ).toBe('RUNNING');

    await sfn.send(
      new SendTaskSuccessCommand({
        taskToken: approve.token,
        output: JSON.stringify({ decision: 'approved' }),
      }),
    );
    await sfn.send(
      new SendTaskFailureCommand({ taskToken: decline.token, error: 'Declined', cause: 'over budget' }),
    );

    const approved = await finalStatus(sfn, approve.executionArn);
    expect(approved.status).toBe('SUCCEEDED');
    // RecordOutcome ran with the input the execution had before the restart ($.prepared came from Prepare).
    expect(JSON.parse(approved.output!)).toEqual({
      probeId: 'approve-me',
      outcome: 'approved',
      prepared: true,
      recorded: true,
    });
    expect(taskLines(outbox, 'approve-me').map((l) => l.task)).toEqual(['await', 'record']);

    const declined = await finalStatus(sfn, decline.executionArn);
    expect(declined.status).toBe('SUCCEEDED');
    expect(JSON.parse(declined.output!)).toEqual({
      probeId: 'decline-me',
      declined: 'Declined',
      cause: 'over budget',
    });
    expect(taskLines(outbox, 'decline-me').map((l) => l.task)).toEqual(['await']);

    // A token is good for one answer.
    await expect(
      sfn.send(new SendTaskSuccessCommand({ taskToken: approve.token, output: '{}' })),
    ).rejects.toBeInstanceOf(TaskTimedOut);
  });
});
