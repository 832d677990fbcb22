import { authCatalogue, authRoutes } from '../routes/auth.js';
import { UnauthorizedError } from '../core/app-error.js';
import { createGroupHandler, httpResult } from '../core/http.js';
import { clearedSessionCookies, destroySession, findSession } from '../core/session.js';
import { clientAddressOf } from '../core/accounts/throttle.js';
import {
  describeSession,
  findLoginType,
  issueRealtimeTicket,
  listCustomers,
  login,
  refreshSession,
  ssoStartLocation,
  switchAgency,
} from './login-service.js';
import { changeForgottenPassword, requestPasswordReset, verifyResetToken } from './password-reset-service.js';

const hostOf = (headers: Record<string, string | undefined>) => headers.host ?? '';

export const handler = createGroupHandler(authRoutes, authCatalogue, {
  getLoginType: async ({ body }) => findLoginType(body.domain),
  login: async ({ body, headers, event }) => {
    const { info, cookies } = await login(body, hostOf(headers), clientAddressOf(event));
    return httpResult({ values: info, cookies });
  },
  validateSession: async ({ cookies, headers }) => {
    const session = await findSession(cookies);
    if (!session) throw new UnauthorizedError({ message: 'No live session to validate' });
    return describeSession(session, hostOf(headers));
  },
  refreshSession: async ({ session }) => refreshSession(session),
  signoff: async ({ cookies }) => {
    const session = await findSession(cookies);
    if (session) await destroySession(session.sessionKey);
    return httpResult({ values: { redirectUrl: '/login' }, cookies: clearedSessionCookies() });
  },
  switchAgency: async ({ session, body, headers }) => switchAgency(session, body.customerId, hostOf(headers)),
  listCustomers: async ({ session }) => listCustomers(session),
  ssoStart: async () => httpResult({ status: 302, headers: { location: ssoStartLocation() } }),
  forgotPassword: async ({ body, lang, headers }) => requestPasswordReset(body, lang, headers.origin),
  verifyEmail: async ({ body }) => verifyResetToken(body.email, body.token),
  changeForgottenPassword: async ({ body, lang }) => changeForgottenPassword(body, lang),
  getRealtimeTicket: async ({ session }) => issueRealtimeTicket(session),
});
