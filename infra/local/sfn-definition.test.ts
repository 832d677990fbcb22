import { describe, expect, it } from 'vitest';
import { workflows } from '../workflows/index.js';
import {
  MAX_TIMER_SECONDS,
  compileWorkflow,
  definitionStartingAt,
  resolveFunction,
  substitutePlaceholders,
  workflowsFromIndex,
  type LocalWorkflow,
} from './sfn-definition.js';

const task = { modulePath: '/x/task.ts', functionName: 'tenderbox-local-system-task' };
const arn = 'arn:aws:lambda:ca-central-1:000000000000:function:tenderbox-local-system-task';

function inline(definition: unknown): [LocalWorkflow, string] {
  return [
    { name: 'inline', definitionFile: '/dev/null', substitutions: { Fn: task } },
    JSON.stringify(definition),
  ];
}

describe('compileWorkflow', () => {
  it('runs every workflow of infra/workflows unchanged, with its ${Placeholder}s bound to local modules', () => {
    for (const workflow of workflowsFromIndex(workflows)) {
      const compiled = compileWorkflow(workflow);
      expect(compiled.arn).toBe(`arn:aws:states:ca-central-1:000000000000:stateMachine:${workflow.name}`);
      expect(compiled.definitionText).not.toMatch(/\$\{/);
      for (const fn of compiled.functions.values())
        expect(fn.modulePath).toMatch(/functions\/[\w-]+\/[\w-]+\.ts$/);
    }
  });

  it('knows the probe’s waiting task, and keeps its 30-day timeout out of the interpreter’s timers', () => {
    const [probe] = workflowsFromIndex(workflows.filter((w) => w.name === 'workflow-probe'));
    const compiled = compileWorkflow(probe!);
    expect(compiled.tasks.get('AwaitDecision')).toEqual({ kind: 'lambda-token', timeoutSeconds: 2592000 });
    expect(compiled.tasks.get('RecordOutcome')).toEqual({ kind: 'lambda-invoke' });
    const states = compiled.runnable.States as Record<string, { TimeoutSeconds?: number }>;
    expect(states.AwaitDecision!.TimeoutSeconds).toBe(MAX_TIMER_SECONDS);
    expect(states.RecordOutcome!.TimeoutSeconds).toBe(MAX_TIMER_SECONDS);
    expect([...compiled.topLevel]).toEqual(['AwaitDecision', 'RecordOutcome']);
  });

  it('turns Wait states into local waits that still evaluate their paths', () => {
    const [workflow, text] = inline({
      StartAt: 'Hold',
      States: {
        Hold: { Type: 'Wait', InputPath: '$.job', TimestampPath: '$.closesAt', Next: 'Done' },
        Done: { Type: 'Succeed' },
      },
    });
    const compiled = compileWorkflow(workflow, text);
    expect(compiled.tasks.get('Hold')).toEqual({ kind: 'wait', wait: { TimestampPath: '$.closesAt' } });
    expect(compiled.runnable.States.Hold).toMatchObject({
      Type: 'Task',
      InputPath: '$.job',
      Parameters: { 'input.$': '$', 'timestamp.$': '$.closesAt' },
      Next: 'Done',
    });
  });

  it('finds tasks inside Parallel branches and Map processors, and direct Lambda resources', () => {
    const [workflow, text] = inline({
      StartAt: 'Fan',
      States: {
        Fan: {
          Type: 'Parallel',
          Branches: [
            { StartAt: 'Direct', States: { Direct: { Type: 'Task', Resource: '${Fn}', End: true } } },
          ],
          Next: 'Each',
        },
        Each: {
          Type: 'Map',
          ItemProcessor: {
            StartAt: 'Put',
            States: { Put: { Type: 'Task', Resource: 'arn:aws:states:::dynamodb:putItem', End: true } },
          },
          End: true,
        },
      },
    });
    const compiled = compileWorkflow(workflow, text);
    expect(compiled.tasks.get('Direct')).toEqual({ kind: 'lambda-direct', fn: task });
    expect(compiled.tasks.get('Put')).toEqual({
      kind: 'unsupported',
      resource: 'arn:aws:states:::dynamodb:putItem',
    });
    expect([...compiled.topLevel]).toEqual(['Fan', 'Each']);
  });

  it('refuses an invalid definition or an unbound placeholder', () => {
    const [workflow] = inline({});
    expect(() => compileWorkflow(workflow, JSON.stringify({ StartAt: 'Nope', States: {} }))).toThrow(
      /invalid/i,
    );
    // The test stacks skip the check, which the first test of this file makes of every committed definition.
    const unchecked = JSON.stringify({ StartAt: 'Done', States: { Done: { Type: 'Succeed' } }, Comment: 1 });
    expect(() => compileWorkflow(workflow, unchecked)).toThrow(/invalid/i);
    expect(compileWorkflow(workflow, unchecked, { validate: false }).name).toBe(workflow.name);
    expect(() => substitutePlaceholders('{"a":"${Missing}"}', {})).toThrow(
      'Unresolved placeholder ${Missing}',
    );
  });

  it('re-enters a machine at a top-level state only', () => {
    const [workflow, text] = inline({
      StartAt: 'A',
      States: { A: { Type: 'Pass', Next: 'B' }, B: { Type: 'Pass', End: true } },
    });
    const compiled = compileWorkflow(workflow, text);
    expect(definitionStartingAt(compiled, 'B').StartAt).toBe('B');
    expect(() => definitionStartingAt(compiled, 'Z')).toThrow('No top-level state "Z"');
  });
});

describe('resolveFunction', () => {
  it('accepts the ARN, a qualified ARN or the bare name', () => {
    const functions = new Map([[arn, task]]);
    expect(resolveFunction(functions, arn)).toBe(task);
    expect(resolveFunction(functions, `${arn}:$LATEST`)).toBe(task);
    expect(resolveFunction(functions, 'tenderbox-local-system-task')).toBe(task);
    expect(resolveFunction(functions, 'other')).toBeUndefined();
  });
});
