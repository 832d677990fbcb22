import {
  ZDocument,
  ZDocumentDownload,
  ZDocumentList,
  ZDocumentPartsSign,
  ZDocumentQuery,
  ZDocumentsQuery,
  ZDocumentUpdate,
  ZDocumentUploadComplete,
  ZDocumentUploadQuery,
  ZDocumentUploadStart,
  ZDocumentUploadStarted,
  ZSignedParts,
  ZUploadedParts,
} from '../../shared/schemas/documents.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZJournalAttachment,
  ZJournalAttachmentQuery,
  ZJournalAttachmentsQuery,
  ZJournalAttachmentUploadStart,
} from '../../shared/schemas/journal-attachments.js';
import {
  ZSupplierDocument,
  ZSupplierDocumentList,
  ZSupplierDocumentPath,
  ZSupplierDocumentUpdate,
  ZSupplierDocumentUploadStart,
  ZSupplierUploadQuery,
} from '../../shared/schemas/supplier-documents.js';
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { DOCUMENT_ERRORS } from '../../shared/errors/documents.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { SUBMISSION_ERRORS } from '../../shared/errors/submissions.js';
import { SUPPLIER_ERRORS } from '../../shared/errors/suppliers.js';
import { ZPublicDocumentDownload } from '../../shared/schemas/public-opportunities.js';
import { defineRoutes, type RouteErrors } from './types.js';

/**
 * Documents and the one upload path (docs/product/tender.md#documents, decision 029): the browser uploads
 * straight to S3 through presigned multipart URLs; the server opens, signs, completes and records.
 */
const DOCUMENTS = '/api/v1/customer/{customerId}/node/{nodeId}/Documents';
const UPLOADS = `${DOCUMENTS}/Uploads`;
/** Files on journal notes (ProjectJournalDocuments, docs/product/projects.md#collaboration; decision 035). */
const JOURNAL_DOCUMENTS = '/api/v1/customer/{customerId}/node/{nodeId}/ProjectJournalDocuments';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const documentId = '0f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19';
const projectJournalId = '0c5a1e9b-2f4d-4a7e-8b3c-9d1e2f3a4b5c';
const key = `projects/${customer.customerId}/${projectId}/${documentId}/Specifications.pdf`;
/** A supplier's own documents (decision 047): the same upload path under vendors/<vendorId>/. */
const SUPPLIER_DOCUMENTS = '/api/v1/portal/Documents';
const SUPPLIER_UPLOADS = `${SUPPLIER_DOCUMENTS}/Uploads`;
const vendorKey = `vendors/8a7b6c5d-4e3f-4a2b-9c1d-0e1f2a3b4c5d/${documentId}/Insurance-certificate.pdf`;
const supplier = { group: 'documents', auth: 'supplier' } as const;

/** A project's documents belong to its Build phase: viewing needs build.view, changing build.edit. */
const build = { group: 'documents', auth: 'session', permission: 'projects/build' } as const;

/** What the documents Lambda answers with: the base codes and these areas' (decision 082). */
export const documentsCatalogue = catalogueOf(
  DOCUMENT_ERRORS,
  PROJECT_ACCESS_ERRORS,
  SUBMISSION_ERRORS,
  SUPPLIER_ERRORS,
);
type Code = CodeOf<typeof documentsCatalogue>;

