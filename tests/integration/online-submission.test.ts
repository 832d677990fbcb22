/**
 * A supplier's online bid (issue 10 items 1 and 2, decision 054) on the local runtime: reading creates
 * nothing; a draft is saved part by part at its versions, a form through the shared engine (a disagreeing
 * total refused with the engine's figures); submitting is refused while something is missing, then answers
 * a receipt (server time, digest) that is also emailed; a submitted bid is withdrawn and submitted again;
 * a competitor reaches nothing of it; past the closing instant, by the server's clock, nothing changes.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createHash, randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../functions/core/aws/s3.js';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { getItem, queryAll } from '../../functions/core/db/ops.js';
import { env } from '../../functions/core/env.js';
import { sealedProjectPrefix } from '../../functions/core/submissions/sealed-bids.js';
import { eventually } from '../helpers/api.js';
import { advanceClockTo, stackNow } from '../helpers/clock.js';
import { latestEmailTo, markMailbox } from '../helpers/mailbox.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import { PRICE_FORM_FIGURES } from '../support/large-form.js';
import { bidEntries as entries, openSubmissionBid, uploadBidFile } from './submission-support.js';
import {
  act,
  CLOSING_AHEAD_SECONDS,
  expectCatalogueError,
  loadRefs,
  PROJECTS,
  viewOf,
} from './projects-support.js';

let lead: SignedIn;
let bidder: SupplierSignedIn;
let competitor: SupplierSignedIn;
let customerId: string;

const bidOf = (res: { json: any }) => res.json.data.bidSubmissionDTO.values;
const base = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}/Submission`;
const openBid = (options: Parameters<typeof openSubmissionBid>[1] = {}) => openSubmissionBid(lead, options);

/** Uploads bytes as the browser's uploader does (submission-support.ts); `sha256` is the browser's claim. */
const upload = (
  as: SupplierSignedIn,
  projectId: string,
  submissionRequirementId: string,
  bytes: Buffer,
  sha256?: string,
) => uploadBidFile(as, projectId, submissionRequirementId, bytes, sha256 ? { claimedSha256: sha256 } : {});

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  [bidder, competitor] = await Promise.all([newSupplier('bidder'), newSupplier('competitor')]);
}, 30_000);

