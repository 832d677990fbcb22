/**
 * The one upload path (issue 7, docs/decisions/029): a 200 MB file through presigned multipart (start, the
 * browser uploader's part plan and batch signer, complete with HeadObject and the record) against a raw
 * presigned PUT of the same file to the same S3 emulator, and the local server's memory during the upload.
 * The client runs in child processes; the server (this process) samples its own RSS while the upload runs.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { lastJsonLine, runProcess } from '../lib/child-process.js';
import { signIn } from '../lib/api-session.js';
import { childEnv, localStack } from '../lib/stack.js';
import { round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';

const SIZE = 200 * 1024 * 1024;
const CHILD = join(import.meta.dirname, '../lib/upload-child.ts');

/** A file of SIZE bytes, written a MiB at a time (not all zeros, so that nothing can compress it away). */
async function writeFile(path: string): Promise<void> {
  const handle = await open(path, 'w');
  const block = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761) >>> 0, i);
  for (let written = 0; written < SIZE; written += block.length) await handle.write(block);
  await handle.close();
}

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  const { s3 } = await import('../../functions/core/aws/s3.js');
  const { env } = await import('../../functions/core/env.js');

  const { cookies, xsrf, customerId, nodeId } = await signIn(stack, 'lead@demo.example');
  const apiUrl = `${stack.ipUrl}/api/v1/customer/${customerId}/node/${nodeId}`;
  const headers = {
    'content-type': 'application/json',
    cookie: cookies.join('; '),
    'x-xsrf-token': xsrf,
    origin: stack.url,
  };
  // A seeded project of the demo agency (the bench's stack is in memory).
  const search = await fetch(`${apiUrl}/Projects/Search`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ limit: 1, start: 0 }),
  });
  const found = (await search.json()) as {
    data?: { projectSearchDTO?: { values: { rows: { projectId: string }[] } } };
  };
  const projectId = found.data?.projectSearchDTO?.values.rows[0]?.projectId;
  if (!projectId) throw new Error(`no project to upload to: ${search.status} ${JSON.stringify(found)}`);

  await mkdir(ctx.tmpDir, { recursive: true });
  const file = join(ctx.tmpDir, 'upload-200mb.bin');
  ctx.log('uploads: writing a 200 MB file');
  await writeFile(file);
  const rawUrl = await getSignedUrl(
    s3,
    new PutObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: `bench/raw-${Date.now()}.bin` }),
    { expiresIn: 900 },
  );

  const child = async (mode: 'raw' | 'upload') => {
    const result = await runProcess(process.execPath, ['--import', 'tsx', CHILD, mode], {
      cwd: ctx.root,
      env: {
        ...childEnv(stack),
        UPLOAD_BENCH: JSON.stringify({
          apiUrl,
          cookie: headers.cookie,
          xsrf,
          origin: stack.url,
          projectId,
          file,
          size: SIZE,
          rawUrl,
        }),
      },
      timeoutMs: 600_000,
    });
    if (result.code !== 0)
      throw new Error(`the upload child (${mode}) failed (${result.code}): ${result.stderr.slice(-2000)}`);
    return result.stdout;
  };
  ctx.log('uploads: raw PUT from a child process');
  const { rawMs } = lastJsonLine<{ rawMs: number }>(await child('raw'));
  // The server's memory: sampled while the upload runs, against the figure just before it starts.
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  ctx.log('uploads: presigned multipart from a child process');
  const uploaded = await child('upload').finally(() => clearInterval(sampler));
  await rm(file, { force: true });
  const { multipartMs, recordedSize, partSize, parts, signCalls } = lastJsonLine<{
    multipartMs: number;
    recordedSize: number;
    partSize: number;
    parts: number;
    signCalls: number;
  }>(uploaded);
  if (recordedSize !== SIZE)
    throw new Error(`the document was recorded with ${recordedSize} bytes, not ${SIZE}`);
  const mbps = (ms: number) => round(SIZE / 1024 / 1024 / (ms / 1000));

  return {
    id: 'uploads',
    title: 'Uploads',
    method: `One 200 MB file, sent by child processes to the local runtime: first as one presigned PUT straight to the S3 emulator (the floor), then through the product's upload path as the browser's uploader takes it, after the documents list the screen loads when it opens (untimed, as is the raw child's first request to the emulator: neither a Lambda's first import nor a client's connection setup is upload throughput) (POST Documents/Uploads; the part size and concurrency of shared/domain/projects/upload-parts.ts; part URLs from the browser's batch signer, web/src/lib/upload/part-signer.ts, through POST Documents/Uploads/Parts/Batch; POST Documents/Uploads/Complete, which completes, HEADs and records). The bench process hosts the local server and samples its RSS every 20 ms during the upload.`,
    rows: [
      {
        name: '200 MB upload through presigned multipart (time; goal: throughput ≥ 0.8× the raw copy)',
        figure: { value: round(multipartMs), unit: 'ms' },
        floor: { value: round(rawMs), unit: 'ms' },
        floorLabel: 'raw presigned PUT of the same file to the same emulator',
        goal: { kind: 'ratio', max: 1.25 },
        note: `${mbps(multipartMs)} MiB/s against ${mbps(rawMs)} MiB/s raw; ${parts} parts of ${round(partSize / 1024 / 1024)} MiB, ${signCalls} signing call(s)`,
      },
      {
        name: 'local server RSS growth during the upload',
        figure: { value: peak - baseline, unit: 'B' },
        goal: { kind: 'max', max: 50 * 1024 * 1024 },
        note: 'sampled from the upload path’s first call to its recorded document (the raw PUT runs before, in its own child)',
      },
    ],
  };
}
