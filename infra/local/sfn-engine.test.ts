import { afterEach, describe, expect, it } from 'vitest';
import { compileWorkflow, type CompiledWorkflow, type LocalTaskFunction } from './sfn-definition.js';
import { SfnEngine, SfnApiError } from './sfn-engine.js';
import { MemoryExecutionStore, type ExecutionRecord } from './sfn-store.js';

const fn: LocalTaskFunction = { modulePath: '/fixture/task.ts', functionName: 'fixture-task' };

const approval = {
  StartAt: 'Prepare',
  States: {
    Prepare: { Type: 'Pass', Parameters: { 'id.$': '$.id', prepared: true }, Next: 'AwaitDecision' },
    AwaitDecision: {
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke.waitForTaskToken',
      Parameters: {
        FunctionName: '${Fn}',
        Payload: { task: 'await', 'id.$': '$.id', 'taskToken.$': '$$.Task.Token' },
      },
      ResultPath: '$.decision',
      TimeoutSeconds: 2592000,
      Catch: [{ ErrorEquals: ['Declined'], ResultPath: '$.failure', Next: 'Declined' }],
      Next: 'Record',
    },
    Record: {
      Type: 'Task',
      Resource: 'arn:aws:states:::lambda:invoke',
      Parameters: {
        FunctionName: '${Fn}',
        Payload: { task: 'record', 'id.$': '$.id', 'decision.$': '$.decision' },
      },
      OutputPath: '$.Payload',
      End: true,
    },
    Declined: {
      Type: 'Pass',
      Parameters: { 'error.$': '$.failure.Error', 'cause.$': '$.failure.Cause' },
      End: true,
    },
  },
};

function compile(definition: unknown, name = 'approval'): CompiledWorkflow {
  return compileWorkflow(
    { name, definitionFile: '/dev/null', substitutions: { Fn: fn } },
    JSON.stringify(definition),
  );
}

const approvalMachine = compile(approval);

interface Call {
  task?: string;
  taskToken?: string;
  [key: string]: unknown;
}

function harness(
  store = new MemoryExecutionStore(),
  workflows = [approvalMachine],
  behaviour?: (payload: Call) => unknown,
) {
  const calls: Call[] = [];
  const engine = new SfnEngine({
    store,
    workflows,
    log: () => undefined,
    invoke: async (target, payload) => {
      expect(target).toBe(fn);
      calls.push(payload as Call);
      if (behaviour) return behaviour(payload as Call);
      const call = payload as Call;
      return call.task === 'record' ? { recorded: call.decision } : { waiting: true };
    },
  });
  engines.push(engine);
  return { engine, store, calls };
}

const engines: SfnEngine[] = [];
afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.stop()));
});

async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const recordOf = (store: MemoryExecutionStore, arn: string) => store.records.get(arn) as ExecutionRecord;
const finished = (store: MemoryExecutionStore, arn: string) =>
  until(() => (recordOf(store, arn).status !== 'RUNNING' ? recordOf(store, arn) : undefined));
const tokenOf = (calls: Call[]) => until(() => calls.find((c) => c.task === 'await')?.taskToken);

