/**
 * The submissions-export one-time job (infra/schedules.ts; decision 058), scheduled "now" by the request:
 * builds the zip of the project's opened bids, streamed from sealed/ into an S3 multipart upload in the
 * exports bucket, records the export ready (or failed, never silently) with its audit event, releases the
 * project's build lock and tells the buyer who asked: exportReady(tenderId, name) on their WebSocket
 * connections (docs/product/suppliers-and-accounts.md#the-realtime-channel). The only reader of sealed/
 * besides the submissions group, and it reads a bid only when isExportableSubmission says it is opened.
 */
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { gunzipSync } from 'node:zlib';
import * as z from 'zod/mini';
import {
  isExportableSubmission,
  namedAnswers,
  namedForms,
} from '../../shared/domain/submissions/submissions-export.js';
import { unsealPartOf, type UnsealPart } from '../../shared/domain/submissions/unsealing.js';
import { SYSTEM_ACTOR } from '../core/audit.js';
import { s3 } from '../core/aws/s3.js';
import { nowIso } from '../core/clock.js';
import {
  Submission,
  SubmissionFile,
  SubmissionPart,
  type SubmissionRecord,
} from '../core/db/entities/submission.js';
import {
  filesOfSubmission,
  partsOfSubmission,
  submissionsOfProject,
} from '../core/db/entities/submission-keys.js';
import {
  lockHeldBy,
  SubmissionsExport,
  SubmissionsExportLock,
  type SubmissionsExportRecord,
} from '../core/db/entities/submissions-export.js';
import { ConflictError } from '../core/app-error.js';
import { getItem, queryAll } from '../core/db/ops.js';
import { transact, transactAudited, tx } from '../core/db/transaction.js';
import { checkConfiguration, env } from '../core/env.js';
import { logger } from '../core/logger.js';
import { runOneTimeJob, type OneTimeJobResult } from '../core/one-time-schedules.js';
import { pushToUser } from '../core/realtime.js';
import { uploadStream } from '../core/files/s3-stream-upload.js';
import { sealedProjectPrefix } from '../core/submissions/sealed-bids.js';
import { formHeadersOf } from '../core/submissions/opened-bids.js';
import { SubmissionRequirement } from '../core/db/entities/submission-requirement.js';
import { requirementItemsOfProject } from '../core/db/entities/submission-requirement-keys.js';
import { writeSubmissionsZip, type ExportBid } from './submissions-zip.js';

checkConfiguration('exports-submissions-export-job');

const ZPayload = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(64)),
  exportId: z.string().check(z.minLength(1), z.maxLength(64)),
});

export type SubmissionsExportOutcome =
  | { built: true; size: number; bidCount: number; fileCount: number; mismatches: number; skipped: number }
  | { built: false; reason: 'gone' | 'notBuilding' | 'failed' };

const unpack = (contentGz: Uint8Array): unknown => JSON.parse(gunzipSync(contentGz).toString('utf8'));

/** The project's forms (id, title) and its requirements' titles, which name what bid.json holds. */
interface ProjectNames {
  forms: { tenderTableId: string; name: string }[];
  titles: Map<string, string>;
}

/**
 * One opened bid as the zip writes it: its parts (forms' totals only, not every cell), receipt, files;
 * forms and questions named by their titles.
 */
async function exportBidOf(bid: SubmissionRecord, names: ProjectNames): Promise<ExportBid> {
  const { customerId, projectId, submissionId } = bid;
  // Price and submission are unsealed apart (decision 057): only what is opened goes in the zip.
  const opened: Record<UnsealPart, boolean> = {
    price: bid.priceUnsealed !== undefined,
    submission: bid.submissionUnsealed !== undefined,
  };
  const [parts, files] = await Promise.all([
    queryAll(SubmissionPart, partsOfSubmission(customerId, projectId, submissionId)),
    opened.submission
      ? queryAll(SubmissionFile, filesOfSubmission(customerId, projectId, submissionId))
      : Promise.resolve([]),
  ]);
  const totals: Record<string, unknown> = {};
  const other: Record<string, unknown> = {};
  for (const part of parts) {
    if (!opened[unsealPartOf(part.partId)]) continue;
    const content = unpack(part.contentGz);
    if (part.partId.startsWith('form.'))
      totals[part.partId.slice('form.'.length)] = (content as { totals?: unknown }).totals ?? {};
    else if (part.partId === 'answers')
      other.answers = namedAnswers(content as Parameters<typeof namedAnswers>[0], names.titles);
    else other[part.partId] = content;
  }
  const forms = namedForms(names.forms, totals);
  return {
    submissionId,
    companyName: bid.companyName,
    submittedAt: bid.receipt?.submittedAt ?? bid.completedAt,
    summary: {
      status: bid.status,
      ...(bid.contactName ? { contactName: bid.contactName } : {}),
      completedAt: bid.completedAt,
      receipt: bid.receipt,
      forms,
      ...other,
    },
    files: files
      .filter((f) => f.state === 'stored')
      .sort((a, b) => a.fileName.localeCompare(b.fileName) || a.fileId.localeCompare(b.fileId))
      .map((f) => ({
        submissionRequirementId: f.submissionRequirementId,
        fileName: f.fileName,
        key: f.key,
        size: f.size,
        sha256: f.sha256,
      })),
  };
}

