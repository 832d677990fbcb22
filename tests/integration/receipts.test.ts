/**
 * Receipts that prove something (issue 10 item 2, decision 059) on the local runtime: each part's URL is
 * signed with its SHA-256 (a signed header, not a query parameter, so that S3 checks it); a completed file is
 * recorded `verifying` and the verify-submission-file job reads it back, flagging a stored object that
 * differs from what the browser read; the public verification route answers match, superseded or unknown
 * with the facts that are not sealed, and never a price, an answer or a file's name.
 */
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { receiptCode, receiptNumber } from '../../shared/domain/submissions/receipt.js';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { SubmissionFile } from '../../functions/core/db/entities/submission.js';
import { getItem, queryAll } from '../../functions/core/db/ops.js';
import { api, eventually } from '../helpers/api.js';
import { latestEmailTo, markMailbox } from '../helpers/mailbox.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import { bidEntries, openSubmissionBid, uploadBidFile } from './submission-support.js';
import { expectCatalogueError, loadRefs } from './projects-support.js';

let lead: SignedIn;
let bidder: SupplierSignedIn;
let customerId: string;

const bidOf = (res: { json: any }) => res.json.data.bidSubmissionDTO.values;
const base = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}/Submission`;
const verify = (projectId: string, submissionId: string, digest: string, agency = 'demo') =>
  api('GET', `/api/v1/public/receipts/${agency}/${projectId}/${submissionId}?digest=${digest}`);
const verdictOf = (res: { json: any }) => res.json.data.receiptVerificationDTO.values;

/** The file's record once the read-back job has decided it. */
const decided = (projectId: string, submissionId: string, fileId: string) =>
  eventually(async () => {
    const file = await getItem(SubmissionFile, { customerId, projectId, submissionId, fileId });
    return file?.verification === 'verifying' ? undefined : file;
  });

/** Fills the bid's price form and submits it: the receipt. */
async function submit(projectId: string, tenderTableId: string, asphalt = '45.10') {
  const view = bidOf(await bidder.call('GET', base(projectId)));
  const form = view.parts.forms[tenderTableId];
  const saved = await bidder.call('PUT', `${base(projectId)}/Forms/${tenderTableId}`, {
    body: {
      submissionVersion: view.submission?.version ?? 0,
      version: form?.version ?? 0,
      entries: bidEntries(asphalt),
    },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const submitted = await bidder.call('POST', `${base(projectId)}/Submit`, {
    body: { version: bidOf(saved).submission.version },
  });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
  return bidOf(submitted).submission;
}

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  bidder = await newSupplier('receipts');
}, 30_000);

describe('a bid file’s part checksums', () => {
  it('are signed into each part’s URL as a header the PUT must send, one per part number', async () => {
    const bid = await openSubmissionBid(lead, { question: false, document: 'mandatory' });
    const bytes = Buffer.from(`%PDF-1.4 checksummed ${randomUUID()}`);
    const { signedUrl, completed } = await uploadBidFile(
      bidder,
      bid.projectId,
      bid.documentRequirementId,
      bytes,
    );
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
    const url = new URL(signedUrl);
    // A signed header (S3 checks it against the part's bytes), never a query parameter (S3 would ignore it).
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('x-amz-checksum-sha256');
    expect([...url.searchParams.keys()].map((k) => k.toLowerCase())).not.toContain('x-amz-checksum-sha256');

    const files = `${base(bid.projectId)}/Files`;
    const started = await bidder.call('POST', files, {
      body: { submissionRequirementId: bid.documentRequirementId, fileName: 'b.pdf', size: 3 },
    });
    const { uploadId, key } = started.json.data.uploadDTO.values;
    const checksum = createHash('sha256').update('abc').digest('base64');
    const signed = await bidder.call('POST', `${files}/Parts/Batch`, {
      body: { uploadId, key, partNumbers: [1], checksumsSha256: [checksum] },
    });
    expect(signed.json.data.signedPartsDTO.values.parts[0].headers).toEqual({
      'x-amz-checksum-sha256': checksum,
    });
    // Two URLs signed with the same checksum differ from one signed with another: the checksum is in the signature.
    const other = await bidder.call('POST', `${files}/Parts/Batch`, {
      body: {
        uploadId,
        key,
        partNumbers: [1],
        checksumsSha256: [createHash('sha256').update('abd').digest('base64')],
      },
    });
    const signatureOf = (res: { json: any }) =>
      new URL(res.json.data.signedPartsDTO.values.parts[0].url).searchParams.get('X-Amz-Signature');
    expect(signatureOf(other)).not.toBe(signatureOf(signed));
    // A bid file's part is not signed without its checksum, nor with a count that does not match.
    const without = await bidder.call('POST', `${files}/Parts/Batch`, {
      body: { uploadId, key, partNumbers: [1] },
    });
    expect(without.status).toBe(400);
    const miscounted = await bidder.call('POST', `${files}/Parts/Batch`, {
      body: { uploadId, key, partNumbers: [1], checksumsSha256: [checksum, checksum] },
    });
    expectCatalogueError(miscounted, 'documentPartRefused', 'en');
  }, 30_000);
});

describe('the background read-back', () => {
  it('records a completed file as verifying, then verified by the job, and audits it', async () => {
    const bid = await openSubmissionBid(lead, { question: false, document: 'mandatory' });
    const bytes = Buffer.from(`%PDF-1.4 read back ${randomUUID()}`);
    const { uploadId, completed } = await uploadBidFile(
      bidder,
      bid.projectId,
      bid.documentRequirementId,
      bytes,
    );
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
    const [file] = bidOf(completed).files;
    expect(file).toEqual(
      expect.objectContaining({
        fileId: uploadId,
        state: 'stored',
        sha256: createHash('sha256').update(bytes).digest('hex'),
      }),
    );
    // The complete does not wait for the read-back; the job may already have run by the time it answers.
    expect(['verifying', 'verified']).toContain(file.verification);
    const submissionId = bidder.info.vendor.vendorId;
    const record = await decided(bid.projectId, submissionId, uploadId);
    expect(record).toEqual(expect.objectContaining({ verification: 'verified', storedSha256: file.sha256 }));
    const view = bidOf(await bidder.call('GET', base(bid.projectId)));
    expect(view.files[0].verification).toBe('verified');
    const events = await queryAll(
      AuditEvent,
      auditOfEntity(customerId, 'submission', `${bid.projectId}/${submissionId}`),
    );
    expect(events.filter((e) => e.action === 'submissionFileVerified').map((e) => e.after)).toEqual([
      expect.objectContaining({ fileId: uploadId, browserSha256: file.sha256, storedSha256: file.sha256 }),
    ]);
  }, 30_000);

  it('flags a stored object that differs from what the browser read: mismatch, audited, shown, blocking nothing', async () => {
    const bid = await openSubmissionBid(lead, { question: false, document: 'mandatory' });
    const read = Buffer.from(`%PDF-1.4 the bond as signed ${randomUUID()}`);
    // Altered between the browser and the store, behind the server's back (the emulator checks no checksum).
    const altered = Buffer.from(read.toString().replace('signed', 'forged'));
    const { uploadId, completed } = await uploadBidFile(
      bidder,
      bid.projectId,
      bid.documentRequirementId,
      read,
      {
        sentBytes: altered,
      },
    );
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
    const submissionId = bidder.info.vendor.vendorId;
    const browserSha256 = createHash('sha256').update(read).digest('hex');
    const storedSha256 = createHash('sha256').update(altered).digest('hex');
    const record = await decided(bid.projectId, submissionId, uploadId);
    expect(record).toEqual(
      expect.objectContaining({ verification: 'mismatch', sha256: browserSha256, storedSha256 }),
    );
    const events = await queryAll(
      AuditEvent,
      auditOfEntity(customerId, 'submission', `${bid.projectId}/${submissionId}`),
    );
    const mismatch = events.find((e) => e.action === 'submissionFileMismatchFound');
    expect(mismatch?.after).toEqual(
      expect.objectContaining({ fileId: uploadId, browserSha256, storedSha256 }),
    );
    expect(JSON.stringify(mismatch)).not.toContain('Bid bond');
    // The supplier sees it; the bid still submits, and its receipt's verification flags the file.
    expect(bidOf(await bidder.call('GET', base(bid.projectId))).files[0].verification).toBe('mismatch');
    const submission = await submit(bid.projectId, bid.tenderTableId);
    const answer = verdictOf(await verify(bid.projectId, submissionId, submission.receipt.digest));
    expect(answer.verdict).toBe('match');
    expect(answer.files).toEqual({ count: 1, sha256: [browserSha256], verification: 'mismatch' });
  }, 30_000);
});

describe('the public verification of a receipt', () => {
  it('answers match with the facts that are not sealed, unknown for a tampered digest or ids, superseded once withdrawn or resubmitted', async () => {
    const bid = await openSubmissionBid(lead, { question: false, document: 'mandatory' });
    const bytes = Buffer.from(`%PDF-1.4 verified ${randomUUID()}`);
    const { uploadId } = await uploadBidFile(bidder, bid.projectId, bid.documentRequirementId, bytes, {
      fileName: 'Secret pricing annex.pdf',
    });
    const submissionId = bidder.info.vendor.vendorId;
    await decided(bid.projectId, submissionId, uploadId);
    const since = await markMailbox();
    const first = await submit(bid.projectId, bid.tenderTableId);
    const digest = first.receipt.digest as string;
    // The receipt email gives the receipt's number and links to the verification page with its code.
    const code = receiptCode({ agencyDomain: 'demo', projectId: bid.projectId, submissionId, digest });
    const email = await latestEmailTo(bidder.info.user.email, since);
    expect(email.body.text).toContain(`/verify-receipt?code=${encodeURIComponent(code)}`);
    expect(email.body.text).toContain(`Receipt number: ${receiptNumber(digest)}`);

    const matched = await verify(bid.projectId, submissionId, digest);
    expect(matched.status, JSON.stringify(matched.json)).toBe(200);
    expect(matched.headers.get('cache-control')).toBe('no-store');
    const answer = verdictOf(matched);
    expect(answer).toEqual({
      verdict: 'match',
      receiptNumber: expect.stringMatching(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/),
      agencyName: expect.any(String),
      projectName: expect.stringContaining('Online bid'),
      projectNumber: expect.any(String),
      companyName: expect.any(String),
      submittedAt: first.receipt.submittedAt,
      files: {
        count: 1,
        sha256: [createHash('sha256').update(bytes).digest('hex')],
        verification: 'verified',
      },
    });
    // Nothing of the sealed content: no price, no file name.
    expect(JSON.stringify(matched.json)).not.toContain('45.10');
    expect(JSON.stringify(matched.json)).not.toContain('Secret pricing annex');
    // The digest's case does not matter (a receipt read aloud or retyped).
    expect(verdictOf(await verify(bid.projectId, submissionId, digest.toUpperCase())).verdict).toBe('match');

    // A tampered digest, unknown ids or agency: unknown, and nothing else said.
    const tampered = `${digest.slice(0, 63)}${digest.endsWith('0') ? '1' : '0'}`;
    for (const res of [
      await verify(bid.projectId, submissionId, tampered),
      await verify(bid.projectId, 'no-such-company', digest),
      await verify('no-such-project', submissionId, digest),
      await verify(bid.projectId, submissionId, digest, 'nosuchagency'),
    ])
      expect(verdictOf(res)).toEqual({ verdict: 'unknown' });
    const malformed = await verify(bid.projectId, submissionId, 'abc');
    expect(malformed.status).toBe(400);

    // Withdrawn: the receipt no longer stands.
    const withdrawn = await bidder.call('POST', `${base(bid.projectId)}/Withdraw`, {
      body: { version: first.version },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    const superseded = verdictOf(await verify(bid.projectId, submissionId, digest));
    expect(superseded).toEqual(
      expect.objectContaining({ verdict: 'superseded', submittedAt: first.receipt.submittedAt }),
    );
    expect(superseded.files).toBeUndefined();

    // Submitted again with other content: the old receipt is superseded, the new one matches.
    const second = await submit(bid.projectId, bid.tenderTableId, '45.11');
    expect(second.receipt.digest).not.toBe(digest);
    expect(verdictOf(await verify(bid.projectId, submissionId, digest)).verdict).toBe('superseded');
    expect(verdictOf(await verify(bid.projectId, submissionId, second.receipt.digest)).verdict).toBe('match');
  }, 30_000);
});
