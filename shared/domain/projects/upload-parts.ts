/**
 * How a file travels in parts on the one upload path (decision 029, 2026-11-24 addendum): the part size and
 * concurrency the browser's uploader uses, and the part numbers the server agrees to sign for an upload of
 * a given size. Pure: the uploader plans with it, the documents Lambda refuses what no plan could ask for.
 */
import type { ErrorCode } from '../../errors.js';

const MIB = 1024 * 1024;
/** S3: every part but the last is at least 5 MiB, and an upload has at most 10,000 parts. */
export const S3_PART_MIN_BYTES = 5 * MIB;
export const S3_MAX_PARTS = 10_000;
/** Parts in flight at once for one file: beyond four the emulator and a browser's connection gain nothing. */
export const UPLOAD_CONCURRENCY = 4;
/** Part URLs one signing call asks for: a 200 MB file needs one call, a 1 GB file four. */
export const UPLOAD_SIGN_BATCH = 8;
/** The part size's bounds: small enough that a pause loses little in flight, large enough to be few. */
const PART_MIN = 10 * MIB;
const PART_MAX = 32 * MIB;
/** About two rounds of concurrent parts per file, when the bounds allow it. */
const TARGET_PARTS = 2 * UPLOAD_CONCURRENCY;

/**
 * The uploader's part size for a file: about eight parts, each between 10 MiB and 32 MiB, in whole MiB;
 * more than 32 MiB only when 10,000 parts would not hold the file. Measured (decision 029): 10 MiB parts
 * cost one signing round trip and one emulator write per 10 MiB, which was a third of the upload's overhead.
 */
export function uploadPartSize(size: number): number {
  const target = Math.ceil(size / TARGET_PARTS / MIB) * MIB;
  return Math.max(PART_MIN, Math.min(PART_MAX, target), Math.ceil(size / S3_MAX_PARTS));
}

/** How many parts the uploader sends for a file of this size (an empty file still has one part). */
export const uploadPartCount = (size: number) => Math.max(1, Math.ceil(size / uploadPartSize(size)));

/**
 * The most parts any upload of this size can have, whatever part size a browser chose: S3 refuses parts
 * under 5 MiB but the last at completion, so a part numbered beyond this could only carry bytes the
 * announced size does not have.
 */
export const maxPartNumber = (size: number) =>
  Math.min(S3_MAX_PARTS, Math.max(1, Math.ceil(size / S3_PART_MIN_BYTES)));

/** Part numbers for an upload of `size` bytes: refused when one is beyond what that size can hold. */
export function checkPartNumbers(size: number, partNumbers: readonly number[]): ErrorCode | undefined {
  const max = maxPartNumber(size);
  return partNumbers.every((n) => Number.isInteger(n) && n >= 1 && n <= max)
    ? undefined
    : 'documentPartRefused';
}

/**
 * The header that carries a part's SHA-256 (base64) on a bid file's part PUT, signed into its URL so that S3
 * refuses a part whose bytes differ (decision 059).
 */
export const PART_CHECKSUM_HEADER = 'x-amz-checksum-sha256';
