/**
 * The supplier portal's accounts (issue 9, decision 045): registration, email verification, login, password
 * reset, the session, the company's profile at its version and the company's users. zod/mini.
 */
import * as z from 'zod/mini';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../domain/limits.js';
import { VENDOR_ACCOUNT_STATUSES, VENDOR_EMAIL_STATUSES } from '../domain/suppliers/vendor-profile.js';
import { ZEmail } from './common.js';
import { ZVendorProfile } from './vendors.js';

const ZPersonName = z.string().check(z.trim(), z.minLength(1), z.maxLength(NAME_MAX_LENGTH));
/** Checked against the platform's password policy by the service, which names the rules broken. */
const ZPassword = z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH));
const ZLinkToken = z.string().check(z.minLength(16), z.maxLength(128));

/** The person who registers, and who signs in with this email. */
export const ZSupplierAccountUser = z.strictObject({
  firstName: ZPersonName,
  lastName: ZPersonName,
  email: ZEmail,
  password: ZPassword,
});

/** POST /api/v1/public/SupplierAccounts */
export const ZSupplierRegistration = z.strictObject({
  profile: ZVendorProfile,
  user: ZSupplierAccountUser,
});
export type TSupplierRegistration = z.output<typeof ZSupplierRegistration>;

export const ZSupplierRegistered = z.object({ email: z.string(), message: z.string() });

/** An emailed link: the address it was sent to and its single-use token. */
export const ZSupplierLink = z.strictObject({ email: ZEmail, token: ZLinkToken });
export const ZSupplierEmail = z.strictObject({ email: ZEmail });
export const ZSupplierMessage = z.object({ message: z.string() });

export const ZSupplierLogin = z.strictObject({ email: ZEmail, password: ZPassword });
export const ZSupplierPasswordConfirm = z.strictObject({
  email: ZEmail,
  token: ZLinkToken,
  newPassword: ZPassword,
});

/** Who is signed in to the portal. */
export const ZSupplierSession = z.object({
  vendor: z.object({ vendorId: z.string(), companyName: z.string() }),
  user: z.object({
    supplierUserId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
  }),
  sessionTimeoutMinutes: z.number(),
});
export type TSupplierSession = z.output<typeof ZSupplierSession>;

/** The company's profile as stored, with what the portal shows beside it. */
export const ZVendorProfileView = z.extend(ZVendorProfile, {
  vendorId: z.string(),
  primaryEmail: z.string(),
  emailStatus: z.enum(VENDOR_EMAIL_STATUSES),
  accountStatus: z.enum(VENDOR_ACCOUNT_STATUSES),
  version: z.number(),
});
export type TVendorProfileView = z.output<typeof ZVendorProfileView>;

/** PUT /api/v1/portal/Profile: the whole profile at the version it was read at (409 when stale). */
export const ZVendorProfileUpdate = z.extend(ZVendorProfile, {
  version: z.number().check(z.int(), z.minimum(1)),
});
export type TVendorProfileUpdate = z.output<typeof ZVendorProfileUpdate>;

export const ZSupplierUserView = z.object({
  supplierUserId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** False until the person chose a password from their setup link. */
  passwordSet: z.boolean(),
  emailVerified: z.boolean(),
  locked: z.boolean(),
});
export type TSupplierUserView = z.output<typeof ZSupplierUserView>;

/** POST /api/v1/portal/Users: a colleague, who is emailed a link to choose a password. */
export const ZSupplierUserAdd = z.strictObject({
  firstName: ZPersonName,
  lastName: ZPersonName,
  email: ZEmail,
});
