import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { s3 } from '../aws/s3.js';
import { PART_BYTES, uploadStream } from './s3-stream-upload.js';

const MiB = 1024 * 1024;
const target = { bucket: 'exports', key: 'submissions/a/p/e.zip', contentType: 'application/zip' };

/** S3 answered by hand: the commands in the order sent, each UploadPart with its body's length. */
function fakeS3(failOnPart?: number) {
  const sent: { name: string; partNumber?: number; bytes?: number }[] = [];
  vi.spyOn(s3, 'send').mockImplementation((async (command: unknown) => {
    if (command instanceof CreateMultipartUploadCommand) {
      sent.push({ name: 'create' });
      return { UploadId: 'u1' };
    }
    if (command instanceof UploadPartCommand) {
      const { PartNumber, Body } = command.input;
      sent.push({ name: 'part', partNumber: PartNumber, bytes: (Body as Buffer).length });
      if (PartNumber === failOnPart) throw new Error('SlowDown');
      return { ETag: `"e${PartNumber}"` };
    }
    if (command instanceof CompleteMultipartUploadCommand) {
      sent.push({ name: 'complete', partNumber: command.input.MultipartUpload?.Parts?.length });
      return {};
    }
    if (command instanceof AbortMultipartUploadCommand) {
      sent.push({ name: 'abort' });
      return {};
    }
    throw new Error('unexpected command');
  }) as never);
  return sent;
}

const chunks = (total: number, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(total / size) }, (_, i) =>
      Buffer.alloc(Math.min(size, total - i * size), i),
    ),
  );

afterEach(() => vi.restoreAllMocks());

describe('uploadStream', () => {
  it('cuts the stream into parts of PART_BYTES as it arrives, the last one smaller, then completes', async () => {
    const sent = fakeS3();
    const total = 2 * PART_BYTES + 3 * MiB;
    expect(await uploadStream(target, chunks(total, MiB + 7))).toBe(total);
    expect(sent).toEqual([
      { name: 'create' },
      { name: 'part', partNumber: 1, bytes: PART_BYTES },
      { name: 'part', partNumber: 2, bytes: PART_BYTES },
      { name: 'part', partNumber: 3, bytes: 3 * MiB },
      { name: 'complete', partNumber: 3 },
    ]);
  });

  it('sends an empty stream as one empty part', async () => {
    const sent = fakeS3();
    expect(await uploadStream(target, Readable.from([]))).toBe(0);
    expect(sent.map((s) => s.name)).toEqual(['create', 'part', 'complete']);
  });

  it('aborts the upload when a part is refused, and reports that error', async () => {
    const sent = fakeS3(2);
    await expect(uploadStream(target, chunks(3 * PART_BYTES, MiB))).rejects.toThrow('SlowDown');
    expect(sent.map((s) => s.name)).toEqual(['create', 'part', 'part', 'abort']);
  });
});
