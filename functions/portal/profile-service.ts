/**
 * A signed-in supplier's company (decision 045): the profile at its version and the company's users. Every
 * lookup is scoped by the session's vendor (`session.customerId` of a supplier session): the portal's routes
 * name no company, so no supplier can name another's.
 */
import { randomUUID } from 'node:crypto';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import type {
  TSupplierSession,
  TSupplierUserView,
  TVendorProfileUpdate,
  TVendorProfileView,
} from '../../shared/schemas/supplier-accounts.js';
import { AppError, ConflictError, UnauthorizedError } from '../core/app-error.js';
import { SupplierUser, usersOfVendor, type SupplierUserItem } from '../core/db/entities/supplier-user.js';
import { Vendor, type VendorItem } from '../core/db/entities/vendor.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { claimedByOther, claimItem, normalise } from '../core/db/unique-claims.js';
import type { SessionContext } from '../core/session.js';
import { contactsProblem, supplierSessionOf, vendorProfileChanges } from './account-service.js';
import {
  SUPPLIER_DIRECTORY,
  SUPPLIER_EMAIL_CLAIM,
  newSupplierLink,
} from '../core/accounts/supplier-links.js';
import { sendSupplierLink } from './supplier-link-service.js';

async function vendorOf(session: SessionContext): Promise<VendorItem> {
  const vendor = await getItem(Vendor, { vendorId: session.customerId });
  if (!vendor) throw new UnauthorizedError({ message: 'Session of a vanished vendor' });
  return vendor;
}

/** Who is signed in: the app's start, and after a reload. */
export async function describeSupplierSession(session: SessionContext): Promise<TSupplierSession> {
  const [vendor, user] = await Promise.all([
    vendorOf(session),
    getItem(SupplierUser, { vendorId: session.customerId, supplierUserId: session.userId }),
  ]);
  if (!user || !user.active) throw new UnauthorizedError({ message: 'Session of a vanished supplier user' });
  return supplierSessionOf(vendor, user, session.idleTimeoutMinutes);
}

export function profileView(vendor: VendorItem): TVendorProfileView {
  return {
    vendorId: vendor.vendorId,
    version: vendor.version,
    primaryEmail: vendor.primaryEmail,
    emailStatus: vendor.emailStatus,
    accountStatus: vendor.accountStatus,
    companyName: vendor.companyName,
    otherNames: vendor.otherNames,
    previousNames: vendor.previousNames,
    contacts: vendor.contacts,
    addresses: vendor.addresses,
    phone: vendor.phone,
    cell: vendor.cell,
    fax: vendor.fax,
    afterHoursPhone: vendor.afterHoursPhone,
    alternatePhones: vendor.alternatePhones,
    taxNumber: vendor.taxNumber,
    categoryCodes: vendor.categoryCodes,
    diversityClassifications: vendor.diversityClassifications,
    certifiedDiverse: vendor.certifiedDiverse,
    local: vendor.local,
    emergency: vendor.emergency,
  };
}

export async function getVendorProfile(session: SessionContext): Promise<TVendorProfileView> {
  return profileView(await vendorOf(session));
}

/**
 * Saves the whole profile at the version it was read at: 409 when another save came first (before anything
 * is written, or by the transaction's condition in a race). The contacts rule answers at the contacts.
 */
export async function updateVendorProfile(
  session: SessionContext,
  input: TVendorProfileUpdate,
  lang: Language,
): Promise<TVendorProfileView> {
  const { version, ...profile } = input;
  const problem = contactsProblem(profile, lang);
  if (problem) throw new AppError(problem.code, { fields: [problem.field] });
  const current = await vendorOf(session);
  assertVersion(current, version);
  const changes = vendorProfileChanges(profile);
  await transactAudited(
    {
      customerId: current.vendorId,
      actorId: session.userId,
      entityType: 'vendor',
      entityId: current.vendorId,
      action: 'update',
      before: profileView(current),
      after: profile,
    },
    [tx.updateVersioned(Vendor, current, changes)],
  );
  return profileView(await vendorOf(session));
}

function userView(user: SupplierUserItem): TSupplierUserView {
  return {
    supplierUserId: user.supplierUserId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    passwordSet: user.passwordHash !== undefined,
    emailVerified: user.emailVerifiedAt !== undefined,
    locked: user.lockedAt !== undefined,
  };
}

export async function listSupplierUsers(session: SessionContext): Promise<TSupplierUserView[]> {
  const users = await queryAll(SupplierUser, usersOfVendor(session.customerId));
  return users
    .map(userView)
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`));
}

/**
 * Adds a colleague: the email is claimed across the platform with the new user and the setup link, in one
 * transaction with the audit event; the link (7 days) is emailed after the commit.
 */
export async function addSupplierUser(
  session: SessionContext,
  input: { firstName: string; lastName: string; email: string },
  lang: Language,
  requestOrigin: string | undefined,
): Promise<TSupplierUserView> {
  const vendor = await vendorOf(session);
  const email = normalise(input.email);
  const supplierUserId = randomUUID();
  const user = SupplierUser.schema.parse({
    vendorId: vendor.vendorId,
    supplierUserId,
    email,
    firstName: input.firstName,
    lastName: input.lastName,
  });
  const link = newSupplierLink(user, 'supplierSetup');
  try {
    await transactAudited(
      {
        customerId: vendor.vendorId,
        actorId: session.userId,
        entityType: 'supplierUser',
        entityId: supplierUserId,
        action: 'create',
        after: { email, firstName: user.firstName, lastName: user.lastName },
      },
      [
        claimItem(SUPPLIER_DIRECTORY, SUPPLIER_EMAIL_CLAIM, email, supplierUserId),
        tx.create(SupplierUser, user),
        link.item,
      ],
    );
  } catch (error) {
    if (
      error instanceof ConflictError &&
      (await claimedByOther(SUPPLIER_DIRECTORY, SUPPLIER_EMAIL_CLAIM, email, supplierUserId))
    )
      throw new AppError('supplierEmailTaken', {
        fields: [
          { field: 'body.email', code: 'invalid', message: catalogueMessage('supplierEmailTaken', lang) },
        ],
        cause: error,
      });
    throw error;
  }
  await sendSupplierLink(user, link, 'supplierSetup', lang, requestOrigin);
  return userView(user);
}
