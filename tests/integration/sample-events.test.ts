import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { RealtimeTicket } from '../../functions/core/db/entities/realtime-ticket.js';
import { WorkflowProbe } from '../../functions/core/db/entities/workflow-probe.js';
import { OneTimeSchedule } from '../../functions/core/db/entities/one-time-schedule.js';
import { createItem, getItem, putItem } from '../../functions/core/db/ops.js';
import { hashToken } from '../../functions/core/session.js';
import { routes } from '../../functions/routes.js';
import { renderSampleEvent, sampleEventPath } from '../../scripts/generate-events.js';
import { stackNow } from '../helpers/clock.js';

const context = {
  awsRequestId: 'sample',
  functionName: 'sample',
  getRemainingTimeInMillis: () => 29_000,
} as unknown as Context;
const readEvent = (file: string) => JSON.parse(readFileSync(join('events', file), 'utf8')) as unknown;

describe('sample events', () => {
  it.each(routes.map((r) => [r.operationId, r] as const))(
    '%s: the committed event is current',
    (_id, route) => {
      expect(readFileSync(sampleEventPath(route), 'utf8'), 'run `npm run events`').toBe(
        renderSampleEvent(route),
      );
    },
  );

  it.each(routes.map((r) => [r.operationId, r] as const))(
    '%s: its handler answers without a server error',
    async (_id, route) => {
      const { handler } = (await import(`../../functions/${route.group}/handler.ts`)) as {
        handler: (e: unknown, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
      };
      const result = await handler(JSON.parse(readFileSync(sampleEventPath(route), 'utf8')), context);
      expect(result.statusCode).toBeLessThan(500);
      expect(JSON.parse(result.body ?? '{}')).toSatisfy(
        (body: Record<string, unknown>) => 'data' in body || 'error' in body,
      );
    },
  );

  it('drives the workflow-probe tasks', async () => {
    const { handler } = await import('../../functions/system/task.js');
    await putItem(WorkflowProbe, {
      probeId: '7d1c6a52-2f39-4c36-9a53-0f8f0c1b6a11',
      note: 'sample',
      status: 'starting',
    });
    expect(await handler(readEvent('system/task.workflowProbe.awaitDecision.json'))).toEqual({
      probeId: '7d1c6a52-2f39-4c36-9a53-0f8f0c1b6a11',
      status: 'waiting',
    });
    expect(await handler(readEvent('system/task.workflowProbe.recordOutcome.json'))).toEqual({
      probeId: '7d1c6a52-2f39-4c36-9a53-0f8f0c1b6a11',
      outcome: 'approved',
    });
    expect((await getItem(WorkflowProbe, { probeId: '7d1c6a52-2f39-4c36-9a53-0f8f0c1b6a11' }))?.status).toBe(
      'approved',
    );
  });

  it('drives the scheduled health heartbeat', async () => {
    const { handler } = await import('../../functions/scheduled/handler.js');
    expect(await handler(readEvent('scheduled/health-heartbeat.json') as never)).toEqual({ status: 'up' });
  });

  it('drives the schedule probe (a one-time job): it runs for the schedule’s current execution only', async () => {
    const { handler } = await import('../../functions/scheduled/schedule-probe.js');
    const event = readEvent('scheduled/schedule-probe.json') as Record<string, string>;
    await putItem(OneTimeSchedule, {
      tenant: event.tenant!,
      name: event.name!,
      job: event.job!,
      at: event.at!,
      executionArn: event.executionArn!,
      expiresAt: Math.floor(Date.parse(event.at!) / 1000) + 86_400,
    });
    expect(await handler(event)).toMatchObject({ status: 'ran' });
    expect(await getItem(OneTimeSchedule, { tenant: event.tenant!, name: event.name! })).toBeUndefined();
    // Once run, the same event again does nothing.
    expect(await handler(event)).toEqual({ status: 'stale' });
  });

  it('drives the realtime connect (with its one-time ticket) and disconnect', async () => {
    const { handler } = await import('../../functions/realtime/handler.js');
    await createItem(RealtimeTicket, {
      ticketHash: hashToken('sample-realtime-ticket'),
      customerId: 'sample-customer',
      userId: 'sample-user',
      expiresAt: Math.floor(stackNow() / 1000) + 60,
    });
    expect(await handler(readEvent('realtime/connect.json') as never)).toEqual({ statusCode: 200 });
    expect(await handler(readEvent('realtime/disconnect.json') as never)).toEqual({ statusCode: 200 });
  });
});
