/**
 * Project documents and the one upload path (docs/product/tender.md#documents; decision 029): the requests
 * of the presigned multipart upload (start, sign a part, list parts, complete, abort) and of the documents
 * (list, update, delete, download).
 */
import * as z from 'zod/mini';
import { ZWithdrawalCount } from './submission-withdrawal.js';
import {
  DOCUMENT_NAME_MAX_LENGTH,
  DOCUMENT_PAGE_COUNT_MAX,
  DOCUMENT_TYPES,
} from '../domain/projects/documents.js';
import { safeText, ZContentType, ZFileName, ZId } from './common.js';

/** S3 allows 10,000 parts per multipart upload. */
export const MAX_UPLOAD_PARTS = 10_000;
/** An object key as the server issued it (the browser hands it back unchanged). */
const ZObjectKey = z.string().check(z.minLength(1), z.maxLength(1024));
const ZName = z.string().check(z.trim(), safeText(), z.minLength(1), z.maxLength(DOCUMENT_NAME_MAX_LENGTH));
const ZPageCount = z.number().check(z.int(), z.minimum(0), z.maximum(DOCUMENT_PAGE_COUNT_MAX));

export const ZDocumentType = z.enum(DOCUMENT_TYPES);

/** ?projectId: the project whose documents a call reads or changes. */
export const ZDocumentsQuery = z.object({ projectId: ZId });
/** ?projectId&documentId */
export const ZDocumentQuery = z.object({ projectId: ZId, documentId: ZId });
/** ?projectId&uploadId&key: an open upload, as the uploader names it. */
export const ZDocumentUploadQuery = z.object({ projectId: ZId, uploadId: ZId, key: ZObjectKey });

/** POST Documents/Uploads: what the file is, checked against the project's rules before any URL. */
export const ZDocumentUploadStart = z.strictObject({
  fileName: ZFileName(DOCUMENT_NAME_MAX_LENGTH),
  displayName: ZName,
  /** Bytes; the server refuses more than 1 GB and confirms the stored size before recording. */
  size: z.number().check(z.int(), z.minimum(0)),
  contentType: z.optional(ZContentType),
  documentType: ZDocumentType,
  pageCount: z._default(ZPageCount, 0),
  /**
   * An addendum to an open bid withdraws its completed submissions (decision 040): the count the user was
   * warned of. Without it, or with another count, the upload answers 409 submissionsWouldBeWithdrawn.
   */
  withdrawCompletedSubmissions: z.optional(ZWithdrawalCount),
});
export type TDocumentUploadStart = z.output<typeof ZDocumentUploadStart>;

/** The upload the server opened: the uploader hands back both with every later call. */
export const ZDocumentUploadStarted = z.object({ uploadId: z.string(), key: z.string() });

/** Part URLs one batch signing call may ask for (the uploader asks for eight, UPLOAD_SIGN_BATCH). */
export const MAX_SIGNED_PARTS = 100;
/** POST Documents/Uploads/Parts/Batch: short-lived URLs for several parts, so a part rarely waits on a call. */
export const ZDocumentPartsSign = z.strictObject({
  uploadId: ZId,
  key: ZObjectKey,
  partNumbers: z
    .array(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_UPLOAD_PARTS)))
    .check(z.minLength(1), z.maxLength(MAX_SIGNED_PARTS)),
});
export const ZSignedParts = z.object({
  parts: z.array(
    z.object({
      partNumber: z.number(),
      url: z.string(),
      /** Headers signed into the URL that the PUT must send: a bid part's checksum (decision 059). */
      headers: z.optional(z.record(z.string(), z.string())),
    }),
  ),
  expiresAt: z.string(),
});

/** GET Documents/Uploads/Parts: the parts S3 already holds, so a resumed upload skips them. */
export const ZUploadedParts = z.object({
  parts: z.array(z.object({ PartNumber: z.number(), ETag: z.string(), Size: z.number() })),
});

/** POST Documents/Uploads/Complete: the parts and their ETags, as S3 answered each PUT. */
export const ZDocumentUploadComplete = z.strictObject({
  uploadId: ZId,
  key: ZObjectKey,
  parts: z
    .array(
      z.strictObject({
        partNumber: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_UPLOAD_PARTS)),
        etag: z.string().check(z.minLength(1), z.maxLength(200)),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_UPLOAD_PARTS)),
  /** As at the start: an addendum's count of completed submissions, checked again when it is recorded. */
  withdrawCompletedSubmissions: z.optional(ZWithdrawalCount),
});
export type TDocumentUploadComplete = z.output<typeof ZDocumentUploadComplete>;

/** A project document (docs/product/tender.md#documents). */
export const ZDocument = z.object({
  documentId: z.string(),
  projectId: z.string(),
  fileName: z.string(),
  displayName: z.string(),
  documentType: ZDocumentType,
  pageCount: z.number(),
  size: z.number(),
  contentType: z.string(),
  sortOrder: z.number(),
  uploadedBy: z.string(),
  uploadedByName: z.optional(z.string()),
  uploadedAt: z.string(),
  version: z.number(),
});
export type TDocument = z.output<typeof ZDocument>;

export const ZDocumentList = z.object({ documents: z.array(ZDocument) });

/** PUT Documents: display name, sort order, type and page count, at the version read. */
export const ZDocumentUpdate = z.strictObject({
  version: z.number().check(z.int(), z.minimum(1)),
  displayName: z.optional(ZName),
  sortOrder: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1_000))),
  documentType: z.optional(ZDocumentType),
  pageCount: z.optional(ZPageCount),
});
export type TDocumentUpdate = z.output<typeof ZDocumentUpdate>;

/** GET Documents/Download: a short-lived URL, and whether the browser may preview it. */
export const ZDocumentDownload = z.object({
  url: z.string(),
  expiresAt: z.string(),
  fileName: z.string(),
  size: z.number(),
  previewable: z.boolean(),
});