export const documentsRoutes = defineRoutes([
  {
    ...build,
    operationId: 'listDocuments',
    method: 'GET',
    path: DOCUMENTS,
    summary: 'Lists a project’s documents in their sort order.',
    params: ZTenantPath,
    query: ZDocumentsQuery,
    response: ZDocumentList,
    responseName: 'documents',
    example: { params: customer, query: { projectId } },
  },
  {
    ...build,
    operationId: 'updateDocument',
    method: 'PUT',
    path: DOCUMENTS,
    summary:
      'Changes a document’s display name (unique in the project), sort order, type or page count, at the version read.',
    params: ZTenantPath,
    query: ZDocumentQuery,
    body: ZDocumentUpdate,
    response: ZDocument,
    responseName: 'document',
    example: {
      params: customer,
      query: { projectId, documentId },
      body: { version: 1, displayName: 'Specifications (revised)', sortOrder: 2 },
    },
  },
  {
    ...build,
    operationId: 'deleteDocument',
    method: 'DELETE',
    path: DOCUMENTS,
    summary: 'Deletes a document: its record, then its file.',
    params: ZTenantPath,
    query: ZDocumentQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, documentId } },
  },
  {
    ...build,
    operationId: 'downloadDocument',
    method: 'GET',
    path: `${DOCUMENTS}/Download`,
    summary:
      'A one-minute download URL for a document, and whether the browser may preview it (PDF up to 5 MB).',
    params: ZTenantPath,
    query: ZDocumentQuery,
    response: ZDocumentDownload,
    responseName: 'download',
    example: { params: customer, query: { projectId, documentId } },
  },
  {
    ...build,
    operationId: 'startDocumentUpload',
    method: 'POST',
    path: UPLOADS,
    summary:
      'Opens a multipart upload for a new document after checking the project’s rules (10 documents, 1 GB, unique names, type, page count); the server picks the key.',
    params: ZTenantPath,
    query: ZDocumentsQuery,
    body: ZDocumentUploadStart,
    response: ZDocumentUploadStarted,
    responseName: 'upload',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: {
        fileName: 'Specifications.pdf',
        displayName: 'Specifications',
        size: 1_048_576,
        contentType: 'application/pdf',
        documentType: 'specification',
        pageCount: 12,
      },
    },
  },
  {
    ...build,
    operationId: 'signDocumentUploadParts',
    method: 'POST',
    path: `${UPLOADS}/Parts/Batch`,
    summary:
      'Five-minute URLs to PUT up to 100 parts of an open upload in one call; only the key the server issued, and only part numbers the announced size can hold.',
    params: ZTenantPath,
    query: ZDocumentsQuery,
    body: ZDocumentPartsSign,
    response: ZSignedParts,
    responseName: 'signedParts',
    example: {
      params: customer,
      query: { projectId },
      body: { uploadId: documentId, key, partNumbers: [1, 2, 3, 4] },
    },
  },
  {
    ...build,
    operationId: 'listDocumentUploadParts',
    method: 'GET',
    path: `${UPLOADS}/Parts`,
    summary: 'The parts S3 already holds for an open upload, so that a resumed upload sends only the rest.',
    params: ZTenantPath,
    query: ZDocumentUploadQuery,
    response: ZUploadedParts,
    responseName: 'uploadParts',
    example: { params: customer, query: { projectId, uploadId: documentId, key } },
  },
  {
    ...build,
    operationId: 'completeDocumentUpload',
    method: 'POST',
    path: `${UPLOADS}/Complete`,
    summary:
      'Completes an upload in S3, confirms the stored object and its size, and only then records the document (with its audit event).',
    params: ZTenantPath,
    query: ZDocumentsQuery,
    body: ZDocumentUploadComplete,
    response: ZDocument,
    responseName: 'document',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: {
        uploadId: documentId,
        key,
        parts: [{ partNumber: 1, etag: '"9b2cf535f27731c974343645a3985328"' }],
      },
    },
  },
  {
    ...build,
    operationId: 'abortDocumentUpload',
    method: 'DELETE',
    path: UPLOADS,
    summary: 'Cancels an open upload: S3 drops its parts and nothing is recorded.',
    params: ZTenantPath,
    query: ZDocumentUploadQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, uploadId: documentId, key } },
  },
  // ---------------------------------------------------------------------------- journal attachments
  // A note's files take the same path: their own start and complete (the note's limits, the record on
  // the note); the parts are signed, listed and aborted by the calls above.
  {
    ...build,
    operationId: 'startJournalAttachmentUpload',
    method: 'POST',
    path: `${JOURNAL_DOCUMENTS}/Uploads`,
    summary:
      'Opens a multipart upload for a file on a journal note after checking the note’s limits (5 files, 100 MB each); the server picks the key.',
    params: ZTenantPath,
    query: ZJournalAttachmentsQuery,
    body: ZJournalAttachmentUploadStart,
    response: ZDocumentUploadStarted,
    responseName: 'upload',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId, projectJournalId },
      body: { fileName: 'Site-visit-photos.zip', size: 5_242_880, contentType: 'application/zip' },
    },
  },
  {
    ...build,
    operationId: 'completeJournalAttachmentUpload',
    method: 'POST',
    path: `${JOURNAL_DOCUMENTS}/Uploads/Complete`,
    summary:
      'Completes a journal note’s upload in S3, confirms the stored object and its size, and only then records the file on the note (with its audit event).',
    params: ZTenantPath,
    query: ZJournalAttachmentsQuery,
    body: ZDocumentUploadComplete,
    response: ZJournalAttachment,
    responseName: 'projectJournalDocument',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId, projectJournalId },
      body: {
        uploadId: documentId,
        key,
        parts: [{ partNumber: 1, etag: '"9b2cf535f27731c974343645a3985328"' }],
      },
    },
  },
  {
    ...build,
    operationId: 'downloadJournalAttachment',
    method: 'GET',
    path: `${JOURNAL_DOCUMENTS}/Download`,
    summary: 'A one-minute download URL for a file on a journal note.',
    params: ZTenantPath,
    query: ZJournalAttachmentQuery,
    response: ZDocumentDownload,
    responseName: 'download',
    example: { params: customer, query: { projectId, projectJournalAttachmentId: documentId } },
  },
  {
    ...build,
    operationId: 'deleteJournalAttachment',
    method: 'DELETE',
    path: JOURNAL_DOCUMENTS,
    summary:
      'Removes a file from a journal note (its author or the project lead): its record, then the file.',
    params: ZTenantPath,
    query: ZJournalAttachmentQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, projectJournalAttachmentId: documentId } },
  },
  // ---------------------------------------------------------------------------- a supplier's documents
  {
    ...supplier,
    operationId: 'listSupplierDocuments',
    method: 'GET',
    path: SUPPLIER_DOCUMENTS,
    summary:
      "The supplier company's documents with their dates, how each expiry reads today and when its reminder goes.",
    response: ZSupplierDocumentList,
    responseName: 'supplierDocuments',
  },
  {
    ...supplier,
    operationId: 'startSupplierDocumentUpload',
    method: 'POST',
    path: SUPPLIER_UPLOADS,
    summary:
      "Opens a multipart upload of a company document under the company's prefix after checking it (a file, at most 1 GB; expiry after effective date).",
    body: ZSupplierDocumentUploadStart,
    response: ZDocumentUploadStarted,
    responseName: 'upload',
    successStatus: 201,
    example: {
      body: {
        fileName: 'Insurance-certificate.pdf',
        displayName: 'Liability insurance certificate',
        size: 524_288,
        contentType: 'application/pdf',
        effectiveDate: '2027-01-01',
        expiryDate: '2027-12-31',
      },
    },
  },
  {
    ...supplier,
    operationId: 'signSupplierDocumentUploadParts',
    method: 'POST',
    path: `${SUPPLIER_UPLOADS}/Parts/Batch`,
    summary: "Five-minute URLs to PUT parts of the company's open upload (only the key the server issued).",
    body: ZDocumentPartsSign,
    response: ZSignedParts,
    responseName: 'signedParts',
    example: { body: { uploadId: documentId, key: vendorKey, partNumbers: [1] } },
  },
  {
    ...supplier,
    operationId: 'listSupplierDocumentUploadParts',
    method: 'GET',
    path: `${SUPPLIER_UPLOADS}/Parts`,
    summary: "The parts S3 already holds for the company's open upload.",
    query: ZSupplierUploadQuery,
    response: ZUploadedParts,
    responseName: 'uploadParts',
    example: { query: { uploadId: documentId, key: vendorKey } },
  },
  {
    ...supplier,
    operationId: 'completeSupplierDocumentUpload',
    method: 'POST',
    path: `${SUPPLIER_UPLOADS}/Complete`,
    summary:
      'Completes the upload in S3, confirms the object and its size, records the document and schedules its expiry reminder (30 days before).',
    body: ZDocumentUploadComplete,
    response: ZSupplierDocument,
    responseName: 'supplierDocument',
    successStatus: 201,
    example: {
      body: {
        uploadId: documentId,
        key: vendorKey,
        parts: [{ partNumber: 1, etag: '"9b2cf535f27731c974343645a3985328"' }],
      },
    },
  },
  {
    ...supplier,
    operationId: 'abortSupplierDocumentUpload',
    method: 'DELETE',
    path: SUPPLIER_UPLOADS,
    summary: "Cancels the company's open upload: S3 drops its parts and nothing is recorded.",
    query: ZSupplierUploadQuery,
    successStatus: 204,
    example: { query: { uploadId: documentId, key: vendorKey } },
  },
  {
    ...supplier,
    operationId: 'updateSupplierDocument',
    method: 'PUT',
    path: `${SUPPLIER_DOCUMENTS}/{supplierDocumentId}`,
    summary:
      "Saves a document's display name and dates at the version read; a changed expiry replaces its reminder.",
    params: ZSupplierDocumentPath,
    body: ZSupplierDocumentUpdate,
    response: ZSupplierDocument,
    responseName: 'supplierDocument',
    example: {
      params: { supplierDocumentId: documentId },
      body: {
        version: 1,
        displayName: 'Liability insurance certificate',
        effectiveDate: '2027-01-01',
        expiryDate: '2028-01-31',
      },
    },
  },
  {
    ...supplier,
    operationId: 'downloadSupplierDocument',
    method: 'GET',
    path: `${SUPPLIER_DOCUMENTS}/{supplierDocumentId}/Download`,
    summary: "A one-minute download URL of one of the company's documents.",
    params: ZSupplierDocumentPath,
    response: ZPublicDocumentDownload,
    responseName: 'supplierDocumentDownload',
    example: { params: { supplierDocumentId: documentId } },
  },
  {
    ...supplier,
    operationId: 'deleteSupplierDocument',
    method: 'DELETE',
    path: `${SUPPLIER_DOCUMENTS}/{supplierDocumentId}`,
    summary: 'Deletes a company document: its record, its pending reminder, then its file.',
    params: ZSupplierDocumentPath,
    successStatus: 204,
    example: { params: { supplierDocumentId: documentId } },
  },
]);

export const documentsRouteErrors: RouteErrors<Code> = {
  startSupplierDocumentUpload: [
    'documentEmpty',
    'documentTooLarge',
    'supplierDocumentExpiryNotAfterEffective',
    'supplierDocumentsTooMany',
  ],
  signSupplierDocumentUploadParts: ['documentUploadNotFound', 'documentKeyRefused'],
  listSupplierDocumentUploadParts: ['documentUploadNotFound', 'documentKeyRefused'],
  completeSupplierDocumentUpload: [
    'documentUploadNotFound',
    'documentKeyRefused',
    'documentNotUploaded',
    'documentSizeMismatch',
  ],
  abortSupplierDocumentUpload: ['documentUploadNotFound', 'documentKeyRefused'],
  updateSupplierDocument: ['conflict', 'supplierDocumentNotFound', 'supplierDocumentExpiryNotAfterEffective'],
  downloadSupplierDocument: ['supplierDocumentNotFound'],
  deleteSupplierDocument: ['supplierDocumentNotFound'],
};
