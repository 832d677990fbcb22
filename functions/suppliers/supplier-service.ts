import { randomUUID } from 'node:crypto';
import { ConflictError } from '../core/app-error.js';
import { SupplierUser } from '../core/db/entities/supplier-user.js';
import { UniqueValue } from '../core/db/entities/unique-value.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { hashPassword } from '../core/passwords.js';

/** Supplier emails are unique across the platform; their claims live under this pseudo-tenant. */
export const SUPPLIER_DIRECTORY = 'suppliers';

/**
 * Registers a supplier company with its first portal user, in one transaction: the email claim, the vendor,
 * the user and the audit event are written together or not at all.
 */
export async function registerVendor(
  input: { companyName: string; email: string; firstName: string; lastName: string; password?: string },
  actorId: string,
) {
  const vendorId = randomUUID();
  const supplierUserId = randomUUID();
  const email = input.email.trim().toLowerCase();
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const vendorRecord = { vendorId, companyName: input.companyName.trim(), primaryEmail: email };
  try {
    await transactAudited(
      {
        customerId: vendorId,
        actorId,
        entityType: 'vendor',
        entityId: vendorId,
        action: 'create',
        after: vendorRecord,
      },
      [
        tx.create(UniqueValue, {
          customerId: SUPPLIER_DIRECTORY,
          kind: 'supplier.email',
          value: email,
          ownerId: supplierUserId,
        }),
        tx.create(Vendor, vendorRecord),
        tx.create(SupplierUser, {
          vendorId,
          supplierUserId,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
        }),
      ],
    );
  } catch (error) {
    if (error instanceof ConflictError)
      throw new ConflictError({ message: `Supplier email ${email} exists`, cause: error });
    throw error;
  }
  return { vendorId, supplierUserId, email };
}
