import * as z from 'zod/mini';
import {
  DIVERSITY_CLASSIFICATIONS,
  VENDOR_ACCOUNT_STATUSES,
  VENDOR_EMAIL_STATUSES,
} from '../../../../shared/domain/suppliers/vendor-profile.js';
import { ZStoredVendorAddress, ZStoredVendorContact } from '../../../../shared/schemas/vendor-contacts.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'vendor';

const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), () => []);

/** The directory's name search sorts and matches on this (trimmed, lower-cased). */
export const vendorSearchName = (companyName: string) => companyName.trim().toLowerCase();

/**
 * A supplier company (docs/product/suppliers-and-accounts.md#supplier-registration) and its whole profile
 * (shared/schemas/vendors.ts), one record across every agency on the platform. Suppliers are their own
 * tenant: keys begin with the vendor. Records written before the profile existed read back with its defaults.
 * gsi2 is the supplier directory's name index.
 */
export const Vendor = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    vendorId: z.string(),
    companyName: z.string(),
    /** The registering user's email: where the platform writes to the company. */
    primaryEmail: z.string(),
    otherNames: list(z.string()),
    previousNames: list(z.string()),
    contacts: list(ZStoredVendorContact),
    addresses: list(ZStoredVendorAddress),
    phone: z.optional(z.string()),
    cell: z.optional(z.string()),
    fax: z.optional(z.string()),
    afterHoursPhone: z.optional(z.string()),
    alternatePhones: list(z.string()),
    taxNumber: z.optional(z.string()),
    categoryCodes: list(z.string()),
    diversityClassifications: list(z.enum(DIVERSITY_CLASSIFICATIONS)),
    certifiedDiverse: z._default(z.boolean(), false),
    local: z._default(z.boolean(), false),
    emergency: z._default(z.boolean(), false),
    emailStatus: z._default(z.enum(VENDOR_EMAIL_STATUSES), 'pendingVerification'),
    accountStatus: z._default(z.enum(VENDOR_ACCOUNT_STATUSES), 'active'),
    ...versionedFields,
  }),
  key: (k: { vendorId: string }) => ({ pk: partitionKey({ vendorid: k.vendorId }), sk: sortKey(name) }),
  indexes: (v) => ({
    gsi2pk: partitionKey({ directory: 'vendors' }),
    gsi2sk: sortKey(name, { name: vendorSearchName(v.companyName), vendorid: v.vendorId }),
  }),
});

export type VendorItem = z.output<typeof Vendor.schema>;

/** The supplier directory by name: every vendor whose lower-cased name starts with `prefix`. */
export const vendorsByName = (prefix = ''): QuerySpec => ({
  index: 'gsi2',
  pk: partitionKey({ directory: 'vendors' }),
  sk: { beginsWith: `${sortKey(name)}#name_${vendorSearchName(prefix)}`.toLowerCase() },
});
