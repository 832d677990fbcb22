// The upload bench's client (bench/sections/uploads.ts), in its own process so that the bench process,
// which hosts the local server, measures only the server's memory. It sends one file twice to the same S3
// emulator: a raw presigned PUT of the whole file (the floor), then the product's path: start, parts of
// 10 MiB four at a time through signed URLs, complete. It prints one JSON line with both durations.
import { open } from 'node:fs/promises';

const input = JSON.parse(process.env.UPLOAD_BENCH ?? '{}');
const { apiUrl, cookie, xsrf, origin, projectId, file, size, rawUrl } = input;
const PART = 10 * 1024 * 1024;
const CONCURRENCY = 4;

const api = async (method, path, body) => {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf, origin },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data;
};

const handle = await open(file);
const readPart = async (start, length) => {
  const buffer = Buffer.allocUnsafe(length);
  await handle.read(buffer, 0, length, start);
  return buffer;
};

// The floor: the same bytes in one presigned PUT (parts read as the multipart path reads them).
const rawStart = performance.now();
{
  const chunks = [];
  for (let start = 0; start < size; start += PART)
    chunks.push(await readPart(start, Math.min(PART, size - start)));
  const put = await fetch(rawUrl, { method: 'PUT', body: Buffer.concat(chunks) });
  if (!put.ok) throw new Error(`raw PUT: ${put.status}`);
}
const rawMs = performance.now() - rawStart;

const query = `?projectId=${projectId}`;
const started = performance.now();
const { uploadDTO } = await api('POST', `/Documents/Uploads${query}`, {
  fileName: `bench-${Date.now()}.bin`,
  displayName: `Bench upload ${Date.now()}`,
  size,
  documentType: 'other',
});
const { uploadId, key } = uploadDTO.values;
const numbers = Array.from({ length: Math.ceil(size / PART) }, (_, i) => i + 1);
const parts = [];
const worker = async () => {
  for (let n = numbers.shift(); n !== undefined; n = numbers.shift()) {
    const { partDTO } = await api('POST', `/Documents/Uploads/Parts${query}`, {
      uploadId,
      key,
      partNumber: n,
    });
    const start = (n - 1) * PART;
    const put = await fetch(partDTO.values.url, {
      method: 'PUT',
      body: await readPart(start, Math.min(PART, size - start)),
    });
    if (!put.ok) throw new Error(`part ${n}: ${put.status}`);
    parts.push({ partNumber: n, etag: put.headers.get('etag') });
  }
};
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const { documentDTO } = await api('POST', `/Documents/Uploads/Complete${query}`, { uploadId, key, parts });
const multipartMs = performance.now() - started;
await handle.close();
console.log(JSON.stringify({ rawMs, multipartMs, recordedSize: documentDTO.values.size }));