/**
 * The project's bids that go in the zip: opened ones only (the job refuses every other status, whatever
 * the request saw), by company then id so that the layout is stable.
 */
export async function exportBidsOf(customerId: string, projectId: string) {
  const all = await queryAll(Submission, submissionsOfProject(customerId, projectId));
  const opened = all
    .filter((bid) => isExportableSubmission(bid.status))
    .sort(
      (a, b) => a.companyName.localeCompare(b.companyName) || a.submissionId.localeCompare(b.submissionId),
    );
  const [forms, requirements] = await Promise.all([
    formHeadersOf(customerId, projectId),
    queryAll(SubmissionRequirement, requirementItemsOfProject(customerId, projectId)),
  ]);
  const names: ProjectNames = {
    forms: forms.map((form) => ({ tenderTableId: form.tenderTableId, name: form.name })),
    titles: new Map(requirements.map((item) => [item.submissionRequirementId, item.title])),
  };
  const bids: ExportBid[] = [];
  // One bid's records at a time: a project's parts never all sit in memory at once.
  for (const bid of opened) bids.push(await exportBidOf(bid, names));
  return { bids, skipped: all.length - opened.length };
}

/** A sealed file's bytes as a stream, only under the project's own sealed prefix. */
function sealedFileOpener(customerId: string, projectId: string) {
  const prefix = sealedProjectPrefix(customerId, projectId);
  return async (key: string): Promise<Readable> => {
    if (!key.startsWith(prefix)) throw new Error('A bid file outside its project’s sealed prefix');
    const object = await s3.send(new GetObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key }));
    return object.Body as Readable;
  };
}

async function releaseLock(record: SubmissionsExportRecord): Promise<void> {
  try {
    await transact([tx.delete(SubmissionsExportLock, record, lockHeldBy(record.exportId))]);
  } catch (error) {
    // Taken over by a later request after this build overran: it is that build's now.
    if (!(error instanceof ConflictError)) throw error;
  }
}

async function tellRequester(record: SubmissionsExportRecord, type: 'exportReady' | 'exportFailed') {
  try {
    await pushToUser(record.customerId, record.requestedBy, {
      type,
      tenderId: record.projectId,
      name: record.name,
    });
  } catch (error) {
    // The pending list shows the outcome anyway.
    logger.warn('Submissions export: realtime push failed', { exportId: record.exportId, error });
  }
}

/** Builds the zip of one export: ready with its figures, or failed; the buyer is told either way. */
export async function buildSubmissionsExport(
  customerId: string,
  projectId: string,
  exportId: string,
): Promise<SubmissionsExportOutcome> {
  const record = await getItem(SubmissionsExport, { customerId, projectId, exportId });
  if (!record) return { built: false, reason: 'gone' };
  if (record.status !== 'building') return { built: false, reason: 'notBuilding' };
  const audit = (action: string, after: Record<string, unknown>) => ({
    customerId,
    actorId: SYSTEM_ACTOR,
    entityType: 'project',
    entityId: projectId,
    projectId,
    action,
    after: { exportId, ...after },
  });
  try {
    const { bids, skipped } = await exportBidsOf(customerId, projectId);
    const zip = await writeSubmissionsZip(bids, sealedFileOpener(customerId, projectId), (stream) =>
      uploadStream(
        {
          bucket: env().EXPORTS_BUCKET,
          key: record.key,
          contentType: 'application/zip',
          contentDisposition: `attachment; filename="${record.name}"`,
        },
        stream,
      ),
    );
    const figures = { size: zip.size, bidCount: zip.bidCount, fileCount: zip.fileCount };
    try {
      await transactAudited(audit('submissionsExportBuilt', { ...figures, mismatches: zip.mismatches }), [
        tx.update(SubmissionsExport, record, {
          set: { status: 'ready', finishedAt: nowIso(), ...figures },
        }),
      ]);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      // Removed by the buyer while it was building: its zip goes too.
      await s3.send(new DeleteObjectCommand({ Bucket: env().EXPORTS_BUCKET, Key: record.key }));
      await releaseLock(record);
      return { built: false, reason: 'gone' };
    }
    await releaseLock(record);
    await tellRequester(record, 'exportReady');
    logger.info('Submissions export built', { exportId, ...figures, skipped, mismatches: zip.mismatches });
    return { built: true, ...figures, mismatches: zip.mismatches, skipped };
  } catch (error) {
    logger.error('Submissions export failed', { exportId, projectId, error });
    try {
      await transactAudited(audit('submissionsExportFailed', {}), [
        tx.update(SubmissionsExport, record, {
          set: { status: 'failed', finishedAt: nowIso() },
        }),
      ]);
    } catch (recordError) {
      if (!(recordError instanceof ConflictError)) throw recordError;
    }
    await releaseLock(record);
    await tellRequester(record, 'exportFailed');
    return { built: false, reason: 'failed' };
  }
}

/** Not retried by the state machine: a failed build is shown failed and the buyer asks again. */
export async function handler(event: unknown): Promise<OneTimeJobResult<SubmissionsExportOutcome>> {
  return runOneTimeJob(event, async ({ tenant, payload }) => {
    const { projectId, exportId } = ZPayload.parse(payload);
    return buildSubmissionsExport(tenant, projectId, exportId);
  });
}
