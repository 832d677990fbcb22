/**
 * A supplier's documents (docs/product/suppliers-and-accounts.md#the-portal; decision 047) through the one
 * upload path (decision 029): the same part signing, listing, completion and abort as a project document,
 * under the company's own prefix.
 */
import * as z from 'zod/mini';
import { DOCUMENT_NAME_MAX_LENGTH } from '../domain/projects/documents.js';
import { safeText, ZContentType, ZFileName, ZId } from './common.js';

const ZName = z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(DOCUMENT_NAME_MAX_LENGTH));
/** A calendar date, YYYY-MM-DD. */
export const ZCalendarDate = z.iso.date({ error: 'dateInvalid' });
const ZObjectKey = z.string().check(z.minLength(1), z.maxLength(1024));

/** POST portal/Documents/Uploads: the file and its dates, checked before any URL is signed. */
export const ZSupplierDocumentUploadStart = z.strictObject({
  fileName: ZFileName(DOCUMENT_NAME_MAX_LENGTH),
  displayName: ZName,
  /** Bytes: an upload needs a file, so never 0; at most 1 GB. */
  size: z.number().check(z.int(), z.minimum(0)),
  contentType: z.optional(ZContentType),
  effectiveDate: z.optional(ZCalendarDate),
  expiryDate: z.optional(ZCalendarDate),
});
export type TSupplierDocumentUploadStart = z.output<typeof ZSupplierDocumentUploadStart>;

/** ?uploadId&key: an open upload of the company, as the uploader names it. */
export const ZSupplierUploadQuery = z.object({ uploadId: ZId, key: ZObjectKey });

/** …/Documents/{supplierDocumentId} */
export const ZSupplierDocumentPath = z.object({ supplierDocumentId: ZId });

/**
 * A supplier document (docs/product/suppliers-and-accounts.md#the-portal), with how its expiry reads today.
 */
export const ZSupplierDocument = z.object({
  supplierDocumentId: z.string(),
  displayName: z.string(),
  fileName: z.string(),
  size: z.number(),
  contentType: z.string(),
  effectiveDate: z.optional(z.string()),
  expiryDate: z.optional(z.string()),
  expiryState: z.enum(['none', 'valid', 'expiringSoon', 'expired']),
  /** When the expiry reminder goes to the primary contact, while one is pending. */
  reminderAt: z.optional(z.string()),
  uploadedAt: z.string(),
  uploadedBy: z.string(),
  uploadedByName: z.string(),
  version: z.number(),
});
export type TSupplierDocument = z.output<typeof ZSupplierDocument>;

export const ZSupplierDocumentList = z.object({ documents: z.array(ZSupplierDocument) });

/** PUT portal/Documents/{id}: the display name and the dates, at the version read (no date: none). */
export const ZSupplierDocumentUpdate = z.strictObject({
  version: z.number().check(z.int(), z.minimum(1)),
  displayName: ZName,
  effectiveDate: z.optional(ZCalendarDate),
  expiryDate: z.optional(ZCalendarDate),
});
export type TSupplierDocumentUpdate = z.output<typeof ZSupplierDocumentUpdate>;
