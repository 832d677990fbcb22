import * as z from 'zod/mini';
import { DOCUMENT_TYPES } from '../../../../shared/domain/projects/documents.js';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'projectDocument';

/** What the user said about a file, and its size: kept by the open upload, then by the document. */
export const DOCUMENT_FILE_FIELDS = {
  fileName: z.string(),
  displayName: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  pageCount: z.number(),
  size: z.number(),
  contentType: z.string(),
};

/**
 * A document of a project (docs/product/tender.md#documents), written only after S3 confirmed its object
 * (decision 029). The project's documents share a sort-key prefix, so listing them is one query. `slot` (0–9)
 * is the document's claim on one of the project's ten places, which keeps the limit under concurrent uploads.
 */
export const ProjectDocument = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    documentId: z.string(),
    key: z.string(),
    ...DOCUMENT_FILE_FIELDS,
    sortOrder: z.number(),
    slot: z.number(),
    uploadedBy: z.string(),
    uploadedByName: z.optional(z.string()),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; documentId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, documentid: k.documentId }),
  }),
});

export type ProjectDocumentItem = z.output<typeof ProjectDocument.schema>;

export const documentsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { projectid: projectId })}#documentid_` },
});

/**
 * The unique-value kinds that hold a project's document claims (decision 029): its ten slots, its file
 * names and its display names. functions/documents/document-claims.ts writes them; a project's delete
 * removes them.
 */
export const documentClaimKinds = (projectId: string) =>
  [`documentSlot:${projectId}`, `documentFile:${projectId}`, `documentName:${projectId}`] as const;
