import { createGroupHandler } from '../core/http.js';
import { documentsCatalogue, documentsRoutes } from '../routes/documents.js';
import { deleteDocument, downloadDocument, listDocuments, updateDocument } from './document-service.js';
import * as upload from '../core/files/upload-flow.js';
import { projectDocumentUploads } from './document-uploads.js';
import {
  deleteJournalAttachment,
  downloadJournalAttachment,
  journalAttachmentUploads,
} from './journal-attachments.js';
import {
  deleteSupplierDocument,
  downloadSupplierDocument,
  listSupplierDocuments,
  supplierDocumentUploads,
  updateSupplierDocument,
} from './supplier-documents.js';

/** Documents, journal attachments and uploads (decisions 029, 035): every lookup is scoped by the session's agency and the project. */
export const handler = createGroupHandler(documentsRoutes, documentsCatalogue, {
  listDocuments: async ({ session, query }) => listDocuments(session, query.projectId),
  updateDocument: async ({ session, query, body }) =>
    updateDocument(session, query.projectId, query.documentId, body),
  deleteDocument: async ({ session, query }) => deleteDocument(session, query.projectId, query.documentId),
  downloadDocument: async ({ session, query }) =>
    downloadDocument(session, query.projectId, query.documentId),
  // The one upload path (core/files/upload-flow.ts), for each owner of files; a note's parts are signed,
  // listed and aborted by the documents' calls.
  startDocumentUpload: async ({ session, query, body }) =>
    upload.start(projectDocumentUploads, session, query, body),
  signDocumentUploadParts: async ({ session, query, body }) =>
    upload.signParts(projectDocumentUploads, session, query, body),
  listDocumentUploadParts: async ({ session, query }) =>
    upload.listParts(projectDocumentUploads, session, query, query),
  completeDocumentUpload: async ({ session, query, body }) =>
    upload.complete(projectDocumentUploads, session, query, body),
  abortDocumentUpload: async ({ session, query }) =>
    upload.abort(projectDocumentUploads, session, query, query),
  startJournalAttachmentUpload: async ({ session, query, body }) =>
    upload.start(journalAttachmentUploads, session, query, body),
  completeJournalAttachmentUpload: async ({ session, query, body }) =>
    upload.complete(journalAttachmentUploads, session, query, body),
  downloadJournalAttachment: async ({ session, query }) => downloadJournalAttachment(session, query),
  deleteJournalAttachment: async ({ session, query }) => deleteJournalAttachment(session, query),
  // A supplier's session: its vendor is the tenant (decision 047).
  listSupplierDocuments: async ({ session }) => ({ documents: await listSupplierDocuments(session) }),
  startSupplierDocumentUpload: async ({ session, body, lang }) =>
    upload.start(supplierDocumentUploads, session, { lang }, body),
  signSupplierDocumentUploadParts: async ({ session, body, lang }) =>
    upload.signParts(supplierDocumentUploads, session, { lang }, body),
  listSupplierDocumentUploadParts: async ({ session, query, lang }) =>
    upload.listParts(supplierDocumentUploads, session, { lang }, query),
  completeSupplierDocumentUpload: async ({ session, body, lang }) =>
    upload.complete(supplierDocumentUploads, session, { lang }, body),
  abortSupplierDocumentUpload: async ({ session, query, lang }) =>
    upload.abort(supplierDocumentUploads, session, { lang }, query),
  updateSupplierDocument: async ({ session, params, body, lang }) =>
    updateSupplierDocument(session, params.supplierDocumentId, body, lang),
  downloadSupplierDocument: async ({ session, params }) =>
    downloadSupplierDocument(session, params.supplierDocumentId),
  deleteSupplierDocument: async ({ session, params }) =>
    deleteSupplierDocument(session, params.supplierDocumentId),
});
