/**
 * The server's only reader of the time (decision 074): every handler, service and job asks it for "now"
 * instead of `Date`, which the lint refuses elsewhere in functions/.
 *
 * Deployed, it is the system clock and nothing else. The local runtime runs the handlers in its own
 * process and may put a movable clock on `globalThis.tenderboxLocalClock` (infra/local/clock.ts), so that
 * a test moves time past a closing instead of waiting for it. The Lambda build defines that global as
 * `undefined` (scripts/build-functions.ts): no deployed bundle holds the name, so none can read or be given
 * a moved clock, which the build test checks.
 */

/** What the local runtime installs: how far its clock is ahead of the system's, in milliseconds. */
export interface ClockOffset {
  offsetMs(): number;
}

declare global {
  var tenderboxLocalClock: ClockOffset | undefined;
}

/** Now, in milliseconds since the epoch. */
export function nowMs(): number {
  return Date.now() + (globalThis.tenderboxLocalClock?.offsetMs() ?? 0);
}

/** Now, as a Date (a new one each call: callers may keep it). */
export function now(): Date {
  return new Date(nowMs());
}

/** Now, as the ISO 8601 text that records store. */
export function nowIso(): string {
  return now().toISOString();
}
