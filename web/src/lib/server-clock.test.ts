import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  nextServerOffset,
  recordServerDate,
  resetServerClock,
  serverNow,
  serverNowMs,
  serverOffsetMs,
} from './server-clock';

/** The Date header a server whose clock reads `serverMs` writes: whole seconds, as HTTP dates are. */
const header = (serverMs: number) => new Date(serverMs).toUTCString();

const T = Date.parse('2030-03-04T11:58:00.000Z');
const MINUTE = 60_000;

afterEach(() => {
  resetServerClock();
  vi.useRealTimers();
});

describe('the server clock', () => {
  it('keeps offset 0 for a browser whose clock is right, whatever the rounding and the latency', () => {
    // The server writes the header at `at`; the answer arrives some milliseconds later.
    const answers: [at: number, latency: number][] = [
      [T + 999, 0],
      [T + 999, 400],
      [T + 1, 0],
      [T + 2_500, 900],
      [T + 3_000, 20],
    ];
    for (const [at, latency] of answers) recordServerDate(header(at), at + latency);
    expect(serverOffsetMs()).toBe(0);
  });

  it('follows a server ten minutes ahead at the first answer', () => {
    recordServerDate(header(T + 10 * MINUTE + 300), T + 350);
    expect(Math.abs(serverOffsetMs() - 10 * MINUTE)).toBeLessThan(1000);
  });

  it('follows a server behind the browser too', () => {
    recordServerDate(header(T - 3 * MINUTE), T + 40);
    expect(Math.abs(serverOffsetMs() + 3 * MINUTE)).toBeLessThan(1000);
  });

  it('ignores the jitter of later answers once it has an offset', () => {
    recordServerDate(header(T + 10 * MINUTE), T);
    const kept = serverOffsetMs();
    const answers: [at: number, latency: number][] = [
      [T + 1_000, 800],
      [T + 2_999, 0],
      [T + 4_500, 300],
    ];
    for (const [at, latency] of answers) recordServerDate(header(at + 10 * MINUTE), at + latency);
    expect(serverOffsetMs()).toBe(kept);
  });

  it('follows a server whose clock a test moved forward later', () => {
    recordServerDate(header(T), T);
    expect(serverOffsetMs()).toBe(0);
    // The test moves the server's clock 10 minutes past a closing: the next answer says so.
    recordServerDate(header(T + 5_000 + 10 * MINUTE), T + 5_000);
    expect(Math.abs(serverOffsetMs() - 10 * MINUTE)).toBeLessThan(1000);
    // And once more, by an hour.
    recordServerDate(header(T + 9_000 + 70 * MINUTE), T + 9_000);
    expect(Math.abs(serverOffsetMs() - 70 * MINUTE)).toBeLessThan(1000);
  });

  it('comes back to 0 when the browser clock is corrected', () => {
    recordServerDate(header(T + 10 * MINUTE), T);
    recordServerDate(header(T + 20_000), T + 20_000);
    expect(serverOffsetMs()).toBe(0);
  });

  it('ignores answers without a readable Date header', () => {
    recordServerDate(header(T + 10 * MINUTE), T);
    const kept = serverOffsetMs();
    recordServerDate(null, T);
    recordServerDate(undefined, T);
    recordServerDate('', T);
    recordServerDate('not a date', T);
    expect(serverOffsetMs()).toBe(kept);
  });

  it('reads the browser clock plus the offset', () => {
    vi.useFakeTimers();
    vi.setSystemTime(T);
    expect(serverNowMs()).toBe(T);
    recordServerDate(header(T + 10 * MINUTE));
    expect(serverNowMs()).toBe(T + serverOffsetMs());
    expect(serverNow()).toEqual(new Date(T + serverOffsetMs()));
    expect(serverNow()).not.toBe(serverNow());
    resetServerClock();
    expect(serverNowMs()).toBe(T);
  });
});

describe('nextServerOffset', () => {
  it.each([
    [0, 1_499, 0],
    [0, -1_499, 0],
    [0, 1_500, 1_500],
    [0, -90_000, -90_000],
    [600_000, 601_000, 600_000],
    [600_000, 1_000, 0],
    [600_000, 900_000, 900_000],
    [600_000, Number.NaN, 600_000],
  ])('from %i, a sample of %i keeps %i', (current, sample, kept) => {
    expect(nextServerOffset(current, sample)).toBe(kept);
  });
});
