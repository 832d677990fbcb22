import * as z from 'zod/mini';
import {
  ZChangeForgottenPassword,
  ZForgotPassword,
  ZLoginRequest,
  ZLoginType,
  ZLoginTypeRequest,
  ZMessage,
  ZRefreshSession,
  ZSessionInfo,
  ZSignoff,
  ZSwitchAgency,
  ZVerifyEmail,
  ZVerifyEmailResult,
} from '../../shared/schemas/login.js';
import { ZDomain, ZTenantPath } from '../../shared/schemas/common.js';
import { defineRoutes } from './types.js';
import { catalogueOf } from '../../shared/errors.js';
import { AUTH_ERRORS } from '../../shared/errors/auth.js';
import { PLATFORM_ERRORS } from '../../shared/errors/platform.js';

const demoLogin = { domain: 'demo', username: 'lead@demo.example', password: 'Tenderbox!2026' };

/** What the auth Lambda answers with: the base codes and these areas' (decision 082). */
export const authCatalogue = catalogueOf(AUTH_ERRORS, PLATFORM_ERRORS);

export const authRoutes = defineRoutes([
  {
    operationId: 'getLoginType',
    method: 'POST',
    path: '/api/v1/login/loginType',
    group: 'auth',
    auth: 'public',
    summary: 'Resolves an agency domain to its login type: local, sso or both.',
    body: ZLoginTypeRequest,
    example: { body: { domain: 'demo' } },
    response: ZLoginType,
    responseName: 'loginType',
  },
  {
    operationId: 'login',
    method: 'POST',
    path: '/api/v1/login',
    group: 'auth',
    auth: 'public',
    summary:
      'Local login: starts a session (cookies tb_session and XSRF-TOKEN). 401 invalid credentials; 429 locked out after 5 consecutive failures.',
    body: ZLoginRequest,
    example: { body: demoLogin },
    response: ZSessionInfo,
    responseName: 'session',
  },
  {
    operationId: 'validateSession',
    method: 'POST',
    path: '/api/v1/login/validate',
    group: 'auth',
    auth: 'public',
    summary: "Answers the caller's session (customer, user, nodes) or 401: the app's start.",
    response: ZSessionInfo,
    responseName: 'session',
  },
  {
    operationId: 'refreshSession',
    method: 'GET',
    path: '/api/v1/Utilities/RefreshSession',
    group: 'auth',
    auth: 'session',
    permission: null,
    summary: 'Counts as activity ("stay logged in") and answers when the session ends.',
    response: ZRefreshSession,
    responseName: 'refreshSession',
  },
  {
    operationId: 'signoff',
    method: 'POST',
    path: '/api/v1/login/signoff',
    group: 'auth',
    auth: 'public',
    summary: 'Ends the session, if any, and clears its cookies.',
    response: ZSignoff,
    responseName: 'signoff',
  },
  {
    operationId: 'switchAgency',
    method: 'POST',
    path: '/api/v1/login/switchAgency',
    group: 'auth',
    auth: 'session',
    permission: null,
    summary: 'Site administrators: moves the session to another agency.',
    body: ZSwitchAgency,
    example: { body: { customerId: 'c0ffee00-0000-4000-8000-000000000001' } },
    response: ZSessionInfo,
    responseName: 'session',
  },
  {
    operationId: 'listCustomers',
    method: 'GET',
    path: '/api/v1/customer/{customerId}/node/{nodeId}/Customer/All',
    group: 'auth',
    auth: 'session',
    permission: null,
    summary: 'Site administrators: every agency, for the agency switch.',
    params: ZTenantPath,
    response: z.array(z.object({ customerId: z.string(), displayName: z.string(), domain: z.string() })),
    responseName: 'customers',
  },
  {
    operationId: 'ssoStart',
    method: 'GET',
    path: '/api/v1/sso/ssoStart',
    group: 'auth',
    auth: 'public',
    summary:
      'Browser navigation that starts single sign-on; until SAML is configured it returns to the login screen with a message.',
    query: z.object({ domain: z.optional(ZDomain) }),
    example: { query: { domain: 'demo' } },
    successStatus: 202,
  },
  {
    operationId: 'forgotPassword',
    method: 'POST',
    path: '/api/v1/auth/forgot-password',
    group: 'auth',
    auth: 'public',
    summary:
      'Emails a single-use reset link (60 minutes) that replaces the older ones. The answer is the same whether or not the account exists; at most 3 an hour per email (429 with Retry-After).',
    body: ZForgotPassword,
    example: { body: { email: 'lead@demo.example', domain: 'demo', isTeammemberportal: false } },
    response: ZMessage,
    responseName: 'message',
  },
  {
    operationId: 'verifyEmail',
    method: 'POST',
    path: '/api/v1/auth/verify-email',
    group: 'auth',
    auth: 'public',
    summary: 'Checks a reset link before the new-password form shows; 400 "Invalid email or token".',
    body: ZVerifyEmail,
    example: { body: { email: 'lead@demo.example', token: 'sample-token-from-the-email-0123456789' } },
    response: ZVerifyEmailResult,
    responseName: 'verifyEmail',
  },
  {
    operationId: 'changeForgottenPassword',
    method: 'POST',
    path: '/api/v1/auth/change-forgotten-password',
    group: 'auth',
    auth: 'public',
    summary:
      'Sets a new password with a reset token; the token is spent, the account unlocked, its other links and all its sessions ended.',
    body: ZChangeForgottenPassword,
    example: {
      body: {
        email: 'lead@demo.example',
        token: 'sample-token-from-the-email-0123456789',
        newPassword: 'New!Passw0rd',
      },
    },
    response: ZMessage,
    responseName: 'message',
  },
  {
    operationId: 'getRealtimeTicket',
    method: 'GET',
    path: '/api/v1/realtime/ticket',
    group: 'auth',
    auth: 'session',
    permission: null,
    summary:
      'A one-time ticket (60 s) to open the realtime channel bound to this session: connect to url?ticket=.',
    response: z.object({ url: z.string(), ticket: z.string() }),
    responseName: 'realtimeTicket',
  },
]);
