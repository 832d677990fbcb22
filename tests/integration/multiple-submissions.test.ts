/**
 * A company's several bids on one tender (issue 10 item 1, decision 060) on the local runtime: refused
 * where the tender takes one bid per company; where it allows multiple submissions, another bid has its
 * own id, parts, receipt and status, is reached by naming its id (and only by its company), is withdrawn
 * on its own, and is sealed at the close beside the first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { getItem, queryAll } from '../../functions/core/db/ops.js';
import { eventually } from '../helpers/api.js';
import { advanceClockTo } from '../helpers/clock.js';
import { latestEmailTo, markMailbox } from '../helpers/mailbox.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import { PRICE_FORM_FIGURES } from '../support/large-form.js';
import { bidEntries as entries, openSubmissionBid } from './submission-support.js';
import { CLOSING_AHEAD_SECONDS, expectCatalogueError, loadRefs } from './projects-support.js';

let lead: SignedIn;
let bidder: SupplierSignedIn;
let competitor: SupplierSignedIn;
let customerId: string;

const bidOf = (res: { json: any }) => res.json.data.bidSubmissionDTO.values;
const base = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}/Submission`;
const named = (path: string, submissionId?: string) =>
  submissionId ? `${path}?submissionId=${submissionId}` : path;
const multiple = { allowMultipleSubmissions: true };

/** Fills the bid's price form and submits it, as the bid screen does; answers the submitted bid. */
async function fillAndSubmit(
  as: SupplierSignedIn,
  bid: { projectId: string; tenderTableId: string },
  id?: string,
) {
  const current = bidOf(await as.call('GET', named(base(bid.projectId), id))).submission;
  const saved = await as.call('PUT', named(`${base(bid.projectId)}/Forms/${bid.tenderTableId}`, id), {
    body: {
      submissionVersion: current?.version ?? 0,
      version: 0,
      entries: entries(),
      totals: PRICE_FORM_FIGURES,
    },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const submitted = await as.call('POST', named(`${base(bid.projectId)}/Submit`, id), {
    body: { version: bidOf(saved).submission.version },
  });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
  return bidOf(submitted).submission;
}

const start = (as: SupplierSignedIn, projectId: string, label: string, lang?: 'en' | 'fr') =>
  as.call('POST', `/api/v1/portal/Bids/demo/${projectId}/Submissions`, {
    body: { label },
    ...(lang ? { lang } : {}),
  });

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  [bidder, competitor] = await Promise.all([newSupplier('multi'), newSupplier('multi-rival')]);
}, 30_000);

describe('one bid per company (allowMultipleSubmissions off)', () => {
  it('refuses a second bid with the catalogue error, in English and French', async () => {
    const bid = await openSubmissionBid(lead, { question: false });
    await fillAndSubmit(bidder, bid);
    const refused = await start(bidder, bid.projectId, 'Alternative 2', 'fr');
    expectCatalogueError(refused, 'submissionMultipleNotAllowed', 'fr');
    expectCatalogueError(
      await start(bidder, bid.projectId, 'Alternative 2'),
      'submissionMultipleNotAllowed',
      'en',
    );
    const view = bidOf(await bidder.call('GET', base(bid.projectId)));
    expect(view.allowMultipleSubmissions).toBe(false);
    expect(view.bids).toHaveLength(1);
  }, 60_000);
});

