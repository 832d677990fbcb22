import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRate, scheduledEvent, startSchedules } from './schedules.js';

describe('parseRate', () => {
  it('reads EventBridge rate expressions in minutes', () => {
    expect(parseRate('rate(5 minutes)')).toBe(5);
    expect(parseRate('rate(1 minute)')).toBe(1);
    expect(parseRate('rate(2 hours)')).toBe(120);
    expect(parseRate('rate(1 day)')).toBe(1440);
    expect(parseRate('cron(0 12 * * ? *)')).toBeNull();
    expect(parseRate('rate(0 minutes)')).toBeNull();
  });
});

describe('scheduledEvent', () => {
  it('is shaped like EventBridge’s scheduled event', () => {
    const event = scheduledEvent('health-heartbeat', new Date('2026-01-02T03:04:05.678Z'));
    expect(event).toMatchObject({
      version: '0',
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      account: '000000000000',
      region: 'ca-central-1',
      time: '2026-01-02T03:04:05Z',
      resources: ['arn:aws:events:ca-central-1:000000000000:rule/tenderbox-local-health-heartbeat'],
      detail: {},
    });
  });
});

describe('startSchedules', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs each handler every period, never twice at once, until stopped', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const invoke = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const timers = startSchedules(
      [{ name: 'tick', rateMinutes: 5, group: 'scheduled', module: 'handler' }],
      invoke,
    );

    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(invoke).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(invoke.mock.calls[0]).toMatchObject([
      { name: 'tick', group: 'scheduled' },
      { 'detail-type': 'Scheduled Event' },
    ]);

    // Still running when the next period comes: skipped.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(invoke).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(invoke).toHaveBeenCalledTimes(2);

    timers.stop();
    finish();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(invoke).toHaveBeenCalledTimes(2);
  });
});
