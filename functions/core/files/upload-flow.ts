/**
 * The one upload path (decisions 029, 035, 047, 054, 065), once for every owner of files: a project's
 * documents, a journal note's files, a supplier's own documents, an award approval's files and a bid's
 * files. The browser sends the bytes straight to S3 in parts; the server opens the upload after the
 * owner's rules, signs parts only of the key it issued, completes the upload itself, confirms the object's
 * size with HeadObject, and only then lets the owner record the file. What differs by owner is an
 * UploadOwner: who may, where the keys lie, the limits, how the open upload is kept, what is recorded.
 */
import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../app-error.js';
import { nowIso, nowMs } from '../clock.js';
import type { SessionContext } from '../session.js';
import {
  abortInS3,
  completeAndConfirm,
  createMultipart,
  partsInS3,
  signPartsOf,
  type CompletedPart,
  type OpenS3Upload,
} from './s3-multipart.js';

/** The calls of an upload, in the order the browser makes them; an owner's reach may differ by step. */
export type UploadStep = 'start' | 'sign' | 'list' | 'complete' | 'abort';

/** An open upload is forgotten after two days, when S3's lifecycle rule aborts it too (infra/cdk/data-stack.ts). */
const UPLOAD_TTL_SECONDS = 2 * 24 * 3600;

/** What every start says of the file. */
export interface UploadStartInput {
  fileName: string;
  size: number;
  contentType?: string | undefined;
}

/** An open upload as the browser names it in every later call: our id and the key the server issued. */
export interface UploadAddress {
  uploadId: string;
  key: string;
}

export interface PartsRequest extends UploadAddress {
  partNumbers: readonly number[];
  /** One base64 SHA-256 per part number, for an owner whose parts S3 checks (decision 059). */
  checksumsSha256?: readonly string[] | undefined;
}

export interface CompleteRequest extends UploadAddress {
  parts: readonly CompletedPart[];
}

/** The upload the flow opened, for the owner to keep until it is completed or aborted. */
export interface NewUpload extends OpenS3Upload {
  uploadId: string;
  fileName: string;
  contentType: string;
  createdAt: string;
  /** Epoch seconds: the open upload's TTL. */
  expiresAt: number;
}

/** The types one owner's uploads deal in. */
export interface UploadTypes {
  /** What the route names the owner by: a project, a note, a bid, an approval… */
  ref: object;
  /** The owner as reach found it for the caller. */
  reached: object;
  start: UploadStartInput;
  /** The owner's record of an open upload. */
  open: OpenS3Upload;
  complete: CompleteRequest;
  /** What a complete answers: the recorded file, or its owner. */
  answer: unknown;
  /** What checkStart hands keep (a bid's header write). */
  checked: unknown;
  /** What prepare hands record (an addendum's withdrawal plan). */
  prepared: unknown;
}

export interface UploadOwner<T extends UploadTypes> {
  /**
   * Where every key of this owner lies, from the session and the route alone: a key elsewhere is refused
   * (documentKeyRefused) before anything is read.
   */
  keyPrefix?: (session: SessionContext, ref: T['ref']) => string;
  /** The owner, reached for the caller at this step, or its refusal (not found, not allowed, closed). */
  reach: (session: SessionContext, ref: T['ref'], step: UploadStep) => Promise<T['reached']>;
  /** The owner's limits on a new file (size, count, types, names): refused before S3 opens anything. */
  checkStart: (reached: T['reached'], input: T['start']) => Promise<T['checked']>;
  /** The key of a new upload: the owner's layout around the upload's fresh id. */
  keyOf: (reached: T['reached'], uploadId: string, fileName: string) => string;
  /** S3 checks each part against the SHA-256 its URL was signed with (decision 059). */
  checksums?: boolean;
  /** The latest a part's URL may live: a bid's closing instant (decision 054). */
  signUntil?: (reached: T['reached']) => Date | undefined;
  /** Keeps the open upload (with its audit event) until it is completed, aborted or expired. */
  keep: (reached: T['reached'], upload: NewUpload, input: T['start'], checked: T['checked']) => Promise<void>;
  /** The owner's open upload of that id, if there is one. */
  find: (reached: T['reached'], uploadId: string) => Promise<T['open'] | undefined> | T['open'] | undefined;
  /** The answer to an open upload named with another key than its own; documentKeyRefused unless said. */
  foreignKey?: ErrorCode;
  /** Whether this owner's complete may complete the upload: one opened for another owner is not found. */
  owns?: (reached: T['reached'], upload: T['open']) => boolean;
  /**
   * What a complete answers, or refuses, before it touches the upload: the answer a first complete
   * recorded (sent again after its answer was lost, decision 062), a closed bid, a stale version.
   */
  settle?: (reached: T['reached'], request: T['complete']) => Promise<T['answer'] | undefined>;
  /** Checks of the found upload before S3 completes it (refused, the upload stays open for a retry). */
  prepare?: (reached: T['reached'], upload: T['open'], request: T['complete']) => Promise<T['prepared']>;
  /**
   * Records the confirmed file (the owner's record, the open upload's removal, the audit event) and
   * answers. A rule that refuses it now is the owner's to answer, and its object the owner's to remove.
   */
  record: (
    reached: T['reached'],
    upload: T['open'],
    size: number,
    request: T['complete'],
    prepared: T['prepared'],
  ) => Promise<T['answer']>;
  /** Forgets an aborted upload (its record, its audit event); without it the record expires. */
  forget?: (reached: T['reached'], upload: T['open']) => Promise<void>;
}