describe('several bids per company (allowMultipleSubmissions on)', () => {
  let bid: Awaited<ReturnType<typeof openSubmissionBid>>;
  let secondId: string;
  beforeAll(async () => {
    bid = await openSubmissionBid(lead, { question: false, tender: multiple });
  }, 30_000);

  it('keeps the first bid at the old paths and starts another with its own id and name', async () => {
    const first = await fillAndSubmit(bidder, bid);
    expect(first.submissionId).toBe(bidder.info.vendor.vendorId);
    const started = await start(bidder, bid.projectId, 'Alternative 2');
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const view = bidOf(started);
    secondId = view.submission.submissionId;
    expect(secondId).not.toBe(first.submissionId);
    expect(view.submission).toMatchObject({ status: 'incomplete', label: 'Alternative 2', version: 1 });
    // The new bid's content is its own: nothing of the first's form.
    expect(view.parts.forms).toEqual({});
    expect(view.bids).toEqual([
      { submissionId: first.submissionId, status: 'complete', completedAt: expect.any(String) },
      { submissionId: secondId, status: 'incomplete', label: 'Alternative 2' },
    ]);
  });

  it('submits the second bid with a receipt of its own; the first is unchanged', async () => {
    const since = await markMailbox();
    const second = await fillAndSubmit(bidder, bid, secondId);
    expect(second).toMatchObject({ submissionId: secondId, status: 'complete', label: 'Alternative 2' });
    const first = bidOf(await bidder.call('GET', base(bid.projectId))).submission;
    // Same content, but another submission id: the digest differs, so each receipt proves its own bid.
    expect(second.receipt.digest).not.toBe(first.receipt.digest);
    // Its receipt email links to this bid, and proves its digest.
    const email = await latestEmailTo(bidder.info.user.email, since);
    expect(email.body.text).toContain(second.receipt.digest);
    expect(email.body.text).toContain(`/submission?bid=${secondId}`);
    const stored = await getItem(Submission, {
      customerId,
      projectId: bid.projectId,
      submissionId: secondId,
    });
    expect(stored).toMatchObject({ vendorId: bidder.info.vendor.vendorId, status: 'complete' });
  });

  it('is reached only by its own company: another company naming its id gets not found', async () => {
    for (const [method, path, body] of [
      ['GET', base(bid.projectId), undefined],
      ['POST', `${base(bid.projectId)}/Withdraw`, { version: 3 }],
      [
        'PUT',
        `${base(bid.projectId)}/Forms/${bid.tenderTableId}`,
        { submissionVersion: 3, version: 1, entries: entries() },
      ],
    ] as const) {
      const res = await competitor.call(method, named(path, secondId), body ? { body } : {});
      expectCatalogueError(res, 'submissionNotFound', 'en');
    }
    // Each refused reach is audited under its route (the group's onRefusal, decision 061), naming the bid
    // asked for and who asked, never its content.
    const refusals = await eventually(async () => {
      const events = (await queryAll(AuditEvent, auditOfEntity(customerId, 'project', bid.projectId))).filter(
        (e) => e.action === 'sealedBidAccessRefused',
      );
      return events.length === 3 ? events : undefined;
    });
    expect(refusals.map((e) => (e.after as any).operationId).sort()).toEqual([
      'getBidSubmission',
      'saveBidSubmissionForm',
      'withdrawBid',
    ]);
    expect(refusals[0]).toMatchObject({
      actorId: competitor.info.user.supplierUserId,
      after: { submissionId: secondId, code: 'submissionNotFound' },
    });
    const unknown = await bidder.call('GET', named(base(bid.projectId), crypto.randomUUID()));
    expectCatalogueError(unknown, 'submissionNotFound', 'en');
    expect(
      (await getItem(Submission, { customerId, projectId: bid.projectId, submissionId: secondId }))?.status,
    ).toBe('complete');
  });

  it('withdraws one bid and leaves the other; a second withdrawal is refused with the catalogue text', async () => {
    const second = bidOf(await bidder.call('GET', named(base(bid.projectId), secondId))).submission;
    const withdrawn = await bidder.call('POST', named(`${base(bid.projectId)}/Withdraw`, secondId), {
      body: { version: second.version },
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.json)).toBe(200);
    expect(bidOf(withdrawn).bids.map((b: any) => b.status)).toEqual(['complete', 'withdrawn']);
    const twice = await bidder.call('POST', named(`${base(bid.projectId)}/Withdraw`, secondId), {
      body: { version: bidOf(withdrawn).submission.version },
      lang: 'fr',
    });
    expectCatalogueError(twice, 'submissionWithdrawNotAllowed', 'fr');
    expect(bidOf(await bidder.call('GET', base(bid.projectId))).submission.status).toBe('complete');
  });

  it('lists the tender once in my opportunities, as submitted', async () => {
    const listed = await bidder.call('GET', '/api/v1/portal/Opportunities');
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    const mine = (listed.json.data.supplierOpportunitiesDTO.values.opportunities as any[]).filter(
      (o) => o.projectId === bid.projectId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ submitted: true });
  });
});

describe('the close with several bids per company (decision 056)', () => {
  it('seals each bid handed in, and leaves a draft incomplete', async () => {
    const bid = await openSubmissionBid(lead, {
      question: false,
      closingInSeconds: CLOSING_AHEAD_SECONDS,
      tender: multiple,
    });
    await fillAndSubmit(bidder, bid);
    const second = bidOf(await start(bidder, bid.projectId, 'Alternative 2')).submission.submissionId;
    await fillAndSubmit(bidder, bid, second);
    const draft = bidOf(await start(bidder, bid.projectId, 'Alternative 3')).submission.submissionId;
    const statusOf = async (submissionId: string) =>
      (await getItem(Submission, { customerId, projectId: bid.projectId, submissionId }))?.status;
    // The close-project job seals at the closing instant: the clock is moved past it.
    await advanceClockTo(bid.closingDate, 1);
    // The job seals the bids one by one, in no set order: wait until the last of the three has moved.
    const statuses = () =>
      Promise.all([statusOf(bidder.info.vendor.vendorId), statusOf(second), statusOf(draft)]);
    await eventually(
      async () => ((await statuses()).join() === 'sealed,sealed,incomplete' ? true : undefined),
      150,
      100,
      'the close sealed the two bids handed in and marked the draft incomplete',
    );
    // The supplier directory's history counts each bid handed in, once the bid has closed (decision 053).
    const history = await lead.call(
      'GET',
      `/api/v1/customer/{customerId}/node/{nodeId}/Vendors/SubmissionHistory?vendorId=${bidder.info.vendor.vendorId}`,
    );
    expect(history.status, JSON.stringify(history.json)).toBe(200);
    const row = (history.json.data.vendorHistoryDTO.values as any[]).find(
      (h) => h.projectId === bid.projectId,
    );
    expect(row).toMatchObject({ status: 'closed', submissions: 2 });
    const late = await start(bidder, bid.projectId, 'Alternative 4');
    expectCatalogueError(late, 'submissionClosed', 'en');
  }, 90_000);
});
