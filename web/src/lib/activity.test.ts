import { describe, expect, it } from 'vitest';
import { createActivityTracker, formatCountdown, inactivityPhase, readLastActivity } from './activity';

describe('inactivityPhase', () => {
  const start = 1_000_000;
  it('is active until the warning window, then counts down, then expires', () => {
    expect(inactivityPhase(start, start, 30)).toEqual({ phase: 'active', msLeft: 30 * 60_000 });
    expect(inactivityPhase(start, start + 29 * 60_000 - 1, 30).phase).toBe('active');
    expect(inactivityPhase(start, start + 29 * 60_000, 30)).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(inactivityPhase(start, start + 29 * 60_000 + 500, 30)).toEqual({
      phase: 'warning',
      secondsLeft: 60,
    });
    expect(inactivityPhase(start, start + 30 * 60_000 - 1, 30)).toEqual({ phase: 'warning', secondsLeft: 1 });
    expect(inactivityPhase(start, start + 30 * 60_000, 30)).toEqual({ phase: 'expired' });
  });

  it('honours another warning window', () => {
    expect(inactivityPhase(0, 50_000, 1, 15).phase).toBe('warning');
    expect(inactivityPhase(0, 40_000, 1, 15).phase).toBe('active');
  });
});

describe('formatCountdown', () => {
  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [5, '0:05'],
    [0, '0:00'],
    [-3, '0:00'],
    [125.7, '2:05'],
  ])('%d s → %s', (s, text) => {
    expect(formatCountdown(s)).toBe(text);
  });
});

describe('createActivityTracker', () => {
  it('restarts the clock at each burst of activity and refreshes the session at most once a minute', () => {
    let refreshes = 0;
    const start = 5_000_000;
    const active = createActivityTracker(() => (refreshes += 1), { start });
    active(start + 10);
    expect(readLastActivity()).toBe(start + 10);
    active(start + 500); // same burst: not written again
    expect(readLastActivity()).toBe(start + 10);
    active(start + 59_000);
    expect(refreshes).toBe(0);
    active(start + 60_000);
    active(start + 61_500);
    expect(refreshes).toBe(1);
    active(start + 120_000);
    expect(refreshes).toBe(2);
    expect(readLastActivity()).toBe(start + 120_000);
  });
});