describe('SfnEngine task tokens', () => {
  it('invokes the waiting task once with a token, and finishes with what SendTaskSuccess sends', async () => {
    const { engine, store, calls } = harness();
    const { executionArn } = await engine.startExecution({
      stateMachineArn: approvalMachine.arn,
      name: 'one',
      input: '{"id":"p1"}',
    });
    expect(executionArn).toBe('arn:aws:states:ca-central-1:000000000000:execution:approval:one');

    const token = await tokenOf(calls);
    expect(calls).toEqual([{ task: 'await', id: 'p1', taskToken: token }]);
    // The checkpoint is stored: the waiting state, its raw input and the token.
    await until(() => (recordOf(store, executionArn).token === token ? true : undefined));
    expect(recordOf(store, executionArn)).toMatchObject({
      status: 'RUNNING',
      stateName: 'AwaitDecision',
      stateInput: '{"id":"p1","prepared":true}',
      token,
    });
    expect(recordOf(store, executionArn).timeoutAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await engine.sendTaskSuccess({ taskToken: token, output: '{"decision":"approved"}' });
    const done = await finished(store, executionArn);
    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.output!)).toEqual({ recorded: { decision: 'approved' } });
    expect(done).not.toHaveProperty('token');
    expect(calls.map((c) => c.task)).toEqual(['await', 'record']);

    const described = await engine.describeExecution(executionArn);
    expect(described).toMatchObject({
      status: 'SUCCEEDED',
      input: '{"id":"p1"}',
      output: done.output,
      name: 'one',
    });
  });

  it('lets SendTaskFailure reach the Catch with its error and cause', async () => {
    const { engine, store, calls } = harness();
    const { executionArn } = await engine.startExecution({
      stateMachineArn: approvalMachine.arn,
      input: '{"id":"p2"}',
    });
    await engine.sendTaskFailure({
      taskToken: await tokenOf(calls),
      error: 'Declined',
      cause: 'over budget',
    });
    const done = await finished(store, executionArn);
    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.output!)).toEqual({ error: 'Declined', cause: 'over budget' });
  });

  it('fails the execution with an error no Catch handles', async () => {
    const { engine, store, calls } = harness();
    const { executionArn } = await engine.startExecution({
      stateMachineArn: approvalMachine.arn,
      input: '{"id":"p3"}',
    });
    await engine.sendTaskFailure({
      taskToken: await tokenOf(calls),
      error: 'Withdrawn',
      cause: 'supplier withdrew',
    });
    const done = await finished(store, executionArn);
    expect(done).toMatchObject({ status: 'FAILED', error: 'Withdrawn', cause: 'supplier withdrew' });
  });

  it('answers the API errors of a bad, unknown or spent token', async () => {
    const { engine, store, calls } = harness();
    await expect(engine.sendTaskSuccess({ taskToken: 'nonsense', output: '{}' })).rejects.toMatchObject({
      type: 'InvalidToken',
    });
    const { executionArn } = await engine.startExecution({
      stateMachineArn: approvalMachine.arn,
      input: '{"id":"p4"}',
    });
    const token = await tokenOf(calls);
    await expect(engine.sendTaskSuccess({ taskToken: token, output: 'not json' })).rejects.toMatchObject({
      type: 'InvalidOutput',
    });
    await engine.sendTaskSuccess({ taskToken: token, output: '{}' });
    await expect(engine.sendTaskSuccess({ taskToken: token, output: '{}' })).rejects.toMatchObject({
      type: 'TaskTimedOut',
    });
    await finished(store, executionArn);
    await expect(
      engine.describeExecution('arn:aws:states:ca-central-1:000000000000:execution:approval:none'),
    ).rejects.toBeInstanceOf(SfnApiError);
  });

  it('resumes a waiting execution after a restart: same token, task not invoked again', async () => {
    const store = new MemoryExecutionStore();
    const first = harness(store);
    const { executionArn } = await first.engine.startExecution({
      stateMachineArn: approvalMachine.arn,
      input: '{"id":"p5"}',
    });
    const token = await tokenOf(first.calls);
    await until(() => (recordOf(store, executionArn).token === token ? true : undefined));
    await first.engine.stop();
    expect(recordOf(store, executionArn).status).toBe('RUNNING');

    const second = harness(store);
    expect(await second.engine.resumePending()).toBe(1);
    await second.engine.sendTaskSuccess({ taskToken: token, output: '{"decision":"declined"}' });
    const done = await finished(store, executionArn);
    expect(done.status).toBe('SUCCEEDED');
    expect(JSON.parse(done.output!)).toEqual({ recorded: { decision: 'declined' } });
    expect(second.calls.map((c) => c.task)).toEqual(['record']);
  });

  it('finishes a resumed execution whose answer was stored just before the restart', async () => {
    const store = new MemoryExecutionStore();
    const first = harness(store);
    const { executionArn } = await first.engine.startExecution({
      stateMachineArn: approvalMachine.arn,
      input: '{"id":"p6"}',
    });
    const token = await tokenOf(first.calls);
    await until(() => (recordOf(store, executionArn).token === token ? true : undefined));
    await first.engine.stop();
    await store.update(
      executionArn,
      { taskOutcome: { type: 'success', output: '{"decision":"approved"}' } },
      token,
    );

    const second = harness(store);
    await second.engine.resumePending();
    const done = await finished(store, executionArn);
    expect(JSON.parse(done.output!)).toEqual({ recorded: { decision: 'approved' } });
  });

  it('fails a waiting task at its TimeoutSeconds with States.Timeout', async () => {
    const quick = compile(
      {
        ...approval,
        States: {
          ...approval.States,
          AwaitDecision: { ...approval.States.AwaitDecision, TimeoutSeconds: 1 },
        },
      },
      'quick',
    );
    const { engine, store } = harness(new MemoryExecutionStore(), [quick]);
    const { executionArn } = await engine.startExecution({
      stateMachineArn: quick.arn,
      input: '{"id":"p7"}',
    });
    const done = await finished(store, executionArn);
    expect(done).toMatchObject({ status: 'FAILED', error: 'States.Timeout' });
  });

  it('reports a throwing task Lambda as the Lambda integration does', async () => {
    const { engine, store } = harness(new MemoryExecutionStore(), [approvalMachine], () => {
      throw new RangeError('no such tender');
    });
    const { executionArn } = await engine.startExecution({
      stateMachineArn: approvalMachine.arn,
      input: '{"id":"p8"}',
    });
    const done = await finished(store, executionArn);
    expect(done).toMatchObject({ status: 'FAILED', error: 'RangeError' });
    expect(JSON.parse(done.cause!)).toMatchObject({
      errorType: 'RangeError',
      errorMessage: 'no such tender',
    });
  });

  it('logs one line naming the one-time job, its schedule and the error when an execution fails (decision 076)', async () => {
    const job = compile(
      {
        StartAt: 'RunJob',
        States: {
          RunJob: {
            Type: 'Task',
            Resource: 'arn:aws:states:::lambda:invoke',
            Parameters: { FunctionName: '${Fn}', 'Payload.$': '$' },
            End: true,
          },
        },
      },
      'job-close-project',
    );
    const lines: string[] = [];
    const store = new MemoryExecutionStore();
    const engine = new SfnEngine({
      store,
      workflows: [job],
      log: (line) => lines.push(line),
      invoke: () => Promise.reject(new RangeError('no such tender')),
    });
    engines.push(engine);
    const { executionArn } = await engine.startExecution({
      stateMachineArn: job.arn,
      name: 'close-1',
      input: JSON.stringify({ job: 'close-project', name: 'close-demo-p1' }),
    });
    await finished(store, executionArn);
    expect(lines).toEqual([
      '[sfn] one-time job close-project (schedule close-demo-p1) failed, execution close-1: RangeError: no such tender',
    ]);
  });

  it('waits in Wait states against a stored deadline', async () => {
    const waiting = compile(
      { StartAt: 'Hold', States: { Hold: { Type: 'Wait', Seconds: 1, End: true } } },
      'hold',
    );
    const { engine, store } = harness(new MemoryExecutionStore(), [waiting]);
    const started = Date.now();
    const { executionArn } = await engine.startExecution({ stateMachineArn: waiting.arn, input: '{"x":1}' });
    await until(() => (recordOf(store, executionArn).waitUntil ? true : undefined));
    expect(recordOf(store, executionArn).waitUntil).toBeGreaterThanOrEqual(started + 1000);
    const done = await finished(store, executionArn);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(JSON.parse(done.output!)).toEqual({ x: 1 });
  });

  it('keeps StartExecution idempotent for the same name and input only', async () => {
    const { engine, calls } = harness();
    const first = await engine.startExecution({
      stateMachineArn: approvalMachine.arn,
      name: 'same',
      input: '{"id":"p9"}',
    });
    const again = await engine.startExecution({
      stateMachineArn: approvalMachine.arn,
      name: 'same',
      input: '{"id":"p9"}',
    });
    expect(again.executionArn).toBe(first.executionArn);
    await expect(
      engine.startExecution({ stateMachineArn: approvalMachine.arn, name: 'same', input: '{"id":"other"}' }),
    ).rejects.toMatchObject({
      type: 'ExecutionAlreadyExists',
    });
    await expect(engine.startExecution({ stateMachineArn: 'arn:nope', input: '{}' })).rejects.toMatchObject({
      type: 'StateMachineDoesNotExist',
    });
    await tokenOf(calls);
    expect(calls).toHaveLength(1);
  });
});
