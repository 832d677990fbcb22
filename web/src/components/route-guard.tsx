import '../i18n/app-texts';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { features } from '../config/features';
import { useSession } from '../lib/session';
import { decideAccess, type AccessRule } from '../lib/access';
import { AccessDenied } from './access-denied';
import { PageLoader } from './ui/page-loader';

/**
 * Guards signed-in routes. As a layout route (no props) it wraps every signed-in screen; around one
 * screen it applies that screen's rule. Either way `decideAccess` decides: anonymous → /login?redirect=...,
 * the screen's rule, then the route permissions
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
export function RouteGuard({ rule, children }: { rule?: AccessRule; children?: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const decision = decideAccess(rule, { session, features, pathname, search });
  if (decision.kind === 'loading') return <PageLoader />;
  if (decision.kind === 'deny') return <AccessDenied />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return children ?? <Outlet />;
}

export default RouteGuard;

/**
 * Around the signed-in layout: nothing of it shows before the session is known, and an anonymous visitor
 * goes to /login with the full path (query included) to come back to.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'anonymous') {
    const decision = decideAccess(undefined, { session, features, pathname, search });
    if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  }
  return children ?? <Outlet />;
}
