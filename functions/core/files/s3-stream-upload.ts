/**
 * A stream written to S3 as it is produced (decision 058): its bytes are cut into parts of PART_BYTES and
 * each part is sent with UploadPart as soon as it is full, so at most a part or two sit in memory whatever
 * the object's size (a zip of a project's bids can reach gigabytes). The core multipart steps, with the
 * upload's bucket named: the exports bucket here. A failure aborts the upload, leaving no object.
 */
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { s3 } from '../aws/s3.js';

/** 8 MiB: above S3's 5 MiB minimum part; 10,000 parts then hold 80 GB. */
export const PART_BYTES = 8 * 1024 * 1024;

export interface StreamUploadTarget {
  bucket: string;
  key: string;
  contentType: string;
  /** The Content-Disposition the object is stored with (the download's file name). */
  contentDisposition?: string;
}

/** Streams `body` to S3 as one object; answers its size in bytes. */
export async function uploadStream(target: StreamUploadTarget, body: Readable): Promise<number> {
  const created = await s3.send(
    new CreateMultipartUploadCommand({
      Bucket: target.bucket,
      Key: target.key,
      ContentType: target.contentType,
      ContentDisposition: target.contentDisposition,
    }),
  );
  const uploadId = created.UploadId;
  if (!uploadId) throw new Error('S3 opened no multipart upload');
  const parts: { PartNumber: number; ETag: string }[] = [];
  let size = 0;
  const sendPart = async (bytes: Buffer) => {
    const partNumber = parts.length + 1;
    const sent = await s3.send(
      new UploadPartCommand({
        Bucket: target.bucket,
        Key: target.key,
        UploadId: uploadId,
        PartNumber: partNumber,
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
    if (!sent.ETag) throw new Error(`S3 gave part ${partNumber} no ETag`);
    parts.push({ PartNumber: partNumber, ETag: sent.ETag });
  };
  try {
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    // The stream is read one chunk at a time; while a part is being sent, nothing more is read, so the
    // producer (the zip, and the bids' files behind it) waits: backpressure end to end.
    for await (const chunk of body as AsyncIterable<Buffer>) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      while (pendingBytes >= PART_BYTES) {
        const all = Buffer.concat(pending, pendingBytes);
        await sendPart(all.subarray(0, PART_BYTES));
        pending = [all.subarray(PART_BYTES)];
        pendingBytes = all.length - PART_BYTES;
      }
    }
    // The last part may be smaller than the minimum (or the only part, of any size).
    if (pendingBytes > 0 || parts.length === 0) await sendPart(Buffer.concat(pending, pendingBytes));
    await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket: target.bucket,
        Key: target.key,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
    return size;
  } catch (error) {
    body.destroy();
    try {
      await s3.send(
        new AbortMultipartUploadCommand({ Bucket: target.bucket, Key: target.key, UploadId: uploadId }),
      );
    } catch {
      // The lifecycle rule aborts incomplete uploads (and the local emulator cannot abort): the first
      // error is the one to report.
    }
    throw error;
  }
}
