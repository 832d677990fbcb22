import { afterEach, describe, expect, it, vi } from 'vitest';
import { nowMs } from '../../functions/core/clock.js';
import { localClock, sleepUntil } from './clock.js';
import { startSchedules } from './schedules.js';

const stopped = () => new Error('stopped');

describe('the local clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the one the handlers read, moves forward and never back', () => {
    const clock = localClock();
    expect(localClock()).toBe(clock);
    const before = nowMs();
    clock.advance(3_600_000);
    expect(nowMs() - before).toBeGreaterThanOrEqual(3_600_000);
    expect(() => clock.advance(-1)).toThrow('only moves forward');
    const offset = clock.offsetMs();
    clock.advanceTo(Date.now() - 60_000);
    expect(clock.offsetMs()).toBe(offset);
  });

  it('wakes a wait as soon as a move passes its deadline, and not before', async () => {
    const clock = localClock();
    const woke = vi.fn();
    const waiting = sleepUntil(clock.nowMs() + 86_400_000, new AbortController().signal, stopped).then(woke);
    clock.advance(3_600_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(woke).not.toHaveBeenCalled();
    clock.advance(86_400_000);
    await waiting;
    expect(woke).toHaveBeenCalledTimes(1);
  });

  it('stops a wait when its signal aborts', async () => {
    const controller = new AbortController();
    const waiting = sleepUntil(localClock().nowMs() + 60_000, controller.signal, stopped);
    controller.abort();
    await expect(waiting).rejects.toThrow('stopped');
  });

  it('runs a scheduled rule once when a move passes one or more of its periods', async () => {
    vi.useFakeTimers();
    const clock = localClock();
    const invoke = vi.fn(() => Promise.resolve());
    const timers = startSchedules(
      [{ name: 'tick', rateMinutes: 5, group: 'scheduled', module: 'handler' }],
      invoke,
    );
    clock.advance(4 * 60_000);
    expect(invoke).not.toHaveBeenCalled();
    clock.advance(30 * 60_000);
    expect(invoke).toHaveBeenCalledTimes(1);
    // The next run keeps the rule's phase: 35 minutes after the start, a minute after the move.
    await vi.advanceTimersByTimeAsync(59_000);
    expect(invoke).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(invoke).toHaveBeenCalledTimes(2);
    timers.stop();
  });
});
