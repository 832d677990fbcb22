/**
 * The browser's session rules (docs/product/suppliers-and-accounts.md#sessions), as pure functions (unit
 * tested in Node):
 * - successful answers and non-401 errors refresh the last-activity timestamp;
 * - a 401 ends the session, except team member update PUT calls, which refresh the timestamp instead;
 * - the login calls themselves answer 401 for wrong credentials or no session: that is their answer, not
 *   the end of a session.
 */
import type { OperationId } from '../api/routes.gen';
import type { CalledRoute } from './api-client';

/**
 * Team member updates (docs/product/suppliers-and-accounts.md#sessions): PUT .../Users and PUT
 * .../Users/{id}/teamMember.
 */
const TEAM_MEMBER_UPDATES: readonly OperationId[] = ['updateUser', 'updateTeamMember'];

export type OutcomeReaction = 'touch' | 'endSession' | 'none';

/**
 * What an answer means for the session. Unreachable server (status 0): nothing to say. A public route's
 * 401 (wrong password, no session yet) is its own answer; a call outside the route table counts as a
 * session call.
 */
export function reactionTo(route: CalledRoute | undefined, status: number): OutcomeReaction {
  if (status === 0) return 'none';
  if (status !== 401) return 'touch';
  if (route?.auth === 'public') return 'none';
  if (route && (TEAM_MEMBER_UPDATES as readonly string[]).includes(route.operationId)) return 'touch';
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
