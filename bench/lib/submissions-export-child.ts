// The submissions export bench's job (bench/sections/submissions-export.ts), in its own process so that the
// figures are the job's memory alone, not the bench's (which hosts the in-memory S3 emulator). Run once per
// mode: `copy`, the floor: the same objects read one after another into one S3 multipart upload, no zip;
// `export`, the build job's own function (buildSubmissionsExport, decision 058) on the export record the
// section wrote. It samples its own RSS and heap every 20 ms against the figures after its imports and a
// GC. Prints one JSON line.
import { PassThrough, type Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';

interface Input {
  mode: 'copy' | 'export';
  customerId: string;
  projectId: string;
  exportId: string;
  keys: string[];
}
const input = JSON.parse(process.env.EXPORT_BENCH ?? '{}') as Input;

const { s3 } = await import('../../functions/core/aws/s3.js');
const { env } = await import('../../functions/core/env.js');
const { uploadStream } = await import('../../functions/core/files/s3-stream-upload.js');
const { buildSubmissionsExport } = await import('../../functions/exports/submissions-export-job.js');

/** The floor: every object, in turn, piped into one multipart upload. */
async function copyAll(): Promise<number> {
  const joined = new PassThrough();
  const uploaded = uploadStream(
    {
      bucket: env().EXPORTS_BUCKET,
      key: `bench/copy-${Date.now()}.bin`,
      contentType: 'application/octet-stream',
    },
    joined,
  );
  for (const key of input.keys) {
    const object = await s3.send(new GetObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key }));
    const body = object.Body as Readable;
    await new Promise<void>((resolve, reject) => {
      body.on('end', resolve).on('error', reject);
      body.pipe(joined, { end: false });
    });
  }
  joined.end();
  return uploaded;
}

global.gc?.();
const baseline = process.memoryUsage();
let peakRss = baseline.rss;
let peakHeap = baseline.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 20);
const started = performance.now();
let size: number;
let fileCount = 0;
if (input.mode === 'copy') size = await copyAll();
else {
  const outcome = await buildSubmissionsExport(input.customerId, input.projectId, input.exportId);
  if (!outcome.built) throw new Error(`the export was not built: ${outcome.reason}`);
  size = outcome.size;
  fileCount = outcome.fileCount;
}
const ms = performance.now() - started;
clearInterval(sampler);
console.log(
  JSON.stringify({
    ms,
    size,
    fileCount,
    rssGrowth: peakRss - baseline.rss,
    heapGrowth: peakHeap - baseline.heapUsed,
  }),
);
// An SDK keep-alive socket must not keep the child alive.
process.exit(0);
