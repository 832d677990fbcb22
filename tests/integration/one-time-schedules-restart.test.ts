/**
 * One-time schedules across a restart of the local runtime (docs/decisions/023): a pending schedule is a
 * waiting Step Functions execution kept in DynamoDB Local, so a new stack on the same data directory
 * re-arms it; one whose time passed while the stack was down fires as soon as the stack is up again.
 * Runs on its own stacks (not in memory). Both stacks use the same ports, so the SDK clients the product
 * modules create once (imported after the first start) reach the second stack too. Both run in this process,
 * on its one movable clock (infra/local/clock.ts, decision 074), which the test moves instead of waiting.
 */
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localClock } from '../../infra/local/clock.js';
import { findFreePort } from '../../infra/local/ports.js';
import type { LocalStack } from '../../infra/local/stack.js';
import { eventually } from '../helpers/api.js';
import { advanceClockTo, stackNow, syncClock } from '../helpers/clock.js';
import { restoreProcessEnv, startTestStack } from '../support/local-stack-harness.js';

const TENANT = 'restart-test';

/** A stack on base port `port` (+1…+5 for the services); a taken port moves to another base. */
async function startOn(dataDir: string, port?: number): Promise<LocalStack> {
  for (let attempt = 0; ; attempt += 1) {
    const base = port ?? (await findFreePort());
    try {
      const { stack } = await startTestStack({ dataDir, port: base, inMemory: false, seed: false });
      return stack;
    } catch (error) {
      if (port !== undefined || attempt >= 5 || !/port/i.test(String(error))) throw error;
    }
  }
}

describe('one-time schedules across a restart of the local runtime', () => {
  const cleanups: (() => Promise<void>)[] = [];
  const savedEnv = { ...process.env };
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    restoreProcessEnv(savedEnv);
  });

  it('re-arms a pending schedule after a restart, and fires one that fell due while stopped', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tenderbox-schedules-restart-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const first = await startOn(dataDir);
    cleanups.push(() => first.stop());
    // The clock of this process's stacks, not the lane's.
    await syncClock(first.url);
    // Imported now: their SDK clients take this stack's endpoints, which the second stack keeps.
    const { scheduleAt } = await import('../../functions/core/one-time-schedules.js');
    const { queryAll } = await import('../../functions/core/db/ops.js');
    const { ScheduleProbeFiring, firingsOfProbe } =
      await import('../../functions/core/db/entities/schedule-probe-firing.js');
    const { sfn } = await import('../../functions/core/aws/sfn.js');

    const schedule = (probeId: string, seconds: number) =>
      scheduleAt({
        name: { purpose: 'probe', tenant: TENANT, record: probeId },
        at: new Date(stackNow() + seconds * 1000),
        job: 'schedule-probe',
        payload: { probeId },
      });
    const overdue = await schedule('overdue', 60);
    const pending = await schedule('pending', 120);
    await first.stop();
    const clock = localClock();
    const stoppedAt = clock.nowMs();

    // Down past the first schedule's time: the clock is moved in this process, since no stack is up to
    // serve /_local/clock.
    clock.advanceTo(Date.parse(overdue.at) + 500);
    const restartedAt = clock.nowMs();
    const second = await startOn(dataDir, first.ports.http);
    cleanups.push(() => second.stop());

    const firedOnce = async (probeId: string, executionArn: string) => {
      await eventually(
        async () => {
          const { status } = await sfn.send(new DescribeExecutionCommand({ executionArn }));
          return status === 'RUNNING' ? undefined : status;
        },
        600,
        50,
      );
      return queryAll(ScheduleProbeFiring, firingsOfProbe(TENANT, probeId));
    };

    const overdueRuns = await firedOnce('overdue', overdue.executionArn);
    expect(overdueRuns).toHaveLength(1);
    // It did not fire while the stack was down, but after the restart.
    expect(stoppedAt).toBeLessThan(Date.parse(overdue.at));
    expect(Date.parse(overdueRuns[0]!.firedAt)).toBeGreaterThanOrEqual(restartedAt);

    // The re-armed schedule fires when the clock passes its time.
    await syncClock(second.url);
    await advanceClockTo(pending.at, 0.5, second.url);
    const pendingRuns = await firedOnce('pending', pending.executionArn);
    expect(pendingRuns).toHaveLength(1);
    expect(pendingRuns[0]!.executionArn).toBe(pending.executionArn);
    expect(Date.parse(pendingRuns[0]!.firedAt)).toBeGreaterThanOrEqual(Date.parse(pending.at));
  });
});
