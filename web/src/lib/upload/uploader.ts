/**
 * The one upload path in the browser (decision 029): Uppy with its S3 multipart plugin, signed by our own
 * routes. The file goes from the browser straight to S3 in parts; the server opens the upload after
 * checking its rules, signs parts in batches for five minutes, and records the document only after it has
 * completed the upload and S3 has confirmed the object. Shared by a project's documents and journal files
 * and a supplier's own documents (decision 047); this module (and Uppy) loads only with the screens that
 * upload.
 */
import AwsS3 from '@uppy/aws-s3';
import Uppy from '@uppy/core';
import type { DocumentType } from '../../../../shared/domain/projects/documents';
import {
  UPLOAD_CONCURRENCY,
  uploadPartCount,
  uploadPartSize,
} from '../../../../shared/domain/projects/upload-parts';
import type { TDocumentUploadStart } from '../../../../shared/schemas/documents';
import { createPartSigner } from './part-signer';
import { untilConnected } from './until-connected';

/** What the form says about the file; Uppy carries it as the file's metadata. */
export interface DocumentMeta {
  [key: string]: unknown;
  displayName: string;
  documentType: DocumentType;
  pageCount: number;
  /** An addendum to an open bid: the count of completed bids the user confirmed withdrawing (decision 040). */
  withdrawCompletedSubmissions?: number | undefined;
}

export interface UploadBody {
  [key: string]: unknown;
  /** What the server recorded: a project document, or a supplier's own (decision 047). */
  document?: unknown;
}

interface OpenUpload {
  uploadId: string;
  key: string;
}

/**
 * The five calls the uploader makes: a project's (features/projects/api/documents-api.ts), or a supplier
 * company's (features/portal/api/portal-api.ts), whose complete records its own kind of document.
 */
export interface UploaderCalls {
  start: (body: TDocumentUploadStart, signal?: AbortSignal) => Promise<OpenUpload>;
  signParts: (
    body: OpenUpload & { partNumbers: number[] },
    signal?: AbortSignal,
  ) => Promise<{ parts: { partNumber: number; url: string }[]; expiresAt: string }>;
  listParts: (
    upload: OpenUpload,
    signal?: AbortSignal,
  ) => Promise<{ parts: { PartNumber: number; ETag: string; Size: number }[] }>;
  complete: (
    body: OpenUpload & {
      parts: { partNumber: number; etag: string }[];
      withdrawCompletedSubmissions?: number;
    },
    signal?: AbortSignal,
  ) => Promise<unknown>;
  abort: (upload: OpenUpload) => Promise<unknown>;
  /**
   * Headers a part's PUT must send because its URL was signed with them: a bid file's part checksum
   * (decision 059). Absent for uploads whose parts carry none.
   */
  partHeaders?: (partNumber: number) => Promise<Record<string, string>>;
}

export type Uploader = Uppy<DocumentMeta, UploadBody>;

const withdrawal = (meta: DocumentMeta) =>
  meta.withdrawCompletedSubmissions === undefined
    ? {}
    : { withdrawCompletedSubmissions: meta.withdrawCompletedSubmissions };

type ListedPart = { PartNumber: number; ETag: string; Size?: number };

/**
 * The parts a resumed upload skips: those S3 lists, and those this browser already saw S3 acknowledge.
 * Uppy drops a part's bytes once S3 acknowledges it, so every such part must be in the list: one missing
 * (an S3 that cannot list parts, as the local emulator) would be sent again from bytes Uppy no longer has.
 */
export function partsToSkip(listed: ListedPart[], acknowledged: ReadonlyMap<number, string>): ListedPart[] {
  const parts = new Map(listed.map((part) => [part.PartNumber, part]));
  for (const [PartNumber, ETag] of acknowledged)
    if (!parts.has(PartNumber)) parts.set(PartNumber, { PartNumber, ETag });
  return [...parts.values()].sort((a, b) => a.PartNumber - b.PartNumber);
}

export function createUploader(calls: UploaderCalls): Uploader {
  const signPart = createPartSigner((request) => calls.signParts(request));
  const uppy = new Uppy<DocumentMeta, UploadBody>({ autoProceed: false, allowMultipleUploadBatches: false });
  // Per file: the parts S3 acknowledged to this browser (part number → ETag), for a resume (partsToSkip).
  const acknowledged = new Map<string, Map<number, string>>();
  uppy.on('s3-multipart:part-uploaded', (file, part) => {
    if (!file || part.PartNumber === undefined || !part.ETag) return;
    const parts = acknowledged.get(file.id) ?? new Map<number, string>();
    parts.set(part.PartNumber, part.ETag);
    acknowledged.set(file.id, parts);
  });
  uppy.on('file-removed', (file) => acknowledged.delete(file.id));
  uppy.use(AwsS3<DocumentMeta, UploadBody>, {
    shouldUseMultipart: true,
    // Parts of one file go four at a time, of about an eighth of the file each (upload-parts.ts).
    limit: UPLOAD_CONCURRENCY,
    getChunkSize: (file) => uploadPartSize(file.size ?? 0),
    // A start or a complete that got no answer is sent again once the connection is back: a second start
    // only opens another upload, and the server answers a second complete with what the first recorded.
    createMultipartUpload: async (file) =>
      untilConnected(() =>
        calls.start({
          fileName: file.name ?? 'document',
          displayName: file.meta.displayName,
          size: file.size ?? 0,
          contentType: file.type || 'application/octet-stream',
          documentType: file.meta.documentType,
          pageCount: file.meta.pageCount,
          ...withdrawal(file.meta),
        }),
      ),
    // A dropped connection waits for its return, signing or sending a part: the parts S3 holds are kept and
    // the upload goes on from where it stopped (until-connected.ts, decision 062).
    signPart: async (file, { uploadId, key, partNumber, signal }) => {
      const partCount = uploadPartCount(file.size ?? 0);
      const url = await untilConnected(
        () => signPart({ uploadId, key, partNumber, partCount, signal }),
        signal,
      );
      return calls.partHeaders
        ? { method: 'PUT', url, headers: await calls.partHeaders(partNumber) }
        : { method: 'PUT', url };
    },
    uploadPartBytes: (options) => untilConnected(() => AwsS3.uploadPartBytes(options), options.signal),
    listParts: async (file, { uploadId, key, signal }) =>
      partsToSkip(
        uploadId ? (await calls.listParts({ uploadId, key }, signal)).parts : [],
        acknowledged.get(file.id) ?? new Map(),
      ),
    completeMultipartUpload: async (file, { uploadId, key, parts, signal }) => {
      const document = await untilConnected(
        () =>
          calls.complete(
            {
              uploadId,
              key,
              parts: parts.map((part) => ({ partNumber: part.PartNumber!, etag: part.ETag! })),
              ...withdrawal(file.meta),
            },
            signal,
          ),
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
