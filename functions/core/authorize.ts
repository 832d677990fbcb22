import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { evaluateAccess } from '../../shared/domain/route-access.js';
import { DEFAULT_ROUTE_PERMISSIONS } from '../../shared/domain/route-permissions.js';
import type { RouteDef } from '../routes/types.js';
import { AppError } from './app-error.js';
import { env } from './env.js';
import { requireSession, touchSession, XSRF_HEADER, xsrfMatches, type SessionContext } from './session.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** An approver link's token: 32 random bytes, base64url (decision 065). */
const APPROVER_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function allowedOrigins(): string[] {
  return env()
    .APP_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

function originOf(headers: Record<string, string | undefined>): string | undefined {
  if (headers.origin && headers.origin !== 'null') return headers.origin.replace(/\/$/, '');
  if (headers.referer) {
    try {
      return new URL(headers.referer).origin;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The checks every call passes before its handler runs, in this order:
 * 1. a state-changing call from a browser must come from the app's own origin (login CSRF included);
 * 2. session and supplier routes need a live session (401) of their own kind (403 forbidden: a supplier
 *    session never reaches a buyer route, nor a buyer session a supplier route);
 * 3. their state-changing calls must echo the session's CSRF token (double submit);
 * 4. tenant paths must name the session's agency and one of its nodes (agencyMismatch);
 * 5. a site-administrator route needs a site administrator's session (403 forbidden);
 * 6. the route permission must allow viewing (reads, and POSTs marked `readsOnly`) or acting (changes) —
 *    docs/product/suppliers-and-accounts.md#roles-and-permissions, server side; a read marked
 *    `alsoViewableUnder` is also open to those other views.
 * Supplier routes stop after 3: they name no agency, and their services scope by the session's vendor.
 * Returns the session for session and supplier routes, null for public ones.
 */
export async function authorizeRequest(
  route: RouteDef,
  event: APIGatewayProxyEventV2,
): Promise<SessionContext | null> {
  const headers = event.headers ?? {};
  const method = event.requestContext.http.method.toUpperCase();
  const changes = !SAFE_METHODS.has(method);
  const origin = originOf(headers);

  if (changes && origin !== undefined && !allowedOrigins().includes(origin)) {
    throw new AppError('csrfFailed', { message: `Origin ${origin} is not allowed` });
  }
  if (route.auth === 'public') return null;
  if (route.auth === 'approver') {
    // An award approver has no session: the emailed link's token (uat) is their credential (decision 065).
    // Here only its presence and shape; the group checks it against the member's stored hash before anything
    // else, so a wrong token is refused as a missing one is. The token itself is never logged.
    if (!APPROVER_TOKEN.test(event.queryStringParameters?.uat ?? ''))
      throw new AppError('approverLinkInvalid', { message: 'No approver token, or not one of ours' });
    return null;
  }

  // Buyers and suppliers hold sessions of different kinds: neither reaches the other's routes (decision 045).
  const session = await requireSession(event.cookies);
  const kind = route.auth === 'supplier' ? 'supplier' : 'buyer';
  if (session.kind !== kind) throw new AppError('forbidden', { message: `Not a ${kind} session` });
  if (changes) {
    if (origin === undefined)
      throw new AppError('csrfFailed', { message: 'State change without Origin or Referer' });
    if (!xsrfMatches(session, headers[XSRF_HEADER]))
      throw new AppError('csrfFailed', { message: 'XSRF token mismatch' });
  }

  if (route.auth === 'supplier') {
    // A supplier's routes name no agency: the session's vendor is the tenant, and services scope by it.
    session.lastActivityAt = await touchSession(session);
    return session;
  }

  const path = event.pathParameters ?? {};
  if (path.customerId !== undefined && path.customerId !== session.customerId) {
    throw new AppError('agencyMismatch', {
      details: { asked: path.customerId, session: session.customerId },
    });
  }
  if (
    path.nodeId !== undefined &&
    path.nodeId !== session.customerNodeId &&
    path.nodeId !== session.tenderNodeId
  ) {
    throw new AppError('agencyMismatch', { details: { askedNode: path.nodeId } });
  }

  if (route.siteAdmin && !session.isSiteAdmin) {
    throw new AppError('forbidden', { message: 'Site administrators only' });
  }

  if (route.permission) {
    const accessUnder = (routeName: string) =>
      evaluateAccess({
        isSiteAdmin: session.isSiteAdmin,
        userPermissionIds: session.permissionIds,
        entries: DEFAULT_ROUTE_PERMISSIONS,
        routeNames: [routeName],
      });
    const access = accessUnder(route.permission);
    const acts = changes && !route.readsOnly;
    const allowed = acts
      ? access.canAct
      : access.canView || (route.alsoViewableUnder ?? []).some((name) => accessUnder(name).canView);
    if (!allowed) {
      throw new AppError('permissionDenied', { details: { route: route.permission, level: access.level } });
    }
  }

  // Any authorised call, whatever its outcome, counts as activity
  // (docs/product/suppliers-and-accounts.md#sessions).
  session.lastActivityAt = await touchSession(session);
  return session;
}
