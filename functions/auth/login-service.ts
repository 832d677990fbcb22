import { MAX_FAILED_LOGINS, REALTIME_TICKET_SECONDS } from '../../shared/constants.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import type { TLoginRequest, TLoginType, TSessionInfo } from '../../shared/schemas/login.js';
import { AppError, ForbiddenError, UnauthorizedError } from '../core/app-error.js';
import { auditRecord } from '../core/audit.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { Customer } from '../core/db/entities/customer.js';
import { RealtimeTicket } from '../core/db/entities/realtime-ticket.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { User } from '../core/db/entities/user.js';
import { transact } from '../core/db/transaction.js';
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

type CustomerItem = NonNullable<Awaited<ReturnType<ReturnType<typeof Customer.get>['go']>>['data']>;
type UserItem = NonNullable<Awaited<ReturnType<ReturnType<typeof User.get>['go']>>['data']>;

async function customerByDomain(domain: string): Promise<CustomerItem | null> {
  const { data: link } = await CustomerDomain.get({ domain: domain.trim().toLowerCase() }).go();
  if (!link) return null;
  return (await Customer.get({ customerId: link.customerId }).go()).data;
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
    const { data: claim } = await UniqueValue.get({ customerId, kind, value }).go();
    if (claim) return (await User.get({ customerId, userId: claim.ownerId }).go()).data;
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
    await User.patch({ customerId: user.customerId, userId: user.userId }).set({ failedLogins: 0 }).go();
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
  const { data } = await User.patch(key).add({ failedLogins: 1 }).go({ response: 'all_new' });
  if (data.failedLogins >= MAX_FAILED_LOGINS && !data.lockedAt) {
    const lockedAt = new Date().toISOString();
    await transact(({ user: users, auditEvent }) => [
      users.patch(key).set({ lockedAt }).commit(),
      auditEvent
        .create(
          auditRecord({
            customerId: user.customerId,
            actorId: user.userId,
            entityType: 'user',
            entityId: user.userId,
            action: 'lock',
            after: { lockedAt, failedLogins: data.failedLogins },
          }),
        )
        .commit(),
    ]);
    throw new AppError('lockedOut', { message: 'Account locked after repeated failures' });
  }
  if (data.failedLogins >= MAX_FAILED_LOGINS) throw new AppError('lockedOut');
  throw new AppError('invalidCredentials', { message: 'Wrong password' });
}

/** The session's facts again (app start, after a group change, after an agency switch). */
export async function describeSession(session: SessionContext, host: string): Promise<TSessionInfo> {
  const [{ data: customer }, { data: user }] = await Promise.all([
    Customer.get({ customerId: session.customerId }).go(),
    User.get({ customerId: session.homeCustomerId, userId: session.userId }).go(),
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
  const { data: target } = await Customer.get({ customerId }).go();
  if (!target) throw new AppError('notFound', { message: `No agency ${customerId}` });
  return describeSession(await switchSessionAgency(session, customerId), host);
}

/** The full customer list, for the site administrators' agency switch. */
export async function listCustomers(session: SessionContext) {
  if (!session.isSiteAdmin) throw new ForbiddenError({ message: 'Customer list is for site administrators' });
  const { data } = await Customer.query.directory({}).go({ pages: 'all' });
  return data
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
  await RealtimeTicket.create({
    ticketHash: hashToken(ticket),
    customerId: session.customerId,
    userId: session.userId,
    expiresAt: Math.floor(Date.now() / 1000) + REALTIME_TICKET_SECONDS,
  }).go();
  const url = env().WS_PUBLIC_URL;
  if (!url) throw new Error('WS_PUBLIC_URL is not configured');
  return { url, ticket };
}
