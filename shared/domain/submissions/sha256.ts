/**
 * SHA-256 fed in pieces: the browser hashes a bid's file as it reads it, a slice at a time, so no whole
 * file sits in memory (Web Crypto's digest takes only a whole buffer). The hashing is hash-wasm's
 * (WebAssembly, hence 'wasm-unsafe-eval' in the content security policy): about twice as fast as
 * JavaScript in the browser and in Node (decision 078). The server compares its own digest of the stored
 * object with the file's (decisions 054 and 059).
 */
import { createSHA256, type IHasher } from 'hash-wasm';

/** An incremental SHA-256: `update` with each slice, then `digest('hex')` or `digest('binary')` once. */
export type Sha256 = IHasher;

/** A new incremental SHA-256, its WebAssembly instance its own (two never share state). */
export const createSha256 = (): Promise<Sha256> => createSHA256();

/** Bytes as base64: how S3's x-amz-checksum-sha256 writes a part's SHA-256. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Bytes a read hands the hashers at most: the page stays responsive and no whole part sits in memory. */
export const HASH_SLICE_BYTES = 4 * 1024 * 1024;

/**
 * One pass over a file of `size` bytes that yields both digests the upload needs (decision 059): each
 * part's SHA-256 in base64 (`onPart`, in part order, as soon as its last byte is read, so that its URL can
 * be signed while later parts are still being read) and the whole file's SHA-256 in hex (the answer).
 * `read(start, end)` returns those bytes; slices never cross a part's boundary.
 */
export async function hashFileInParts(
  size: number,
  partSize: number,
  read: (start: number, end: number) => Promise<Uint8Array>,
  onPart: (partNumber: number, checksumSha256: string) => void,
): Promise<string> {
  const [whole, part] = await Promise.all([createSha256(), createSha256()]);
  let partNumber = 1;
  let at = 0;
  do {
    const partEnd = Math.min(size, partNumber * partSize);
    const end = Math.min(partEnd, at + HASH_SLICE_BYTES);
    const bytes = end > at ? await read(at, end) : new Uint8Array(0);
    whole.update(bytes);
    part.update(bytes);
    at = end;
    if (at === partEnd) {
      onPart(partNumber, base64Of(part.digest('binary')));
      part.init();
      partNumber += 1;
    }
  } while (at < size);
  return whole.digest('hex');
}
