import { evaluateAccess, type AccessResult } from '../../../shared/domain/route-access';
import { routeNamesForPath } from '../../../shared/domain/route-permissions';
import type { Features } from '../config/features';
import { BUILT_CONTROL_PANEL_SECTIONS, paths, type ControlPanelSection } from '../config/paths';
import type { Session } from './session';

/**
 * Who may see which screen: the one place the route guard and the menus ask. In order: an unknown session
 * waits; an anonymous visitor goes to /login with the full path to come back to
 * (docs/product/suppliers-and-accounts.md#logging-in); a guarded route's own rule; then the route permissions
 * (shared/domain/route-access.ts).
 */
export type AccessRule = 'contractBuilderDashboard' | 'debugView' | 'docs';

export type AccessDecision =
  { kind: 'allow' } | { kind: 'deny' } | { kind: 'loading' } | { kind: 'redirect'; to: string };

export interface AccessContext {
  session: Session;
  features: Features;
  /** The path being opened: what the route-permission check matches against. */
  pathname?: string;
  /** Its query ("?x=1"), kept in the redirect to /login. */
  search?: string;
}

const ALLOW: AccessDecision = { kind: 'allow' };
const DENY: AccessDecision = { kind: 'deny' };
const LOADING: AccessDecision = { kind: 'loading' };

/** View and action rights of the session on a path (or one control of it). */
export function accessTo(session: Session, pathname: string, controlId?: string): AccessResult {
  if (session.status !== 'authenticated') return { level: 'NONE', canView: false, canAct: false };
  return evaluateAccess({
    isSiteAdmin: session.user.isSiteAdmin,
    userPermissionIds: session.user.permissionIds,
    entries: session.routePermissions === undefined ? [] : session.routePermissions,
    routeNames: routeNamesForPath(pathname),
    ...(controlId === undefined ? {} : { controlId }),
  });
}

function decideRule(rule: AccessRule | undefined, ctx: AccessContext): AccessDecision {
  switch (rule) {
    case 'contractBuilderDashboard':
      // Only for the provider's own customer, i.e. its site administrators
      // (docs/product/suppliers-and-accounts.md#roles-and-permissions).
      return ctx.session.status === 'authenticated' && ctx.session.user.isSiteAdmin ? ALLOW : DENY;
    case 'debugView':
      return ctx.features.debug ? ALLOW : DENY;
    case 'docs':
      return ctx.features.documentation ? ALLOW : { kind: 'redirect', to: paths.dashboard.getHref() };
    case undefined:
      return ALLOW;
  }
}

export function decideAccess(rule: AccessRule | undefined, ctx: AccessContext): AccessDecision {
  const { session } = ctx;
  if (session.status === 'loading') return LOADING;
  if (session.status === 'anonymous') {
    const back = ctx.pathname === undefined ? undefined : `${ctx.pathname}${ctx.search ?? ''}`;
    return { kind: 'redirect', to: paths.auth.login.getHref(back === '/' ? undefined : back, session.error) };
  }
  const byRule = decideRule(rule, ctx);
  if (byRule.kind !== 'allow' || ctx.pathname === undefined) return byRule;
  return accessTo(session, ctx.pathname).canView ? ALLOW : DENY;
}

/** Menus hide what the guard would refuse, with the same rule. */
export function canSee(rule: AccessRule, ctx: AccessContext): boolean {
  return decideAccess(rule, ctx).kind === 'allow';
}

/** Menus hide links to paths the route permissions refuse. */
export function canOpen(pathname: string, session: Session): boolean {
  return accessTo(session, pathname).canView;
}

/** The control panel's first built section the session may open, where its menu entry leads; none: no entry. */
export function firstControlPanelSection(session: Session): ControlPanelSection | undefined {
  return BUILT_CONTROL_PANEL_SECTIONS.find((section) =>
    canOpen(paths.controlPanel.getHref(section), session),
  );
}
