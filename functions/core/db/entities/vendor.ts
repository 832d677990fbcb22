import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, versionedFields } from '../entity.js';

/** A supplier company (spec 2 §3.15). Suppliers are their own tenant: keys begin with the vendor. */
export const Vendor = defineEntity({
  name: 'vendor',
  versioned: true,
  schema: z.object({
    vendorId: z.string(),
    companyName: z.string(),
    primaryEmail: z.string(),
    ...versionedFields,
  }),
  key: (k: { vendorId: string }) => ({ pk: partitionKey({ vendorid: k.vendorId }), sk: sortKey('vendor') }),
});
