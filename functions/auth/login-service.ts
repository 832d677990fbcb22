import { REALTIME_TICKET_SECONDS } from '../../shared/constants.js';
import { loginLocationWithError } from '../../shared/domain/login-errors.js';
import type { TLoginRequest, TLoginType, TSessionInfo } from '../../shared/schemas/login.js';
import { AppError, ForbiddenError, UnauthorizedError } from '../core/app-error.js';
import { nowIso, nowMs } from '../core/clock.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { Customer, customerDirectory, type CustomerItem } from '../core/db/entities/customer-record.js';
import { RealtimeTicket } from '../core/db/entities/realtime-ticket.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { User, type UserItem } from '../core/db/entities/user.js';
import { LoginFailure, type LoginFailureKey } from '../core/db/entities/login-failure.js';
import { createItem, getItem, patchItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { env } from '../core/env.js';
import {
  countFailedLogin,
  failuresOf,
  forgetFailures,
  isLockedOut,
  keepLock,
  keepLockChanges,
  passwordMatches,
} from '../core/accounts/login-lockout.js';
import {
  createSession,
  hashToken,
  permissionIdsOf,
  randomToken,
  switchSessionAgency,
  touchSession,
  type SessionContext,
} from '../core/session.js';
import { countRequest, refuseWhenThrottled } from '../core/accounts/throttle.js';

async function customerByDomain(domain: string): Promise<CustomerItem | null> {
  const link = await getItem(CustomerDomain, { domain: domain.trim().toLowerCase() });
  if (!link) return null;
  return (await getItem(Customer, { customerId: link.customerId })) ?? null;
}

/**
 * Login step 1 (docs/product/suppliers-and-accounts.md#logging-in): the agency's domain decides between local
 * login, SSO, or both.
 */
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
 * Failures are counted per agency and login name whether or not an account answers to it, so an unknown
 * name locks at the fifth failure (429) like a real one. A locked account answers 429 until a team
 * administrator unlocks it or its owner resets the password. Success resets the count and starts a session.
 * An address that failed too often at the agency, whatever the accounts, is refused (429 tooManyRequests)
 * until its window ends (decision 072).
 */
export async function login(
  input: TLoginRequest,
  host: string,
  clientAddress: string,
): Promise<{ info: TSessionInfo; cookies: string[] }> {
  const customer = await customerByDomain(input.domain);
  const agency = customer?.customerId ?? `domain:${input.domain.trim().toLowerCase()}`;
  // Beside each account's lockout, one address may fail only so often across the agency's accounts.
  const sprayKey = `${agency}:${clientAddress}`;
  await refuseWhenThrottled('failedLogin', sprayKey);
  const user = customer ? await findUserByLogin(customer.customerId, input.username) : null;
  const counter: LoginFailureKey = user
    ? { agency, userId: user.userId }
    : { agency, login: input.username.trim().toLowerCase() };
  const failures = await failuresOf(counter);
  if (user?.lockedAt || isLockedOut(failures)) {
    throw new AppError('lockedOut', { message: 'Locked after repeated failures' });
  }
  const account = customer && user?.passwordHash && user.active ? user : null;
  const valid = await passwordMatches(input.password, account?.passwordHash);
  if (!customer || !account || !valid) {
    await countRequest('failedLogin', sprayKey);
    return recordFailedLogin(counter, account);
  }

  await forgetFailures(counter, failures);
  if (account.failedLogins > 0) {
    await patchItem(
      User,
      { customerId: account.customerId, userId: account.userId },
      { set: { failedLogins: 0 } },
    );
  }
  const isSiteAdmin = customer.isProvider;
  const permissionIds = isSiteAdmin
    ? []
    : await permissionIdsOf(customer.customerId, [...(account.groupIds ?? [])]);
  const { session, cookies } = await createSession({
    kind: 'buyer',
    userId: account.userId,
    customerId: customer.customerId,
    customerNodeId: customer.customerNodeId,
    tenderNodeId: customer.tenderNodeId,
    isSiteAdmin,
    permissionIds,
    idleTimeoutMinutes: customer.sessionTimeoutMinutes,
  });
  return { info: sessionInfoOf(customer, account, session, host), cookies };
}

/**
 * Counts a failure atomically (parallel attempts cannot lose counts), the same way whether or not an
 * account answers to the name, and locks at the limit: the account itself when there is one.
 */
async function recordFailedLogin(key: LoginFailureKey, account: UserItem | null): Promise<never> {
  const counter = await countFailedLogin(key);
  if (!counter.locks) {
    throw new AppError('invalidCredentials', { message: 'Unknown account or wrong password' });
  }
  const lockedAt = nowIso();
  if (account) {
    const userKey = { customerId: account.customerId, userId: account.userId };
    await transactAudited(
      {
        customerId: account.customerId,
        actorId: account.userId,
        entityType: 'user',
        entityId: account.userId,
        action: 'lock',
        after: { lockedAt, failedLogins: counter.failures },
      },
      [
        tx.update(User, userKey, { set: { lockedAt, failedLogins: counter.failures } }),
        tx.update(LoginFailure, key, keepLockChanges()),
      ],
    );
  } else {
    await keepLock(key);
  }
  throw new AppError('lockedOut', { message: 'Locked after repeated failures' });
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
  await touchSession(session, nowMs(), true);
  return {
    expiresAt: new Date(session.expiresAt * 1000).toISOString(),
    sessionTimeoutMinutes: session.idleTimeoutMinutes,
  };
}

/**
 * Site administrators only (docs/product/suppliers-and-accounts.md#roles-and-permissions): work in another
 * agency until they switch back.
 */
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

/**
 * Where the browser goes for SSO. The SAML exchange arrives later; until then no agency has SSO configured,
 * so the browser returns to /login with the catalogue code, which the screen shows in the user's language.
 */
export function ssoStartLocation(): string {
  return loginLocationWithError('ssoNotConfigured');
}

/** A one-time ticket the browser presents when it opens the realtime channel. */
export async function issueRealtimeTicket(session: SessionContext): Promise<{ url: string; ticket: string }> {
  const ticket = randomToken();
  await createItem(RealtimeTicket, {
    ticketHash: hashToken(ticket),
    customerId: session.customerId,
    userId: session.userId,
    expiresAt: Math.floor(nowMs() / 1000) + REALTIME_TICKET_SECONDS,
  });
  const url = env().WS_PUBLIC_URL;
  if (!url) throw new Error('WS_PUBLIC_URL is not configured');
  return { url, ticket };
}
