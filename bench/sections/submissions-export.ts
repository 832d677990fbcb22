/**
 * The export of all completed submissions (issue 10 item 5, decision 058): 50 opened bids of one 20 MB file
 * each, zipped by the build job's function into one S3 multipart upload, against the floor of the same
 * bytes copied from S3 to S3 with no zip, and the job's memory: RSS and heap growth sampled in the child
 * process that runs it (the bench process hosts the S3 emulator, whose buffers are not the job's).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { lastJsonLine, runProcess } from '../lib/child-process.js';
import { signIn } from '../lib/api-session.js';
import { childEnv, localStack } from '../lib/stack.js';
import { round } from '../lib/stats.js';
import type { BenchContext, Section } from '../lib/types.js';

const BIDS = 50;
const FILE_BYTES = 20 * 1024 * 1024;
const CHILD = join(import.meta.dirname, '../lib/submissions-export-child.ts');

interface ChildResult {
  ms: number;
  size: number;
  fileCount: number;
  rssGrowth: number;
  heapGrowth: number;
}

export async function run(ctx: BenchContext): Promise<Section> {
  const stack = await localStack(ctx);
  const { s3 } = await import('../../functions/core/aws/s3.js');
  const { env } = await import('../../functions/core/env.js');
  const { putItem } = await import('../../functions/core/db/ops.js');
  const { Submission, SubmissionFile } = await import('../../functions/core/db/entities/submission.js');
  const { SubmissionsExport } = await import('../../functions/core/db/entities/submissions-export.js');
  const { sealedFileKey } = await import('../../functions/core/submissions/sealed-bids.js');
  const { customerId } = await signIn(stack, 'lead@demo.example');
  // The bids' records need no project record: the job reads the submissions of the project id it is given.
  const projectId = randomUUID();
  const exportId = randomUUID();

  ctx.log(`submissions-export: writing ${BIDS} opened bids of 20 MB`);
  // One block, not all zeros, written under each bid's key: the zip stores it as is.
  const block = Buffer.alloc(FILE_BYTES);
  for (let i = 0; i < block.length; i += 4) block.writeUInt32LE((i * 2654435761) >>> 0, i);
  const keys: string[] = [];
  const at = new Date().toISOString();
  for (let i = 0; i < BIDS; i += 1) {
    const submissionId = randomUUID();
    const fileId = randomUUID();
    const key = sealedFileKey(customerId, projectId, submissionId, fileId);
    await s3.send(new PutObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key, Body: block }));
    keys.push(key);
    await putItem(SubmissionFile, {
      customerId,
      projectId,
      submissionId,
      fileId,
      submissionRequirementId: 'req-docs',
      fileName: `bid-${i + 1}.pdf`,
      contentType: 'application/pdf',
      size: FILE_BYTES,
      key,
      state: 'stored',
      uploadedBy: 'bench',
      createdAt: at,
    });
    await putItem(Submission, {
      customerId,
      projectId,
      submissionId,
      status: 'unsealed',
      // Opened, price and submission (decision 057): the zip holds only what is unsealed.
      priceUnsealed: { at, by: 'bench' },
      submissionUnsealed: { at, by: 'bench' },
      companyName: `Bench bidder ${String(i + 1).padStart(2, '0')}`,
      contactEmail: `bidder-${i + 1}@bench.example`,
      completedAt: at,
    });
  }
  await putItem(SubmissionsExport, {
    customerId,
    projectId,
    exportId,
    requestedBy: 'bench',
    requestedAt: at,
    status: 'building',
    name: 'bench-submissions.zip',
    key: `submissions/${customerId}/${projectId}/${exportId}.zip`,
    expiresAt: Math.floor(Date.now() / 1000) + 86_400,
  });

  const child = async (mode: 'copy' | 'export') => {
    const result = await runProcess(process.execPath, ['--expose-gc', '--import', 'tsx', CHILD], {
      cwd: ctx.root,
      env: {
        ...childEnv(stack),
        EXPORT_BENCH: JSON.stringify({ mode, customerId, projectId, exportId, keys }),
      },
      timeoutMs: 900_000,
    });
    if (result.code !== 0)
      throw new Error(`the export child (${mode}) failed (${result.code}): ${result.stderr.slice(-2000)}`);
    return lastJsonLine<ChildResult>(result.stdout);
  };
  ctx.log('submissions-export: the floor (S3 to S3, no zip)');
  const copy = await child('copy');
  ctx.log('submissions-export: the build job');
  const built = await child('export');
  if (built.fileCount !== BIDS) throw new Error(`the zip holds ${built.fileCount} files, not ${BIDS}`);
  const mib = (bytes: number) => round(bytes / 1024 / 1024);

  return {
    id: 'submissions-export',
    title: 'Submissions export',
    method: `${BIDS} opened bids of one ${mib(FILE_BYTES)} MiB file each in the local S3 emulator (files on disk). A child process runs the build job's function (functions/exports/submissions-export-job.ts: each file read as a stream from sealed/ into yazl, stored, and the zip into an 8 MiB-part multipart upload to the exports bucket; SHA-256 of each file in passing); another, run first, copies the same objects into one multipart upload with no zip (the floor). Each child samples its own RSS and heap every 20 ms against its figures after its imports and a GC.`,
    rows: [
      {
        name: `export of ${BIDS} bids of 20 MB each into one zip (time; goal: ≤ 1.5× the plain copy)`,
        figure: { value: round(built.ms), unit: 'ms' },
        floor: { value: round(copy.ms), unit: 'ms' },
        floorLabel: 'the same bytes copied S3 to S3 through one multipart upload, no zip',
        goal: { kind: 'ratio', max: 1.5 },
        note: `zip of ${mib(built.size)} MiB with ${built.fileCount} files and ${BIDS} bid.json`,
      },
      {
        name: 'export job peak RSS growth',
        figure: { value: built.rssGrowth, unit: 'B' },
        goal: { kind: 'max', max: 128 * 1024 * 1024 },
        note: `the plain copy's: ${mib(copy.rssGrowth)} MiB; the job's Lambda has 1,024 MB`,
      },
      {
        name: 'export job peak heap growth',
        figure: { value: built.heapGrowth, unit: 'B' },
        goal: { kind: 'max', max: 64 * 1024 * 1024 },
        note: `the plain copy's: ${mib(copy.heapGrowth)} MiB`,
      },
    ],
  };
}
