/**
 * The browser's estimate of the server's time (decision 074). What a user may do about a tender (is it
 * closed, has the meeting started, is the export still building) is the server's decision, made on the
 * server's clock: a supplier whose computer is a few minutes off, or an e2e test that has moved the local
 * server's clock past a closing, must see what the server will answer. So the app reads "now" here, never
 * from `Date`, which the lint refuses elsewhere in web/src; only what is about the browser itself (the
 * user's idleness, the footer's year) keeps the browser's clock.
 *
 * Every API answer carries the server's time in its `Date` header; the API client hands it to
 * `recordServerDate` as soon as the answer's headers arrive, and the offset learnt from it is added to the
 * browser's clock. Before any answer, the offset is 0.
 */

/** Offsets, and changes of offset, smaller than this are noise of the `Date` header, not a wrong clock. */
export const SERVER_CLOCK_THRESHOLD_MS = 1500;

let offsetMs = 0;

/**
 * The offset to keep after one sample. The header has whole-second resolution and reaches us some
 * milliseconds after it was written, so a sample of a correct clock wanders within about a second of 0:
 * following every sample would make "now" jitter, and a correct browser would never read its own clock.
 * A sample within the threshold of the kept offset is therefore ignored, and an adopted offset within the
 * threshold of 0 is 0. A real difference (a computer minutes off, a test that moved the server's clock) is
 * far beyond it and is followed at once, at the first answer that shows it, in either direction.
 */
export function nextServerOffset(currentMs: number, sampleMs: number): number {
  if (!Number.isFinite(sampleMs) || Math.abs(sampleMs - currentMs) < SERVER_CLOCK_THRESHOLD_MS)
    return currentMs;
  return Math.abs(sampleMs) < SERVER_CLOCK_THRESHOLD_MS ? 0 : sampleMs;
}

/**
 * One answer's `Date` header, read when the answer arrived (the browser's own clock, in ms). The header
 * drops the milliseconds, so the server's time was on average half a second past what it says.
 */
export function recordServerDate(
  dateHeader: string | null | undefined,
  receivedAtMs: number = Date.now(),
): void {
  if (!dateHeader) return;
  const serverMs = Date.parse(dateHeader);
  if (Number.isNaN(serverMs)) return;
  offsetMs = nextServerOffset(offsetMs, serverMs + 500 - receivedAtMs);
}

/** How far the server's clock is ahead of the browser's, in milliseconds (negative when behind). */
export function serverOffsetMs(): number {
  return offsetMs;
}

/** The server's time now, in milliseconds since the epoch. */
export function serverNowMs(): number {
  return Date.now() + offsetMs;
}

/** The server's time now, as a Date (a new one each call: callers may keep it). */
export function serverNow(): Date {
  return new Date(serverNowMs());
}

/** Tests: forget what the answers said. */
export function resetServerClock(): void {
  offsetMs = 0;
}
