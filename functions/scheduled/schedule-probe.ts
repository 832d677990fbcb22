import * as z from 'zod/mini';
import { nowIso } from '../core/clock.js';
import { checkConfiguration } from '../core/env.js';
import { ScheduleProbeFiring } from '../core/db/entities/schedule-probe-firing.js';
import { putItem } from '../core/db/ops.js';
import { runOneTimeJob, type OneTimeJobResult } from '../core/one-time-schedules.js';

checkConfiguration('scheduled-schedule-probe');

const ZProbePayload = z.object({ probeId: z.string().check(z.minLength(1), z.maxLength(100)) });

/**
 * The schedule probe, a one-time job (infra/schedules.ts): records when it was invoked against when it
 * was due, so that tests see a schedule fire once and on time and the bench measures the delay.
 */
export async function handler(event: unknown): Promise<OneTimeJobResult<{ firedAt: string }>> {
  const firedAt = nowIso();
  return runOneTimeJob(event, async ({ tenant, at, payload, executionArn }) => {
    const { probeId } = ZProbePayload.parse(payload);
    await putItem(ScheduleProbeFiring, { tenant, probeId, executionArn, scheduledAt: at, firedAt });
    return { firedAt };
  });
}
