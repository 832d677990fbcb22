/**
 * Receipts that prove something (decision 059): a bid file's read-back states, the receipt's code (what the
 * public verification page is given) and the verdict of a verification. Pure: the server, the bid screen,
 * the receipt PDF and the verification page use these same functions.
 */
import { isValidAgencyDomain } from '../agency-domain.js';

/** A stored bid file's background read-back: pending, the stored object matches, or it does not. */
export const FILE_VERIFICATIONS = ['verifying', 'verified', 'mismatch'] as const;
export type FileVerification = (typeof FILE_VERIFICATIONS)[number];

/**
 * What the verification page answers about a receipt: it matches the bid that stands; it was this bid's
 * receipt but the bid was withdrawn or submitted again since (superseded); or there is no such receipt.
 * A digest this bid never had answers `unknown` like a bid that does not exist: telling them apart would
 * tell anyone holding two ids that a company bid on a tender, which is not public before opening.
 */
export const RECEIPT_VERDICTS = ['match', 'superseded', 'unknown'] as const;
export type ReceiptVerdict = (typeof RECEIPT_VERDICTS)[number];

/** The ids printed on a receipt, and its bid digest: together, what anyone can check. */
export interface ReceiptReference {
  agencyDomain: string;
  projectId: string;
  submissionId: string;
  digest: string;
}

const DIGEST = /^[0-9a-f]{64}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const PREFIX = 'TB1';

/**
 * The receipt code: one line holding everything the verification needs, `TB1.<domain>.<project>.<submission>.<digest>`
 * ('.' appears in none of the parts, so the code splits back unambiguously).
 */
export function receiptCode(reference: ReceiptReference): string {
  return [PREFIX, reference.agencyDomain, reference.projectId, reference.submissionId, reference.digest].join(
    '.',
  );
}

/** A pasted code back into its parts (blanks and case of the digest forgiven), or undefined when malformed. */
export function parseReceiptCode(text: string): ReceiptReference | undefined {
  const parts = text.trim().split('.');
  if (parts.length !== 5 || parts[0]!.toUpperCase() !== PREFIX) return undefined;
  const [, agencyDomain, projectId, submissionId, digest] = parts as [string, string, string, string, string];
  const reference = {
    agencyDomain: agencyDomain.toLowerCase(),
    projectId,
    submissionId,
    digest: digest.toLowerCase(),
  };
  return isReceiptReference(reference) ? reference : undefined;
}

export function isReceiptReference(reference: ReceiptReference): boolean {
  return (
    isValidAgencyDomain(reference.agencyDomain) &&
    ID.test(reference.projectId) &&
    ID.test(reference.submissionId) &&
    DIGEST.test(reference.digest)
  );
}

/**
 * The receipt's number, short enough to read over the phone: the digest's first 16 hex digits in groups
 * of four. It names the receipt; the full digest proves it.
 */
export function receiptNumber(digest: string): string {
  return (
    digest
      .slice(0, 16)
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join('-');
}

/** What the vault holds of a bid, as far as the verdict needs it. */
export interface HeldBid {
  status: string;
  receiptDigest?: string | undefined;
  /** Digests of every receipt this bid was given before its current one (withdrawn and submitted again) */
  earlierDigests?: readonly string[] | undefined;
}

/**
 * The verdict on a receipt's digest: `match` when it is the bid's current receipt and the bid still stands
 * (handed in, sealed or opened); `superseded` when it was this bid's receipt once (withdrawn since, or
 * submitted again with other content); else `unknown` (no such bid, or a tampered digest).
 */
export function receiptVerdict(held: HeldBid | undefined, digest: string): ReceiptVerdict {
  if (!held) return 'unknown';
  const standing = held.status === 'complete' || held.status === 'sealed' || held.status === 'unsealed';
  if (held.receiptDigest === digest) return standing ? 'match' : 'superseded';
  if (held.earlierDigests?.includes(digest)) return 'superseded';
  return 'unknown';
}

/** A file's read-back as the receipt's verification reports it: all checked, some pending, or one differs. */
export function filesVerification(
  files: readonly { verification?: FileVerification | undefined }[],
): 'verified' | 'verifying' | 'mismatch' {
  if (files.some((file) => file.verification === 'mismatch')) return 'mismatch';
  if (files.some((file) => file.verification === 'verifying')) return 'verifying';
  return 'verified';
}
