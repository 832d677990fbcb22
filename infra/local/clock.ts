import type { ClockOffset } from '../../functions/core/clock.js';

/**
 * The local runtime's clock (decision 074): the system's, plus an offset that only grows. The stack
 * installs it where functions/core/clock.ts reads it, and the Wait states, the scheduled rules and the
 * closings all read it, so moving it forward makes everything due fire as if the time had passed. It
 * never goes back: records, schedules and tokens only ever meet a later "now". One per process, since the
 * handlers of every stack in a process read the same global.
 */
export class LocalClock implements ClockOffset {
  private offset = 0;
  private readonly listeners = new Set<() => void>();

  offsetMs(): number {
    return this.offset;
  }

  nowMs(): number {
    return Date.now() + this.offset;
  }

  /** Moves the clock forward by `ms`; whatever waits on it looks again at once. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`The clock only moves forward (got ${ms} ms)`);
    if (ms === 0) return;
    this.offset += ms;
    for (const listener of [...this.listeners]) listener();
  }

  /** Moves the clock forward to `ms` since the epoch; a time already passed leaves it where it is. */
  advanceTo(ms: number): void {
    this.advance(Math.max(0, ms - this.nowMs()));
  }

  /** Calls `listener` each time the clock moves; answers the undo. */
  onMove(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/**
 * The process's clock: created and installed on first use, then the same one. Recognised by its shape, not
 * its class: a test runner may load this module twice in one process.
 */
export function localClock(): LocalClock {
  const installed = globalThis.tenderboxLocalClock as Partial<LocalClock> | undefined;
  if (typeof installed?.advance === 'function' && typeof installed.onMove === 'function')
    return installed as LocalClock;
  const clock = new LocalClock();
  globalThis.tenderboxLocalClock = clock;
  return clock;
}

/**
 * Resolves when the local clock reaches `deadline` (ms since the epoch): a real timer for the time left,
 * and a look at each move of the clock. Rejects with `onAbort()`'s error when the signal aborts.
 */
export function sleepUntil(deadline: number, signal: AbortSignal, onAbort: () => Error): Promise<void> {
  const clock = localClock();
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let stopWatching = () => {};
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      stopWatching();
      signal.removeEventListener('abort', aborted);
      settle();
    };
    const aborted = () => finish(() => reject(onAbort()));
    const tick = () => {
      clearTimeout(timer);
      const left = deadline - clock.nowMs();
      if (left <= 0) return finish(resolve);
      // Chunks: Node timers cannot wait longer than ~24.8 days.
      timer = setTimeout(tick, Math.min(left, 2 ** 31 - 1));
    };
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted, { once: true });
    stopWatching = clock.onMove(tick);
    tick();
  });
}
