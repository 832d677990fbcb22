import { randomUUID } from 'node:crypto';
import { localClock } from './clock.js';
import { LOCAL_ACCOUNT, LOCAL_REGION } from './local-env.js';

export interface LocalSchedule {
  name: string;
  rateMinutes: number;
  group: string;
  module: string;
}

/** 'rate(5 minutes)' → 5; cron expressions are not run locally (null). */
export function parseRate(expression: string): number | null {
  const match = /^rate\((\d+)\s+(minute|minutes|hour|hours|day|days)\)$/.exec(expression.trim());
  if (!match) return null;
  const value = Number(match[1]);
  const unit = match[2]!;
  const minutes = unit.startsWith('minute') ? value : unit.startsWith('hour') ? value * 60 : value * 1440;
  return minutes > 0 ? minutes : null;
}

/** The event EventBridge gives a scheduled rule's target. */
export function scheduledEvent(name: string, now = new Date()): Record<string, unknown> {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: LOCAL_ACCOUNT,
    time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: LOCAL_REGION,
    resources: [`arn:aws:events:${LOCAL_REGION}:${LOCAL_ACCOUNT}:rule/tenderbox-local-${name}`],
    detail: {},
  };
}

export type ScheduleInvoker = (schedule: LocalSchedule, event: Record<string, unknown>) => Promise<unknown>;

/**
 * EventBridge rules on the local clock (infra/local/clock.ts): each schedule's handler runs every
 * rateMinutes (first run one period after start, as a new rule does), and when a test moves the clock past
 * a run, that run happens at once. A run still going when the next is due is not doubled, and a move over
 * many periods runs the handler once, as a rule that missed its runs would.
 */
export function startSchedules(
  schedules: readonly LocalSchedule[],
  invoke: ScheduleInvoker,
  log: (message: string) => void = (message) => console.error(message),
): { stop(): void } {
  const clock = localClock();
  const stops = schedules.map((schedule) => {
    const periodMs = schedule.rateMinutes * 60_000;
    let due = clock.nowMs() + periodMs;
    let running = false;
    let timer: NodeJS.Timeout | undefined;
    const run = () => {
      running = true;
      invoke(schedule, scheduledEvent(schedule.name, new Date(clock.nowMs())))
        .catch((error: unknown) =>
          log(`[schedule] ${schedule.name} failed: ${(error as Error)?.stack ?? String(error)}`),
        )
        .finally(() => {
          running = false;
        });
    };
    const check = () => {
      clearTimeout(timer);
      const time = clock.nowMs();
      if (time >= due) {
        // The periods passed count once, in phase: a run still going skips its turn.
        due += Math.ceil((time - due + 1) / periodMs) * periodMs;
        if (!running) run();
      }
      // Timers alone must not keep a process alive.
      timer = setTimeout(check, Math.min(due - time, 2 ** 31 - 1)).unref();
    };
    const stopWatching = clock.onMove(check);
    check();
    return () => {
      stopWatching();
      clearTimeout(timer);
    };
  });
  return {
    stop: () => {
      for (const stop of stops) stop();
    },
  };
}