/** The key is refused before anything is read when it lies outside the owner's prefix. */
async function reachFor<T extends UploadTypes>(
  owner: UploadOwner<T>,
  session: SessionContext,
  ref: T['ref'],
  step: UploadStep,
  key: string,
): Promise<T['reached']> {
  const prefix = owner.keyPrefix?.(session, ref);
  if (prefix !== undefined && !(key.startsWith(prefix) && !key.includes('..')))
    throw new AppError('documentKeyRefused');
  return owner.reach(session, ref, step);
}

/** The owner's open upload the browser names, with the key the server issued; else the catalogue error. */
async function openUpload<T extends UploadTypes>(
  owner: UploadOwner<T>,
  reached: T['reached'],
  address: UploadAddress,
): Promise<T['open']> {
  const upload = await owner.find(reached, address.uploadId);
  if (!upload) throw new AppError('documentUploadNotFound');
  if (upload.key !== address.key) throw new AppError(owner.foreignKey ?? 'documentKeyRefused');
  return upload;
}

/** Start: the owner's limits, then S3's multipart upload under a key the server picks, kept by the owner. */
export async function start<T extends UploadTypes>(
  owner: UploadOwner<T>,
  session: SessionContext,
  ref: T['ref'],
  input: T['start'],
): Promise<UploadAddress> {
  const reached = await owner.reach(session, ref, 'start');
  const checked = await owner.checkStart(reached, input);
  const uploadId = randomUUID();
  const key = owner.keyOf(reached, uploadId, input.fileName);
  const contentType = input.contentType || 'application/octet-stream';
  const s3UploadId = await createMultipart(key, contentType, { checksums: owner.checksums });
  const upload: NewUpload = {
    uploadId,
    key,
    s3UploadId,
    fileName: input.fileName,
    size: input.size,
    contentType,
    createdAt: nowIso(),
    expiresAt: Math.floor(nowMs() / 1000) + UPLOAD_TTL_SECONDS,
  };
  await owner.keep(reached, upload, input, checked);
  return { uploadId, key };
}

/**
 * Sign: URLs for several parts of the open upload, valid five minutes (or until the owner's limit), only
 * for part numbers its announced size can hold. One call serves several parts, so a part does not wait on
 * a round trip before it is sent (decision 029, 2026-11-24 addendum).
 */
export async function signParts<T extends UploadTypes>(
  owner: UploadOwner<T>,
  session: SessionContext,
  ref: T['ref'],
  request: PartsRequest,
) {
  const reached = await reachFor(owner, session, ref, 'sign', request.key);
  const upload = await openUpload(owner, reached, request);
  return signPartsOf(
    upload,
    request.partNumbers,
    owner.signUntil?.(reached),
    owner.checksums ? request.checksumsSha256 : undefined,
  );
}

/** List: the parts S3 holds, so that a resumed upload sends only the rest. */
export async function listParts<T extends UploadTypes>(
  owner: UploadOwner<T>,
  session: SessionContext,
  ref: T['ref'],
  address: UploadAddress,
) {
  const reached = await reachFor(owner, session, ref, 'list', address.key);
  return { parts: await partsInS3(await openUpload(owner, reached, address)) };
}

/**
 * Complete: S3 completes the upload, HeadObject confirms its size (an object of another size is deleted),
 * and only then the owner records the file. Nothing is recorded for an object S3 does not hold.
 */
export async function complete<T extends UploadTypes>(
  owner: UploadOwner<T>,
  session: SessionContext,
  ref: T['ref'],
  request: T['complete'],
): Promise<T['answer']> {
  const reached = await reachFor(owner, session, ref, 'complete', request.key);
  const settled = await owner.settle?.(reached, request);
  if (settled !== undefined) return settled;
  const upload = await openUpload(owner, reached, request);
  if (owner.owns && !owner.owns(reached, upload)) throw new AppError('documentUploadNotFound');
  const prepared = (await owner.prepare?.(reached, upload, request)) as T['prepared'];
  const size = await completeAndConfirm(upload, request.parts);
  return owner.record(reached, upload, size, request, prepared);
}

/** Abort: S3 drops the parts, and the owner forgets the open upload. */
export async function abort<T extends UploadTypes>(
  owner: UploadOwner<T>,
  session: SessionContext,
  ref: T['ref'],
  address: UploadAddress,
): Promise<void> {
  const reached = await reachFor(owner, session, ref, 'abort', address.key);
  const upload = await openUpload(owner, reached, address);
  await abortInS3(upload);
  await owner.forget?.(reached, upload);
}
