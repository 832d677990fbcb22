import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { features } from '../config/features';
import { useSession } from '../features/auth/hooks/use-session';
import { decideAccess, type AccessRule } from '../lib/access';
import { AccessDenied } from './access-denied';

/**
 * Guards signed-in routes. As a layout route (no props) it wraps every signed-in screen; around one
 * screen it applies that screen's rule. Either way `decideAccess` decides, so the identity issue adds the
 * anonymous → /login?redirect=... step and the route-permission check of spec 1 §6 there, once.
 */
export function RouteGuard({ rule, children }: { rule?: AccessRule; children?: ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const decision = decideAccess(rule, { session, features, pathname });
  if (decision.kind === 'deny') return <AccessDenied />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children ?? <Outlet />;
}
