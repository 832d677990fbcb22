/**
 * The export of all completed submissions (docs/product/opening.md#exports, decision 058), the buyer's side:
 * asked for (the build job scheduled now), listed while pending, downloaded through a one-minute URL (then it
 * leaves the list) or removed. Each change is one transaction with its audit event on the project. These
 * routes never read a bid: the job does, and only an opened one.
 */
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { wholeFieldExportRefusal } from '../../shared/domain/evaluation/evaluation-rules.js';
import { areSubmissionsShown } from '../../shared/domain/submissions/submission-status.js';
import {
  isExportableSubmission,
  isExportAlreadyStarted,
  shownExportStatus,
  SUBMISSIONS_EXPORT_BUILD_MINUTES,
  SUBMISSIONS_EXPORT_DAYS,
  submissionsExportName,
} from '../../shared/domain/submissions/submissions-export.js';
import type {
  TSubmissionsExport,
  TSubmissionsExportDownload,
  TSubmissionsExportList,
} from '../../shared/schemas/submissions-export.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { s3 } from '../core/aws/s3.js';
import { projectAudit } from '../core/projects/build-access.js';
import { now as clockNow, nowIso, nowMs } from '../core/clock.js';
import { EvaluationSheet } from '../core/db/entities/evaluation.js';
import { sheetsOfEvaluator } from '../core/db/entities/evaluation-keys.js';
import { Submission } from '../core/db/entities/submission.js';
import { submissionsOfProject } from '../core/db/entities/submission-keys.js';
import {
  SubmissionsExport,
  SubmissionsExportLock,
  submissionsExportsOfProject,
  takeExportLock,
  type SubmissionsExportRecord,
} from '../core/db/entities/submissions-export.js';
import { getItem, queryAll } from '../core/db/ops.js';
import { transact, transactAudited, tx } from '../core/db/transaction.js';
import { env } from '../core/env.js';
import { logger } from '../core/logger.js';
import { scheduleAt } from '../core/one-time-schedules.js';
import { reachTenderProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

/** The one-time job that builds the zip (infra/schedules.ts). */
export const SUBMISSIONS_EXPORT_JOB = 'submissions-export';
/** The download URL lives a minute: enough to start the download. */
export const EXPORT_DOWNLOAD_SECONDS = 60;

/** submissions/<customerId>/<projectId>/<exportId>.zip in the exports bucket. */
export const submissionsExportKey = (customerId: string, projectId: string, exportId: string) =>
  `submissions/${customerId}/${projectId}/${exportId}.zip`;

export const exportScheduleName = (customerId: string, exportId: string) => ({
  purpose: 'subexport',
  tenant: customerId,
  record: exportId,
});

export function toExportDto(record: SubmissionsExportRecord, now: Date): TSubmissionsExport {
  return {
    exportId: record.exportId,
    projectId: record.projectId,
    status: shownExportStatus(record, now),
    name: record.name,
    requestedAt: record.requestedAt,
    ...(record.finishedAt ? { finishedAt: record.finishedAt } : {}),
    ...(record.size !== undefined ? { size: record.size } : {}),
    ...(record.bidCount !== undefined ? { bidCount: record.bidCount } : {}),
    ...(record.fileCount !== undefined ? { fileCount: record.fileCount } : {}),
  };
}

/** POST RequestCompletedSubmissionsGenerate/{id}: the export record and the lock, then the job, now. */
export async function requestSubmissionsExport(
  session: SessionContext,
  projectId: string,
): Promise<TSubmissionsExport> {
  const { project } = await reachTenderProject(session, projectId);
  const { customerId } = session;
  // Before the closing nothing says whether bids exist (the sealed vault): the same answer as none opened.
  if (!areSubmissionsShown(project.status)) throw new AppError('exportNothingOpened');
  const [bids, exports, sheets] = await Promise.all([
    queryAll(Submission, submissionsOfProject(customerId, projectId)),
    queryAll(SubmissionsExport, submissionsExportsOfProject(customerId, projectId)),
    queryAll(EvaluationSheet, sheetsOfEvaluator(customerId, projectId, session.userId)),
  ]);
  const conflicted = wholeFieldExportRefusal(sheets.map((sheet) => sheet.declaration));
  if (conflicted) throw new AppError(conflicted);
  // The refusals are audited by the group's onRefusal (decision 061), once, as every refused call on a bid.
  if (!bids.some((bid) => isExportableSubmission(bid.status))) {
    throw new AppError('exportNothingOpened');
  }
  const now = clockNow();
  if (isExportAlreadyStarted(exports, now)) throw new AppError('exportAlreadyStarted');

  const exportId = randomUUID();
  const requestedAt = now.toISOString();
  const expiresAt = Math.floor(now.getTime() / 1000) + SUBMISSIONS_EXPORT_DAYS * 86_400;
  const record: SubmissionsExportRecord = {
    customerId,
    projectId,
    exportId,
    requestedBy: session.userId,
    requestedAt,
    status: 'building',
    name: submissionsExportName({ number: project.number, projectId }, requestedAt),
    key: submissionsExportKey(customerId, projectId, exportId),
    expiresAt,
  };
  const staleBefore = new Date(now.getTime() - SUBMISSIONS_EXPORT_BUILD_MINUTES * 60_000).toISOString();
  try {
    await transactAudited(
      { ...projectAudit(session, projectId, 'submissionsExportRequested'), after: { exportId } },
      [
        tx.create(SubmissionsExport, record),
        takeExportLock({ customerId, projectId, exportId, startedAt: requestedAt, expiresAt }, staleBefore),
      ],
    );
  } catch (error) {
    // Another request took the lock between the read and this write.
    if (error instanceof ConflictError) throw new AppError('exportAlreadyStarted', { cause: error });
    throw error;
  }
  try {
    await scheduleAt({
      name: exportScheduleName(customerId, exportId),
      at: now,
      job: SUBMISSIONS_EXPORT_JOB,
      payload: { projectId, exportId },
    });
  } catch (error) {
    // No job will run: the export shows failed (with its retry) rather than building for ever.
    logger.error('Submissions export: the build job could not be scheduled', { projectId, exportId, error });
    await transact([
      tx.update(SubmissionsExport, record, {
        set: { status: 'failed', finishedAt: nowIso() },
      }),
      tx.delete(SubmissionsExportLock, { customerId, projectId }),
    ]);
    return toExportDto({ ...record, status: 'failed' }, clockNow());
  }
  return toExportDto(record, now);
}

/** GET CompletedSubmissionsAllRequest: the caller's exports of the project not yet downloaded, newest first. */
export async function listSubmissionsExports(
  session: SessionContext,
  projectId: string,
): Promise<TSubmissionsExportList> {
  await reachTenderProject(session, projectId);
  const now = clockNow();
  const exports = (
    await queryAll(SubmissionsExport, submissionsExportsOfProject(session.customerId, projectId))
  )
    .filter((e) => e.requestedBy === session.userId && !e.downloadedAt)
    .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  return { exports: exports.map((e) => toExportDto(e, now)) };
}

/** The caller's own export: another buyer's is answered as absent. */
async function ownExport(session: SessionContext, projectId: string, exportId: string) {
  await reachTenderProject(session, projectId);
  const record = await getItem(SubmissionsExport, { customerId: session.customerId, projectId, exportId });
  if (!record || record.requestedBy !== session.userId) throw new AppError('exportNotFound');
  return record;
}

/** GET CompletedSubmissionsAllDownload: a one-minute URL of the zip; the export leaves the pending list. */
export async function downloadSubmissionsExport(
  session: SessionContext,
  projectId: string,
  exportId: string,
): Promise<TSubmissionsExportDownload> {
  const record = await ownExport(session, projectId, exportId);
  if (record.status !== 'ready' || record.size === undefined) throw new AppError('exportNotReady');
  const fileName = record.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env().EXPORTS_BUCKET,
      Key: record.key,
      ResponseContentDisposition: `attachment; filename="${fileName}"`,
    }),
    { expiresIn: EXPORT_DOWNLOAD_SECONDS },
  );
  if (!record.downloadedAt) {
    await transactAudited(
      { ...projectAudit(session, projectId, 'submissionsExportDownloaded'), after: { exportId } },
      [tx.update(SubmissionsExport, record, { set: { downloadedAt: nowIso() } })],
    );
  }
  return {
    url,
    expiresAt: new Date(nowMs() + EXPORT_DOWNLOAD_SECONDS * 1000).toISOString(),
    fileName: record.name,
    size: record.size,
  };
}

/** DELETE CompletedSubmissionsAll: the export leaves the list, and its zip the bucket. */
export async function removeSubmissionsExport(
  session: SessionContext,
  projectId: string,
  exportId: string,
): Promise<void> {
  const record = await ownExport(session, projectId, exportId);
  await transactAudited(
    { ...projectAudit(session, projectId, 'submissionsExportRemoved'), after: { exportId } },
    [tx.delete(SubmissionsExport, record)],
  );
  // A building export's job finds its record gone and deletes the zip it made (submissions-export-job.ts).
  if (record.status === 'ready')
    await s3.send(new DeleteObjectCommand({ Bucket: env().EXPORTS_BUCKET, Key: record.key }));
}
