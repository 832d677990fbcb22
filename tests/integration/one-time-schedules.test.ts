/**
 * One-time schedules on the local runtime (docs/decisions/023): scheduleAt starts the job's state machine,
 * which waits until the time and invokes the schedule probe (functions/scheduled/schedule-probe.ts); the
 * probe records when it was invoked. The assertions compare the recorded fire time with the scheduled
 * time, never the test's own duration; the test moves the stack's clock to a schedule's time (decision 074)
 * instead of waiting for it.
 */
import { DescribeExecutionCommand, StopExecutionCommand } from '@aws-sdk/client-sfn';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually } from '../helpers/api.js';
import { advanceClockTo, stackNow } from '../helpers/clock.js';
import { sfn } from '../../functions/core/aws/sfn.js';
import {
  firingsOfProbe,
  ScheduleProbeFiring,
  type ScheduleProbeFiringItem,
} from '../../functions/core/db/entities/schedule-probe-firing.js';
import { queryAll } from '../../functions/core/db/ops.js';
import {
  cancelSchedule,
  findSchedule,
  runOneTimeJob,
  scheduleAt,
  type ScheduleName,
} from '../../functions/core/one-time-schedules.js';

const TENANT = 'schedules-test';

function probe(): { name: ScheduleName; probeId: string } {
  const probeId = randomUUID();
  return { name: { purpose: 'probe', tenant: TENANT, record: probeId }, probeId };
}

const firings = (probeId: string) => queryAll(ScheduleProbeFiring, firingsOfProbe(TENANT, probeId));

/** The execution has finished (SUCCEEDED, ABORTED, …): nothing more can come of it. */
async function settled(executionArn: string): Promise<string> {
  return eventually(
    async () => {
      const { status } = await sfn.send(new DescribeExecutionCommand({ executionArn }));
      return status === 'RUNNING' ? undefined : status;
    },
    400,
    50,
  );
}

/** Schedules the probe `seconds` from now, by the stack's clock. */
const scheduleProbe = ({ name, probeId }: { name: ScheduleName; probeId: string }, seconds: number) =>
  scheduleAt({
    name,
    at: new Date(stackNow() + seconds * 1000),
    job: 'schedule-probe',
    payload: { probeId },
  });

describe('one-time schedules on the local runtime', () => {
  it('runs the job once, at its time and not before', async () => {
    const { name, probeId } = probe();
    const scheduled = await scheduleProbe({ name, probeId }, 60);
    expect(scheduled.name).toBe(`probe-${TENANT}-${probeId}`);
    expect(scheduled.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(await findSchedule(name)).toMatchObject({
      executionArn: scheduled.executionArn,
      at: scheduled.at,
    });

    await advanceClockTo(scheduled.at);
    expect(await settled(scheduled.executionArn)).toBe('SUCCEEDED');
    const runs = await firings(probeId);
    expect(runs).toHaveLength(1);
    const [run] = runs as [ScheduleProbeFiringItem];
    expect(run.scheduledAt).toBe(scheduled.at);
    expect(run.executionArn).toBe(scheduled.executionArn);
    expect(Date.parse(run.firedAt)).toBeGreaterThanOrEqual(Date.parse(scheduled.at));
    // Done: the pointer is gone, so cancelling now finds nothing.
    expect(await findSchedule(name)).toBeUndefined();
    expect(await cancelSchedule(name)).toBe(false);
  });

  it('runs a job whose time is already past at once, every time (its pointer is written before it can fire)', async () => {
    const probes = Array.from({ length: 8 }, probe);
    const scheduled = await Promise.all(probes.map((p) => scheduleProbe(p, -60)));
    for (const [index, { probeId }] of probes.entries()) {
      expect(await settled(scheduled[index]!.executionArn)).toBe('SUCCEEDED');
      expect((await firings(probeId)).map((r) => r.executionArn)).toEqual([scheduled[index]!.executionArn]);
      expect(await findSchedule(probes[index]!.name)).toBeUndefined();
    }
  });

  it('replaces a schedule of the same name: only the new one runs, at the new time', async () => {
    const { name, probeId } = probe();
    const first = await scheduleProbe({ name, probeId }, 60);
    const second = await scheduleProbe({ name, probeId }, 90);
    expect(second.executionArn).not.toBe(first.executionArn);

    expect(await settled(first.executionArn)).toBe('ABORTED');
    await advanceClockTo(second.at);
    expect(await settled(second.executionArn)).toBe('SUCCEEDED');
    const runs = await firings(probeId);
    expect(runs.map((r) => [r.executionArn, r.scheduledAt])).toEqual([[second.executionArn, second.at]]);
    expect(Date.parse(runs[0]!.firedAt)).toBeGreaterThanOrEqual(Date.parse(second.at));
  });

  it('cancels a schedule: its execution stops and the job never runs', async () => {
    const { name, probeId } = probe();
    const scheduled = await scheduleProbe({ name, probeId }, 60);
    expect(await cancelSchedule(name)).toBe(true);
    expect(await findSchedule(name)).toBeUndefined();
    expect(await settled(scheduled.executionArn)).toBe('ABORTED');
    expect(await firings(probeId)).toEqual([]);
  });

  it('does nothing for an execution the schedule no longer names (one that escaped its stop)', async () => {
    const { name, probeId } = probe();
    const current = await scheduleProbe({ name, probeId }, 300);
    const job = async () => 'ran';
    const stale = {
      job: 'schedule-probe',
      tenant: TENANT,
      name: current.name,
      at: current.at,
      payload: { probeId },
    };
    expect(await runOneTimeJob({ ...stale, executionArn: `${current.executionArn}-old` }, job)).toEqual({
      status: 'stale',
    });
    // The current execution's own invocation runs, and clears the pointer: a retry then does nothing.
    expect(await runOneTimeJob({ ...stale, executionArn: current.executionArn }, job)).toEqual({
      status: 'ran',
      result: 'ran',
    });
    expect(await runOneTimeJob({ ...stale, executionArn: current.executionArn }, job)).toEqual({
      status: 'stale',
    });
    await sfn.send(new StopExecutionCommand({ executionArn: current.executionArn }));
  });
});
