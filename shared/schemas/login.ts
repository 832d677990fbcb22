import * as z from 'zod/mini';
import { ZDomain, ZEmail, ZId } from './common.js';

import { isMalformedUsername } from '../domain/email-address.js';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '../domain/limits.js';
import { LoginTypes } from '../domain/login-types.js';

/** POST /api/v1/login/loginType (docs/product/suppliers-and-accounts.md#logging-in) */
export const ZLoginTypeRequest = z.object({ domain: ZDomain });

export const ZLoginType = z.object({
  domain: z.string(),
  loginType: z.enum(LoginTypes),
  customerName: z.string(),
});
export type TLoginType = z.infer<typeof ZLoginType>;

/**
 * POST /api/v1/login: username is an email or a plain username; the password is checked, not validated.
 * A username with an at-sign that is not a valid email is refused as 'Invalid Email Format', by the same
 * rule the login screen applies before sending (docs/product/suppliers-and-accounts.md#logging-in).
 */
export const ZLoginRequest = z.object({
  domain: ZDomain,
  username: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(USERNAME_MAX_LENGTH),
    z.superRefine((value, ctx) => {
      if (isMalformedUsername(value)) {
        ctx.addIssue({ code: 'invalid_format', format: 'email', input: value });
      }
    }),
  ),
  password: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZSessionCustomer = z.object({
  customerId: ZId,
  displayName: z.string(),
  domain: z.string(),
  timeZone: z.string(),
  customerNodeId: ZId,
  tenderNodeId: ZId,
  isProvider: z.boolean(),
});

export const ZSessionUser = z.object({
  userId: ZId,
  customerId: ZId,
  email: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  isSiteAdmin: z.boolean(),
  permissionIds: z.array(z.string()),
  groupIds: z.array(z.string()),
});

export const ZNode = z.object({ id: ZId, customerId: ZId, kind: z.enum(['customer', 'tender']) });

/**
 * What login, validate and an agency switch answer (docs/product/suppliers-and-accounts.md#sessions:
 * customer, user, tender node, customer node, host).
 */
export const ZSessionInfo = z.object({
  customer: ZSessionCustomer,
  user: ZSessionUser,
  tenderNode: ZNode,
  customerNode: ZNode,
  host: z.string(),
  /** Inactivity timeout of the agency, in minutes (the warning dialog counts down before it). */
  sessionTimeoutMinutes: z.number(),
  /** The user's own agency; differs from customer.customerId after a site administrator switched. */
  homeCustomerId: ZId,
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;

export const ZRefreshSession = z.object({ expiresAt: z.string(), sessionTimeoutMinutes: z.number() });
export const ZSignoff = z.object({ redirectUrl: z.string() });

export const ZSwitchAgency = z.object({ customerId: ZId });

/** POST /api/v1/auth/forgot-password (the login screen also sends domain and isTeammemberportal=false). */
export const ZForgotPassword = z.object({
  email: ZEmail,
  domain: ZDomain,
  isTeammemberportal: z.optional(z.boolean()),
});
const ZToken = z.string().check(z.minLength(16), z.maxLength(128));
export const ZVerifyEmail = z.object({ email: ZEmail, token: ZToken });
export const ZVerifyEmailResult = z.object({ valid: z.boolean() });
export const ZChangeForgottenPassword = z.object({
  email: ZEmail,
  token: ZToken,
  newPassword: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
});
export const ZMessage = z.object({ message: z.string() });
