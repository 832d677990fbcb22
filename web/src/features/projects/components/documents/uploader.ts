/**
 * The one upload path in the browser (decision 029): Uppy with its S3 multipart plugin, signed by our own
 * routes. The file goes from the browser straight to S3 in parts; the server opens the upload after
 * checking the project's rules, signs each part for five minutes, and records the document only after it
 * has completed the upload and S3 has confirmed the object. This module (and Uppy) loads only with the
 * Build → Documents screen.
 */
import AwsS3 from '@uppy/aws-s3';
import Uppy from '@uppy/core';
import type { TDocument } from '../../../../../../shared/schemas/documents';
import type { DocumentType } from '../../../../../../shared/domain/projects/documents';
import type { UploadCalls } from '../../api/documents-api';

/** What the form says about the file; Uppy carries it as the file's metadata. */
export interface DocumentMeta {
  [key: string]: unknown;
  displayName: string;
  documentType: DocumentType;
  pageCount: number;
}

export interface UploadBody {
  [key: string]: unknown;
  document?: TDocument;
}

/** Parts of at least 10 MiB (S3's minimum is 5 MiB), and never more than S3's 10,000 parts. */
export const partSize = (size: number) => Math.max(10 * 1024 * 1024, Math.ceil(size / 10_000));

export type Uploader = Uppy<DocumentMeta, UploadBody>;

export function createUploader(calls: UploadCalls): Uploader {
  const uppy = new Uppy<DocumentMeta, UploadBody>({ autoProceed: false, allowMultipleUploadBatches: false });
  uppy.use(AwsS3<DocumentMeta, UploadBody>, {
    shouldUseMultipart: true,
    // Parts of one file go four at a time: steady progress without starving the rest of the page.
    limit: 4,
    getChunkSize: (file) => partSize(file.size),
    createMultipartUpload: async (file) =>
      calls.start({
        fileName: file.name ?? 'document',
        displayName: file.meta.displayName,
        size: file.size ?? 0,
        contentType: file.type || 'application/octet-stream',
        documentType: file.meta.documentType,
        pageCount: file.meta.pageCount,
      }),
    signPart: async (_file, { uploadId, key, partNumber, signal }) => {
      const signed = await calls.signPart({ uploadId, key, partNumber }, signal);
      return { method: 'PUT', url: signed.url };
    },
    listParts: async (_file, { uploadId, key, signal }) =>
      uploadId ? (await calls.listParts({ uploadId, key }, signal)).parts : [],
    completeMultipartUpload: async (_file, { uploadId, key, parts, signal }) => {
      const document = await calls.complete(
        {
          uploadId,
          key,
          parts: parts.map((part) => ({ partNumber: part.PartNumber!, etag: part.ETag! })),
        },
        signal,
      );
      return { location: '', document };
    },
    abortMultipartUpload: async (_file, { uploadId, key }) => {
      if (uploadId && key) await calls.abort({ uploadId, key });
    },
  });
  return uppy;
}
