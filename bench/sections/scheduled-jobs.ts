/**
 * One-time schedules (issue 7, docs/decisions/023): how late a job runs after its time on the local
 * runtime. Each schedule is a wait-until execution of the schedule probe's state machine; the probe
 * records when its Lambda was invoked, and the figure is that time minus the scheduled time. Then the
 * scheduled close (issue 10, decision 055): bids published through the API with a closing a few seconds
 * ahead; the figure is the close-project job's audit event (written in the transaction that makes the
 * tender Closed) minus the closing instant, both recorded by the product.
 */
import { DescribeExecutionCommand } from '@aws-sdk/client-sfn';
import { randomUUID } from 'node:crypto';
import { signIn } from '../lib/api-session.js';
import { localStack } from '../lib/stack.js';
import { percentile, round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';
import { demoRefs } from './project-save.js';

const SCHEDULES = 5;
const CLOSES = 5;
const TENANT = 'bench';
const PROJECTS = '/api/v1/customer/{customerId}/node/{nodeId}/Projects';
const DAY_MS = 86_400_000;

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
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

  const closeDelays = await closeDelaysOf(ctx, stack);

  return {
    id: 'scheduled-jobs',
    title: 'Scheduled jobs',
    method: `${SCHEDULES} one-time schedules of the schedule probe, one per second from 2 s ahead, on the local runtime (the Step Functions stand-in's Wait state and the job's Lambda in-process); the delay is when the job's Lambda was invoked minus the scheduled time. The first includes the job module's first load (a cold start). The close: ${CLOSES} bids completed and published through the API as the demo lead, each closing at its own second; the delay is the close job's audit event time (the transaction that makes the tender Closed) minus the closing instant.`,
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
      {
        name: 'scheduled close: time from the closing instant to the tender showing Closed (max)',
        figure: { value: Math.max(...closeDelays), unit: 'ms' },
        goal: { kind: 'max', max: 1_000 },
        note: `${CLOSES} bids published through the API, closing one per second from about 4 s ahead; each delay in ms: ${closeDelays.join(', ')}`,
      },
    ],
  };
}

/** Bids published now through the API, each closing at its own second a few seconds ahead; their close delays. */
async function closeDelaysOf(
  ctx: BenchContext,
  stack: Awaited<ReturnType<typeof localStack>>,
): Promise<number[]> {
  const { AuditEvent, auditOfEntity } = await import('../../functions/core/db/entities/audit-event.js');
  const { queryAll } = await import('../../functions/core/db/ops.js');
  const lead = await signIn(stack, 'lead@demo.example');
  const { categoryId, ...refs } = await demoRefs(lead);
  const call = async (method: string, path: string, body: Record<string, unknown>, expected: number) => {
    const res = await lead.call(method, path, body);
    if (res.status !== expected)
      throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
    return res.json.data.projectDTO.values as {
      project: { projectId: string; version: number; status: string };
    };
  };
  ctx.log(`scheduled close: ${CLOSES} bids published now, closing one per second from about 4 s ahead`);
  // Whole seconds, as a closing set on the screen is (to the minute): Step Functions waits to the second, so
  // a closing with milliseconds fires at the next second (decision 023), which this row does not measure.
  const start = Math.ceil(Date.now() / 1000) * 1000;
  const publishDate = new Date(start + 1_500).toISOString();
  const bids = await Promise.all(
    Array.from({ length: CLOSES }, async (_, i) => {
      const closingDate = new Date(start + (4 + i) * 1000).toISOString();
      const { project } = await call(
        'POST',
        PROJECTS,
        {
          startMode: 'new',
          name: `Bench close ${randomUUID().slice(0, 8)}`,
          type: 'source',
          sourceMethod: 'public',
          ...refs,
        },
        201,
      );
      const ready = await call(
        'PUT',
        `${PROJECTS}?projectId=${project.projectId}`,
        {
          version: project.version,
          settings: { classification: 'services' },
          details: {
            description: 'Work to be done.',
            categoryIds: [categoryId],
            estimatedTotalValue: '10000.00',
          },
          dates: {
            publishDate,
            closingDate,
            estimatedAwardDate: new Date(start + 40 * DAY_MS).toISOString(),
          },
        },
        200,
      );
      return { projectId: project.projectId, version: ready.project.version, closingDate };
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(publishDate) - Date.now() + 50)));
  for (const bid of bids) {
    const { project } = await call(
      'PUT',
      `${PROJECTS}/status?projectId=${bid.projectId}`,
      { action: 'publish', version: bid.version },
      200,
    );
    if (project.status !== 'published') throw new Error(`bench bid not published: ${project.status}`);
    if (Date.now() >= Date.parse(bid.closingDate)) throw new Error('bench bid published after its closing');
  }
  const delays: number[] = [];
  for (const bid of bids) {
    const deadline = Date.parse(bid.closingDate) + 30_000;
    for (;;) {
      const events = await queryAll(AuditEvent, auditOfEntity(lead.customerId, 'project', bid.projectId));
      const close = events.find((e) => e.action === 'close');
      if (close) {
        delays.push(Date.parse(close.at) - Date.parse(bid.closingDate));
        break;
      }
      if (Date.now() > deadline) throw new Error(`the bid ${bid.projectId} did not close`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return delays;
}
