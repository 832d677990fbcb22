import { describe, expect, it } from 'vitest';
import { THROTTLES, isLiveWindow, throttleVerdict } from './throttle.js';

const now = Date.UTC(2026, 10, 29, 5, 0, 0);
const inSeconds = (s: number) => now / 1000 + s;

describe('throttleVerdict', () => {
  it('lets the first max requests of a window through and refuses the next until the window ends', () => {
    const limit = THROTTLES.passwordReset;
    expect(limit.max).toBe(3);
    expect(throttleVerdict({ hits: 3, expiresAt: inSeconds(600) }, limit, now)).toEqual({ allowed: true });
    expect(throttleVerdict({ hits: 4, expiresAt: inSeconds(600) }, limit, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 600,
    });
  });

  it('counts Retry-After in whole seconds, at least one', () => {
    const limit = { max: 1, windowSeconds: 60 };
    expect(throttleVerdict({ hits: 2, expiresAt: inSeconds(0.2) }, limit, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(throttleVerdict({ hits: 2, expiresAt: inSeconds(59.1) }, limit, now)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });

  it('forgets an ended window', () => {
    const ended = { hits: 99, expiresAt: inSeconds(0) };
    expect(isLiveWindow(ended, now)).toBe(false);
    expect(throttleVerdict(ended, THROTTLES.registration, now)).toEqual({ allowed: true });
  });

  it('limits registrations and failed logins by address well above one person and below a script', () => {
    expect(THROTTLES.registration.max).toBeLessThan(60);
    expect(THROTTLES.failedLogin.max).toBeGreaterThan(5);
  });
});
