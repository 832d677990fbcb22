/**
 * The verify-submission-file one-time job (infra/schedules.ts, decision 059): a bid file was recorded at
 * its complete with the browser's SHA-256, `verifying`; this job, scheduled "now" by the complete, reads
 * the stored object back as a stream, computes its SHA-256 and marks the file `verified` or `mismatch`
 * (the server's digest kept beside the browser's), with its audit event, in one transaction. A mismatch
 * blocks nothing (a bid already submitted stays submitted); the bid screen shows it to the supplier and
 * the receipt's verification flags it. Its own Lambda, with a read of sealed/ and no write there.
 */
import * as z from 'zod/mini';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { ConflictError } from '../core/app-error.js';
import { SubmissionFile } from '../core/db/entities/submission.js';
import { nowIso } from '../core/clock.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { checkConfiguration } from '../core/env.js';
import { logger } from '../core/logger.js';
import { RetryableJobError, runOneTimeJob, type OneTimeJobResult } from '../core/one-time-schedules.js';
import { sha256OfObject } from '../core/files/s3-multipart.js';

checkConfiguration('submissions-verify-file-job');

const ZVerifyPayload = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(64)),
  submissionId: z.string().check(z.minLength(1), z.maxLength(64)),
  fileId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export type VerifyOutcome =
  | { verification: 'verified' | 'mismatch' }
  | { verification: 'skipped'; reason: 'gone' | 'done' | 'replaced' };

/** Reads one stored bid file back and records what it found; a file gone or already decided is left. */
export async function verifyStoredFile(
  customerId: string,
  key: { projectId: string; submissionId: string; fileId: string },
): Promise<VerifyOutcome> {
  const file = await getItem(SubmissionFile, { customerId, ...key });
  if (!file || file.state !== 'stored') return { verification: 'skipped', reason: 'gone' };
  if (file.verification !== 'verifying') return { verification: 'skipped', reason: 'done' };
  let stored: string;
  try {
    stored = await sha256OfObject(file.key);
  } catch (error) {
    // Removed meanwhile (the supplier replaced it): its record goes with it; anything else is tried again.
    if ((error as { name?: string }).name === 'NoSuchKey') return { verification: 'skipped', reason: 'gone' };
    throw new RetryableJobError(`Reading bid file ${file.fileId} back failed`, { cause: error });
  }
  const verification = stored === file.sha256 ? 'verified' : 'mismatch';
  try {
    await transactAudited(
      {
        customerId,
        actorId: SYSTEM_ACTOR,
        entityType: 'submission',
        // The submission's own events, off the project's feed, naming digests and sizes only (decision 054).
        entityId: `${file.projectId}/${file.submissionId}`,
        action: verification === 'verified' ? 'submissionFileVerified' : 'submissionFileMismatchFound',
        after: {
          fileId: file.fileId,
          size: file.size,
          browserSha256: file.sha256,
          storedSha256: stored,
        },
      },
      [
        tx.update(
          SubmissionFile,
          file,
          { set: { verification, storedSha256: stored, verifiedAt: nowIso() } },
          // Still the same upload, still waiting: a replaced or removed file is not marked.
          {
            expression: '#verification = :verifying AND sha256 = :sha256',
            names: { '#verification': 'verification' },
            values: { ':verifying': 'verifying', ':sha256': file.sha256 },
          },
        ),
      ],
    );
  } catch (error) {
    if (error instanceof ConflictError) return { verification: 'skipped', reason: 'replaced' };
    throw error;
  }
  if (verification === 'mismatch')
    logger.warn('A bid file differs from what the browser read', { fileId: file.fileId, size: file.size });
  return { verification };
}

export async function handler(event: unknown): Promise<OneTimeJobResult<VerifyOutcome>> {
  return runOneTimeJob(event, async ({ tenant, payload }) =>
    verifyStoredFile(tenant, ZVerifyPayload.parse(payload)),
  );
}
