/**
 * The session as every part of the app sees it: the cached POST /api/v1/login/validate answer and the
 * agency's route permissions. Shared by the layout, the guards and the features, so it lives in lib.
 */
import useSWR from 'swr';
import type { RoutePermissionEntry } from '../../../shared/domain/route-access';
import type { TSessionInfo } from '../../../shared/schemas/login';
import { call } from './api';
import * as routes from '../api/routes.gen';
import { isApiError } from './api-client';
import { loginErrorCodeOf, type LoginErrorCode } from './login-errors';
import { fetchRoutePermissions, routePermissionsKey } from './route-permissions';

/** The SWR key of the current session (POST /api/v1/login/validate); login and logout write it. */
export const SESSION_KEY = 'tenderbox/session';

/** The session of the cookie, or null when there is none (401). */
export async function validateSession(): Promise<TSessionInfo | null> {
  try {
    return await call(routes.validateSession);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user as the app sees it (POST /api/v1/login/validate,
 * docs/product/suppliers-and-accounts.md#logging-in).
 */
export interface SessionUser {
  userId: string;
  fullName: string;
  /**
   * A user of the provider's own main customer
   * (docs/product/suppliers-and-accounts.md#roles-and-permissions): full rights, the agency switch, the
   * contract builder dashboard.
   */
  isSiteAdmin: boolean;
  /** The permission ids of the user's groups, matched against route permissions. */
  permissionIds: readonly string[];
  email?: string;
}

export interface SessionCustomer {
  customerId: string;
  displayName: string;
  customerNodeId: string;
  tenderNodeId: string;
}

export type Session =
  | { status: 'loading' }
  /** error: why the session could not be read, as the code /login?err= carries. */
  | { status: 'anonymous'; error?: LoginErrorCode }
  | {
      status: 'authenticated';
      user: SessionUser;
      customer?: SessionCustomer;
      /** The agency's inactivity timeout. */
      sessionTimeoutMinutes?: number;
      /** The route permission entries; null when they could not be loaded (access level ERROR). */
      routePermissions?: readonly RoutePermissionEntry[] | null;
      info?: TSessionInfo;
    };

const LOADING: Session = { status: 'loading' };
const ANONYMOUS: Session = { status: 'anonymous' };

/** The raw session answer, shared by every component through SWR's cache. */
export function useSessionInfo() {
  return useSWR<TSessionInfo | null>(SESSION_KEY, validateSession, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

/** The agency's IANA time zone, in which dates are typed and shown (decision 022); undefined until known. */
export function useAgencyTimeZone(): string | undefined {
  return useSessionInfo().data?.customer.timeZone;
}

/** The agency and tender node every tenant call names (`/customer/{customerId}/node/{nodeId}/...`). */
export interface TenantScope {
  customerId: string;
  nodeId: string;
}

/** The signed-in user's tenant scope, or null before the session is known. */
export function useTenantScope(): TenantScope | null {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.customer) return null;
  return { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId };
}

export function useSession(): Session {
  const { data: info, error } = useSessionInfo();
  const scope = info ? { customerId: info.customer.customerId, nodeId: info.customer.customerNodeId } : null;
  const permissions = useSWR(scope && routePermissionsKey(scope), () => fetchRoutePermissions(scope!), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
  if (error) return { status: 'anonymous', error: loginErrorCodeOf(error) };
  if (info === undefined) return LOADING;
  if (info === null) return ANONYMOUS;
  if (permissions.data === undefined && !permissions.error) return LOADING;
  return {
    status: 'authenticated',
    user: {
      userId: info.user.userId,
      fullName: info.user.fullName,
      isSiteAdmin: info.user.isSiteAdmin,
      permissionIds: info.user.permissionIds,
      email: info.user.email,
    },
    customer: {
      customerId: info.customer.customerId,
      displayName: info.customer.displayName,
      customerNodeId: info.customer.customerNodeId,
      tenderNodeId: info.customer.tenderNodeId,
    },
    sessionTimeoutMinutes: info.sessionTimeoutMinutes,
    routePermissions: permissions.error ? null : (permissions.data ?? null),
    info,
  };
}
