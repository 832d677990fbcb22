/**
 * One-time schedules (issue 7, docs/decisions/023): how late a job runs after its time on the local
 * runtime. Each schedule is a wait-until execution of the schedule probe's state machine; the probe
 * records when its Lambda was invoked, and the figure is that time minus the scheduled time.
 */
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { randomUUID } from 'node:crypto';
import { localStack } from '../lib/stack.js';
import { percentile, round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';

const SCHEDULES = 5;
const TENANT = 'bench';

export async function run(ctx: BenchContext): Promise<Section> {
  await localStack(ctx);
  // Imported after the stack is up: the product's SDK clients read its endpoints when first loaded.
  const { scheduleAt } = await import('../../functions/core/one-time-schedules.js');
  const { sfn } = await import('../../functions/core/aws/sfn.js');
  const { queryAll } = await import('../../functions/core/db/ops.js');
  const { ScheduleProbeFiring, firingsOfProbe } =
    await import('../../functions/core/db/entities/schedule-probe-firing.js');

  // One schedule per second from two seconds ahead, so that each waits on its own timer.
  const start = Date.now();
  const scheduled = await Promise.all(
    Array.from({ length: SCHEDULES }, async (_, i) => {
      const probeId = randomUUID();
      const { executionArn, at } = await scheduleAt({
        name: { purpose: 'bench', tenant: TENANT, record: probeId },
        at: new Date(start + (2 + i) * 1000),
        job: 'schedule-probe',
        payload: { probeId },
      });
      return { probeId, executionArn, at };
    }),
  );

  const deadline = Date.now() + (SCHEDULES + 30) * 1000;
  const delays: number[] = [];
  for (const { probeId, executionArn, at } of scheduled) {
    for (;;) {
      const { status } = await sfn.send(new DescribeExecutionCommand({ executionArn }));
      if (status !== 'RUNNING') break;
      if (Date.now() > deadline) throw new Error(`the schedule ${probeId} did not fire`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [firing] = await queryAll(ScheduleProbeFiring, firingsOfProbe(TENANT, probeId));
    if (!firing) throw new Error(`the schedule ${probeId} finished without running its job`);
    delays.push(Date.parse(firing.firedAt) - Date.parse(at));
  }

  return {
    id: 'scheduled-jobs',
    title: 'Scheduled jobs',
    method: `${SCHEDULES} one-time schedules of the schedule probe, one per second from 2 s ahead, on the local runtime (the Step Functions stand-in's Wait state and the job's Lambda in-process); the delay is when the job's Lambda was invoked minus the scheduled time. The first includes the job module's first load (a cold start).`,
    rows: [
      {
        name: 'scheduled job delay p50 (fire time − scheduled time)',
        figure: { value: round(percentile(delays, 50)), unit: 'ms' },
        goal: { kind: 'max', max: 1000 },
      },
      {
        name: 'scheduled job delay max',
        figure: { value: round(Math.max(...delays)), unit: 'ms' },
        goal: { kind: 'max', max: 1000 },
        note: 'On AWS, Step Functions waits to the second (milliseconds truncated, rounded up here)',
      },
    ],
  };
}
