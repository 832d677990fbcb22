/**
 * The test stack's clock, as a test sees it and moves it (decision 074). The stack runs on a clock that a
 * test moves forward (POST /_local/clock) instead of waiting for a closing, a publication or an expiry;
 * once moved, it is ahead of this process's `Date`. So a test computes every time it sends the server from
 * `stackNow()`, never from `Date.now()` (the lint says so), and measures durations with performance.now().
 *
 * The files of a lane run one after the other against their own stack, so the offset this module learns
 * (at the start of each file, tests/support/clock-sync.ts, and from each move) stays the stack's.
 */
import { inject } from 'vitest';
import '../../functions/core/clock.js';

let knownOffsetMs = 0;

interface ClockState {
  now: string;
  offsetMs: number;
}

async function clockCall(body?: Record<string, unknown>, baseUrl = inject('stackUrl')): Promise<ClockState> {
  const response = await fetch(`${baseUrl}/_local/clock`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`The stack's clock answered ${response.status}: ${await response.text()}`);
  const state = (await response.json()) as ClockState;
  knownOffsetMs = state.offsetMs;
  // Code of functions/ that a test calls in its own process reads the same time as the stack's handlers,
  // unless a stack runs in this process: then its clock is this process's already.
  if (typeof (globalThis.tenderboxLocalClock as { advance?: unknown } | undefined)?.advance !== 'function')
    globalThis.tenderboxLocalClock = { offsetMs: () => knownOffsetMs };
  return state;
}

/** The stack's time now, in ms since the epoch. */
export function stackNow(): number {
  return Date.now() + knownOffsetMs;
}

/** The stack's time `seconds` from now, as the ISO text the API takes. */
export function stackTimeIn(seconds: number): string {
  return new Date(stackNow() + seconds * 1000).toISOString();
}

/** Learns how far the stack's clock is ahead (once per file; after a stack of a test's own starts). */
export async function syncClock(baseUrl?: string): Promise<void> {
  await clockCall(undefined, baseUrl);
}

/** Moves the stack's clock forward by `seconds`: whatever falls due runs. Answers the new time. */
export async function advanceClock(seconds: number, baseUrl?: string): Promise<number> {
  return Date.parse((await clockCall({ advanceSeconds: seconds }, baseUrl)).now);
}

/**
 * Moves the stack's clock to `at` (ISO text or ms), and `extraSeconds` beyond it: a job scheduled at `at`
 * then fires. A time already passed leaves the clock where it is. Answers the new time.
 */
export async function advanceClockTo(
  at: string | number,
  extraSeconds = 0,
  baseUrl?: string,
): Promise<number> {
  const target = (typeof at === 'string' ? Date.parse(at) : at) + extraSeconds * 1000;
  return Date.parse((await clockCall({ to: new Date(target).toISOString() }, baseUrl)).now);
}
