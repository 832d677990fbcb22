/**
 * The supplier portal's emailed links (decision 045), what two groups share of them: the portal emails
 * verification, reset and a colleague's setup; the project-build and projects groups email an invited
 * supplier's setup (decision 048). A link is a PasswordReset record whose customerId is the vendor.
 */
import { PASSWORD_RESET_MINUTES } from '../../../shared/constants.js';
import type { SupplierUserItem } from '../db/entities/supplier-user.js';
import { appOriginFor } from '../email.js';
import { newPasswordLink, type PasswordLink } from './password-link.js';

/** Supplier emails are unique across the platform; their claims and login counters live under this pseudo-tenant. */
export const SUPPLIER_DIRECTORY = 'suppliers';
export const SUPPLIER_EMAIL_CLAIM = 'supplier.email';

export type SupplierLinkPurpose = 'supplierVerification' | 'supplierReset' | 'supplierSetup';

/** How long each link lives: a registration has two days to verify, a colleague a week to set up. */
export const LINK_LIFETIME_SECONDS: Record<SupplierLinkPurpose, number> = {
  supplierVerification: 48 * 3600,
  supplierReset: PASSWORD_RESET_MINUTES * 60,
  supplierSetup: 7 * 24 * 3600,
};

/** Where each link opens in the portal (web/src/config/portal-paths.ts). */
const SCREEN: Record<SupplierLinkPurpose, string> = {
  supplierVerification: '/portal/verify',
  supplierReset: '/portal/reset',
  supplierSetup: '/portal/reset',
};

export function newSupplierLink(user: SupplierUserItem, purpose: SupplierLinkPurpose): PasswordLink {
  return newPasswordLink({
    customerId: user.vendorId,
    userId: user.supplierUserId,
    email: user.email,
    lifetimeSeconds: LINK_LIFETIME_SECONDS[purpose],
    purpose,
  });
}

export function supplierLinkUrl(
  requestOrigin: string | undefined,
  email: string,
  token: string,
  purpose: SupplierLinkPurpose,
): string {
  const query = new URLSearchParams({
    email,
    token,
    ...(purpose === 'supplierSetup' ? { purpose: 'setup' } : {}),
  });
  return `${appOriginFor(requestOrigin)}${SCREEN[purpose]}?${query.toString()}`;
}
