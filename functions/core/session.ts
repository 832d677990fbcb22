import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '../../shared/constants.js';
import { catalogueEntry } from '../../shared/errors.js';
import { AppError, UnauthorizedError } from './app-error.js';
import { now as clockNow, nowMs } from './clock.js';
import { Customer } from './db/entities/customer-record.js';
import { Session, sessionsOfUser } from './db/entities/session-record.js';
import { UserGroup } from './db/entities/user-group.js';
import { batchGet, deleteItem, getItem, patchItem, putItem, queryAll } from './db/ops.js';
import { env } from './env.js';

export const SESSION_COOKIE = 'tb_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** A session never outlives this, however active: the user signs in again at least daily. */
export const SESSION_MAX_HOURS = 12;
/** Activity is written at most this often, so that busy screens do not write on every call. */
const ACTIVITY_WRITE_INTERVAL_MS = 30_000;

/** The facts of a live session that handlers use. */
export interface SessionContext {
  sessionKey: string;
  kind: 'buyer' | 'supplier';
  userId: string;
  homeCustomerId: string;
  customerId: string;
  customerNodeId: string;
  tenderNodeId: string;
  isSiteAdmin: boolean;
  permissionIds: string[];
  xsrfToken: string;
  idleTimeoutMinutes: number;
  lastActivityAt: string;
  expiresAt: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const hashToken = sha256;

/** Session ids and tokens: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Secure cookies everywhere except a plain-http local origin, where browsers would drop them. */
function secureCookies(): boolean {
  return !env()
    .APP_ORIGINS.split(',')
    .every((origin) => origin.trim().startsWith('http://'));
}

function cookie(name: string, value: string, options: { httpOnly: boolean; maxAgeSeconds: number }): string {
  return [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'SameSite=Lax',
    ...(options.httpOnly ? ['HttpOnly'] : []),
    ...(secureCookies() ? ['Secure'] : []),
  ].join('; ');
}

/** The cookies that carry a session: the id (httpOnly) and the CSRF token the browser echoes back. */
export function sessionCookies(sessionId: string, xsrfToken: string): string[] {
  const maxAgeSeconds = SESSION_MAX_HOURS * 3600;
  return [
    cookie(SESSION_COOKIE, sessionId, { httpOnly: true, maxAgeSeconds }),
    cookie(XSRF_COOKIE, xsrfToken, { httpOnly: false, maxAgeSeconds }),
  ];
}

export function clearedSessionCookies(): string[] {
  return [
    cookie(SESSION_COOKIE, '', { httpOnly: true, maxAgeSeconds: 0 }),
    cookie(XSRF_COOKIE, '', { httpOnly: false, maxAgeSeconds: 0 }),
  ];
}

/** Reads one cookie from API Gateway v2's cookies array ("name=value" strings). */
export function readCookie(cookies: readonly string[] | undefined, name: string): string | undefined {
  for (const entry of cookies ?? []) {
    const index = entry.indexOf('=');
    if (index > 0 && entry.slice(0, index).trim() === name) return entry.slice(index + 1).trim();
  }
  return undefined;
}

/** The permission ids of a user: the union of their groups' permissions. */
export async function permissionIdsOf(customerId: string, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const groups = await batchGet(
    UserGroup,
    groupIds.map((groupId) => ({ customerId, groupId })),
  );
  return [...new Set(groups.flatMap((group) => group.permissionIds ?? []))].sort();
}

export interface NewSessionInput {
  kind: 'buyer' | 'supplier';
  userId: string;
  customerId: string;
  customerNodeId: string;
  tenderNodeId: string;
  isSiteAdmin: boolean;
  permissionIds: string[];
  idleTimeoutMinutes?: number;
}

/** Starts a session: a fresh random id (renewed at every login) and a CSRF token bound to it. */
export async function createSession(
  input: NewSessionInput,
): Promise<{ session: SessionContext; cookies: string[] }> {
  const sessionId = randomToken();
  const xsrfToken = randomToken();
  const now = clockNow();
  const record = {
    sessionKey: sha256(sessionId),
    kind: input.kind,
    userId: input.userId,
    homeCustomerId: input.customerId,
    customerId: input.customerId,
    customerNodeId: input.customerNodeId,
    tenderNodeId: input.tenderNodeId,
    isSiteAdmin: input.isSiteAdmin,
    permissionIds: input.permissionIds,
    xsrfToken,
    idleTimeoutMinutes: input.idleTimeoutMinutes ?? DEFAULT_SESSION_TIMEOUT_MINUTES,
    lastActivityAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + SESSION_MAX_HOURS * 3600,
  };
  // A fresh 256-bit id cannot collide: a plain put, no existence check.
  await putItem(Session, record);
  return { session: record, cookies: sessionCookies(sessionId, xsrfToken) };
}

/**
 * The live session named by the request's cookie, or an UnauthorizedError: no cookie, unknown id, past
 * its absolute end (unauthorized), or idle longer than the agency allows (sessionExpired). Expiry is
 * checked here on every call; the table's TTL only cleans up.
 */
export async function requireSession(
  cookies: readonly string[] | undefined,
  now = nowMs(),
): Promise<SessionContext> {
  const sessionId = readCookie(cookies, SESSION_COOKIE);
  if (!sessionId) throw new UnauthorizedError({ message: 'No session cookie' });
  const data = await getItem(Session, { sessionKey: sha256(sessionId) });
  if (!data) throw new UnauthorizedError({ message: 'Unknown session' });
  if (data.expiresAt * 1000 <= now) throw new UnauthorizedError({ message: 'Session past its absolute end' });
  const idleMs = data.idleTimeoutMinutes * 60_000;
  if (Date.parse(data.lastActivityAt) + idleMs <= now) {
    await deleteItem(Session, { sessionKey: data.sessionKey });
    throw new AppError('sessionExpired', { message: 'Session idle too long' });
  }
  return { ...data, permissionIds: data.permissionIds ?? [] };
}

/** Like requireSession, but answers null instead of refusing (public routes that may have a session). */
export async function findSession(cookies: readonly string[] | undefined): Promise<SessionContext | null> {
  try {
    return await requireSession(cookies);
  } catch (error) {
    if (error instanceof AppError && catalogueEntry(error.code)?.status === 401) return null;
    throw error;
  }
}

/** Records activity; skipped when the last write is recent, since the idle timeout is in minutes. */
export async function touchSession(session: SessionContext, now = nowMs(), force = false): Promise<string> {
  if (!force && now - Date.parse(session.lastActivityAt) < ACTIVITY_WRITE_INTERVAL_MS)
    return session.lastActivityAt;
  const lastActivityAt = new Date(now).toISOString();
  await patchItem(Session, { sessionKey: session.sessionKey }, { set: { lastActivityAt } });
  return lastActivityAt;
}

export async function destroySession(sessionKey: string): Promise<void> {
  await deleteItem(Session, { sessionKey });
}

/** Ends every session of a user (deactivation, password change). */
export async function destroySessionsOfUser(customerId: string, userId: string): Promise<number> {
  const data = await queryAll(Session, sessionsOfUser(customerId, userId));
  await Promise.all(data.map((s) => deleteItem(Session, { sessionKey: s.sessionKey })));
  return data.length;
}

/** Rewrites the permission snapshot of a user's live sessions after their groups or a group changed. */
export async function refreshSessionPermissions(
  customerId: string,
  userId: string,
  groupIds: readonly string[],
) {
  const data = await queryAll(Session, sessionsOfUser(customerId, userId));
  if (data.length === 0) return;
  const permissionIds = await permissionIdsOf(customerId, groupIds);
  await Promise.all(
    data
      .filter((s) => !s.isSiteAdmin)
      .map((s) => patchItem(Session, { sessionKey: s.sessionKey }, { set: { permissionIds } })),
  );
}

/**
 * Moves a site administrator's session to another agency (the agency switch,
 * docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
export async function switchSessionAgency(
  session: SessionContext,
  customerId: string,
): Promise<SessionContext> {
  const customer = await getItem(Customer, { customerId });
  if (!customer) throw new UnauthorizedError({ message: 'Unknown agency' });
  const changes = {
    customerId,
    customerNodeId: customer.customerNodeId,
    tenderNodeId: customer.tenderNodeId,
    idleTimeoutMinutes: customer.sessionTimeoutMinutes,
  };
  await patchItem(Session, { sessionKey: session.sessionKey }, { set: changes });
  return { ...session, ...changes };
}

/** Constant-time comparison of the CSRF header with the session's token. */
export function xsrfMatches(session: SessionContext, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(session.xsrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}
