/**
 * SHA-256 fed in pieces (FIPS 180-4): the browser hashes a bid's file as it reads it, a slice at a time,
 * so no whole file sits in memory (Web Crypto's digest takes only a whole buffer). Pure; the server
 * compares its own digest of the stored object with this one (decision 054).
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

export class Sha256 {
  private readonly state = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  private readonly block = new Uint8Array(64);
  private readonly words = new Uint32Array(64);
  private filled = 0;
  private length = 0;
  private done = false;

  update(data: Uint8Array): this {
    if (this.done) throw new Error('SHA-256 already finished');
    this.length += data.length;
    let offset = 0;
    if (this.filled > 0) {
      const take = Math.min(64 - this.filled, data.length);
      this.block.set(data.subarray(0, take), this.filled);
      this.filled += take;
      offset = take;
      if (this.filled < 64) return this;
      this.compress(this.block, 0);
      this.filled = 0;
    }
    for (; offset + 64 <= data.length; offset += 64) this.compress(data, offset);
    this.block.set(data.subarray(offset), 0);
    this.filled = data.length - offset;
    return this;
  }

  /** The digest in lower-case hex; the hash takes no more data after it. */
  hex(): string {
    if (!this.done) {
      const bits = this.length * 8;
      const tail = new Uint8Array((this.filled < 56 ? 64 : 128) - this.filled);
      tail[0] = 0x80;
      const view = new DataView(tail.buffer);
      view.setUint32(tail.length - 8, Math.floor(bits / 2 ** 32));
      view.setUint32(tail.length - 4, bits >>> 0);
      this.update(tail);
      this.done = true;
    }
    return [...this.state].map((word) => word.toString(16).padStart(8, '0')).join('');
  }

  private compress(data: Uint8Array, offset: number) {
    const w = this.words;
    for (let i = 0; i < 16; i += 1) {
      const j = offset + i * 4;
      w[i] = ((data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!) >>> 0;
    }
    for (let i = 16; i < 64; i += 1) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    const s = this.state;
    let a = s[0]!;
    let b = s[1]!;
    let c = s[2]!;
    let d = s[3]!;
    let e = s[4]!;
    let f = s[5]!;
    let g = s[6]!;
    let h = s[7]!;
    for (let i = 0; i < 64; i += 1) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (h + S1 + ch + K[i]! + w[i]!) >>> 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) >>> 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    s[0] = (s[0]! + a) >>> 0;
    s[1] = (s[1]! + b) >>> 0;
    s[2] = (s[2]! + c) >>> 0;
    s[3] = (s[3]! + d) >>> 0;
    s[4] = (s[4]! + e) >>> 0;
    s[5] = (s[5]! + f) >>> 0;
    s[6] = (s[6]! + g) >>> 0;
    s[7] = (s[7]! + h) >>> 0;
  }
}

/** A hex digest as base64 of its bytes: how S3's x-amz-checksum-sha256 writes a part's SHA-256. */
export function base64OfHex(hex: string): string {
  const bytes = hex.match(/../g) ?? [];
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(parseInt(byte, 16));
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
  const whole = new Sha256();
  let part = new Sha256();
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
      onPart(partNumber, base64OfHex(part.hex()));
      part = new Sha256();
      partNumber += 1;
    }
  } while (at < size);
  return whole.hex();
}
