/**
 * Route and control access (docs/product/suppliers-and-accounts.md#roles-and-permissions), one pure function
 * used by the browser (route guard, locked controls) and by the server (the authority, on every call behind a
 * route).
 *
 * - Site administrators have full view and action rights.
 * - No route permissions configured, or none matching the route: everything is allowed.
 * - Otherwise the user's permission ids are matched, ignoring case, against the route's entries: a match
 *   grants view; action needs a matching entry with canPerformAction.
 * - When parent and child routes both apply, action (and view) needs both.
 * - No match means no view and no action.
 * - Levels: ERROR (the permissions could not be loaded), ALL, VIEW, NONE.
 * - Individual controls are restricted by controlId, with the same rules on the control's own entries.
 */
export interface RoutePermission {
  id: string;
  canPerformAction: boolean;
}

export interface RoutePermissionEntry {
  routeName: string;
  /** Set for an entry that restricts one control of the route rather than the route itself. */
  controlId?: string | null;
  permissions: RoutePermission[];
}

export type AccessLevel = 'ERROR' | 'ALL' | 'VIEW' | 'NONE';

export interface AccessRequest {
  isSiteAdmin: boolean;
  userPermissionIds: readonly string[];
  /** All configured entries; null when they could not be loaded. */
  entries: readonly RoutePermissionEntry[] | null;
  /** The route names that apply, parent first: ['projects', 'projects/build']. */
  routeNames: readonly string[];
  /** Ask about one control of the route instead of the route. */
  controlId?: string;
}

export interface AccessResult {
  level: AccessLevel;
  canView: boolean;
  canAct: boolean;
}

const RESULTS: Record<AccessLevel, AccessResult> = {
  ERROR: { level: 'ERROR', canView: false, canAct: false },
  ALL: { level: 'ALL', canView: true, canAct: true },
  VIEW: { level: 'VIEW', canView: true, canAct: false },
  NONE: { level: 'NONE', canView: false, canAct: false },
};

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

export function evaluateAccess(request: AccessRequest): AccessResult {
  if (request.isSiteAdmin) return RESULTS.ALL;
  if (request.entries === null) return RESULTS.ERROR;
  if (request.entries.length === 0) return RESULTS.ALL;

  const owned = new Set(request.userPermissionIds.map((id) => id.toLowerCase()));
  let applied = false;
  let canView = true;
  let canAct = true;
  for (const routeName of request.routeNames) {
    const relevant = request.entries.filter(
      (entry) =>
        same(entry.routeName, routeName) &&
        (request.controlId === undefined ? !entry.controlId : same(entry.controlId, request.controlId)),
    );
    if (relevant.length === 0) continue;
    applied = true;
    const matches = relevant
      .flatMap((entry) => entry.permissions)
      .filter((p) => owned.has(p.id.toLowerCase()));
    canView &&= matches.length > 0;
    canAct &&= matches.some((p) => p.canPerformAction);
  }
  if (!applied) return RESULTS.ALL;
  if (canView && canAct) return RESULTS.ALL;
  return canView ? RESULTS.VIEW : RESULTS.NONE;
}

/**
 * Text of the lock tooltip on a control the user may see but not change
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
export const LOCKED_CONTROL_TOOLTIP_KEY = 'access.lockedControl';
