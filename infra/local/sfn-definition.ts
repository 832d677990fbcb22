import { StateMachine, type StateMachineDefinition } from 'aws-local-stepfunctions';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ACCOUNT, LOCAL_REGION, stateMachineArn } from './local-env.js';
import { functionModulePath, repoPath } from './paths.js';

/** setTimeout cannot wait longer than 2^31-1 ms; longer timers fire at once, so no timer may exceed it. */
export const MAX_TIMER_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

export const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';
export const LAMBDA_INVOKE_WAIT_FOR_TOKEN = 'arn:aws:states:::lambda:invoke.waitForTaskToken';
/** Wait states run as tasks of ours so that long and resumed waits are exact (see compileWorkflow). */
const LOCAL_WAIT_RESOURCE = 'arn:aws:states:::local:wait';

export interface LocalTaskFunction {
  /** Absolute path of the module that exports the task handler */
  modulePath: string;
  /** The Lambda's name as the execution sees it */
  functionName: string;
}

export interface LocalWorkflow {
  name: string;
  /** Absolute path of the ASL JSON file */
  definitionFile: string;
  /** Environment variable that carries the state machine ARN to handlers */
  envVar?: string;
  /** ${Placeholder} → the task Lambda it stands for */
  substitutions: Record<string, LocalTaskFunction>;
}

export interface IndexedWorkflow {
  name: string;
  file: string;
  envVar: string;
  substitutions: Record<string, { group: string; module: string }>;
}

/** The workflows of infra/workflows/index.ts, resolved to files and handler modules. */
export function workflowsFromIndex(workflows: readonly IndexedWorkflow[]): LocalWorkflow[] {
  return workflows.map((workflow) => ({
    name: workflow.name,
    definitionFile: join(repoPath('infra', 'workflows'), workflow.file),
    envVar: workflow.envVar,
    substitutions: Object.fromEntries(
      Object.entries(workflow.substitutions).map(([placeholder, fn]) => [
        placeholder,
        {
          modulePath: functionModulePath(fn.group, fn.module),
          functionName: `tenderbox-local-${fn.group}-${fn.module}`,
        },
      ]),
    ),
  }));
}

export interface WaitSpec {
  Seconds?: number;
  Timestamp?: string;
  SecondsPath?: string;
  TimestampPath?: string;
}

export type TaskKind =
  | { kind: 'lambda-invoke' }
  | { kind: 'lambda-direct'; fn: LocalTaskFunction }
  | { kind: 'lambda-token'; timeoutSeconds?: number; heartbeatSeconds?: number }
  | { kind: 'wait'; wait: WaitSpec }
  | { kind: 'unsupported'; resource: string };

export interface CompiledWorkflow {
  name: string;
  arn: string;
  /** The ASL as deployed (placeholders replaced by function ARNs): DescribeStateMachine shows it */
  definitionText: string;
  /** The copy the interpreter runs */
  runnable: StateMachineDefinition;
  /** Function ARN → module */
  functions: Map<string, LocalTaskFunction>;
  /** Every Task (and Wait) state by name, at any depth: ASL state names are unique in a machine */
  tasks: Map<string, TaskKind>;
  /** The names of the top-level states: only these are checkpoints an execution can resume from */
  topLevel: Set<string>;
  timeoutSeconds?: number;
}

export function functionArn(functionName: string): string {
  return `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${functionName}`;
}

/** FunctionName of lambda:invoke may be a name, an ARN or a qualified ARN; unqualified ARN wins. */
export function resolveFunction(
  functions: Map<string, LocalTaskFunction>,
  name: string,
): LocalTaskFunction | undefined {
  const parts = name.split(':');
  const unqualified = parts.length > 7 ? parts.slice(0, 7).join(':') : name;
  const direct = functions.get(unqualified);
  if (direct) return direct;
  const bare = unqualified.startsWith('arn:') ? parts[6] : unqualified.split(':')[0];
  for (const fn of functions.values()) if (fn.functionName === bare) return fn;
  return undefined;
}

type Json = Record<string, unknown>;

export function substitutePlaceholders(text: string, values: Record<string, string>): string {
  const replaced = text.replace(/\$\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => values[name] ?? whole);
  const left = /\$\{([A-Za-z0-9_]+)\}/.exec(replaced);
  if (left) throw new Error(`Unresolved placeholder \${${left[1]}} (add it to the workflow's substitutions)`);
  return replaced;
}

/**
 * Prepares an ASL definition for aws-local-stepfunctions without changing what it does:
 * - Task states get a timeout the interpreter's timers can hold (AWS's default is 99999999 s, the
 *   interpreter's 60 s, and Node timers overflow beyond ~24.8 days); waitForTaskToken timeouts are
 *   enforced by the local runtime against a stored deadline, so they hold across restarts;
 * - Wait states become tasks of the local runtime, which waits in chunks against a stored deadline.
 */
