import type { Features } from '../config/features';
import { paths } from '../config/paths';
import type { Session } from '../features/auth/hooks/use-session';

/**
 * Who may see which screen: the one place the route guard asks. A guarded route names its rule; the
 * identity issue adds the route-permission check of spec 1 §6 in `decideAccess`, after the rules below.
 */
export type AccessRule = 'contractBuilderDashboard' | 'debugView' | 'docs';

export type AccessDecision = { kind: 'allow' } | { kind: 'deny' } | { kind: 'redirect'; to: string };

export interface AccessContext {
  session: Session;
  features: Features;
  /** The path being opened: what the route-permission check of spec 1 §6 matches against. */
  pathname?: string;
}

const ALLOW: AccessDecision = { kind: 'allow' };
const DENY: AccessDecision = { kind: 'deny' };

export function decideAccess(rule: AccessRule | undefined, ctx: AccessContext): AccessDecision {
  switch (rule) {
    case 'contractBuilderDashboard':
      // Only for the provider's own customer, i.e. its site administrators (spec 1 §2, §6).
      return ctx.session.status === 'authenticated' && ctx.session.user.isSiteAdmin ? ALLOW : DENY;
    case 'debugView':
      return ctx.features.debug ? ALLOW : DENY;
    case 'docs':
      return ctx.features.documentation ? ALLOW : { kind: 'redirect', to: paths.dashboard.getHref() };
    case undefined:
      return ALLOW;
  }
}

/** Menus hide what the guard would refuse, with the same rule. */
export function canSee(rule: AccessRule, ctx: AccessContext): boolean {
  return decideAccess(rule, ctx).kind === 'allow';
}
