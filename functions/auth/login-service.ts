import { MAX_FAILED_LOGINS, REALTIME_TICKET_SECONDS } from '../../shared/constants.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import type { TLoginRequest, TLoginType, TSessionInfo } from '../../shared/schemas/login.js';
import { AppError, ForbiddenError, UnauthorizedError } from '../core/app-error.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { Customer, customerDirectory, type CustomerItem } from '../core/db/entities/customer.js';
import { RealtimeTicket } from '../core/db/entities/realtime-ticket.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { User, type UserItem } from '../core/db/entities/user.js';
import { createItem, getItem, patchItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { env } from '../core/env.js';
import { hashPassword, verifyPassword } from '../core/passwords.js';
import {
  createSession,
  hashToken,
  permissionIdsOf,
  randomToken,
  switchSessionAgency,
  touchSession,
  type SessionContext,
} from '../core/session.js';

async function customerByDomain(domain: string): Promise<CustomerItem | null> {
  const link = await getItem(CustomerDomain, { domain: domain.trim().toLowerCase() });
  if (!link) return null;
  return (await getItem(Customer, { customerId: link.customerId })) ?? null;
}

/** Login step 1 (spec 1 §4): the agency's domain decides between local login, SSO, or both. */
export async function findLoginType(domain: string): Promise<TLoginType> {
  const customer = await customerByDomain(domain);
  if (!customer) throw new AppError('invalidDomain', { message: `Unknown domain ${domain}` });
  return { domain: customer.domain, loginType: customer.loginType, customerName: customer.displayName };
}

/** A user of an agency by email or username, both unique within the agency. */
export async function findUserByLogin(customerId: string, login: string): Promise<UserItem | null> {
  const value = login.trim().toLowerCase();
  for (const kind of ['user.email', 'user.username']) {
    const claim = await getItem(UniqueValue, { customerId, kind, value });
    if (claim) return (await getItem(User, { customerId, userId: claim.ownerId })) ?? null;
  }
  return null;
}

// A real hash of a throwaway password: unknown accounts cost the same time as known ones.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used'));

export function sessionInfoOf(
  customer: CustomerItem,
  user: UserItem,
  session: SessionContext,
  host: string,
): TSessionInfo {
  return {
    customer: {
      customerId: customer.customerId,
      displayName: customer.displayName,
      domain: customer.domain,
      timeZone: customer.timeZone,
      customerNodeId: customer.customerNodeId,
      tenderNodeId: customer.tenderNodeId,
      isProvider: customer.isProvider,
    },
    user: {
      userId: user.userId,
      customerId: user.customerId,
      email: user.email,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`,
      isSiteAdmin: session.isSiteAdmin,
      permissionIds: session.permissionIds,
      groupIds: [...(user.groupIds ?? [])],
    },
    tenderNode: { id: customer.tenderNodeId, customerId: customer.customerId, kind: 'tender' },
    customerNode: { id: customer.customerNodeId, customerId: customer.customerId, kind: 'customer' },
    host,
    sessionTimeoutMinutes: session.idleTimeoutMinutes,
    homeCustomerId: session.homeCustomerId,
  };
}

/**
 * Local login. Unknown account, inactive account and wrong password all answer the same
 * invalid-credentials message after the same KDF work, so the answer never tells whether an email exists.
 * The fifth consecutive failure locks the account (429); a locked account answers 429 until a team
 * administrator unlocks it. Success resets the count and starts a new session.
 */
export async function login(
  input: TLoginRequest,
  host: string,
): Promise<{ info: TSessionInfo; cookies: string[] }> {
  const customer = await customerByDomain(input.domain);
  const user = customer ? await findUserByLogin(customer.customerId, input.username) : null;
  if (!customer || !user || !user.passwordHash || !user.active) {
    await verifyPassword(input.password, await decoy());
    throw new AppError('invalidCredentials', { message: 'Unknown, inactive or password-less account' });
  }
  if (user.lockedAt) {
    throw new AppError('lockedOut', { details: { userId: user.userId } });
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await recordFailedLogin(user);
  }

  if (user.failedLogins > 0) {
    await patchItem(User, { customerId: user.customerId, userId: user.userId }, { set: { failedLogins: 0 } });
  }
  const isSiteAdmin = customer.isProvider;
  const permissionIds = isSiteAdmin
    ? []
    : await permissionIdsOf(customer.customerId, [...(user.groupIds ?? [])]);
  const { session, cookies } = await createSession({
    kind: 'buyer',
    userId: user.userId,
    customerId: customer.customerId,
    customerNodeId: customer.customerNodeId,
    tenderNodeId: customer.tenderNodeId,
    isSiteAdmin,
    permissionIds,
    idleTimeoutMinutes: customer.sessionTimeoutMinutes,
  });
  return { info: sessionInfoOf(customer, user, session, host), cookies };
}

/** Counts a failure atomically (parallel attempts cannot lose counts) and locks at the limit. */
async function recordFailedLogin(user: UserItem): Promise<never> {
  const key = { customerId: user.customerId, userId: user.userId };
  const data = await patchItem(User, key, { add: { failedLogins: 1 } });
  if (data.failedLogins >= MAX_FAILED_LOGINS && !data.lockedAt) {
    const lockedAt = new Date().toISOString();
    await transactAudited(
      {
        customerId: user.customerId,
        actorId: user.userId,
        entityType: 'user',
        entityId: user.userId,
        action: 'lock',
        after: { lockedAt, failedLogins: data.failedLogins },
      },
      [tx.update(User, key, { set: { lockedAt } })],
    );
    throw new AppError('lockedOut', { message: 'Account locked after repeated failures' });
  }
  if (data.failedLogins >= MAX_FAILED_LOGINS) throw new AppError('lockedOut');
  throw new AppError('invalidCredentials', { message: 'Wrong password' });
}

/** The session's facts again (app start, after a group change, after an agency switch). */
export async function describeSession(session: SessionContext, host: string): Promise<TSessionInfo> {
  const [customer, user] = await Promise.all([
    getItem(Customer, { customerId: session.customerId }),
    getItem(User, { customerId: session.homeCustomerId, userId: session.userId }),
  ]);
  if (!customer || !user || !user.active)
    throw new UnauthorizedError({ message: 'Session of a vanished user' });
  return sessionInfoOf(customer, user, session, host);
}

export async function refreshSession(session: SessionContext) {
  await touchSession(session, Date.now(), true);
  return {
    expiresAt: new Date(session.expiresAt * 1000).toISOString(),
    sessionTimeoutMinutes: session.idleTimeoutMinutes,
  };
}

/** Site administrators only (spec 1 §6): work in another agency until they switch back. */
export async function switchAgency(
  session: SessionContext,
  customerId: string,
  host: string,
): Promise<TSessionInfo> {
  if (!session.isSiteAdmin)
    throw new AppError('permissionDenied', { message: 'Only site administrators switch agency' });
  const target = await getItem(Customer, { customerId });
  if (!target) throw new AppError('notFound', { message: `No agency ${customerId}` });
  return describeSession(await switchSessionAgency(session, customerId), host);
}

/** The full customer list, for the site administrators' agency switch. */
export async function listCustomers(session: SessionContext) {
  if (!session.isSiteAdmin) throw new ForbiddenError({ message: 'Customer list is for site administrators' });
  const customers = await queryAll(Customer, customerDirectory());
  return customers
    .map((c) => ({ customerId: c.customerId, displayName: c.displayName, domain: c.domain }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** Where the browser goes for SSO. The SAML exchange arrives later; until then, a clear message, not a dead end. */
export function ssoStartLocation(lang: Language): string {
  return `/login?err=${encodeURIComponent(catalogueMessage('ssoNotConfigured', lang))}`;
}

/** A one-time ticket the browser presents when it opens the realtime channel. */
export async function issueRealtimeTicket(session: SessionContext): Promise<{ url: string; ticket: string }> {
  const ticket = randomToken();
  await createItem(RealtimeTicket, {
    ticketHash: hashToken(ticket),
    customerId: session.customerId,
    userId: session.userId,
    expiresAt: Math.floor(Date.now() / 1000) + REALTIME_TICKET_SECONDS,
  });
  const url = env().WS_PUBLIC_URL;
  if (!url) throw new Error('WS_PUBLIC_URL is not configured');
  return { url, ticket };
}