export function compileWorkflow(
  workflow: LocalWorkflow,
  text = readFileSync(workflow.definitionFile, 'utf8'),
  { validate = true }: { validate?: boolean } = {},
): CompiledWorkflow {
  const functions = new Map<string, LocalTaskFunction>();
  const values: Record<string, string> = {};
  for (const [placeholder, fn] of Object.entries(workflow.substitutions)) {
    const arn = functionArn(fn.functionName);
    values[placeholder] = arn;
    functions.set(arn, fn);
  }
  const definitionText = substitutePlaceholders(text, values);
  const original = JSON.parse(definitionText) as StateMachineDefinition;
  // Validate the definition as written (the interpreter's own checks, as CDK deploys it unchanged). It costs
  // 0.2 to 0.6 s a workflow (asl-validator compiles its JSON schemas on every call): the stacks of `npm test`
  // skip it, since sfn-definition.test.ts validates every committed definition once per run.
  if (validate) new StateMachine(original, { validationOptions: { checkArn: true, checkPaths: true } });

  const runnable = structuredClone(original) as unknown as Json;
  const tasks = new Map<string, TaskKind>();
  transformStates(runnable.States as Record<string, Json>, tasks, functions);
  const machineTimeout = typeof runnable.TimeoutSeconds === 'number' ? runnable.TimeoutSeconds : undefined;
  if (machineTimeout !== undefined) runnable.TimeoutSeconds = Math.min(machineTimeout, MAX_TIMER_SECONDS);

  const compiled: CompiledWorkflow = {
    name: workflow.name,
    arn: stateMachineArn(workflow.name),
    definitionText,
    runnable: runnable as unknown as StateMachineDefinition,
    functions,
    tasks,
    topLevel: new Set(Object.keys(original.States)),
  };
  if (machineTimeout !== undefined) compiled.timeoutSeconds = machineTimeout;
  return compiled;
}

function transformStates(
  states: Record<string, Json>,
  tasks: Map<string, TaskKind>,
  functions: Map<string, LocalTaskFunction>,
): void {
  for (const [name, state] of Object.entries(states)) {
    if (tasks.has(name)) throw new Error(`State name "${name}" is used twice`);
    switch (state.Type) {
      case 'Task': {
        const resource = String(state.Resource);
        const declared = typeof state.TimeoutSeconds === 'number' ? state.TimeoutSeconds : undefined;
        if (resource === LAMBDA_INVOKE_WAIT_FOR_TOKEN) {
          const kind: TaskKind = { kind: 'lambda-token' };
          if (declared !== undefined) kind.timeoutSeconds = declared;
          if (typeof state.HeartbeatSeconds === 'number') kind.heartbeatSeconds = state.HeartbeatSeconds;
          tasks.set(name, kind);
          state.TimeoutSeconds = MAX_TIMER_SECONDS;
        } else {
          const fn = functions.get(resource);
          tasks.set(
            name,
            resource === LAMBDA_INVOKE
              ? { kind: 'lambda-invoke' }
              : fn
                ? { kind: 'lambda-direct', fn }
                : { kind: 'unsupported', resource },
          );
          if (state.TimeoutSecondsPath === undefined)
            state.TimeoutSeconds = Math.min(declared ?? 99_999_999, MAX_TIMER_SECONDS);
        }
        delete state.HeartbeatSeconds;
        break;
      }
      case 'Wait': {
        const wait: WaitSpec = {};
        for (const field of ['Seconds', 'Timestamp', 'SecondsPath', 'TimestampPath'] as const) {
          if (state[field] !== undefined) (wait as Record<string, unknown>)[field] = state[field];
          delete state[field];
        }
        tasks.set(name, { kind: 'wait', wait });
        // The interpreter still evaluates the paths (against the state's input after InputPath); the
        // task hands back that input, which is what a Wait state outputs.
        const parameters: Json = { 'input.$': '$' };
        if (wait.SecondsPath !== undefined) parameters['seconds.$'] = wait.SecondsPath;
        if (wait.TimestampPath !== undefined) parameters['timestamp.$'] = wait.TimestampPath;
        state.Parameters = parameters;
        state.Type = 'Task';
        state.Resource = LOCAL_WAIT_RESOURCE;
        state.TimeoutSeconds = MAX_TIMER_SECONDS;
        break;
      }
      case 'Parallel':
        for (const branch of (state.Branches as Json[]) ?? [])
          transformStates(branch.States as Record<string, Json>, tasks, functions);
        break;
      case 'Map': {
        const processor = (state.ItemProcessor ?? state.Iterator) as Json | undefined;
        if (processor) transformStates(processor.States as Record<string, Json>, tasks, functions);
        break;
      }
      default:
        break;
    }
  }
}

/** The same machine entered at another of its top-level states: how a resumed execution re-enters. */
export function definitionStartingAt(compiled: CompiledWorkflow, stateName: string): StateMachineDefinition {
  if (!compiled.topLevel.has(stateName))
    throw new Error(`No top-level state "${stateName}" in ${compiled.name}`);
  return { ...compiled.runnable, StartAt: stateName };
}
