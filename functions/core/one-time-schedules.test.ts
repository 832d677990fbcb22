import { SFNClient, StartExecutionCommand, StopExecutionCommand } from '@aws-sdk/client-sfn';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workflowEnvVar, jobWorkflowName } from '../routes/access.js';
import { resetEnvForTests } from './env.js';
import {
  executionArnOf,
  executionName,
  fireTime,
  HORIZON_MS,
  MAX_DAYS_AHEAD,
  relayTime,
  scheduleAt,
  scheduleName,
  stateMachineOfExecution,
} from './one-time-schedules.js';

describe('scheduleName', () => {
  it('is purpose, tenant and record: one schedule per record and purpose', () => {
    expect(scheduleName({ purpose: 'publish', tenant: 'agency-1', record: 'p_42' })).toBe(
      'publish-agency-1-p_42',
    );
    expect(scheduleName({ purpose: 'close', tenant: 'agency-1', record: 'p_42' })).not.toBe(
      scheduleName({ purpose: 'publish', tenant: 'agency-1', record: 'p_42' }),
    );
  });

  it('refuses a purpose that could run into the tenant, and ids outside the key alphabet', () => {
    expect(() => scheduleName({ purpose: 'pub-lish', tenant: 'a', record: 'b' })).toThrow(/purpose/);
    expect(() => scheduleName({ purpose: '', tenant: 'a', record: 'b' })).toThrow(/purpose/);
    expect(() => scheduleName({ purpose: 'publish', tenant: '', record: 'b' })).toThrow(/tenant/);
    expect(() => scheduleName({ purpose: 'publish', tenant: 'a', record: 'b#c' })).toThrow(/record/);
    expect(() => scheduleName({ purpose: 'publish', tenant: 'a', record: 'x'.repeat(101) })).toThrow(
      /record/,
    );
  });
});

describe('fireTime', () => {
  const now = new Date('2026-03-01T11:59:00.000Z');

  it('keeps a whole-second time, in the form a Wait state reads', () => {
    expect(fireTime(new Date('2026-03-01T12:00:00.000Z'), now)).toBe('2026-03-01T12:00:00Z');
    expect(fireTime('2026-03-01T08:00:00-04:00', now)).toBe('2026-03-01T12:00:00Z');
  });

  it('rounds milliseconds up, so a job never runs before its time', () => {
    expect(fireTime(new Date('2026-03-01T11:59:59.001Z'), now)).toBe('2026-03-01T12:00:00Z');
    expect(fireTime(new Date('2026-03-01T11:59:59.999Z'), now)).toBe('2026-03-01T12:00:00Z');
  });

  it('accepts a past time (it fires at once) and refuses one beyond a Standard workflow’s year', () => {
    expect(fireTime(new Date('2026-02-01T00:00:00Z'), now)).toBe('2026-02-01T00:00:00Z');
    const limit = new Date(now.getTime() + MAX_DAYS_AHEAD * 86_400_000);
    expect(fireTime(limit, now)).toBe(limit.toISOString().replace('.000Z', 'Z'));
    expect(() => fireTime(new Date(limit.getTime() + 1000), now)).toThrow(/days ahead/);
    expect(() => fireTime('not a date', now)).toThrow(/valid time/);
  });
});

describe('relayTime', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  it('is the time itself within the horizon, else the horizon, which fireTime accepts', () => {
    expect(relayTime('2026-06-01T12:00:00.250Z', now).toISOString()).toBe('2026-06-01T12:00:00.250Z');
    const far = relayTime('2028-01-01T00:00:00Z', now);
    expect(far.getTime()).toBe(now.getTime() + HORIZON_MS);
    expect(() => fireTime(far, now)).not.toThrow();
  });
});

describe('stateMachineOfExecution', () => {
  it('reads the machine from an execution ARN, as executionArnOf builds it', () => {
    const machine = 'arn:aws:states:eu-west-1:123456789012:stateMachine:job-publish-project';
    expect(stateMachineOfExecution(executionArnOf(machine, 'publish-abc'))).toBe(machine);
    expect(() => stateMachineOfExecution(machine)).toThrow(/execution ARN/);
  });
});

