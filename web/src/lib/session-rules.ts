/**
 * The browser's session rules of spec 3 §4 and §8.1, as pure functions (unit tested in Node):
 * - successful answers and non-401 errors refresh the last-activity timestamp;
 * - a 401 ends the session, except team member update PUT calls, which refresh the timestamp instead;
 * - the login calls themselves answer 401 for wrong credentials or no session: that is their answer, not
 *   the end of a session.
 */

/** Calls whose 401 is their own answer (wrong password, no session yet), not an expired session. */
const OWN_401_PATHS = [/^\/api\/v1\/login(?:\/(?:loginType|validate|signoff))?$/i, /^\/api\/v1\/auth\//i];

/** Team member updates: PUT .../Users, PUT .../Users/{id}/teamMember (spec 3 §4, §7.13). */
const TEAM_MEMBER_UPDATE = /^\/api\/v1\/customer\/[^/]+\/Users(?:\/[^/]+\/teamMember)?$/i;

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

export function isTeamMemberUpdate(method: string, url: string): boolean {
  return method.toUpperCase() === 'PUT' && TEAM_MEMBER_UPDATE.test(pathOf(url));
}

export type OutcomeReaction = 'touch' | 'endSession' | 'none';

/** What an answer means for the session. Unreachable server (status 0): nothing to say. */
export function reactionTo(method: string, url: string, status: number): OutcomeReaction {
  if (status === 0) return 'none';
  if (status !== 401) return 'touch';
  const path = pathOf(url);
  if (OWN_401_PATHS.some((re) => re.test(path))) return 'none';
  if (isTeamMemberUpdate(method, url)) return 'touch';
  return 'endSession';
}

/**
 * Where to go after login: the redirect query when it is a path of this app (never another origin:
 * "//evil.example" or "https://..." would be an open redirect), else the dashboard.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if (target === '/login' || target.startsWith('/login?') || target.startsWith('/login/')) return fallback;
  return target;
}
