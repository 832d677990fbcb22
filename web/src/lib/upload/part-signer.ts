/**
 * Part URLs fetched ahead in batches (decision 029, 2026-11-24 addendum): Uppy asks for one part's URL just
 * before it sends that part; asking the server each time put a round trip before every part. This asks for
 * the part and the next ones the file still needs in one call, and hands each URL out once (a retried part
 * gets a fresh one). Pure of Uppy and the DOM: the upload bench drives the same code.
 */
import { UPLOAD_SIGN_BATCH } from '../../../../shared/domain/projects/upload-parts';

export interface PartBatchRequest {
  uploadId: string;
  key: string;
  partNumbers: number[];
}
export interface SignedPartBatch {
  parts: { partNumber: number; url: string }[];
  expiresAt: string;
}
export interface PartRequest {
  uploadId: string;
  key: string;
  partNumber: number;
  /** How many parts the file has: no URL is asked for beyond it */
  partCount: number;
  signal?: AbortSignal;
}

/** A URL this close to its expiry is not handed out: a part PUT must start well before S3 refuses it. */
export const URL_MARGIN_MS = 60_000;

type Signed = { url: string; expiresAt: number };

/** The function Uppy's `signPart` calls: the URL for one part, from a batch fetched ahead when possible. */
export function createPartSigner(
  signBatch: (request: PartBatchRequest) => Promise<SignedPartBatch>,
  now: () => number = Date.now,
): (request: PartRequest) => Promise<string> {
  // One entry per part asked for and not yet handed out; the batch's promise is shared by its parts.
  const pending = new Map<string, Promise<Signed | undefined>>();
  const id = (uploadId: string, partNumber: number) => `${uploadId}:${partNumber}`;

  function fetchBatch(request: PartRequest): void {
    const partNumbers = [request.partNumber];
    for (let n = request.partNumber + 1; n <= request.partCount; n++) {
      if (partNumbers.length >= UPLOAD_SIGN_BATCH) break;
      if (!pending.has(id(request.uploadId, n))) partNumbers.push(n);
    }
    const batch = signBatch({ uploadId: request.uploadId, key: request.key, partNumbers });
    for (const n of partNumbers) {
      const entry = batch.then((signed) => {
        const url = signed.parts.find((part) => part.partNumber === n)?.url;
        return url ? { url, expiresAt: Date.parse(signed.expiresAt) } : undefined;
      });
      // A failed batch is forgotten, so that the next ask for any of its parts fetches again.
      entry.catch(() => {
        if (pending.get(id(request.uploadId, n)) === entry) pending.delete(id(request.uploadId, n));
      });
      pending.set(id(request.uploadId, n), entry);
    }
  }

  async function take(request: PartRequest): Promise<Signed | undefined> {
    const key = id(request.uploadId, request.partNumber);
    if (!pending.has(key)) fetchBatch(request);
    const entry = pending.get(key)!;
    pending.delete(key);
    return entry;
  }

  return async (request) => {
    request.signal?.throwIfAborted();
    let signed = await abortable(take(request), request.signal);
    // Fetched long ago (a paused upload) or not in the answer: ask for this part again.
    if (!signed || signed.expiresAt - now() < URL_MARGIN_MS)
      signed = await abortable(take(request), request.signal);
    if (!signed) throw new Error(`no URL for part ${request.partNumber}`);
    return signed.url;
  };
}

/** The part's own pause or cancel stops its wait, not the batch other parts share. */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
