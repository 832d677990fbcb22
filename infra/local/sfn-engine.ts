import {
  ExecutionAbortedError,
  ExecutionError,
  ExecutionTimeoutError,
  StateMachine,
  type RunOptions,
  type StateMachineDefinition,
} from 'aws-local-stepfunctions';
import { randomUUID } from 'node:crypto';
import { localClock, sleepUntil as sleepOnLocalClock } from './clock.js';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './local-env.js';
import {
  MAX_TIMER_SECONDS,
  definitionStartingAt,
  resolveFunction,
  type CompiledWorkflow,
  type LocalTaskFunction,
  type TaskKind,
} from './sfn-definition.js';
import type {
  ExecutionRecord,
  ExecutionStatus,
  ExecutionStore,
  RecordPatch,
  TaskOutcome,
} from './sfn-store.js';
import { executionOfToken, findIssuedToken, issueTaskToken } from './task-tokens.js';

/** The local runtime's movable clock: executions' dates and Waits follow it. */
const clock = localClock();

type JsonValue = Parameters<StateMachine['run']>[0];

/** An error of the Step Functions API: `type` becomes the SDK's exception name. */
export class SfnApiError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = type;
  }
}

/** Invokes a task Lambda (the local runtime imports the module and calls its handler). */
export type TaskInvoker = (fn: LocalTaskFunction, payload: unknown) => Promise<unknown>;

export interface SfnEngineOptions {
  store: ExecutionStore;
  workflows: readonly CompiledWorkflow[];
  invoke: TaskInvoker;
  log?: (message: string) => void;
}

/** An error a state fails with: name is the ASL error (Retry/Catch match on it), message the cause. */
function stateError(
  name: string,
  cause: string,
  options: { retryable?: boolean; catchable?: boolean } = {},
): Error {
  const error = new Error(cause);
  error.name = name;
  // aws-local-stepfunctions reads these to decide whether Retry / Catch may apply.
  Object.assign(error, { isRetryable: options.retryable ?? true, isCatchable: options.catchable ?? true });
  return error;
}

/** Thrown into a run the engine is shutting down: it must neither retry nor be caught. */
function stoppedError(): Error {
  return stateError('Local.Stopped', 'The local runtime is stopping', { retryable: false, catchable: false });
}

/** What the Lambda service answers when a function throws, as lambda:invoke reports it. */
function lambdaError(error: unknown): Error {
  const err = error instanceof Error ? error : new Error(String(error));
  const errorType = err.name || 'Error';
  return stateError(
    errorType,
    JSON.stringify({
      errorType,
      errorMessage: err.message,
      trace: (err.stack ?? '')
        .split('\n')
        .slice(1)
        .map((l) => l.trim()),
    }),
  );
}

/** JSON in and out, as Lambda serialises payloads */
function jsonRoundTrip(value: unknown): JsonValue {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as JsonValue);
}

/** Waits on the local clock (infra/local/clock.ts): a test that moves it wakes every Wait that is due. */
function sleepUntil(deadline: number, signal: AbortSignal): Promise<void> {
  return sleepOnLocalClock(deadline, signal, stoppedError);
}

