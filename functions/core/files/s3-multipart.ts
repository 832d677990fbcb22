/**
 * The S3 steps of the one upload path (decision 029), shared by every open upload: a project's document or
 * journal file, a supplier's own document (decision 047) and a bid's file under sealed/ (decision 054).
 * The groups check their own rules and keep their own open-upload records; this module only talks to S3:
 * open a multipart upload, sign parts for five minutes, list and abort them, complete and confirm the
 * object's size with HeadObject, and read an object back to compute its SHA-256.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkPartNumbers,
  maxPartNumber,
  PART_CHECKSUM_HEADER,
} from '../../../shared/domain/projects/upload-parts.js';
import { AppError } from '../app-error.js';
import { s3 } from '../aws/s3.js';
import { nowMs } from '../clock.js';
import { env } from '../env.js';

/** What the S3 steps need of an open upload: its key, S3's upload id and the size announced. */
export interface OpenS3Upload {
  key: string;
  s3UploadId: string;
  size: number;
}

const bucket = () => env().DOCUMENTS_BUCKET;
/** A part's URL lives five minutes: the uploader asks for a batch shortly before sending those parts. */
export const PART_URL_SECONDS = 300;

const s3ErrorName = (error: unknown) => (error as { name?: string }).name ?? '';

/**
 * Opens S3's multipart upload at `key`: S3's upload id, which never leaves the server. With `checksums`,
 * the upload names SHA-256 as its algorithm: S3 then wants every part's checksum (signed into its URL) and
 * checks each part's bytes against it (decision 059).
 */
export async function createMultipart(
  key: string,
  contentType: string,
  options: { checksums?: boolean } = {},
): Promise<string> {
  const created = await s3.send(
    new CreateMultipartUploadCommand({
      Bucket: bucket(),
      Key: key,
      ContentType: contentType,
      ...(options.checksums ? { ChecksumAlgorithm: 'SHA256' as const } : {}),
    }),
  );
  if (!created.UploadId) throw new Error('S3 opened no multipart upload');
  return created.UploadId;
}

/**
 * A five-minute URL to PUT one part of the open upload. A part's checksum stays a signed header, never a
 * query parameter (the presigner would hoist it there, where S3 does not check it): the browser must send
 * it, and S3 refuses a part whose bytes do not give it.
 */
function partUrl(
  upload: OpenS3Upload,
  partNumber: number,
  expiresIn: number,
  checksumSha256?: string,
): Promise<string> {
  const command = new UploadPartCommand({
    Bucket: bucket(),
    Key: upload.key,
    UploadId: upload.s3UploadId,
    PartNumber: partNumber,
    ...(checksumSha256 ? { ChecksumSHA256: checksumSha256 } : {}),
  });
  return getSignedUrl(s3, command, {
    expiresIn,
    ...(checksumSha256 ? { unhoistableHeaders: new Set([PART_CHECKSUM_HEADER]) } : {}),
  });
}

/**
 * URLs for several parts of an open upload, only for part numbers its announced size can hold. `until`
 * caps their life: a bid's part URLs expire no later than its closing instant (decision 054). With
 * `checksums` (base64 SHA-256, one per part number, in order), each URL is signed with its part's checksum
 * and the answer names the header the browser must send with it (decision 059).
 */
export async function signPartsOf(
  upload: OpenS3Upload,
  partNumbers: readonly number[],
  until?: Date,
  checksums?: readonly string[],
) {
  const request = { partNumbers };
  if (checksums && checksums.length !== partNumbers.length)
    throw new AppError('documentPartRefused', {
      fields: [{ field: 'body.checksumsSha256', code: 'invalid' }],
    });
  const problem = checkPartNumbers(upload.size, request.partNumbers);
  if (problem) throw new AppError(problem, { details: { maxPartNumber: maxPartNumber(upload.size) } });
  const now = nowMs();
  const seconds = until
    ? Math.max(1, Math.min(PART_URL_SECONDS, Math.floor((until.getTime() - now) / 1000)))
    : PART_URL_SECONDS;
  const expiresAt = new Date(now + seconds * 1000).toISOString();
  const checksumOf = new Map(partNumbers.map((partNumber, i) => [partNumber, checksums?.[i]]));
  const numbers = [...new Set(request.partNumbers)];
  const urls = await Promise.all(
    numbers.map((partNumber) => partUrl(upload, partNumber, seconds, checksumOf.get(partNumber))),
  );
  return {
    parts: numbers.map((partNumber, i) => {
      const checksum = checksumOf.get(partNumber);
      return {
        partNumber,
        url: urls[i]!,
        ...(checksum ? { headers: { [PART_CHECKSUM_HEADER]: checksum } } : {}),
      };
    }),
    expiresAt,
  };
}

