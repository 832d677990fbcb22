/**
 * The throttle rule (decision 072): requests are counted in a fixed window that opens at the first one and
 * lasts `windowSeconds`; within it, at most `max` are let through, and the rest are told to come back when
 * the window ends (429 with Retry-After). Pure: the server keeps the counters (functions/core/accounts/throttle.ts).
 */
import {
  FAILED_LOGIN_WINDOW_SECONDS,
  FAILED_LOGINS_PER_ADDRESS,
  PASSWORD_EMAIL_WINDOW_SECONDS,
  PASSWORD_EMAILS_PER_WINDOW,
  REGISTRATION_WINDOW_SECONDS,
  REGISTRATIONS_PER_ADDRESS,
} from './limits.js';

export interface ThrottleLimit {
  max: number;
  windowSeconds: number;
}

/**
 * What is throttled, and by what: reset requests and verification resends by the email address typed
 * (known or not, so that a refusal tells nothing about which accounts exist), registrations and failed
 * logins by client address.
 */
export const THROTTLES = {
  passwordReset: { max: PASSWORD_EMAILS_PER_WINDOW, windowSeconds: PASSWORD_EMAIL_WINDOW_SECONDS },
  verificationResend: { max: PASSWORD_EMAILS_PER_WINDOW, windowSeconds: PASSWORD_EMAIL_WINDOW_SECONDS },
  /** The email to an account's owner that a registration named their address (sent quietly, or not at all). */
  registrationNotice: { max: PASSWORD_EMAILS_PER_WINDOW, windowSeconds: PASSWORD_EMAIL_WINDOW_SECONDS },
  registration: { max: REGISTRATIONS_PER_ADDRESS, windowSeconds: REGISTRATION_WINDOW_SECONDS },
  failedLogin: { max: FAILED_LOGINS_PER_ADDRESS, windowSeconds: FAILED_LOGIN_WINDOW_SECONDS },
} as const satisfies Record<string, ThrottleLimit>;

export type ThrottleScope = keyof typeof THROTTLES;

/** A window's count: `hits` so far, and when the window ends (epoch seconds). */
export interface ThrottleWindow {
  hits: number;
  expiresAt: number;
}

/** True while a window counts; an ended one is as good as none. */
export const isLiveWindow = (window: ThrottleWindow | undefined, nowMs: number): window is ThrottleWindow =>
  window !== undefined && window.expiresAt * 1000 > nowMs;

/**
 * Whether the request that makes a window's count `hits` goes through; if not, how many seconds until the
 * window ends (at least one: Retry-After counts whole seconds).
 */
export function throttleVerdict(
  window: ThrottleWindow,
  limit: ThrottleLimit,
  nowMs: number,
): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
  if (!isLiveWindow(window, nowMs) || window.hits <= limit.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(window.expiresAt - nowMs / 1000)) };
}
