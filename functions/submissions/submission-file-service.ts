/**
 * A bid's files (decision 054): uploaded through the one upload path (decision 029, the S3 steps of
 * functions/core/files/s3-multipart.ts) under sealed/<agency>/<project>/<submission>/<file id>, one file per
 * document requirement. The server opens the upload once the requirement and size pass, signs parts whose
 * URLs expire no later than the closing instant, each with its SHA-256 (decision 059), completes the
 * upload, confirms the size and records the file as stored with the browser's SHA-256, `verifying`; the
 * verify-submission-file job then reads the object back (verify-file-job.ts). A file may be uploaded early
 * and the bid kept in draft; only the submit seals it.
 */
import { randomUUID } from 'node:crypto';
import {
  BID_PDF_READ_MAX_BYTES,
  checkBidFilePages,
  checkBidFileStart,
  isProgramContent,
  minimumPageCountOf,
  acceptedExtensionsOf,
  extensionsText,
  PROGRAM_SIGNATURE_BYTES,
} from '../../shared/domain/submissions/bid-files.js';
import type { ErrorCode } from '../../shared/errors.js';
import type {
  TBidSubmission,
  TSubmissionFileComplete,
  TSubmissionFileStart,
  TSubmissionPartsSign,
} from '../../shared/schemas/submissions.js';
import { AppError } from '../core/app-error.js';
import { now as clockNow, nowMs, nowIso } from '../core/clock.js';
import { SubmissionFile, type SubmissionFileRecord } from '../core/db/entities/submission.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import {
  abortInS3,
  completeAndConfirm,
  createMultipart,
  objectBytes,
  objectHead,
  partsInS3,
  removeObject,
  signPartsOf,
} from '../core/files/s3-multipart.js';
import { logger } from '../core/logger.js';
import { pdfPageCount } from '../core/files/pdf-page-count.js';
import { scheduleAt } from '../core/one-time-schedules.js';
import type { SessionContext } from '../core/session.js';
import { sealedFileKey } from '../core/submissions/sealed-bids.js';
import { assertOpen } from './submission-access.js';
import { audit, getBidSubmission, loadBid, touchHeader, type LoadedBid } from './submission-service.js';
import '../../shared/errors/online-submissions.js';

/** An open upload is forgotten after two days, as a project's (S3's lifecycle aborts its parts too). */
const UPLOAD_TTL_SECONDS = 2 * 24 * 3600;

const sealedKey = (loaded: LoadedBid, fileId: string) =>
  sealedFileKey(loaded.bid.customerId, loaded.bid.project.projectId, loaded.submissionId, fileId);

const closingOf = (loaded: LoadedBid) =>
  typeof loaded.bid.project.closingDate === 'string' ? new Date(loaded.bid.project.closingDate) : undefined;

/** The company's own open upload that the browser names, with the key the server issued; else not found. */
function openUploadOf(loaded: LoadedBid, uploadId: string, key: string): SubmissionFileRecord {
  const file = loaded.files.find((f) => f.fileId === uploadId);
  if (!file || file.state !== 'uploading' || !file.s3UploadId) throw new AppError('documentUploadNotFound');
  if (file.key !== key) throw new AppError('documentKeyRefused');
  return file;
}

const s3Upload = (file: SubmissionFileRecord) => ({
  key: file.key,
  s3UploadId: file.s3UploadId!,
  size: file.size,
});