/** The parts S3 holds for an open upload (none once it is completed or aborted). */
export async function partsInS3(upload: OpenS3Upload) {
  const parts: { PartNumber: number; ETag: string; Size: number }[] = [];
  let marker: string | undefined;
  try {
    do {
      const page = await s3.send(
        new ListPartsCommand({
          Bucket: bucket(),
          Key: upload.key,
          UploadId: upload.s3UploadId,
          PartNumberMarker: marker,
        }),
      );
      for (const part of page.Parts ?? [])
        if (part.PartNumber && part.ETag)
          parts.push({ PartNumber: part.PartNumber, ETag: part.ETag, Size: part.Size ?? 0 });
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
  } catch (error) {
    // NoSuchUpload: completed or aborted. The local emulator cannot list parts (MethodNotAllowed): the
    // uploader then sends every part again, which is slower but loses nothing.
    if (!['NoSuchUpload', 'MethodNotAllowed'].includes(s3ErrorName(error))) throw error;
  }
  return parts;
}

/** S3 drops the parts of an open upload. */
export async function abortInS3(upload: OpenS3Upload): Promise<void> {
  try {
    await s3.send(
      new AbortMultipartUploadCommand({ Bucket: bucket(), Key: upload.key, UploadId: upload.s3UploadId }),
    );
  } catch (error) {
    // Gone already; or the local emulator, which cannot abort (its parts then stay on its disk).
    if (!['NoSuchUpload', 'MethodNotAllowed'].includes(s3ErrorName(error))) throw error;
  }
}

/** A part as S3 answered its PUT: its ETag, and the checksum it was signed with (decision 059). */
export interface CompletedPart {
  partNumber: number;
  etag: string;
  checksumSha256?: string | undefined;
}

/**
 * S3 completes the upload. A complete whose answer was lost (the browser retries) finds the upload gone
 * but the object there: the size check below decides.
 */
async function completeInS3(upload: OpenS3Upload, parts: readonly CompletedPart[]) {
  try {
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket(),
        Key: upload.key,
        UploadId: upload.s3UploadId,
        MultipartUpload: {
          Parts: [...parts]
            .sort((a, b) => a.partNumber - b.partNumber)
            .map((part) => ({
              PartNumber: part.partNumber,
              ETag: part.etag,
              ...(part.checksumSha256 ? { ChecksumSHA256: part.checksumSha256 } : {}),
            })),
        },
      }),
    );
  } catch (error) {
    const name = s3ErrorName(error);
    if (name === 'NoSuchUpload') return;
    if (['InvalidPart', 'InvalidPartOrder', 'EntityTooSmall', 'InvalidRequest', 'BadDigest'].includes(name))
      throw new AppError('documentNotUploaded', { cause: error });
    throw error;
  }
}

/** HeadObject: the stored size, or undefined when S3 holds no such object. */
async function storedSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3.send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength;
  } catch (error) {
    if (['NotFound', 'NoSuchKey'].includes(s3ErrorName(error))) return undefined;
    throw error;
  }
}

export async function removeObject(key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/**
 * Completes an open upload in S3 and confirms its object with HeadObject: the stored size, or the catalogue
 * error (an object of another size than announced is deleted).
 */
export async function completeAndConfirm(
  upload: OpenS3Upload,
  parts: readonly CompletedPart[],
): Promise<number> {
  await completeInS3(upload, parts);
  const size = await storedSize(upload.key);
  if (size === undefined) throw new AppError('documentNotUploaded');
  if (size !== upload.size) {
    await removeObject(upload.key);
    throw new AppError('documentSizeMismatch', { details: { expected: upload.size, stored: size } });
  }
  return size;
}

/**
 * The SHA-256 (hex) of a stored object, read as a stream: no whole file sits in memory. A multipart
 * object's own checksum is a composite of its parts', not the file's digest, and the local emulator checks
 * nothing, so the server computes the file's digest itself (decision 054).
 */
export async function sha256OfObject(key: string): Promise<string> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  const hash = createHash('sha256');
  for await (const chunk of object.Body as Readable) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

/** The first `bytes` bytes of a stored object (a ranged read: the rest stays in S3). */
export async function objectHead(key: string, bytes: number): Promise<Uint8Array> {
  const object = await s3.send(
    new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${bytes - 1}` }),
  );
  // Read as a stream and stopped at `bytes`: a server that ignored Range would not fill the memory.
  const chunks: Buffer[] = [];
  let read = 0;
  const body = object.Body as Readable;
  for await (const chunk of body) {
    chunks.push(Buffer.from(chunk as Uint8Array));
    read += (chunk as Uint8Array).length;
    if (read >= bytes) break;
  }
  body.destroy();
  return new Uint8Array(Buffer.concat(chunks).subarray(0, bytes));
}

/**
 * A stored object whole, in memory, for a reader that needs every byte (a PDF's page count). The caller
 * bounds the size before (decision 069); `maxBytes` guards again against an object larger than announced.
 */
export async function objectBytes(key: string, maxBytes: number): Promise<Uint8Array> {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  if ((object.ContentLength ?? 0) > maxBytes) throw new Error(`object over ${maxBytes} bytes`);
  return object.Body!.transformToByteArray();
}
