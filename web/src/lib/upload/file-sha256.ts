/**
 * The digests of a file the browser is about to upload, computed in a worker while the parts go: the whole
 * file's SHA-256 (decision 054: recorded with the file, then checked by the server's read-back) and each
 * part's, signed into the part's URL so that S3 refuses a part whose bytes differ (decision 059).
 */
import { uploadPartSize } from '../../../../shared/domain/projects/upload-parts';
import type { DigestMessage, DigestRequest } from './sha256-worker';

export interface FileDigests {
  /** The whole file's SHA-256, hex */
  sha256: Promise<string>;
  /** Part `partNumber`'s SHA-256, base64, once the worker has read it */
  part: (partNumber: number) => Promise<string>;
  /** Part `partNumber`'s SHA-256 if the worker has read it already */
  known: (partNumber: number) => string | undefined;
}

/** Starts hashing `file` in the parts the uploader will send (uploadPartSize). */
export function fileDigests(file: File): FileDigests {
  const parts = new Map<number, string>();
  const waiting = new Map<number, ((checksum: string) => void)[]>();
  let failed: Error | undefined;
  const failures: ((error: Error) => void)[] = [];
  const worker = new Worker(new URL('./sha256-worker.ts', import.meta.url), { type: 'module' });
  const sha256 = new Promise<string>((resolve, reject) => {
    const fail = (error: Error) => {
      worker.terminate();
      failed = error;
      reject(error);
      for (const notify of failures.splice(0)) notify(error);
    };
    worker.onmessage = (event: MessageEvent<DigestMessage>) => {
      const message = event.data;
      if ('partNumber' in message) {
        parts.set(message.partNumber, message.checksumSha256);
        for (const resolvePart of waiting.get(message.partNumber) ?? []) resolvePart(message.checksumSha256);
        waiting.delete(message.partNumber);
      } else if ('sha256' in message) {
        worker.terminate();
        resolve(message.sha256);
      } else fail(new Error(message.error || 'The file could not be read'));
    };
    worker.onerror = (event) => fail(new Error(event.message));
  });
  sha256.catch(() => undefined);
  const request: DigestRequest = { file, partSize: uploadPartSize(file.size) };
  worker.postMessage(request);
  return {
    sha256,
    known: (partNumber) => parts.get(partNumber),
    part: (partNumber) => {
      const checksum = parts.get(partNumber);
      if (checksum) return Promise.resolve(checksum);
      if (failed) return Promise.reject(failed);
      return new Promise((resolve, reject) => {
        waiting.set(partNumber, [...(waiting.get(partNumber) ?? []), resolve]);
        failures.push(reject);
      });
    },
  };
}

/**
 * The part numbers of a signing batch whose checksums can be signed now: the first (waited for: its PUT
 * is next) and those of the rest the worker has read already. The part signer asks again for a part left
 * out (part-signer.ts), so a batch never waits for the whole file to be read.
 */
export async function partsReadyToSign(
  partNumbers: readonly number[],
  digests: Pick<FileDigests, 'part' | 'known'>,
): Promise<number[]> {
  const [first, ...rest] = partNumbers;
  if (first === undefined) return [];
  await digests.part(first);
  return [first, ...rest.filter((n) => digests.known(n) !== undefined)];
}
