import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'supplierDocument';
const uploadName = 'supplierDocumentUpload';

const FILE_FIELDS = {
  key: z.string(),
  fileName: z.string(),
  displayName: z.string(),
  size: z.number(),
  contentType: z.string(),
  /** Calendar dates, YYYY-MM-DD (docs/product/suppliers-and-accounts.md#the-portal). */
  effectiveDate: z.optional(z.string()),
  expiryDate: z.optional(z.string()),
};

/**
 * A supplier company's document (docs/product/suppliers-and-accounts.md#the-portal; decision 047), recorded
 * only after S3 confirmed its object under `vendors/<vendorId>/` (decision 029). In the vendor's partition,
 * so the company's list is one query and no agency's partition holds it.
 */
export const SupplierDocument = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    vendorId: z.string(),
    supplierDocumentId: z.string(),
    ...FILE_FIELDS,
    uploadedBy: z.string(),
    uploadedByName: z.string(),
    ...versionedFields,
  }),
  key: (k: { vendorId: string; supplierDocumentId: string }) => ({
    pk: partitionKey({ vendorid: k.vendorId }),
    sk: sortKey(name, { supplierdocumentid: k.supplierDocumentId }),
  }),
});

export type SupplierDocumentItem = z.output<typeof SupplierDocument.schema>;

export const documentsOfVendor = (vendorId: string): QuerySpec => ({
  pk: partitionKey({ vendorid: vendorId }),
  sk: { beginsWith: `${sortKey(name)}#supplierdocumentid_` },
});

/**
 * An open multipart upload of a supplier document (decision 029's `DocumentUpload`, in the vendor's
 * partition): the key and S3's upload id never come from the browser. `expiresAt` (epoch seconds) is the TTL.
 */
export const SupplierDocumentUpload = defineEntity({
  name: uploadName,
  schema: z.object({
    vendorId: z.string(),
    uploadId: z.string(),
    s3UploadId: z.string(),
    ...FILE_FIELDS,
    userId: z.string(),
    createdAt: z.string(),
    expiresAt: z.number(),
  }),
  key: (k: { vendorId: string; uploadId: string }) => ({
    pk: partitionKey({ vendorid: k.vendorId }),
    sk: sortKey(uploadName, { uploadid: k.uploadId }),
  }),
});

export type SupplierDocumentUploadItem = z.output<typeof SupplierDocumentUpload.schema>;

/** The reminder's one-time schedule of a document: one per document, replaced or cancelled with it. */
export const supplierDocumentReminderScheduleOf = (vendorId: string, supplierDocumentId: string) => ({
  purpose: 'supplierdocexpiry',
  tenant: vendorId,
  record: supplierDocumentId,
});
