import { describe, expect, it } from 'vitest';
import {
  filesVerification,
  parseReceiptCode,
  receiptCode,
  receiptNumber,
  receiptVerdict,
  type HeldBid,
} from './receipt.js';

const digest = 'ab'.repeat(32);
const other = 'cd'.repeat(32);
const reference = {
  agencyDomain: 'demo',
  projectId: '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f',
  submissionId: 'v_123',
  digest,
};

describe('receiptCode / parseReceiptCode', () => {
  it('writes one line and reads it back', () => {
    const code = receiptCode(reference);
    expect(code).toBe(`TB1.demo.${reference.projectId}.v_123.${digest}`);
    expect(parseReceiptCode(code)).toEqual(reference);
  });

  it('forgives blanks around it and the case of the prefix, domain and digest', () => {
    expect(parseReceiptCode(`  tb1.DEMO.${reference.projectId}.v_123.${digest.toUpperCase()}\n`)).toEqual(
      reference,
    );
  });

  it.each([
    ['an empty text', ''],
    ['another prefix', `TB2.demo.p.s.${digest}`],
    ['a part missing', `TB1.demo.p.${digest}`],
    ['a part too many', `TB1.demo.p.s.x.${digest}`],
    ['a short digest', `TB1.demo.p.s.${digest.slice(1)}`],
    ['a digest that is not hex', `TB1.demo.p.s.${'zz'.repeat(32)}`],
    ['a malformed domain', `TB1.-demo.p.s.${digest}`],
    ['an id with a slash', `TB1.demo.p/q.s.${digest}`],
  ])('refuses %s', (_, text) => {
    expect(parseReceiptCode(text)).toBeUndefined();
  });
});

describe('receiptNumber', () => {
  it('is the digest’s first sixteen hex digits, upper case, in groups of four', () => {
    expect(receiptNumber('3f2a91bc5d7e4f60' + '0'.repeat(48))).toBe('3F2A-91BC-5D7E-4F60');
  });
});

describe('receiptVerdict', () => {
  const held = (status: string, extra: Partial<HeldBid> = {}): HeldBid => ({
    status,
    receiptDigest: digest,
    ...extra,
  });
  it.each<[string, HeldBid | undefined, string, string]>([
    ['no such bid', undefined, digest, 'unknown'],
    ['the current receipt of a bid handed in', held('complete'), digest, 'match'],
    ['the current receipt of a sealed bid', held('sealed'), digest, 'match'],
    ['the current receipt of an opened bid', held('unsealed'), digest, 'match'],
    ['the receipt of a bid withdrawn since', held('withdrawn'), digest, 'superseded'],
    ['the receipt of a bid being changed since its withdrawal', held('incomplete'), digest, 'superseded'],
    [
      'an earlier receipt of a bid submitted again',
      held('complete', { receiptDigest: other, earlierDigests: [digest] }),
      digest,
      'superseded',
    ],
    ['a digest the bid never had (tampered): unknown, telling nothing', held('complete'), other, 'unknown'],
    ['a bid never submitted', { status: 'incomplete' }, digest, 'unknown'],
  ])('%s → %s', (_, bid, asked, verdict) => {
    expect(receiptVerdict(bid, asked)).toBe(verdict);
  });
});

describe('filesVerification', () => {
  it.each([
    ['no files', [], 'verified'],
    ['all read back', [{ verification: 'verified' as const }, {}], 'verified'],
    [
      'one still being read',
      [{ verification: 'verified' as const }, { verification: 'verifying' as const }],
      'verifying',
    ],
    [
      'one differs, whatever the others',
      [{ verification: 'verifying' as const }, { verification: 'mismatch' as const }],
      'mismatch',
    ],
  ])('%s → %s', (_, files, expected) => {
    expect(filesVerification(files)).toBe(expected);
  });
});