const nextMacrotask = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A JSON text's string member, if it is one. */
function memberOf(json: string | undefined, name: string): string | undefined {
  try {
    const value = (JSON.parse(json ?? '') as Record<string, unknown> | null)?.[name];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one line an execution that ends badly leaves in the local runtime's log (decision 076), naming what
 * failed: a one-time job by its name (its machine is `job-<name>`) and its schedule's (from the input),
 * another workflow by its own; a Lambda's error by its message, not its stack (the handler's log has it).
 */
export function executionFailureLine(
  workflow: string,
  execution: { name: string; input?: string },
  outcome: 'failed' | 'timed out',
  error?: string,
  cause?: string,
): string {
  const job = workflow.startsWith('job-') ? workflow.slice('job-'.length) : undefined;
  const schedule = job ? memberOf(execution.input, 'name') : undefined;
  const what = job
    ? `one-time job ${job}${schedule ? ` (schedule ${schedule})` : ''}`
    : `workflow ${workflow}`;
  const reason = memberOf(cause, 'errorMessage') ?? cause;
  const detail = [error, reason].filter(Boolean).join(': ');
  return `[sfn] ${what} ${outcome}, execution ${execution.name}${detail ? `: ${detail}` : ''}`;
}

interface Waiter {
  token: string;
  executionArn: string;
  /** Whether the token is in the table (top-level states): outcomes are stored before the run resumes */
  durable: boolean;
  claimed: boolean;
  settle(outcome: TaskOutcome): void;
  beat(): void;
}

interface Run {
  executionArn: string;
  name: string;
  workflow: CompiledWorkflow;
  startDate: string;
  /** Tokens handed out for $$.Task.Token and not yet matched to a waiting task */
  issued: Set<string>;
  /** The latest top-level state entered and its raw input (from the interpreter's event log) */
  lastEntered?: { name: string; input: JsonValue };
  /** The stored record this run resumes from; its checkpoint state is re-entered once */
  resume?: ExecutionRecord;
  resumeUsed: boolean;
  /** The resumed token's waiter, registered at once so that an answer sent right after start is not lost */
  resumeOutcome?: Promise<TaskOutcome>;
  writes: Promise<unknown>;
  controller: AbortController;
  abort?: () => void;
  stopping: boolean;
  aborted: boolean;
  finished: Promise<void>;
}

const TERMINAL_CLEAR: RecordPatch = {
  stateName: null,
  stateInput: null,
  enteredAt: null,
  token: null,
  taskInput: null,
  timeoutAt: null,
  waitUntil: null,
  taskOutcome: null,
};

/**
 * Step Functions, locally: runs the ASL with aws-local-stepfunctions, issues and honours task tokens
 * (which the interpreter does not have), and keeps every execution in a table so that executions
 * waiting on a token or a Wait state carry on after a restart. The table, not this process, is the
 * truth: a top-level state's entry is a checkpoint, and a restart re-enters the checkpoint state with
 * its stored input (a waiting task reuses its token and is not invoked again).
 */
export class SfnEngine {
  private readonly store: ExecutionStore;
  private readonly workflows = new Map<string, CompiledWorkflow>();
  private readonly invoke: TaskInvoker;
  private readonly log: (message: string) => void;
  private readonly runs = new Map<string, Run>();
  private readonly waiters = new Map<string, Waiter>();
  private readonly createdAt = new Date(clock.nowMs());
  private stopping = false;

  constructor(options: SfnEngineOptions) {
    this.store = options.store;
    this.invoke = options.invoke;
    this.log = options.log ?? ((message) => console.error(message));
    for (const workflow of options.workflows) this.workflows.set(workflow.arn, workflow);
  }

  // ---- the API ----------------------------------------------------------------------------------

  listStateMachines(): {
    stateMachines: { stateMachineArn: string; name: string; type: string; creationDate: number }[];
  } {
    return {
      stateMachines: [...this.workflows.values()].map((w) => ({
        stateMachineArn: w.arn,
        name: w.name,
        type: 'STANDARD',
        creationDate: this.createdAt.getTime() / 1000,
      })),
    };
  }

  describeStateMachine(stateMachineArn: string): Record<string, unknown> {
    const workflow = this.workflowOrThrow(stateMachineArn);
    return {
      stateMachineArn: workflow.arn,
      name: workflow.name,
      status: 'ACTIVE',
      definition: workflow.definitionText,
      roleArn: `arn:aws:iam::${LOCAL_ACCOUNT}:role/tenderbox-local-${workflow.name}`,
      type: 'STANDARD',
      creationDate: this.createdAt.getTime() / 1000,
    };
  }

  async startExecution(request: {
    stateMachineArn?: string;
    name?: string;
    input?: string;
  }): Promise<{ executionArn: string; startDate: number }> {
    if (this.stopping) throw new SfnApiError('ServiceUnavailable', 'The local runtime is stopping');
    const workflow = this.workflowOrThrow(request.stateMachineArn ?? '');
    const name = request.name ?? randomUUID();
    if (!/^[A-Za-z0-9_-]{1,80}$/.test(name)) throw new SfnApiError('InvalidName', `Invalid Name: '${name}'`);
    const inputText = request.input ?? '{}';
    let input: JsonValue;
    try {
      input = JSON.parse(inputText) as JsonValue;
    } catch {
      throw new SfnApiError(
        'InvalidExecutionInput',
        'Invalid State Machine Execution Input: the input is not JSON',
      );
    }
    const executionArn = `arn:aws:states:${LOCAL_REGION}:${LOCAL_ACCOUNT}:execution:${workflow.name}:${name}`;
    const startDate = new Date(clock.nowMs()).toISOString();
    const record: ExecutionRecord = {
      executionArn,
      stateMachineArn: workflow.arn,
      name,
      status: 'RUNNING',
      input: inputText,
      startDate,
    };
    if (!(await this.store.create(record))) {
      // StartExecution is idempotent for a running execution with the same name and input.
      const existing = await this.store.get(executionArn);
      if (existing && existing.status === 'RUNNING' && existing.input === inputText) {
        return { executionArn, startDate: Date.parse(existing.startDate) / 1000 };
      }
      throw new SfnApiError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    }
    this.launch(workflow, record, workflow.runnable, input);
    return { executionArn, startDate: Date.parse(startDate) / 1000 };
  }

  async describeExecution(executionArn: string): Promise<Record<string, unknown>> {
    const record = await this.store.get(executionArn);
    if (!record)
      throw new SfnApiError('ExecutionDoesNotExist', `Execution Does Not Exist: '${executionArn}'`);
    const answer: Record<string, unknown> = {
      executionArn: record.executionArn,
      stateMachineArn: record.stateMachineArn,
      name: record.name,
      status: record.status,
      startDate: Date.parse(record.startDate) / 1000,
      input: record.input,
      inputDetails: { included: true },
    };
    if (record.stopDate) answer.stopDate = Date.parse(record.stopDate) / 1000;
    if (record.output !== undefined) {
      answer.output = record.output;
      answer.outputDetails = { included: true };
    }
    if (record.error !== undefined) answer.error = record.error;
    if (record.cause !== undefined) answer.cause = record.cause;
    return answer;
  }

  async listExecutions(request: {
    stateMachineArn?: string;
    statusFilter?: ExecutionStatus;
    maxResults?: number;
    nextToken?: string;
  }): Promise<{ executions: Record<string, unknown>[]; nextToken?: string }> {
    const workflow = this.workflowOrThrow(request.stateMachineArn ?? '');
    let records = await this.store.listByStateMachine(workflow.arn);
    if (request.statusFilter) records = records.filter((r) => r.status === request.statusFilter);
    const offset = request.nextToken
      ? Number(Buffer.from(request.nextToken, 'base64url').toString()) || 0
      : 0;
    const size = request.maxResults && request.maxResults > 0 ? Math.min(request.maxResults, 1000) : 100;
    const page = records.slice(offset, offset + size);
    const answer: { executions: Record<string, unknown>[]; nextToken?: string } = {
      executions: page.map((r) => {
        const item: Record<string, unknown> = {
          executionArn: r.executionArn,
          stateMachineArn: r.stateMachineArn,
          name: r.name,
          status: r.status,
          startDate: Date.parse(r.startDate) / 1000,
        };
        if (r.stopDate) item.stopDate = Date.parse(r.stopDate) / 1000;
        return item;
      }),
    };
    if (offset + size < records.length)
      answer.nextToken = Buffer.from(String(offset + size)).toString('base64url');
    return answer;
  }

  async stopExecution(request: {
    executionArn?: string;
    error?: string;
    cause?: string;
  }): Promise<{ stopDate: number }> {
    const executionArn = request.executionArn ?? '';
    const record = await this.store.get(executionArn);
    if (!record)
      throw new SfnApiError('ExecutionDoesNotExist', `Execution Does Not Exist: '${executionArn}'`);
    const stopDate = new Date(clock.nowMs());
    if (record.status !== 'RUNNING') return { stopDate: stopDate.getTime() / 1000 };
    const run = this.runs.get(executionArn);
    if (run) {
      run.aborted = true;
      run.controller.abort();
      run.abort?.();
    }
    this.dropWaitersOf(executionArn);
    const patch: RecordPatch = { ...TERMINAL_CLEAR, status: 'ABORTED', stopDate: stopDate.toISOString() };
    if (request.error !== undefined) patch.error = request.error;
    if (request.cause !== undefined) patch.cause = request.cause;
    if (run) await this.enqueue(run, patch);
    else await this.store.update(executionArn, patch);
    return { stopDate: stopDate.getTime() / 1000 };
  }

  async sendTaskSuccess(request: { taskToken?: string; output?: string }): Promise<Record<string, never>> {
    const output = request.output ?? '';
    try {
      JSON.parse(output);
    } catch {
      throw new SfnApiError('InvalidOutput', 'Invalid Output: the output is not JSON');
    }
    await this.settleToken(request.taskToken ?? '', { type: 'success', output });
    return {};
  }

  async sendTaskFailure(request: {
    taskToken?: string;
    error?: string;
    cause?: string;
  }): Promise<Record<string, never>> {
    await this.settleToken(request.taskToken ?? '', {
      type: 'failure',
      error: request.error ?? '',
      cause: request.cause ?? '',
    });
    return {};
  }

  async sendTaskHeartbeat(request: { taskToken?: string }): Promise<Record<string, never>> {
    const waiter = await this.waiterFor(request.taskToken ?? '');
    waiter.beat();
    return {};
  }

  // ---- lifecycle ---------------------------------------------------------------------------------

  /** Picks up every execution the table says is running: the restart half of durability. */
  async resumePending(): Promise<number> {
    const running = await this.store.listRunning();
    for (const record of running) {
      if (this.runs.has(record.executionArn)) continue;
      const workflow = this.workflows.get(record.stateMachineArn);
      const fail = (cause: string) => {
        this.log(
          executionFailureLine(
            workflow?.name ?? record.stateMachineArn,
            record,
            'failed',
            'States.Runtime',
            cause,
          ),
        );
        return this.store.update(record.executionArn, {
          ...TERMINAL_CLEAR,
          status: 'FAILED',
          error: 'States.Runtime',
          cause,
          stopDate: new Date(clock.nowMs()).toISOString(),
        });
      };
      if (!workflow) {
        await fail(`The state machine ${record.stateMachineArn} is no longer defined`);
        continue;
      }
      const stateName = record.stateName ?? workflow.runnable.StartAt;
      if (!workflow.topLevel.has(stateName)) {
        await fail(`The state "${stateName}" the execution was in is no longer in the definition`);
        continue;
      }
      let definition: StateMachineDefinition = definitionStartingAt(workflow, stateName);
      if (workflow.timeoutSeconds !== undefined) {
        const left = Date.parse(record.startDate) + workflow.timeoutSeconds * 1000 - clock.nowMs();
        if (left <= 0) {
          this.log(executionFailureLine(workflow.name, record, 'timed out'));
          await this.store.update(record.executionArn, {
            ...TERMINAL_CLEAR,
            status: 'TIMED_OUT',
            stopDate: new Date(clock.nowMs()).toISOString(),
          });
          continue;
        }
        definition = {
          ...definition,
          TimeoutSeconds: Math.max(1, Math.min(Math.ceil(left / 1000), MAX_TIMER_SECONDS)),
        };
      }
      const input = JSON.parse(record.stateInput ?? record.input) as JsonValue;
      this.launch(workflow, record, definition, input, record);
    }
    return running.length;
  }

  /**
   * Stops the interpreter without touching the table: running executions stay RUNNING there, to be
   * resumed by the next start.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    for (const run of this.runs.values()) {
      run.stopping = true;
      run.controller.abort();
      run.abort?.();
    }
    for (const waiter of this.waiters.values())
      waiter.settle({ type: 'failure', error: 'Local.Stopped', cause: '' });
    this.waiters.clear();
    await Promise.allSettled([...this.runs.values()].map((run) => Promise.all([run.finished, run.writes])));
    this.runs.clear();
  }

  /** Resolves once no execution is running in this process (tests use it to wait for quiet). */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.allSettled([...this.runs.values()].map((r) => r.finished));
  }

  // ---- running -----------------------------------------------------------------------------------

  private workflowOrThrow(stateMachineArn: string): CompiledWorkflow {
    const workflow = this.workflows.get(stateMachineArn);
    if (!workflow)
      throw new SfnApiError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${stateMachineArn}'`);
    return workflow;
  }

  private launch(
    workflow: CompiledWorkflow,
    record: ExecutionRecord,
    definition: StateMachineDefinition,
    input: JsonValue,
    resume?: ExecutionRecord,
  ): void {
    const run: Run = {
      executionArn: record.executionArn,
      name: record.name,
      workflow,
      startDate: record.startDate,
      issued: new Set(),
      resumeUsed: false,
      writes: Promise.resolve(),
      controller: new AbortController(),
      stopping: false,
      aborted: false,
      finished: Promise.resolve(),
    };
    if (resume) run.resume = resume;
    this.runs.set(run.executionArn, run);
    if (resume?.token && !resume.taskOutcome && resume.stateName) {
      const kind = workflow.tasks.get(resume.stateName);
      const heartbeat = kind?.kind === 'lambda-token' ? kind.heartbeatSeconds : undefined;
      run.resumeOutcome = this.registerWaiter(run, resume.token, true, heartbeat);
    }

    const taskSource = {
      // $$.Task.Token: each evaluation hands out a fresh token; the waiting task claims the one it got.
      get Token(): string {
        const token = issueTaskToken(run.executionArn);
        run.issued.add(token);
        return token;
      },
    };
    const overrides: Record<string, (taskInput: JsonValue) => Promise<JsonValue>> = {};
    for (const [stateName, kind] of workflow.tasks) {
      overrides[stateName] = (taskInput) => this.runTask(run, stateName, kind, taskInput);
    }
    const options: RunOptions = {
      overrides: { taskResourceLocalHandlers: overrides },
      context: {
        Execution: {
          Id: run.executionArn,
          Name: run.name,
          RoleArn: `arn:aws:iam::${LOCAL_ACCOUNT}:role/tenderbox-local-${workflow.name}`,
          StartTime: run.startDate,
        },
        StateMachine: { Id: workflow.arn, Name: workflow.name },
        Task: taskSource,
      },
    };
    const machine = new StateMachine(definition, { validationOptions: { noValidate: true } });
    const execution = machine.run(input, options);
    run.abort = execution.abort;

    // Checkpoints: every top-level state entered is stored with its raw input.
    void (async () => {
      let first = true;
      for await (const event of execution.eventLogs) {
        if (event.type !== 'StateEntered' || !workflow.topLevel.has(event.state.name)) continue;
        run.lastEntered = { name: event.state.name, input: event.state.input };
        // A resumed run re-enters its checkpoint: that entry is already stored, token and all.
        const isResumeEntry = first && run.resume?.stateName === event.state.name;
        first = false;
        if (isResumeEntry || run.stopping || run.aborted) continue;
        void this.enqueue(run, {
          ...TERMINAL_CLEAR,
          stateName: event.state.name,
          stateInput: JSON.stringify(event.state.input),
          enteredAt: event.timestamp,
        });
      }
    })().catch((error: unknown) => this.log(`[sfn] event log of ${run.executionArn}: ${String(error)}`));

    run.finished = execution.result
      .then(
        async (output) => {
          if (run.stopping || run.aborted) return;
          await this.enqueue(run, {
            ...TERMINAL_CLEAR,
            status: 'SUCCEEDED',
            output: JSON.stringify(output ?? null),
            stopDate: new Date(clock.nowMs()).toISOString(),
          });
        },
        async (error: unknown) => {
          if (run.stopping || run.aborted || error instanceof ExecutionAbortedError) return;
          const patch: RecordPatch = { ...TERMINAL_CLEAR, stopDate: new Date(clock.nowMs()).toISOString() };
          if (error instanceof ExecutionTimeoutError) {
            patch.status = 'TIMED_OUT';
          } else {
            const cause =
              error instanceof ExecutionError ? (error.cause as Error | undefined) : (error as Error);
            patch.status = 'FAILED';
            patch.error = cause?.name ?? 'States.Runtime';
            patch.cause = cause?.message ?? String(error);
            if (patch.error === 'Local.Stopped') return;
          }
          this.log(
            executionFailureLine(
              run.workflow.name,
              record,
              patch.status === 'TIMED_OUT' ? 'timed out' : 'failed',
              patch.error ?? undefined,
              patch.cause ?? undefined,
            ),
          );
          await this.enqueue(run, patch);
        },
      )
      .catch((error: unknown) =>
        this.log(`[sfn] could not store the end of ${run.executionArn}: ${String(error)}`),
      )
      .finally(() => {
        run.controller.abort();
        this.dropWaitersOf(run.executionArn, true);
        if (this.runs.get(run.executionArn) === run) this.runs.delete(run.executionArn);
      });
  }

  /** Writes to one execution's record strictly in order. */
  private enqueue(run: Run, patch: RecordPatch, expectedToken?: string): Promise<boolean> {
    const write = run.writes.then(() => this.store.update(run.executionArn, patch, expectedToken));
    run.writes = write.catch((error: unknown) =>
      this.log(`[sfn] write to ${run.executionArn} failed: ${String(error)}`),
    );
    return write;
  }

  /** The raw input of the top-level state being run: the event log has delivered it by the next macrotask. */
  private async enteredInput(run: Run, stateName: string): Promise<JsonValue | undefined> {
    if (!run.workflow.topLevel.has(stateName)) return undefined;
    await nextMacrotask();
    if (run.lastEntered?.name !== stateName) {
      throw stateError('States.Runtime', `Local runtime lost track of state ${stateName}`, {
        retryable: false,
        catchable: false,
      });
    }
    return run.lastEntered.input;
  }

  /** The stored checkpoint of a resumed run, the first time its state runs again. */
  private takeResume(run: Run, stateName: string): ExecutionRecord | undefined {
    if (!run.resume || run.resumeUsed || run.resume.stateName !== stateName) return undefined;
    run.resumeUsed = true;
    return run.resume;
  }

  private async runTask(
    run: Run,
    stateName: string,
    kind: TaskKind,
    taskInput: JsonValue,
  ): Promise<JsonValue> {
    if (run.stopping || this.stopping) throw stoppedError();
    switch (kind.kind) {
      case 'lambda-invoke': {
        const parameters = (taskInput ?? {}) as { FunctionName?: string; Payload?: unknown };
        const fn = resolveFunction(run.workflow.functions, String(parameters.FunctionName ?? ''));
        if (!fn)
          throw stateError(
            'Lambda.ResourceNotFoundException',
            `Function not found: ${String(parameters.FunctionName)}`,
          );
        const payload = await this.callLambda(fn, parameters.Payload ?? taskInput);
        // What the optimised Lambda integration returns
        return {
          ExecutedVersion: '$LATEST',
          Payload: payload,
          SdkHttpMetadata: { HttpStatusCode: 200 },
          SdkResponseMetadata: { RequestId: randomUUID() },
          StatusCode: 200,
        };
      }
      case 'lambda-direct':
        return this.callLambda(kind.fn, taskInput);
      case 'lambda-token':
        return this.runTokenTask(run, stateName, kind, taskInput);
      case 'wait':
        return this.runWait(run, stateName, kind.wait, taskInput);
      case 'unsupported':
        throw stateError('States.Runtime', `The local runtime cannot run Resource ${kind.resource}`, {
          retryable: false,
        });
    }
  }

  private async callLambda(fn: LocalTaskFunction, payload: unknown): Promise<JsonValue> {
    let result: unknown;
    try {
      result = await this.invoke(fn, jsonRoundTrip(payload));
    } catch (error) {
      throw lambdaError(error);
    }
    return jsonRoundTrip(result);
  }

  private async runWait(
    run: Run,
    stateName: string,
    wait: { Seconds?: number; Timestamp?: string; SecondsPath?: string; TimestampPath?: string },
    taskInput: JsonValue,
  ): Promise<JsonValue> {
    const { input, seconds, timestamp } = (taskInput ?? {}) as {
      input?: JsonValue;
      seconds?: unknown;
      timestamp?: unknown;
    };
    const raw = await this.enteredInput(run, stateName);
    const resumed = this.takeResume(run, stateName);
    let until = resumed?.waitUntil;
    if (until === undefined) {
      if (wait.Seconds !== undefined) until = clock.nowMs() + wait.Seconds * 1000;
      else if (wait.Timestamp !== undefined) until = Date.parse(wait.Timestamp);
      else if (typeof seconds === 'number' && Number.isInteger(seconds) && seconds >= 0)
        until = clock.nowMs() + seconds * 1000;
      else if (typeof timestamp === 'string' && !Number.isNaN(Date.parse(timestamp)))
        until = Date.parse(timestamp);
      else
        throw stateError('States.Runtime', `Wait state ${stateName}: no valid duration or timestamp`, {
          retryable: false,
          catchable: false,
        });
      if (raw !== undefined) await this.enqueue(run, { waitUntil: until });
    }
    await sleepUntil(until, run.controller.signal);
    return input ?? null;
  }

  private async runTokenTask(
    run: Run,
    stateName: string,
    kind: { timeoutSeconds?: number; heartbeatSeconds?: number },
    taskInput: JsonValue,
  ): Promise<JsonValue> {
    const raw = await this.enteredInput(run, stateName);
    const resumed = this.takeResume(run, stateName);
    let token: string;
    let timeoutAt: number | undefined;
    let outcome: Promise<TaskOutcome>;

    if (resumed?.token) {
      // Re-entering after a restart: same token, same deadline, and the Lambda is not invoked again.
      token = resumed.token;
      timeoutAt = resumed.timeoutAt;
      outcome = resumed.taskOutcome
        ? Promise.resolve(resumed.taskOutcome)
        : (run.resumeOutcome ?? this.registerWaiter(run, token, true, kind.heartbeatSeconds));
    } else {
      const found = findIssuedToken(taskInput, run.issued);
      if (!found) {
        throw stateError(
          'States.Runtime',
          `${stateName}: waitForTaskToken needs $$.Task.Token in its Parameters`,
          {
            retryable: false,
            catchable: false,
          },
        );
      }
      token = found;
      run.issued.clear();
      if (kind.timeoutSeconds !== undefined) timeoutAt = clock.nowMs() + kind.timeoutSeconds * 1000;
      const durable = raw !== undefined;
      if (durable) {
        await this.enqueue(run, {
          token,
          taskInput: JSON.stringify(taskInput),
          timeoutAt: timeoutAt ?? null,
          taskOutcome: null,
        });
      }
      // Registered before the Lambda runs: it may hand the token to someone who answers at once.
      outcome = this.registerWaiter(run, token, durable, kind.heartbeatSeconds);
      const parameters = (taskInput ?? {}) as { FunctionName?: string; Payload?: unknown };
      const fn = resolveFunction(run.workflow.functions, String(parameters.FunctionName ?? ''));
      try {
        if (!fn)
          throw stateError(
            'Lambda.ResourceNotFoundException',
            `Function not found: ${String(parameters.FunctionName)}`,
          );
        await this.callLambda(fn, parameters.Payload ?? null);
      } catch (error) {
        this.waiters.delete(token);
        throw error;
      }
    }

    const settled = await this.raceDeadline(outcome, timeoutAt, run.controller.signal, token);
    if (settled.type === 'failure') {
      if (settled.error === 'Local.Stopped') throw stoppedError();
      throw stateError(settled.error, settled.cause);
    }
    return JSON.parse(settled.output) as JsonValue;
  }

  private registerWaiter(
    run: Run,
    token: string,
    durable: boolean,
    heartbeatSeconds?: number,
  ): Promise<TaskOutcome> {
    return new Promise<TaskOutcome>((resolve) => {
      let heartbeat: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(heartbeat);
        if (heartbeatSeconds !== undefined) {
          heartbeat = setTimeout(
            () =>
              waiter.settle({
                type: 'failure',
                error: 'States.HeartbeatTimeout',
                cause: 'No heartbeat within HeartbeatSeconds',
              }),
            Math.min(heartbeatSeconds * 1000, 2 ** 31 - 1),
          );
        }
      };
      const waiter: Waiter = {
        token,
        executionArn: run.executionArn,
        durable,
        claimed: false,
        settle: (outcome) => {
          clearTimeout(heartbeat);
          if (this.waiters.get(token) === waiter) this.waiters.delete(token);
          resolve(outcome);
        },
        beat: arm,
      };
      arm();
      this.waiters.set(token, waiter);
    });
  }

  private async raceDeadline(
    outcome: Promise<TaskOutcome>,
    timeoutAt: number | undefined,
    signal: AbortSignal,
    token: string,
  ): Promise<TaskOutcome> {
    if (timeoutAt === undefined) return outcome;
    const local = new AbortController();
    const onAbort = () => local.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      return await Promise.race([
        outcome,
        sleepUntil(timeoutAt, local.signal).then((): TaskOutcome => {
          this.waiters
            .get(token)
            ?.settle({ type: 'failure', error: 'States.Timeout', cause: 'The task timed out' });
          return { type: 'failure', error: 'States.Timeout', cause: 'The task timed out' };
        }),
      ]);
    } finally {
      signal.removeEventListener('abort', onAbort);
      local.abort();
    }
  }

  private async waiterFor(token: string): Promise<Waiter> {
    const executionArn = executionOfToken(token);
    if (!executionArn) throw new SfnApiError('InvalidToken', 'Invalid Token');
    const waiter = this.waiters.get(token);
    if (waiter && !waiter.claimed) return waiter;
    const record = await this.store.get(executionArn);
    if (!record) throw new SfnApiError('TaskDoesNotExist', 'Task Does Not Exist');
    throw new SfnApiError('TaskTimedOut', "Task Timed Out: 'Provided task does not exist anymore'");
  }

  private async settleToken(token: string, outcome: TaskOutcome): Promise<void> {
    const waiter = await this.waiterFor(token);
    waiter.claimed = true;
    if (waiter.durable) {
      // Stored before the run moves on: a restart in between still finds the answer.
      const run = this.runs.get(waiter.executionArn);
      const stored = run
        ? await this.enqueue(run, { taskOutcome: outcome }, token)
        : await this.store.update(waiter.executionArn, { taskOutcome: outcome }, token);
      if (!stored) {
        waiter.claimed = false;
        throw new SfnApiError('TaskTimedOut', "Task Timed Out: 'Provided task does not exist anymore'");
      }
    }
    waiter.settle(outcome);
  }

  private dropWaitersOf(executionArn: string, silently = false): void {
    for (const waiter of [...this.waiters.values()]) {
      if (waiter.executionArn !== executionArn) continue;
      this.waiters.delete(waiter.token);
      if (!silently) waiter.settle({ type: 'failure', error: 'Local.Stopped', cause: '' });
    }
  }
}
