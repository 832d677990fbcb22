// The upload bench's client (bench/sections/uploads.ts), in its own process so that the bench process,
// which hosts the local server, measures only the server's memory. Run once per mode, it sends one file to
// the S3 emulator: `raw`, a presigned PUT of the whole file (the floor); `upload`, the product's path as
// the browser's uploader takes it: start; the part size and concurrency of shared/domain/projects/upload-parts.ts; part
// URLs from the browser's own batch signer (web/src/lib/upload/part-signer.ts); complete. Uppy itself needs a
// DOM, so its queue is this file's loop of UPLOAD_CONCURRENCY workers. Prints one JSON line.
import { open } from 'node:fs/promises';
import {
  UPLOAD_CONCURRENCY,
  uploadPartCount,
  uploadPartSize,
} from '../../shared/domain/projects/upload-parts.js';
import { createPartSigner } from '../../web/src/lib/upload/part-signer.js';
import { childApi } from './child-api.js';

interface Input {
  apiUrl: string;
  cookie: string;
  xsrf: string;
  origin: string;
  projectId: string;
  file: string;
  size: number;
  rawUrl: string;
}
const { apiUrl, cookie, xsrf, origin, projectId, file, size, rawUrl } = JSON.parse(
  process.env.UPLOAD_BENCH ?? '{}',
) as Input;
const PART = uploadPartSize(size);
const COUNT = uploadPartCount(size);

const api = childApi(apiUrl, { cookie, xsrf, origin });

const handle = await open(file);
const readPart = async (start: number, length: number) => {
  const buffer = Buffer.allocUnsafe(length);
  await handle.read(buffer, 0, length, start);
  return buffer;
};

/** The floor: the same bytes in one presigned PUT (read in the parts the upload path reads). */
async function raw() {
  // This process's first request to the emulator sets up its HTTP client; a browser's is long set up.
  await fetch(rawUrl, { method: 'HEAD' }).then((response) => response.body?.cancel());
  const started = performance.now();
  const chunks: Buffer[] = [];
  for (let start = 0; start < size; start += PART)
    chunks.push(await readPart(start, Math.min(PART, size - start)));
  const put = await fetch(rawUrl, { method: 'PUT', body: Buffer.concat(chunks) });
  if (!put.ok) throw new Error(`raw PUT: ${put.status}`);
  return { rawMs: performance.now() - started };
}

/** The product's path as the screen takes it, timed from the first upload call to the recorded document. */
async function upload() {
  const query = `?projectId=${projectId}`;
  // What the Build → Documents screen calls when it opens, before a file can be chosen: the list.
  await api('GET', `/Documents${query}`);
  const started = performance.now();
  const { uploadDTO } = await api('POST', `/Documents/Uploads${query}`, {
    fileName: `bench-${Date.now()}.bin`,
    displayName: `Bench upload ${Date.now()}`,
    size,
    documentType: 'other',
  });
  const { uploadId, key } = uploadDTO.values as { uploadId: string; key: string };
  let signCalls = 0;
  const signPart = createPartSigner(async (request) => {
    signCalls++;
    return (await api('POST', `/Documents/Uploads/Parts/Batch${query}`, request)).signedPartsDTO.values;
  });
  const numbers = Array.from({ length: COUNT }, (_, i) => i + 1);
  const parts: { partNumber: number; etag: string }[] = [];
  const worker = async () => {
    for (let n = numbers.shift(); n !== undefined; n = numbers.shift()) {
      const url = await signPart({ uploadId, key, partNumber: n, partCount: COUNT });
      const start = (n - 1) * PART;
      const put = await fetch(url, {
        method: 'PUT',
        body: await readPart(start, Math.min(PART, size - start)),
      });
      if (!put.ok) throw new Error(`part ${n}: ${put.status}`);
      parts.push({ partNumber: n, etag: put.headers.get('etag')! });
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
  const { documentDTO } = await api('POST', `/Documents/Uploads/Complete${query}`, { uploadId, key, parts });
  const multipartMs = performance.now() - started;
  return { multipartMs, recordedSize: documentDTO.values.size, partSize: PART, parts: COUNT, signCalls };
}

console.log(JSON.stringify(process.argv[2] === 'raw' ? await raw() : await upload()));
await handle.close();