/** POST Files: opens the upload of a file for one of the tender's document requirements. */
export async function startSubmissionFile(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  input: TSubmissionFileStart,
  submissionId?: string,
): Promise<{ uploadId: string; key: string }> {
  const now = clockNow();
  const loaded = await loadBid(session, agencyDomain, projectId, now, submissionId);
  assertOpen(loaded.bid, now);
  const requirement = loaded.items.find(
    (item) => item.kind === 'document' && item.submissionRequirementId === input.submissionRequirementId,
  );
  if (!requirement || !loaded.settings.documents.used)
    throw new AppError('submissionRequirementUnknown', {
      fields: [{ field: 'body.submissionRequirementId', code: 'invalid' }],
    });
  const fileProblem = checkBidFileStart(requirement.content, input);
  if (fileProblem)
    throw new AppError(fileProblem, {
      params: {
        minimum: minimumPageCountOf(requirement.content),
        types: extensionsText(acceptedExtensionsOf(requirement.content)),
      },
    });
  const header = await touchHeader(session, loaded);
  const fileId = randomUUID();
  const key = sealedKey(loaded, fileId);
  const contentType = input.contentType || 'application/octet-stream';
  const s3UploadId = await createMultipart(key, contentType, { checksums: true });
  const file: SubmissionFileRecord = {
    customerId: loaded.bid.customerId,
    projectId,
    submissionId: loaded.submissionId,
    fileId,
    submissionRequirementId: input.submissionRequirementId,
    fileName: input.fileName,
    contentType,
    size: input.size,
    key,
    state: 'uploading',
    s3UploadId,
    uploadedBy: session.userId,
    createdAt: nowIso(),
    expiresAt: Math.floor(nowMs() / 1000) + UPLOAD_TTL_SECONDS,
  };
  // The audit names the requirement and the size, not the file's name: a sealed bid's files tell nothing.
  await transactAudited(
    {
      ...audit(session, loaded.bid, loaded.submissionId, 'submissionFileStarted'),
      after: { fileId, submissionRequirementId: input.submissionRequirementId, size: input.size },
    },
    [header, tx.create(SubmissionFile, file)],
  );
  return { uploadId: fileId, key };
}

/**
 * POST Files/Parts/Batch: part URLs for the company's open upload, expiring by the closing instant, each
 * signed with the part's SHA-256 that the browser computed (S3 refuses a part whose bytes differ).
 */
export async function signSubmissionFileParts(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  request: TSubmissionPartsSign,
  submissionId?: string,
) {
  const now = clockNow();
  const loaded = await loadBid(session, agencyDomain, projectId, now, submissionId);
  assertOpen(loaded.bid, now);
  const file = openUploadOf(loaded, request.uploadId, request.key);
  return signPartsOf(s3Upload(file), request.partNumbers, closingOf(loaded), request.checksumsSha256);
}

/** GET Files/Parts: the parts S3 holds, so that a resumed upload sends only the rest. */
export async function listSubmissionFileParts(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  uploadId: string,
  key: string,
  submissionId?: string,
) {
  const loaded = await loadBid(session, agencyDomain, projectId, clockNow(), submissionId);
  return { parts: await partsInS3(s3Upload(openUploadOf(loaded, uploadId, key))) };
}

/** An open upload's parts, or a stored file's object. */
async function discardObject(file: SubmissionFileRecord) {
  if (file.state === 'uploading' && file.s3UploadId) await abortInS3(s3Upload(file));
  else await removeObject(file.key);
}

/** The verify-submission-file job's schedule for one stored file (decision 059). */
export const verificationSchedule = (file: SubmissionFileRecord) => ({
  purpose: 'verifyfile',
  tenant: file.customerId,
  record: file.fileId,
});

/**
 * POST Files/Complete: S3 completes the upload (checking, on AWS, each part against the checksum its URL
 * was signed with), HeadObject confirms its size, and the file is recorded as stored with the browser's
 * SHA-256, `verifying`, with the header, in one transaction. The closing instant is checked again at this
 * final step. Reading a 1 GB object back is not done here, at 11:59: the verify-submission-file job,
 * scheduled now, does it and marks the file verified or mismatch (decision 059). One file per
 * requirement: a new one replaces the one before, whose object goes after the commit. A refused file's
 * object is removed.
 */
export async function completeSubmissionFile(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  request: TSubmissionFileComplete,
  submissionId?: string,
): Promise<TBidSubmission> {
  const loaded = await loadBid(session, agencyDomain, projectId, clockNow(), submissionId);
  // Sent again after the first one's answer was lost (the uploader retries a call that got no answer):
  // the file is stored already, before the closing if the first one was, and the bid is the answer again.
  const stored = loaded.files.find((f) => f.fileId === request.uploadId && f.key === request.key);
  if (stored?.state === 'stored')
    return getBidSubmission(session, agencyDomain, projectId, loaded.submissionId);
  assertOpen(loaded.bid);
  const file = openUploadOf(loaded, request.uploadId, request.key);
  const size = await completeAndConfirm(s3Upload(file), request.parts);
  await refuseWhatTheItemForbids(session, loaded, file);
  const others = loaded.files.filter(
    (f) => f.fileId !== file.fileId && f.submissionRequirementId === file.submissionRequirementId,
  );
  const sha256 = request.sha256;
  try {
    assertOpen(loaded.bid);
    const header = await touchHeader(session, loaded);
    await transactAudited(
      {
        ...audit(session, loaded.bid, loaded.submissionId, 'submissionFileStored'),
        after: { fileId: file.fileId, submissionRequirementId: file.submissionRequirementId, size, sha256 },
      },
      [
        header,
        tx.update(
          SubmissionFile,
          file,
          {
            set: { state: 'stored', size, sha256, verification: 'verifying', storedAt: nowIso() },
            remove: ['s3UploadId', 'expiresAt'],
          },
          {
            expression: '#state = :uploading',
            names: { '#state': 'state' },
            values: { ':uploading': 'uploading' },
          },
        ),
        ...others.map((other) => tx.delete(SubmissionFile, other)),
      ],
    );
  } catch (error) {
    await removeObject(file.key);
    throw error;
  }
  await Promise.all([...others.map(discardObject), scheduleVerification(file)]);
  return getBidSubmission(session, agencyDomain, projectId, loaded.submissionId);
}

