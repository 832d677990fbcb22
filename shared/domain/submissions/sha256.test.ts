import { describe, expect, it } from 'vitest';
import { base64Of, createSha256, hashFileInParts, HASH_SLICE_BYTES } from './sha256.js';

const hexOf = async (bytes: Uint8Array<ArrayBuffer>) =>
  [...new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
const text = (value: string) => new TextEncoder().encode(value);

describe('createSha256 (hash-wasm, decision 078)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j as FIPS 180-4 says', async (input, expected) => {
    expect((await createSha256()).update(text(input)).digest('hex')).toBe(expected);
  });

  it('gives Web Crypto’s digest whatever the slices it is fed', async () => {
    // Deterministic bytes, lengths around the 64-byte block and its 56-byte padding edge.
    for (const length of [55, 56, 63, 64, 65, 119, 120, 1000, 70_001]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length) & 0xff);
      const whole = await hexOf(bytes);
      expect((await createSha256()).update(bytes).digest('hex'), `${length} at once`).toBe(whole);
      const pieces = await createSha256();
      for (let at = 0; at < length; at += 37) pieces.update(bytes.subarray(at, at + 37));
      expect(pieces.digest('hex'), `${length} in 37-byte slices`).toBe(whole);
    }
  });

  it('takes a million bytes in uneven slices', async () => {
    const hash = await createSha256();
    const chunk = text('a'.repeat(1000));
    for (let i = 0; i < 1000; i += 1) hash.update(chunk.subarray(0, 500)).update(chunk.subarray(500));
    expect(hash.digest('hex')).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });

  it('keeps two hashers apart, and starts again after init', async () => {
    const [one, two] = await Promise.all([createSha256(), createSha256()]);
    one.update(text('ab'));
    two.update(text('zz'));
    one.update(text('c'));
    expect(one.digest('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(one.init().update(text('')).digest('hex')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(two.digest('hex')).toBe(await hexOf(text('zz')));
  });
});

describe('hashFileInParts (decision 059)', () => {
  const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 31 + 7) % 251);
  /** Web Crypto's digest of a copy of the bytes, as base64. */
  const b64 = async (bytes: Uint8Array) =>
    btoa(
      String.fromCharCode(...new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes.slice()))),
    );

  it.each([
    ['one short part', 1000, 4096],
    ['parts ending exactly on the size', 3 * 4096, 4096],
    ['a short last part', 2 * 4096 + 5, 4096],
    ['parts larger than one read slice', HASH_SLICE_BYTES + 10, HASH_SLICE_BYTES / 2 + 3],
    ['an empty file (one empty part)', 0, 4096],
  ])('%s: each part’s base64 SHA-256 in order, and the whole file’s hex', async (_, size, partSize) => {
    const file = bytesOf(size);
    const reads: [number, number][] = [];
    const parts: [number, string][] = [];
    const whole = await hashFileInParts(
      size,
      partSize,
      async (start, end) => {
        reads.push([start, end]);
        return file.subarray(start, end);
      },
      (partNumber, checksum) => parts.push([partNumber, checksum]),
    );
    expect(whole).toBe(await hexOf(file));
    const expected = await Promise.all(
      Array.from({ length: Math.max(1, Math.ceil(size / partSize)) }, async (_, i) => [
        i + 1,
        await b64(file.subarray(i * partSize, Math.min(size, (i + 1) * partSize))),
      ]),
    );
    expect(parts).toEqual(expected);
    // No read crosses a part's boundary nor takes more than a slice.
    for (const [start, end] of reads) {
      expect(end - start).toBeLessThanOrEqual(HASH_SLICE_BYTES);
      expect(Math.floor(start / partSize)).toBe(Math.floor(Math.max(start, end - 1) / partSize));
    }
  });

  it('writes a digest as S3’s base64 checksum', async () => {
    const part = text('part');
    expect(base64Of((await createSha256()).update(part).digest('binary'))).toBe(await b64(part));
  });
});
