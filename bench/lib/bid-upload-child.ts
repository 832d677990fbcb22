// The 1 GB bid upload bench's client (bench/sections/bid-upload.ts), in its own process so that the bench
// process, which hosts the local server and the S3 emulator, measures only their memory. Every part is
// streamed from the file on disk (never the whole file in memory). Run once per mode; prints one JSON line.
// `raw`: a multipart copy with the S3 client straight to the emulator (create, the same parts four at a
// time, complete): the floor. `upload`: the product's signed path as the bid screen's uploader takes it:
// POST Submission/Files; part URLs from the browser's batch signer (web/src/lib/upload/part-signer.ts)
// through POST Files/Parts/Batch; PUT of each part to its URL (node:http, as the SDK sends the raw parts); POST Files/Complete with the file's SHA-256,
// which the browser's worker computes while the parts go (here a sequential read of the same file).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { request } from 'node:http';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import {
  PART_CHECKSUM_HEADER,
  UPLOAD_CONCURRENCY,
  uploadPartCount,
  uploadPartSize,
} from '../../shared/domain/projects/upload-parts.js';
import { createPartSigner } from '../../web/src/lib/upload/part-signer.js';
import { childApi } from './child-api.js';

interface Input {
  bidUrl: string;
  cookie: string;
  xsrf: string;
  origin: string;
  documentRequirementId: string;
  file: string;
  size: number;
  rawKey: string;
}
const { bidUrl, cookie, xsrf, origin, documentRequirementId, file, size, rawKey } = JSON.parse(
  process.env.BID_UPLOAD_BENCH ?? '{}',
) as Input;
const PART = uploadPartSize(size);
const COUNT = uploadPartCount(size);

const api = childApi(bidUrl, { cookie, xsrf, origin });

/** Part n's bytes as a stream read from the file, and its length. */
const partOf = (n: number) => {
  const start = (n - 1) * PART;
  const length = Math.min(PART, size - start);
  return { length, stream: () => createReadStream(file, { start, end: start + length - 1 }) };
};

/**
 * PUT of part n to its presigned URL, the file's bytes piped into the request as the SDK's raw copy pipes
 * them (node:http both ways, so that the two differ by the path, not by the client's stream machinery).
 */
const putPart = (url: string, n: number, checksum?: string) =>
  new Promise<string>((resolve, reject) => {
    const part = partOf(n);
    const headers = {
      'content-length': String(part.length),
      ...(checksum ? { [PART_CHECKSUM_HEADER]: checksum } : {}),
    };
    const put = request(url, { method: 'PUT', headers }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 && res.headers.etag
          ? resolve(res.headers.etag)
          : reject(new Error(`part ${n}: ${res.statusCode}`)),
      );
    });
    put.on('error', reject);
    part.stream().on('error', reject).pipe(put);
  });

/** Sends parts 1..COUNT, UPLOAD_CONCURRENCY at a time, as the uploader's queue does; answers their ETags. */
async function sendParts(send: (n: number) => Promise<string>) {
  const numbers = Array.from({ length: COUNT }, (_, i) => i + 1);
  const parts: { partNumber: number; etag: string }[] = [];
  const worker = async () => {
    for (let n = numbers.shift(); n !== undefined; n = numbers.shift())
      parts.push({ partNumber: n, etag: await send(n) });
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
  return parts.sort((a, b) => a.partNumber - b.partNumber);
}

/** The floor: the same parts with the S3 client straight to the emulator. */
async function raw() {
  const { s3 } = await import('../../functions/core/aws/s3.js');
  const { env } = await import('../../functions/core/env.js');
  const Bucket = env().DOCUMENTS_BUCKET;
  const started = performance.now();
  const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key: rawKey }));
  const parts = await sendParts(async (n) => {
    const part = partOf(n);
    const { ETag } = await s3.send(
      new UploadPartCommand({
        Bucket,
        Key: rawKey,
        UploadId,
        PartNumber: n,
        Body: part.stream(),
        ContentLength: part.length,
      }),
    );
    return ETag!;
  });
  const completeAt = performance.now();
  await s3.send(
    new CompleteMultipartUploadCommand({
      Bucket,
      Key: rawKey,
      UploadId,
      MultipartUpload: { Parts: parts.map((p) => ({ PartNumber: p.partNumber, ETag: p.etag })) },
    }),
  );
  const ended = performance.now();
  return { rawMs: ended - started, rawCompleteMs: ended - completeAt };
}

/**
 * Part n's SHA-256 (base64), as the browser's worker computes it before the part is signed (decision 059):
 * here one more read of the part from disk, once per part.
 */
const partChecksums = new Map<number, Promise<string>>();
function partChecksum(n: number): Promise<string> {
  let found = partChecksums.get(n);
  if (!found) {
    found = (async () => {
      const hash = createHash('sha256');
      for await (const chunk of partOf(n).stream()) hash.update(chunk as Buffer);
      return hash.digest('base64');
    })();
    partChecksums.set(n, found);
  }
  return found;
}

async function sha256OfFile(): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 4 * 1024 * 1024 }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The product's path, timed from the start call to the recorded file. */
async function upload() {
  // What the bid screen loads before a file can be chosen: the bid.
  await api('GET', '');
  const started = performance.now();
  const digest = sha256OfFile().then((hex) => ({ hex, at: performance.now() }));
  const { uploadDTO } = await api('POST', '/Files', {
    submissionRequirementId: documentRequirementId,
    fileName: 'bench-drawings.zip',
    size,
    contentType: 'application/octet-stream',
  });
  const { uploadId, key } = uploadDTO.values as { uploadId: string; key: string };
  let signCalls = 0;
  const signPart = createPartSigner(async (request) => {
    signCalls++;
    const checksumsSha256 = await Promise.all(request.partNumbers.map(partChecksum));
    return (await api('POST', '/Files/Parts/Batch', { ...request, checksumsSha256 })).signedPartsDTO.values;
  });
  const sent = await sendParts(async (n) => {
    const url = await signPart({ uploadId, key, partNumber: n, partCount: COUNT });
    return putPart(url, n, await partChecksum(n));
  });
  const parts = await Promise.all(
    sent.map(async (part) => ({ ...part, checksumSha256: await partChecksum(part.partNumber) })),
  );
  const partsAt = performance.now();
  const { hex: sha256, at: hashedAt } = await digest;
  const completeAt = performance.now();
  const completeStartedAtEpochMs = Date.now();
  const { bidSubmissionDTO } = await api('POST', '/Files/Complete', { uploadId, key, parts, sha256 });
  const multipartMs = performance.now() - started;
  const stored = (
    bidSubmissionDTO.values.files as { fileId: string; size: number; sha256?: string; state: string }[]
  ).find((f) => f.fileId === uploadId);
  return {
    multipartMs,
    recordedSize: stored?.size,
    recordedSha256: stored?.sha256,
    sha256,
    partSize: PART,
    parts: COUNT,
    signCalls,
    // Where the time went: the parts, the browser-side digest (concurrent with them), the complete call.
    partsMs: partsAt - started,
    hashMs: hashedAt - started,
    completeMs: multipartMs - (completeAt - started),
    completeStartedAtEpochMs,
  };
}

console.log(JSON.stringify(process.argv[2] === 'raw' ? await raw() : await upload()));
