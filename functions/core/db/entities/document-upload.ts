import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, type QuerySpec } from '../entity.js';
import { DOCUMENT_FILE_FIELDS } from './project-document.js';

const name = 'documentUpload';

/**
 * An open multipart upload (decision 029): written when the server starts it, after the project's rules
 * passed, and removed when it completes or is aborted. The object key and S3's upload id never come from
 * the browser: every later call is checked against this record. `expiresAt` (epoch seconds) is the TTL;
 * S3's lifecycle rule aborts the multipart upload itself.
 */
export const DocumentUpload = defineEntity({
  name,
  schema: z.object({
    customerId: z.string(),
    projectId: z.string(),
    uploadId: z.string(),
    s3UploadId: z.string(),
    key: z.string(),
    ...DOCUMENT_FILE_FIELDS,
    /**
     * The journal note the file is for (decision 035); absent for a project document. A journal
     * attachment's display name is its file name, its type `other`, its page count 0.
     */
    projectJournalId: z.optional(z.string()),
    userId: z.string(),
    createdAt: z.string(),
    expiresAt: z.number(),
  }),
  key: (k: { customerId: string; projectId: string; uploadId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, uploadid: k.uploadId }),
  }),
});

export type DocumentUploadItem = z.output<typeof DocumentUpload.schema>;

/** Every open upload of one project (a project's delete removes them). */
export const uploadsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { projectid: projectId })}#uploadid_` },
});
