import { createGroupHandler } from '../core/http.js';
import { documentsRoutes } from '../routes/documents.js';
import { deleteDocument, downloadDocument, listDocuments, updateDocument } from './document-service.js';
import {
  completeJournalAttachmentUpload,
  deleteJournalAttachment,
  downloadJournalAttachment,
  startJournalAttachmentUpload,
} from './journal-attachments.js';
import { abortUpload, completeUpload, listParts, signParts, startUpload } from './upload-service.js';
import {
  abortSupplierDocumentUpload,
  completeSupplierDocumentUpload,
  deleteSupplierDocument,
  downloadSupplierDocument,
  listSupplierDocumentParts,
  listSupplierDocuments,
  signSupplierDocumentParts,
  startSupplierDocumentUpload,
  updateSupplierDocument,
} from './supplier-documents.js';

/** Documents, journal attachments and uploads (decisions 029, 035): every lookup is scoped by the session's agency and the project. */
export const handler = createGroupHandler(documentsRoutes, {
  listDocuments: async ({ session, query }) => listDocuments(session, query.projectId),
  updateDocument: async ({ session, query, body }) =>
    updateDocument(session, query.projectId, query.documentId, body),
  deleteDocument: async ({ session, query }) => deleteDocument(session, query.projectId, query.documentId),
  downloadDocument: async ({ session, query }) =>
    downloadDocument(session, query.projectId, query.documentId),
  startDocumentUpload: async ({ session, query, body }) => startUpload(session, query.projectId, body),
  signDocumentUploadParts: async ({ session, query, body }) => signParts(session, query.projectId, body),
  listDocumentUploadParts: async ({ session, query }) =>
    listParts(session, query.projectId, query.uploadId, query.key),
  completeDocumentUpload: async ({ session, query, body }) => completeUpload(session, query.projectId, body),
  abortDocumentUpload: async ({ session, query }) =>
    abortUpload(session, query.projectId, query.uploadId, query.key),
  startJournalAttachmentUpload: async ({ session, query, body }) =>
    startJournalAttachmentUpload(session, query, body),
  completeJournalAttachmentUpload: async ({ session, query, body }) =>
    completeJournalAttachmentUpload(session, query, body),
  downloadJournalAttachment: async ({ session, query }) => downloadJournalAttachment(session, query),
  deleteJournalAttachment: async ({ session, query }) => deleteJournalAttachment(session, query),
  // A supplier's session: its vendor is the tenant (decision 047).
  listSupplierDocuments: async ({ session }) => ({ documents: await listSupplierDocuments(session) }),
  startSupplierDocumentUpload: async ({ session, body, lang }) =>
    startSupplierDocumentUpload(session, body, lang),
  signSupplierDocumentUploadParts: async ({ session, body }) => signSupplierDocumentParts(session, body),
  listSupplierDocumentUploadParts: async ({ session, query }) =>
    listSupplierDocumentParts(session, query.uploadId, query.key),
  completeSupplierDocumentUpload: async ({ session, body }) => completeSupplierDocumentUpload(session, body),
  abortSupplierDocumentUpload: async ({ session, query }) =>
    abortSupplierDocumentUpload(session, query.uploadId, query.key),
  updateSupplierDocument: async ({ session, params, body, lang }) =>
    updateSupplierDocument(session, params.supplierDocumentId, body, lang),
  downloadSupplierDocument: async ({ session, params }) =>
    downloadSupplierDocument(session, params.supplierDocumentId),
  deleteSupplierDocument: async ({ session, params }) =>
    deleteSupplierDocument(session, params.supplierDocumentId),
});
