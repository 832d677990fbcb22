import { randomUUID } from 'node:crypto';
import { auditRecord } from '../core/audit.js';
import { ConflictError } from '../core/app-error.js';
import { transact } from '../core/db/transaction.js';
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
    await transact(({ vendor, supplierUser, uniqueValue, auditEvent }) => [
      uniqueValue
        .create({
          customerId: SUPPLIER_DIRECTORY,
          kind: 'supplier.email',
          value: email,
          ownerId: supplierUserId,
        })
        .commit(),
      vendor.create(vendorRecord).commit(),
      supplierUser
        .create({
          vendorId,
          supplierUserId,
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
        })
        .commit(),
      auditEvent
        .create(
          auditRecord({
            customerId: vendorId,
            actorId,
            entityType: 'vendor',
            entityId: vendorId,
            action: 'create',
            after: vendorRecord,
          }),
        )
        .commit(),
    ]);
  } catch (error) {
    if (error instanceof ConflictError)
      throw new ConflictError({ message: `Supplier email ${email} exists`, cause: error });
    throw error;
  }
  return { vendorId, supplierUserId, email };
}
