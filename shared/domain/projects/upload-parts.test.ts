import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from './documents.js';
import {
  checkPartNumbers,
  maxPartNumber,
  S3_MAX_PARTS,
  S3_PART_MIN_BYTES,
  uploadPartCount,
  uploadPartSize,
} from './upload-parts.js';

const MIB = 1024 * 1024;
const MB = 1_000_000;

describe('uploadPartSize: about eight parts of 10 to 32 MiB', () => {
  it.each<[string, number, number, number]>([
    ['an empty file', 0, 10 * MIB, 1],
    ['a small file, one part', 3 * MIB, 10 * MIB, 1],
    ['50 MB, the 10 MiB floor', 50 * MB, 10 * MIB, 5],
    ['200 MB (the bench), eight parts', 200 * MIB, 25 * MIB, 8],
    ['1 GB, the 32 MiB ceiling', DOCUMENT_MAX_BYTES, 32 * MIB, 32],
  ])('%s', (_, size, partSize, parts) => {
    expect(uploadPartSize(size)).toBe(partSize);
    expect(uploadPartCount(size)).toBe(parts);
  });

  it('never needs more than S3’s 10,000 parts, nor cuts a part under S3’s 5 MiB', () => {
    for (const size of [1, 5 * MIB, 333 * MB, DOCUMENT_MAX_BYTES, 400 * 1024 * MIB, 5 * 1024 * 1024 * MIB]) {
      expect(uploadPartCount(size)).toBeLessThanOrEqual(S3_MAX_PARTS);
      expect(uploadPartSize(size)).toBeGreaterThanOrEqual(S3_PART_MIN_BYTES);
      expect(uploadPartCount(size)).toBeLessThanOrEqual(maxPartNumber(size));
    }
  });
});

describe('checkPartNumbers: only parts the announced size can hold', () => {
  it.each<[string, number, number[], string | undefined]>([
    ['11 bytes, part 1', 11, [1], undefined],
    ['11 bytes, part 2', 11, [1, 2], 'documentPartRefused'],
    ['an empty file, part 1', 0, [1], undefined],
    ['10 MiB, two parts of 5 MiB', 10 * MIB, [1, 2], undefined],
    ['10 MiB, a third part', 10 * MIB, [3], 'documentPartRefused'],
    ['10 MiB + 1 byte, a third part', 10 * MIB + 1, [3], undefined],
    ['part 0', 10 * MIB, [0], 'documentPartRefused'],
    ['a fraction', 10 * MIB, [1.5], 'documentPartRefused'],
    ['1 GiB, part 205 (204 of 5 MiB and the rest)', DOCUMENT_MAX_BYTES, [205], undefined],
    ['1 GiB, part 206', DOCUMENT_MAX_BYTES, [206], 'documentPartRefused'],
    ['a huge file, part 10,001', 100 * 1024 * MIB, [S3_MAX_PARTS + 1], 'documentPartRefused'],
  ])('%s → %s', (_, size, numbers, expected) => {
    expect(checkPartNumbers(size, numbers)).toBe(expected);
  });
});
