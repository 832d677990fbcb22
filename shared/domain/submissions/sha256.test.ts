import { describe, expect, it } from 'vitest';
import { Sha256 } from './sha256.js';

const hexOf = async (bytes: Uint8Array<ArrayBuffer>) =>
  [...new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
const text = (value: string) => new TextEncoder().encode(value);

describe('Sha256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('hashes %j as FIPS 180-4 says', (input, expected) => {
    expect(new Sha256().update(text(input)).hex()).toBe(expected);
  });

  it('gives Web Crypto’s digest whatever the slices it is fed', async () => {
    // Deterministic bytes, lengths around the 64-byte block and its 56-byte padding edge.
    for (const length of [55, 56, 63, 64, 65, 119, 120, 1000, 70_001]) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 131 + length) & 0xff);
      const whole = await hexOf(bytes);
      expect(new Sha256().update(bytes).hex(), `${length} at once`).toBe(whole);
      const pieces = new Sha256();
      for (let at = 0; at < length; at += 37) pieces.update(bytes.subarray(at, at + 37));
      expect(pieces.hex(), `${length} in 37-byte slices`).toBe(whole);
    }
  });

  it('takes a million bytes in uneven slices', () => {
    const hash = new Sha256();
    const chunk = text('a'.repeat(1000));
    for (let i = 0; i < 1000; i += 1) hash.update(chunk.subarray(0, 500)).update(chunk.subarray(500));
    expect(hash.hex()).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });
});