/**
 * The stored object against its requirement (decision 069), before the file counts as meeting it: its
 * first bytes must not be a program's, and an item with a minimum page count needs a PDF with at least
 * that many pages, counted from the file. A refused file is not kept: its object and its open-upload
 * record go, the attempt is audited (the code and the pages counted, never the name), and the supplier
 * reads why at once, at the end of the upload, as for a file too large.
 */
async function refuseWhatTheItemForbids(
  session: SessionContext,
  loaded: LoadedBid,
  file: SubmissionFileRecord,
): Promise<void> {
  const requirement = loaded.items.find(
    (item) => item.submissionRequirementId === file.submissionRequirementId,
  );
  const content = requirement?.content ?? {};
  const minimum = minimumPageCountOf(content);
  let code: ErrorCode | undefined = isProgramContent(await objectHead(file.key, PROGRAM_SIGNATURE_BYTES))
    ? 'submissionFileTypeNotAllowed'
    : undefined;
  let pages: number | undefined;
  if (!code && minimum > 0) {
    // At most BID_PDF_READ_MAX_BYTES: the start refused a larger file for such an item.
    const read = pdfPageCount(await objectBytes(file.key, BID_PDF_READ_MAX_BYTES));
    if (read.ok) pages = read.pages;
    code = checkBidFilePages(content, read);
  }
  if (!code) return;
  await removeObject(file.key);
  await transactAudited(
    {
      ...audit(session, loaded.bid, loaded.submissionId, 'submissionFileRefused'),
      before: { fileId: file.fileId, submissionRequirementId: file.submissionRequirementId, size: file.size },
      after: { code, ...(pages === undefined ? {} : { pages }) },
    },
    [tx.delete(SubmissionFile, file)],
  );
  throw new AppError(code, { params: { minimum, pages: pages ?? 0 } });
}

/**
 * The read-back, scheduled now. The file is stored already: a schedule that cannot be started is logged
 * (the file stays `verifying`, which the screen and the verification page say) rather than failing a
 * complete whose object S3 holds.
 */
async function scheduleVerification(file: SubmissionFileRecord): Promise<void> {
  try {
    await scheduleAt({
      name: verificationSchedule(file),
      at: clockNow(),
      job: 'verify-submission-file',
      payload: { projectId: file.projectId, submissionId: file.submissionId, fileId: file.fileId },
    });
  } catch (error) {
    logger.error('Could not schedule the read-back of a bid file', { fileId: file.fileId, error });
  }
}

/** DELETE Files/{fileId}: removes a file of the bid (or cancels its upload) while the bid is a draft. */
export async function removeSubmissionFile(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  fileId: string,
  submissionId?: string,
): Promise<TBidSubmission> {
  const now = clockNow();
  const loaded = await loadBid(session, agencyDomain, projectId, now, submissionId);
  assertOpen(loaded.bid, now);
  const file = loaded.files.find((f) => f.fileId === fileId);
  if (!file) throw new AppError('documentUploadNotFound');
  const header = await touchHeader(session, loaded);
  await transactAudited(
    {
      ...audit(session, loaded.bid, loaded.submissionId, 'submissionFileRemoved'),
      before: { fileId, submissionRequirementId: file.submissionRequirementId },
    },
    [header, tx.delete(SubmissionFile, file)],
  );
  await discardObject(file);
  return getBidSubmission(session, agencyDomain, projectId, loaded.submissionId);
}
