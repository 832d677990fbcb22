/**
 * A 1 GB bid file (issue 10, decisions 029 and 054): the product's signed multipart path for a bid's
 * document (start, batch-signed part URLs, the parts PUT straight to S3, complete, which confirms the size,
 * reads the object back for its SHA-256 and records the file) against a raw multipart copy of the same file
 * with the S3 client straight to the same emulator, and the local server's memory during the upload. The
 * clients run in child processes and stream every part from the file on disk; the bench process hosts the
 * local server and the S3 emulator (infra/local/stack.ts, in-process) and samples its own RSS.
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { mkdir, open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { priceForm } from '../../tests/support/large-form.js';
import { lastJsonLine, runProcess } from '../lib/child-process.js';
import { openBid, signInSupplier } from '../lib/open-bid.js';
import { childEnv, localStack } from '../lib/stack.js';
import { round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';

const SIZE = 1024 * 1024 * 1024;
const CHILD = join(import.meta.dirname, '../lib/bid-upload-child.ts');

/** A file of SIZE bytes written a MiB at a time, not all zeros (nothing on the way may compress it). */
async function writeFile(path: string): Promise<void> {
  const handle = await open(path, 'w');
  const block = Buffer.alloc(1024 * 1024);
  try {
    for (let written = 0; written < SIZE; written += block.length) {
      // Each MiB differs, so a part stored twice or out of place changes the object's SHA-256.
      for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761 + written) >>> 0, i);
      await handle.write(block);
    }
  } finally {
    await handle.close();
  }
}

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  const { s3 } = await import('../../functions/core/aws/s3.js');
  const { env } = await import('../../functions/core/env.js');
  ctx.log('bid upload: publishing a tender with a document requirement');
  const bid = await openBid(stack, priceForm('Prices'), 'c3', { document: true });
  const supplier = await signInSupplier(stack);

  await mkdir(ctx.tmpDir, { recursive: true });
  const file = join(ctx.tmpDir, 'bid-upload-1gb.bin');
  const rawKey = `bench/raw-bid-${Date.now()}.bin`;
  ctx.log('bid upload: writing a 1 GB file');
  await writeFile(file);
  try {
    const child = async (mode: 'raw' | 'upload') => {
      const result = await runProcess(process.execPath, ['--import', 'tsx', CHILD, mode], {
        cwd: ctx.root,
        env: {
          ...childEnv(stack),
          BID_UPLOAD_BENCH: JSON.stringify({
            bidUrl: `${stack.ipUrl}/api/v1/portal/Bids/demo/${bid.projectId}/Submission`,
            cookie: supplier.cookies.join('; '),
            xsrf: supplier.xsrf,
            origin: stack.url,
            documentRequirementId: bid.documentRequirementId,
            file,
            size: SIZE,
            rawKey,
          }),
        },
        timeoutMs: 900_000,
      });
      if (result.code !== 0)
        throw new Error(
          `the bid upload child (${mode}) failed (${result.code}): ${result.stderr.slice(-2000)}`,
        );
      return result.stdout;
    };

    ctx.log('bid upload: raw multipart copy from a child process');
    const { rawMs, rawCompleteMs } = lastJsonLine<{ rawMs: number; rawCompleteMs: number }>(
      await child('raw'),
    );
    // The raw object goes before the measured upload, so the emulator's disk holds one copy at a time.
    await s3.send(new DeleteObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: rawKey }));

    global.gc?.();
    const baseline = process.memoryUsage().rss;
    // Timed samples, so that the peak can be placed: while the parts arrive, or during the complete call.
    const samples: { at: number; rss: number }[] = [];
    const sampler = setInterval(() => samples.push({ at: Date.now(), rss: process.memoryUsage().rss }), 20);
    ctx.log('bid upload: the signed multipart path from a child process');
    const uploaded = await child('upload').finally(() => clearInterval(sampler));
    const result = lastJsonLine<{
      multipartMs: number;
      recordedSize?: number;
      recordedSha256?: string;
      sha256: string;
      partSize: number;
      parts: number;
      signCalls: number;
      partsMs: number;
      hashMs: number;
      completeMs: number;
      completeStartedAtEpochMs: number;
    }>(uploaded);
    const growth = (during: (at: number) => boolean) =>
      Math.max(0, ...samples.filter((sample) => during(sample.at)).map((sample) => sample.rss - baseline));
    const peak = growth(() => true);
    const mb = (bytes: number) => round(bytes / 1024 / 1024);
    if (result.recordedSize !== SIZE)
      throw new Error(`the bid file was recorded with ${result.recordedSize} bytes, not ${SIZE}`);
    if (result.recordedSha256 !== result.sha256)
      throw new Error(`the stored SHA-256 ${result.recordedSha256} is not the file's ${result.sha256}`);
    const mbps = (ms: number) => round(SIZE / 1024 / 1024 / (ms / 1000));

    return {
      id: 'bid-upload',
      title: '1 GB bid upload',
      method:
        'One 1 GiB file, sent by child processes that stream each part from disk: first as a raw multipart copy ' +
        'with the S3 client straight to the S3 emulator (create, the same parts four at a time, complete: the ' +
        "floor), then through the product's signed path for a bid's document as the bid screen's uploader takes " +
        'it, after the bid read the screen makes when it opens (untimed): POST Submission/Files, part URLs from ' +
        "the browser's batch signer through POST Files/Parts/Batch, a PUT of each part to its URL (the part size " +
        'and concurrency of shared/domain/projects/upload-parts.ts), and POST Files/Complete with the SHA-256 the ' +
        'browser computes while the parts go (here a sequential read of the same file): the server completes, ' +
        'HEADs, reads the whole object back for its own SHA-256, compares and records. The bench process hosts ' +
        'the local server and the S3 emulator (in-process) and samples its RSS every 20 ms during the upload.',
      rows: [
        {
          name: '1 GB bid upload through the signed multipart path (time; goal: throughput ≥ 0.8× the raw copy)',
          figure: { value: round(result.multipartMs), unit: 'ms' },
          floor: { value: round(rawMs), unit: 'ms' },
          floorLabel: 'raw multipart copy of the same file with the S3 client to the same emulator',
          goal: { kind: 'ratio', max: 1.25 },
          note: `${mbps(result.multipartMs)} MiB/s against ${mbps(rawMs)} MiB/s raw; ${result.parts} parts of ${round(result.partSize / 1024 / 1024)} MiB, ${result.signCalls} signing call(s); the parts were sent at ${round(result.partsMs)} ms, the client's SHA-256 done at ${round(result.hashMs)} ms, the complete call (S3's complete, HEAD, the server's SHA-256 of the stored object, the record) took ${round(result.completeMs)} ms (the raw copy's complete: ${round(rawCompleteMs)} ms); the stored object's SHA-256 is the file's`,
        },
        {
          name: 'local server RSS growth during the 1 GB bid upload',
          figure: { value: peak, unit: 'B' },
          goal: { kind: 'max', max: 50 * 1024 * 1024 },
          note: `the bench process, which hosts the local server and the S3 emulator; sampled every 20 ms from the start call to the recorded file (the raw copy runs before, in its own child); growth at most ${mb(growth((at) => at < result.completeStartedAtEpochMs))} MB while the parts arrived, ${mb(growth((at) => at >= result.completeStartedAtEpochMs))} MB during the complete call`,
        },
      ],
    };
  } finally {
    await rm(file, { force: true });
  }
}