describe('a supplier’s bid', () => {
  let bid: Awaited<ReturnType<typeof openBid>>;
  beforeAll(async () => {
    bid = await openBid();
  }, 30_000);

  it('is read without being created: what the tender asks and what is missing', async () => {
    const res = await bidder.call('GET', base(bid.projectId));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const view = bidOf(res);
    expect(view.submission).toBeNull();
    expect(view.open).toBe(true);
    expect(view.requirements.forms.map((f: any) => f.tenderTableId)).toEqual([bid.tenderTableId]);
    expect(view.missing.map((m: any) => m.code)).toEqual(['formNotFilled', 'questionUnanswered']);
    const vendorId = bidder.info.vendor.vendorId;
    expect(
      await getItem(Submission, { customerId, projectId: bid.projectId, submissionId: vendorId }),
    ).toBeUndefined();
  });

  it('saves a form through the engine: a disagreeing total is refused with the engine’s figures', async () => {
    const form = `${base(bid.projectId)}/Forms/${bid.tenderTableId}`;
    const wrong = await bidder.call('PUT', form, {
      body: { submissionVersion: 0, version: 0, entries: entries(), totals: { total: '6115.91' } },
      lang: 'fr',
    });
    expectCatalogueError(wrong, 'formTotalMismatch', 'fr');
    expect(wrong.json.error.details).toMatchObject({
      mismatched: ['total'],
      totals: { total: PRICE_FORM_FIGURES.total },
    });
    const malformed = await bidder.call('PUT', form, {
      body: { submissionVersion: 0, version: 0, entries: entries('45,1x') },
    });
    expectCatalogueError(malformed, 'formNumberInvalid', 'en');
    expect(malformed.json.error.fields[0].field).toBe('body.entries.rows.0.cells.c3');

    const saved = await bidder.call('PUT', form, {
      body: { submissionVersion: 0, version: 0, entries: entries(), totals: PRICE_FORM_FIGURES },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const view = bidOf(saved);
    expect(view.submission).toMatchObject({ status: 'incomplete', version: 1 });
    expect(view.parts.forms[bid.tenderTableId]).toMatchObject({ version: 1, totals: PRICE_FORM_FIGURES });
    expect(view.missing.map((m: any) => m.code)).toEqual(['questionUnanswered']);
    // A second first save of the same part is a stale version.
    const stale = await bidder.call('PUT', form, {
      body: { submissionVersion: 1, version: 0, entries: entries() },
    });
    expect(stale.status).toBe(409);
  });

  it('refuses to submit while something is missing, then submits with a receipt, emailed', async () => {
    const incomplete = await bidder.call('POST', `${base(bid.projectId)}/Submit`, {
      body: { version: 1 },
      lang: 'fr',
    });
    expectCatalogueError(incomplete, 'submissionIncomplete', 'fr');
    expect(incomplete.json.error.details.missing).toEqual([
      { code: 'questionUnanswered', id: bid.questionId, title: 'Crew size' },
    ]);
    const unknown = await bidder.call('PUT', `${base(bid.projectId)}/Parts`, {
      body: {
        part: 'answers',
        submissionVersion: 1,
        version: 0,
        content: { questions: { nope: '1' }, termsAccepted: [] },
      },
    });
    expectCatalogueError(unknown, 'submissionRequirementUnknown', 'en');
    // The bidder's own mistakes in its draft are not attempts on a sealed bid (isSealedBidAttempt): the
    // project's trail has no refusal under its name, while another company naming its bid still has one.
    const refusalsBy = async (actorId: string) =>
      (await queryAll(AuditEvent, auditOfEntity(customerId, 'project', bid.projectId))).filter(
        (e) => e.action === 'sealedBidAccessRefused' && e.actorId === actorId,
      );
    expect(await refusalsBy(bidder.info.user.supplierUserId)).toEqual([]);
    const probe = await competitor.call(
      'GET',
      `${base(bid.projectId)}?submissionId=${bidder.info.vendor.vendorId}`,
    );
    expectCatalogueError(probe, 'submissionNotFound', 'en');
    expect(await refusalsBy(competitor.info.user.supplierUserId)).toHaveLength(1);
    // The project's activity feed names the company that asked, not an unknown user, and no internal fields.
    const feed = await lead.call(
      'GET',
      `/api/v1/customer/{customerId}/node/{nodeId}/AuditEvents/Search?projectId=${bid.projectId}&eventType=sealedBidAccessRefused`,
    );
    expect(feed.status, JSON.stringify(feed.json)).toBe(200);
    const items = feed.json.data.activitiesDTO.values.items as { actorName: string; changes: unknown[] }[];
    expect(items).toContainEqual(
      expect.objectContaining({ actorName: competitor.info.vendor.companyName, changes: [] }),
    );
    const answered = await bidder.call('PUT', `${base(bid.projectId)}/Parts`, {
      body: {
        part: 'answers',
        submissionVersion: 1,
        version: 0,
        content: { questions: { [bid.questionId]: '12' }, termsAccepted: [] },
      },
    });
    expect(answered.status, JSON.stringify(answered.json)).toBe(200);
    expect(bidOf(answered).missing).toEqual([]);

    const since = await markMailbox();
    const before = stackNow();
    const submitted = await bidder.call('POST', `${base(bid.projectId)}/Submit`, { body: { version: 2 } });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    const { submission } = bidOf(submitted);
    expect(submission.status).toBe('complete');
    expect(submission.receipt.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(submission.receipt.submittedAt)).toBeGreaterThanOrEqual(before - 1000);

    const email = await latestEmailTo(bidder.info.user.email, since);
    expect(email.subject).toContain('Bid received');
    expect(email.body.text).toContain(submission.receipt.digest);
    expect(email.body.text).toContain('Empreinte de la soumission');
    // The receipt proves the bid without telling its content.
    expect(email.body.text).not.toContain('45.10');
    expect(email.body.text).not.toContain(PRICE_FORM_FIGURES.total);

    const again = await bidder.call('POST', `${base(bid.projectId)}/Submit`, {
      body: { version: submission.version },
    });
    expectCatalogueError(again, 'submissionAlreadyComplete', 'en');
    const locked = await bidder.call('PUT', `${base(bid.projectId)}/Parts`, {
      body: {
        part: 'answers',
        submissionVersion: submission.version,
        version: 1,
        content: { questions: {}, termsAccepted: [] },
      },
    });
    expectCatalogueError(locked, 'submissionNotEditable', 'en');
  });

  it('is withdrawn, changed and submitted again; the same content gives the same digest', async () => {
    const first = bidOf(await bidder.call('GET', base(bid.projectId))).submission;
    const withdrawn = await bidder.call('POST', `${base(bid.projectId)}/Withdraw`, {
      body: { version: first.version },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    const afterWithdrawal = bidOf(withdrawn).submission;
    expect(afterWithdrawal.status).toBe('withdrawn');
    const twice = await bidder.call('POST', `${base(bid.projectId)}/Withdraw`, {
      body: { version: afterWithdrawal.version },
      lang: 'fr',
    });
    expectCatalogueError(twice, 'submissionWithdrawNotAllowed', 'fr');

    const resubmitted = bidOf(
      await bidder.call('POST', `${base(bid.projectId)}/Submit`, {
        body: { version: afterWithdrawal.version },
      }),
    ).submission;
    expect(resubmitted.status).toBe('complete');
    expect(resubmitted.receipt.digest).toBe(first.receipt.digest);

    // A changed cent changes the digest.
    await bidder.call('POST', `${base(bid.projectId)}/Withdraw`, { body: { version: resubmitted.version } });
    const view = bidOf(await bidder.call('GET', base(bid.projectId)));
    const changed = await bidder.call('PUT', `${base(bid.projectId)}/Forms/${bid.tenderTableId}`, {
      body: {
        submissionVersion: view.submission.version,
        version: view.parts.forms[bid.tenderTableId].version,
        entries: entries('45.11'),
      },
    });
    expect(bidOf(changed).submission.status).toBe('incomplete');
    const third = bidOf(
      await bidder.call('POST', `${base(bid.projectId)}/Submit`, {
        body: { version: bidOf(changed).submission.version },
      }),
    ).submission;
    expect(third.receipt.digest).not.toBe(first.receipt.digest);
  });

  it('is the company’s own: a competitor reaches nothing of it', async () => {
    const view = bidOf(await competitor.call('GET', base(bid.projectId)));
    expect(view.submission).toBeNull();
    expect(view.parts).toEqual({ forms: {} });
    expect(JSON.stringify(view)).not.toContain('45.11');
    const withdraw = await competitor.call('POST', `${base(bid.projectId)}/Withdraw`, {
      body: { version: 1 },
    });
    expectCatalogueError(withdraw, 'submissionNotFound', 'en');
    const stillOurs = await bidder.call('GET', base(bid.projectId));
    expect(bidOf(stillOurs).submission.status).toBe('complete');
  });

  it('answers 403 to a buyer’s session on every submission route', async () => {
    const form = `${base(bid.projectId)}/Forms/${bid.tenderTableId}`;
    for (const [method, path] of [
      ['GET', base(bid.projectId)],
      ['PUT', form],
      ['PUT', `${base(bid.projectId)}/Parts`],
      ['POST', `${base(bid.projectId)}/Submit`],
      ['POST', `${base(bid.projectId)}/Withdraw`],
    ] as const) {
      const res = await lead.call(method, path, { body: method === 'GET' ? undefined : { version: 1 } });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('a bid’s files', () => {
  it('go under sealed/, get their SHA-256 from the stored object, count as given, and enter the receipt', async () => {
    const bid = await openBid({ question: false, document: 'mandatory' });
    const before = bidOf(await bidder.call('GET', base(bid.projectId)));
    expect(before.missing.map((m: any) => m.code)).toEqual(['formNotFilled', 'documentMissing']);
    const bytes = Buffer.from(`%PDF-1.4 bid bond ${randomUUID()}`);
    const browserSha256 = createHash('sha256').update(bytes).digest('hex');
    const { uploadId, key, completed } = await upload(
      bidder,
      bid.projectId,
      bid.documentRequirementId,
      bytes,
      browserSha256,
    );
    expect(key.startsWith(`sealed/${customerId}/${bid.projectId}/`)).toBe(true);
    expect(completed.status, JSON.stringify(completed.json)).toBe(200);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const view = bidOf(completed);
    expect(view.files).toEqual([
      expect.objectContaining({ fileId: uploadId, state: 'stored', size: bytes.length, sha256 }),
    ]);
    expect(view.missing.map((m: any) => m.code)).toEqual(['formNotFilled']);

    // The complete sent again, as the uploader does when its first answer was lost: the same file, stored once.
    const again = await bidder.call('POST', `${base(bid.projectId)}/Files/Complete`, {
      body: { uploadId, key, parts: [{ partNumber: 1, etag: '"lost"' }], sha256: browserSha256 },
    });
    expect(again.status, JSON.stringify(again.json)).toBe(200);
    // The same file, stored once; only its read-back may have moved on (verifying → verified) meanwhile.
    const withoutReadBack = (files: any[]) => files.map(({ verification: _, ...file }) => file);
    expect(withoutReadBack(bidOf(again).files)).toEqual(withoutReadBack(view.files));
    // Another company's complete of it is not answered with the file.
    expectCatalogueError(
      await competitor.call('POST', `${base(bid.projectId)}/Files/Complete`, {
        body: { uploadId, key, parts: [{ partNumber: 1, etag: '"lost"' }], sha256: browserSha256 },
      }),
      'documentUploadNotFound',
      'en',
    );

    // Another company cannot sign parts of it, nor remove it.
    const foreign = await competitor.call('POST', `${base(bid.projectId)}/Files/Parts/Batch`, {
      body: {
        uploadId,
        key,
        partNumbers: [1],
        checksumsSha256: [createHash('sha256').update(bytes).digest('base64')],
      },
    });
    expectCatalogueError(foreign, 'documentUploadNotFound', 'en');
    expectCatalogueError(
      await competitor.call('DELETE', `${base(bid.projectId)}/Files/${uploadId}`),
      'documentUploadNotFound',
      'en',
    );

    const saved = await bidder.call('PUT', `${base(bid.projectId)}/Forms/${bid.tenderTableId}`, {
      body: { submissionVersion: view.submission.version, version: 0, entries: entries() },
    });
    const since = await markMailbox();
    const submitted = await bidder.call('POST', `${base(bid.projectId)}/Submit`, {
      body: { version: bidOf(saved).submission.version },
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expect(bidOf(submitted).submission.receipt.files).toEqual([
      {
        submissionRequirementId: bid.documentRequirementId,
        fileName: 'Bid bond.pdf',
        size: bytes.length,
        sha256,
      },
    ]);
    const email = await latestEmailTo(bidder.info.user.email, since);
    expect(email.body.text).toContain(sha256);
    // A submitted bid's files do not change.
    expectCatalogueError(
      await bidder.call('DELETE', `${base(bid.projectId)}/Files/${uploadId}`),
      'submissionNotEditable',
      'en',
    );
  }, 30_000);

  it('are removed from a draft, and an open upload is cancelled', async () => {
    const bid = await openBid({ question: false, document: 'mandatory' });
    const { uploadId } = await upload(bidder, bid.projectId, bid.documentRequirementId, Buffer.from('one'));
    const removed = await bidder.call('DELETE', `${base(bid.projectId)}/Files/${uploadId}`);
    expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    expect(bidOf(removed).files).toEqual([]);
    const opened = await bidder.call('POST', `${base(bid.projectId)}/Files`, {
      body: { submissionRequirementId: bid.documentRequirementId, fileName: 'two.pdf', size: 3 },
    });
    const openId = opened.json.data.uploadDTO.values.uploadId as string;
    expect(bidOf(await bidder.call('GET', base(bid.projectId))).files).toEqual([
      expect.objectContaining({ fileId: openId, state: 'uploading' }),
    ]);
    const cancelled = await bidder.call('DELETE', `${base(bid.projectId)}/Files/${openId}`);
    expect(bidOf(cancelled).files).toEqual([]);
    expect(bidOf(removed).missing.map((m: any) => m.code)).toContain('documentMissing');
    const refused = await bidder.call('POST', `${base(bid.projectId)}/Files`, {
      body: { submissionRequirementId: bid.tenderTableId, fileName: 'x.pdf', size: 3 },
      lang: 'fr',
    });
    expectCatalogueError(refused, 'submissionRequirementUnknown', 'fr');
    const empty = await bidder.call('POST', `${base(bid.projectId)}/Files`, {
      body: { submissionRequirementId: bid.documentRequirementId, fileName: 'x.pdf', size: 0 },
    });
    expectCatalogueError(empty, 'documentEmpty', 'en');
  }, 30_000);
});

describe('the closing instant, by the server’s clock', () => {
  it('refuses changes, submission and withdrawal once past, and still shows the company its bid', async () => {
    const bid = await openBid({ closingInSeconds: CLOSING_AHEAD_SECONDS });
    const form = `${base(bid.projectId)}/Forms/${bid.tenderTableId}`;
    const saved = await bidder.call('PUT', form, {
      body: { submissionVersion: 0, version: 0, entries: entries() },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const answered = await bidder.call('PUT', `${base(bid.projectId)}/Parts`, {
      body: {
        part: 'answers',
        submissionVersion: 1,
        version: 0,
        content: { questions: { [bid.questionId]: '3' }, termsAccepted: [] },
      },
    });
    expect(bidOf(answered).missing).toEqual([]);
    // The closing date was set through the API; the server's clock is moved just past it.
    await advanceClockTo(bid.closingDate, 0.05);

    const late = await bidder.call('POST', `${base(bid.projectId)}/Submit`, {
      body: { version: 2 },
      lang: 'fr',
    });
    expectCatalogueError(late, 'submissionClosed', 'fr');
    const change = await bidder.call('PUT', form, {
      body: { submissionVersion: 2, version: 1, entries: entries() },
    });
    expectCatalogueError(change, 'submissionClosed', 'en');
    const view = bidOf(await bidder.call('GET', base(bid.projectId)));
    expect(view.open).toBe(false);
    expect(view.submission.status).toBe('incomplete');
    // A company with no bid on it does not reach a closed tender at all.
    expect((await competitor.call('GET', base(bid.projectId))).status).toBe(404);
  }, 30_000);
});

describe('a deleted project’s sealed bids (decision 056)', () => {
  const sealedObjectsOf = async (projectId: string) =>
    (
      (
        await s3.send(
          new ListObjectsV2Command({
            Bucket: env().DOCUMENTS_BUCKET,
            Prefix: sealedProjectPrefix(customerId, projectId),
          }),
        )
      ).Contents ?? []
    ).map((object) => object.Key);

  it('are removed by the project-cleanup job, and another project’s stay', async () => {
    const [deleted, kept] = await Promise.all([
      openBid({ question: false, document: 'mandatory' }),
      openBid({ question: false, document: 'mandatory' }),
    ]);
    const files = await Promise.all(
      [deleted, kept].map(async (bid) => {
        const { key, completed } = await upload(
          bidder,
          bid.projectId,
          bid.documentRequirementId,
          Buffer.from(`%PDF-1.4 bond ${bid.projectId}`),
        );
        expect(completed.status, JSON.stringify(completed.json)).toBe(200);
        return key as string;
      }),
    );
    expect(await sealedObjectsOf(deleted.projectId)).toEqual([files[0]]);
    expect(await sealedObjectsOf(kept.projectId)).toEqual([files[1]]);

    // A published bid is cancelled before it may be deleted (the lifecycle's rule); the delete schedules the job.
    const { project } = viewOf(await lead.call('GET', `${PROJECTS}?projectId=${deleted.projectId}`));
    const cancelled = await act(lead, project, 'cancel', { reason: 'No longer needed' });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    const removed = await lead.call('DELETE', `${PROJECTS}?projectId=${deleted.projectId}&confirmed=true`);
    expect(removed.status, JSON.stringify(removed.json)).toBe(204);

    await eventually(
      async () => ((await sealedObjectsOf(deleted.projectId)).length === 0 ? true : undefined),
      150,
      100,
    );
    expect(await sealedObjectsOf(kept.projectId)).toEqual([files[1]]);
    // The bid's records went with the project too (decision 034).
    expect(
      await getItem(Submission, {
        customerId,
        projectId: deleted.projectId,
        submissionId: bidder.info.vendor.vendorId,
      }),
    ).toBeUndefined();
  }, 60_000);
});

describe('the close (decision 056)', () => {
  it('seals the bids handed in, leaves drafts incomplete and closed to changes, and tells nothing of a bid', async () => {
    const bid = await openBid({ question: false, closingInSeconds: CLOSING_AHEAD_SECONDS });
    const form = `${base(bid.projectId)}/Forms/${bid.tenderTableId}`;
    const draft = { submissionVersion: 0, version: 0, entries: entries(), totals: PRICE_FORM_FIGURES };
    for (const as of [bidder, competitor]) {
      const saved = await as.call('PUT', form, { body: draft });
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    }
    const submitted = await bidder.call('POST', `${base(bid.projectId)}/Submit`, { body: { version: 1 } });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    const receipt = bidOf(submitted).submission.receipt;

    // The close-project job fires at the closing instant, records Closed, then seals: the clock is moved
    // past it.
    await advanceClockTo(bid.closingDate, 1);
    const headerOf = (as: SupplierSignedIn) =>
      getItem(Submission, { customerId, projectId: bid.projectId, submissionId: as.info.vendor.vendorId });
    const sealed = await eventually(async () => {
      const header = await headerOf(bidder);
      return header?.status === 'sealed' ? header : undefined;
    }, 150);
    expect(sealed.version).toBe(3);
    const { project } = viewOf(await lead.call('GET', `${PROJECTS}?projectId=${bid.projectId}`));
    expect(project.status).toBe('closed');
    expect((await headerOf(competitor))?.status).toBe('incomplete');

    // The company still reads its bid, sealed, with its receipt; neither bid changes any more.
    const view = bidOf(await bidder.call('GET', base(bid.projectId)));
    expect(view).toMatchObject({ open: false, submission: { status: 'sealed', receipt } });
    const withdraw = await bidder.call('POST', `${base(bid.projectId)}/Withdraw`, {
      body: { version: view.submission.version },
    });
    expectCatalogueError(withdraw, 'submissionClosed', 'en');
    const late = await competitor.call('PUT', form, {
      body: { ...draft, submissionVersion: 1, version: 1 },
      lang: 'fr',
    });
    expectCatalogueError(late, 'submissionClosed', 'fr');

    // The seal is the submission's audit event, by the system, naming statuses only.
    const events = await queryAll(
      AuditEvent,
      auditOfEntity(customerId, 'submission', `${bid.projectId}/${bidder.info.vendor.vendorId}`),
    );
    const seal = events.find((e) => e.action === 'submissionSealed');
    expect(seal).toMatchObject({ actorId: 'system' });
    expect(JSON.stringify(seal)).not.toContain('45.10');
    expect(JSON.stringify(seal)).not.toContain(PRICE_FORM_FIGURES.total);
    expect(
      (
        await queryAll(
          AuditEvent,
          auditOfEntity(customerId, 'submission', `${bid.projectId}/${competitor.info.vendor.vendorId}`),
        )
      ).map((e) => e.action),
    ).not.toContain('submissionSealed');
  }, 60_000);
});
