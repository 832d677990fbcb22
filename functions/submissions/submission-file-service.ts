/**
 * A bid's files (decision 054): uploaded through the one upload path (decision 029,
 * functions/core/files/upload-flow.ts) under sealed/<agency>/<project>/<submission>/<file id>, one file per
 * document requirement. The server opens the upload once the requirement and size pass, signs parts whose
 * URLs expire no later than the closing instant, each with its SHA-256 (decision 059), completes the
 * upload, confirms the size and records the file as stored with the browser's SHA-256, `verifying`; the
 * verify-submission-file job then reads the object back (verify-file-job.ts). A file may be uploaded early
 * and the bid kept in draft; only the submit seals it.
 */
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
} from '../../shared/schemas/submissions.js';
import { AppError } from '../core/app-error.js';
import { now as clockNow, nowIso } from '../core/clock.js';
import { SubmissionFile, type SubmissionFileRecord } from '../core/db/entities/submission.js';
import { transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { abortInS3, objectBytes, objectHead, removeObject } from '../core/files/s3-multipart.js';
import type { UploadOwner } from '../core/files/upload-flow.js';
import { logger } from '../core/logger.js';
import { pdfPageCount } from '../core/files/pdf-page-count.js';
import { scheduleAt } from '../core/one-time-schedules.js';
import type { SessionContext } from '../core/session.js';
import { sealedFileKey } from '../core/submissions/sealed-bids.js';
import { assertOpen } from './submission-access.js';
import { audit, getBidSubmission, loadBid, touchHeader, type LoadedBid } from './submission-service.js';

/** Which of the company's bids on a tender: `submissionId` names a further one (decision 060), none its first. */
export type BidRef = { agencyDomain: string; projectId: string; submissionId?: string | undefined };

/** The bid's open upload: a file record still `uploading`, with S3's upload id. */
type OpenBidFile = SubmissionFileRecord & { s3UploadId: string };

/** An open upload's parts, or a stored file's object. */
async function discardObject(file: SubmissionFileRecord) {
  if (file.state === 'uploading' && file.s3UploadId)
    await abortInS3({ ...file, s3UploadId: file.s3UploadId });
  else await removeObject(file.key);
}

/** The verify-submission-file job's schedule for one stored file (decision 059). */
export const verificationSchedule = (file: SubmissionFileRecord) => ({
  purpose: 'verifyfile',
  tenant: file.customerId,
  record: file.fileId,
});

/**
 * Submission/Files: a file for one of the tender's document requirements. Its start needs the bid open,
 * the requirement and the file's size and type; its parts are signed with their SHA-256 and expire by the
 * closing instant. Its complete (S3 checking, on AWS, each part against the checksum its URL was signed
 * with) records the file as stored with the browser's SHA-256, `verifying`, with the header, in one
 * transaction; the closing instant is checked again at this final step. Reading a 1 GB object back is not
 * done here, at 11:59: the verify-submission-file job, scheduled now, does it and marks the file verified
 * or mismatch (decision 059). One file per requirement: a new one replaces the one before, whose object
 * goes after the commit. A refused file's object is removed. Its abort is removeSubmissionFile.
 */
export const bidFileUploads: UploadOwner<{
  ref: BidRef;
  reached: { session: SessionContext; ref: BidRef; loaded: LoadedBid };
  start: TSubmissionFileStart;
  open: OpenBidFile;
  complete: TSubmissionFileComplete;
  answer: TBidSubmission;
  /** The bid header's write, which goes with the file's record. */
  checked: TxItem;
  prepared: undefined;
}> = {
  // The list and the complete reach a closed bid: a complete sent again after its answer was lost answers
  // the file stored before the closing.
  reach: async (session, ref, step) => {
    const now = clockNow();
    const loaded = await loadBid(session, ref.agencyDomain, ref.projectId, now, ref.submissionId);
    if (step === 'start' || step === 'sign') assertOpen(loaded.bid, now);
    return { session, ref, loaded };
  },
  checkStart: async ({ session, loaded }, input) => {
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
    return touchHeader(session, loaded);
  },
  keyOf: ({ loaded }, fileId) =>
    sealedFileKey(loaded.bid.customerId, loaded.bid.project.projectId, loaded.submissionId, fileId),
  checksums: true,
  signUntil: ({ loaded }) =>
    typeof loaded.bid.project.closingDate === 'string' ? new Date(loaded.bid.project.closingDate) : undefined,
  keep: async ({ session, ref, loaded }, upload, input, header) => {
    const file: SubmissionFileRecord = {
      customerId: loaded.bid.customerId,
      projectId: ref.projectId,
      submissionId: loaded.submissionId,
      fileId: upload.uploadId,
      submissionRequirementId: input.submissionRequirementId,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.size,
      key: upload.key,
      state: 'uploading',
      s3UploadId: upload.s3UploadId,
      uploadedBy: session.userId,
      createdAt: upload.createdAt,
      expiresAt: upload.expiresAt,
    };
    // The audit names the requirement and the size, not the file's name: a sealed bid's files tell nothing.
    await transactAudited(
      {
        ...audit(session, loaded.bid, loaded.submissionId, 'submissionFileStarted'),
        after: {
          fileId: file.fileId,
          submissionRequirementId: input.submissionRequirementId,
          size: input.size,
        },
      },
      [header, tx.create(SubmissionFile, file)],
    );
  },
  find: ({ loaded }, uploadId) => {
    const file = loaded.files.find((f) => f.fileId === uploadId);
    return file?.state === 'uploading' && file.s3UploadId ? (file as OpenBidFile) : undefined;
  },
  // Sent again after the first one's answer was lost (the uploader retries a call that got no answer):
  // the file is stored already, before the closing if the first one was, and the bid is the answer again.
  settle: async ({ session, ref, loaded }, request) => {
    const stored = loaded.files.find((f) => f.fileId === request.uploadId && f.key === request.key);
    if (stored?.state === 'stored')
      return getBidSubmission(session, ref.agencyDomain, ref.projectId, loaded.submissionId);
    assertOpen(loaded.bid);
    return undefined;
  },
  record: async ({ session, ref, loaded }, file, size, request) => {
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
    return getBidSubmission(session, ref.agencyDomain, ref.projectId, loaded.submissionId);
  },
};

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