describe('executionName', () => {
  it('fits Step Functions’ 80-character execution names, fresh each time', () => {
    const name = executionName('abcdefghijklmnopqrstuvwx');
    expect(name).toMatch(/^[A-Za-z0-9_-]{1,80}$/);
    expect(executionName('publish')).not.toBe(executionName('publish'));
  });
});

describe('scheduleAt', () => {
  const dynamo = mockClient(DynamoDBDocumentClient);
  const sfn = mockClient(SFNClient);
  const STATE_MACHINE = 'arn:aws:states:ca-central-1:111111111111:stateMachine:job-schedule-probe';
  const name = { purpose: 'probe', tenant: 'tenant-a', record: 'record-1' };
  const calls: string[] = [];
  /** The pointer of a schedule set earlier under the same name */
  const previous = {
    tenant: 'tenant-a',
    name: 'probe-tenant-a-record-1',
    job: 'schedule-probe',
    at: '2026-01-01T00:00:00Z',
    executionArn: executionArnOf(STATE_MACHINE, 'probe-old'),
    expiresAt: 1,
  };

  beforeAll(() => {
    process.env.AWS_REGION ??= 'ca-central-1';
    process.env[workflowEnvVar(jobWorkflowName('schedule-probe'))] = STATE_MACHINE;
    resetEnvForTests();
  });
  afterEach(() => {
    dynamo.reset();
    sfn.reset();
    calls.length = 0;
  });

  /** Records the order of the writes; the start answers as Step Functions does, or fails. */
  function services(previous?: Record<string, unknown>, startFails = false) {
    dynamo.on(GetCommand).resolves({ Item: previous });
    dynamo.on(PutCommand).callsFake(() => (calls.push('put pointer'), {}));
    dynamo.on(DeleteCommand).callsFake(() => (calls.push('delete pointer'), {}));
    sfn.on(StartExecutionCommand).callsFake((input: { name: string }) => {
      calls.push('start');
      if (startFails) throw new Error('throttled');
      return { executionArn: executionArnOf(STATE_MACHINE, input.name), startDate: new Date() };
    });
    sfn.on(StopExecutionCommand).callsFake(() => (calls.push('stop previous'), {}));
  }

  it('writes the pointer before the execution starts: a time already past fires at once, and its job runs only for the execution the pointer names', async () => {
    services();
    const scheduled = await scheduleAt({ name, at: new Date(Date.now() - 60_000), job: 'schedule-probe' });
    expect(calls).toEqual(['put pointer', 'start']);
    const pointer = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(pointer.executionArn).toBe(scheduled.executionArn);
    expect(scheduled.executionArn).toBe(
      `arn:aws:states:ca-central-1:111111111111:execution:job-schedule-probe:${sfn.commandCalls(StartExecutionCommand)[0]!.args[0].input.name}`,
    );
  });

  it('stops the execution it replaces once the new one has started', async () => {
    services(previous);
    await scheduleAt({ name, at: new Date(), job: 'schedule-probe' });
    expect(calls).toEqual(['put pointer', 'start', 'stop previous']);
  });

  it('puts the previous pointer back, or removes its own, when the execution does not start', async () => {
    services(previous, true);
    await expect(scheduleAt({ name, at: new Date(), job: 'schedule-probe' })).rejects.toThrow('throttled');
    expect(calls).toEqual(['put pointer', 'start', 'put pointer']);
    const [, restored] = dynamo.commandCalls(PutCommand).map((c) => c.args[0].input);
    expect(restored!.Item!.executionArn).toBe(previous.executionArn);
    // Only over its own pointer: a schedule made meanwhile stays.
    expect(restored!.ConditionExpression).toBe('executionArn = :ours');

    dynamo.reset();
    sfn.reset();
    calls.length = 0;
    services(undefined, true);
    await expect(scheduleAt({ name, at: new Date(), job: 'schedule-probe' })).rejects.toThrow('throttled');
    expect(calls).toEqual(['put pointer', 'start', 'delete pointer']);
  });
});
