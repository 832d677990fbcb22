/**
 * The last-activity timestamp (docs/product/suppliers-and-accounts.md#sessions): refreshed by answers of the
 * API, kept in localStorage so that every tab of the app shares it (a busy tab keeps a quiet one signed in),
 * and the inactivity phases the warning dialog follows.
 */
export const LAST_ACTIVITY_KEY = 'tenderbox.lastActivity';
/** The warning dialog opens this long before the agency's inactivity timeout ends. */
export const INACTIVITY_WARNING_SECONDS = 60;

let memory = 0;

export function touchActivity(now: number = Date.now()): void {
  memory = now;
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    // storage disabled: this tab keeps its own clock
  }
}

export function readLastActivity(): number {
  try {
    const stored = Number(localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(stored) && stored > memory ? stored : memory;
  } catch {
    return memory;
  }
}

export type InactivityPhase =
  { phase: 'active'; msLeft: number } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/** Where a session stands, given the last activity, the time now and the agency's timeout. */
export function inactivityPhase(
  lastActivity: number,
  now: number,
  timeoutMinutes: number,
  warningSeconds: number = INACTIVITY_WARNING_SECONDS,
): InactivityPhase {
  const msLeft = lastActivity + timeoutMinutes * 60_000 - now;
  if (msLeft <= 0) return { phase: 'expired' };
  if (msLeft <= warningSeconds * 1000) return { phase: 'warning', secondsLeft: Math.ceil(msLeft / 1000) };
  return { phase: 'active', msLeft };
}

/** "m:ss" for the countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The user's own activity: what the page listens to (typing, clicking, scrolling). */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'scroll', 'touchstart'] as const;
/** While the user is active, the server session is refreshed in the background at most this often. */
export const ACTIVITY_REFRESH_MS = 60_000;
/** Activity is written to the shared clock at most this often (events come in bursts). */
const ACTIVITY_TOUCH_MS = 1000;

/**
 * What one activity event does: it restarts the inactivity clock (shared by the tabs), and once a minute at
 * most it refreshes the server's session too, since typing into a form calls no API.
 */
export function createActivityTracker(
  refresh: () => void,
  { start = Date.now(), refreshEveryMs = ACTIVITY_REFRESH_MS } = {},
): (now?: number) => void {
  let lastTouch = 0;
  let lastRefresh = start;
  return (now = Date.now()) => {
    if (now - lastTouch < ACTIVITY_TOUCH_MS) return;
    lastTouch = now;
    touchActivity(now);
    if (now - lastRefresh >= refreshEveryMs) {
      lastRefresh = now;
      refresh();
    }
  };
}
