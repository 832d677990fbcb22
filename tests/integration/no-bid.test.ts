/**
 * A supplier's "no bid" (docs/product/bids.md#its-life, decision 060) on the local runtime: the agency's
 * default No Bid email is set in the source settings (a bad address refused); where the tender offers it, a
 * company declares it will not bid with a reason, which is recorded, emailed to that address in the agency's
 * language and confirmed to the user in theirs, listed to the buyer; it blocks a submit until undone; it is
 * refused while a bid is handed in and once the tender has closed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { NoBid } from '../../functions/core/db/entities/submission.js';
import { getItem } from '../../functions/core/db/ops.js';
import { eventually } from '../helpers/api.js';
import { advanceClockTo } from '../helpers/clock.js';
import { latestEmailTo, markMailbox } from '../helpers/mailbox.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import { PRICE_FORM_FIGURES } from '../support/large-form.js';
import { bidEntries as entries, openSubmissionBid } from './submission-support.js';
import {
  CLOSING_AHEAD_SECONDS,
  expectCatalogueError,
  loadRefs,
  PROJECTS,
  tag,
  viewOf,
} from './projects-support.js';

let lead: SignedIn;
let supplier: SupplierSignedIn;
let customerId: string;
const agencyNoBidEmail = `nobids-${tag()}@demo.example`;

const SETTINGS = '/api/v1/customer/{customerId}/node/{nodeId}/control-panel/source-settings';
const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const bidOf = (res: { json: any }) => res.json.data.bidSubmissionDTO.values;
const noBidPath = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}/NoBid`;
const noBidsOf = async (projectId: string) => {
  const res = await lead.call('GET', `${NODE}/Projects/NoBids?projectId=${projectId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.projectNoBidsDTO.values.noBids as any[];
};
const offered = { onlineSubmissionShowNoBid: true };

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  supplier = await newSupplier('no-bid');
}, 30_000);

describe('the default No Bid email (source settings)', () => {
  it('refuses an invalid address at its field and saves a valid one at the version read', async () => {
    const current = (await lead.call('GET', SETTINGS)).json.data.sourceSettingsDTO.values;
    const bad = await lead.call('PUT', SETTINGS, {
      body: { defaultNoBidEmail: 'not-an-email', version: current.version },
      lang: 'fr',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.map((f: any) => f.field)).toContain('body.defaultNoBidEmail');
    const saved = await lead.call('PUT', SETTINGS, {
      body: { defaultNoBidEmail: agencyNoBidEmail, version: current.version },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.sourceSettingsDTO.values).toMatchObject({
      defaultNoBidEmail: agencyNoBidEmail,
      version: current.version + 1,
    });
    const stale = await lead.call('PUT', SETTINGS, {
      body: { defaultNoBidEmail: '', version: current.version },
    });
    expect(stale.status).toBe(409);
  });
});

describe('no bid', () => {
  it('is refused where the tender does not offer it', async () => {
    const bid = await openSubmissionBid(lead, { question: false });
    const res = await supplier.call('PUT', noBidPath(bid.projectId), { body: {}, lang: 'fr' });
    expectCatalogueError(res, 'noBidNotOffered', 'fr');
    expect(
      bidOf(await supplier.call('GET', `/api/v1/portal/Bids/demo/${bid.projectId}/Submission`)),
    ).toMatchObject({
      noBidOffered: false,
      noBid: null,
    });
  }, 30_000);

  it('is recorded, emailed to the agency and the user, listed to the buyer, blocks a submit, and is undone', async () => {
    const bid = await openSubmissionBid(lead, { question: false, tender: offered });
    const since = await markMailbox();
    const declared = await supplier.call('PUT', noBidPath(bid.projectId), {
      body: { reason: 'Crews booked all season' },
      lang: 'fr',
    });
    expect(declared.status, JSON.stringify(declared.json)).toBe(200);
    expect(bidOf(declared)).toMatchObject({
      noBidOffered: true,
      noBid: { reason: 'Crews booked all season', declaredAt: expect.any(String) },
    });
    const vendorId = supplier.info.vendor.vendorId;
    expect(await getItem(NoBid, { customerId, projectId: bid.projectId, vendorId })).toMatchObject({
      reason: 'Crews booked all season',
      declaredBy: supplier.info.user.supplierUserId,
    });

    // The agency's address, in the agency's language (the demo's is English); the user's, in French.
    const toAgency = await latestEmailTo(agencyNoBidEmail, since);
    expect(toAgency.subject).toMatch(/^No bid: /);
    expect(toAgency.body.text).toContain('Crews booked all season');
    expect(toAgency.body.text).toContain(supplier.info.user.email);
    const toUser = await latestEmailTo(supplier.info.user.email, since);
    expect(toUser.subject).toMatch(/^Déclaration « aucune soumission » enregistrée/);

    expect(await noBidsOf(bid.projectId)).toEqual([
      expect.objectContaining({
        vendorId,
        reason: 'Crews booked all season',
        contactEmail: supplier.info.user.email,
      }),
    ]);

    // A company cannot both bid and not bid: its submit is refused until the no-bid is undone.
    const form = `/api/v1/portal/Bids/demo/${bid.projectId}/Submission/Forms/${bid.tenderTableId}`;
    const saved = await supplier.call('PUT', form, {
      body: { submissionVersion: 0, version: 0, entries: entries(), totals: PRICE_FORM_FIGURES },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const submit = `/api/v1/portal/Bids/demo/${bid.projectId}/Submission/Submit`;
    expectCatalogueError(
      await supplier.call('POST', submit, { body: { version: 1 } }),
      'submissionNoBidDeclared',
      'en',
    );

    const undone = await supplier.call('DELETE', noBidPath(bid.projectId));
    expect(undone.status, JSON.stringify(undone.json)).toBe(200);
    expect(bidOf(undone).noBid).toBeNull();
    expect(await noBidsOf(bid.projectId)).toEqual([]);
    expectCatalogueError(await supplier.call('DELETE', noBidPath(bid.projectId)), 'noBidNotFound', 'en');

    // Submitted now, a no-bid is refused until the bid is withdrawn.
    const submitted = await supplier.call('POST', submit, { body: { version: 1 } });
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
    expectCatalogueError(
      await supplier.call('PUT', noBidPath(bid.projectId), { body: {} }),
      'noBidWhileSubmitted',
      'en',
    );
  }, 60_000);

  it('is refused, declared or undone, once the tender has closed', async () => {
    const bid = await openSubmissionBid(lead, {
      question: false,
      closingInSeconds: CLOSING_AHEAD_SECONDS,
      tender: offered,
    });
    // A plan taker reads the bid after its close (decision 050); a no-bid alone is no tie to it.
    const registered = await supplier.call('POST', `/api/v1/portal/Bids/demo/${bid.projectId}/PlanTaker`);
    expect(registered.status, JSON.stringify(registered.json)).toBeLessThan(300);
    const declared = await supplier.call('PUT', noBidPath(bid.projectId), { body: {} });
    expect(declared.status, JSON.stringify(declared.json)).toBe(200);
    await advanceClockTo(bid.closingDate, 1);
    await eventually(async () => {
      const { project } = viewOf(await lead.call('GET', `${PROJECTS}?projectId=${bid.projectId}`));
      return project.status === 'closed' ? true : undefined;
    }, 150);
    expectCatalogueError(await supplier.call('DELETE', noBidPath(bid.projectId)), 'submissionClosed', 'en');
    expectCatalogueError(
      await supplier.call('PUT', noBidPath(bid.projectId), { body: {}, lang: 'fr' }),
      'submissionClosed',
      'fr',
    );
    // Still on the buyer's list after the close (the NoBid export reads it).
    expect(await noBidsOf(bid.projectId)).toHaveLength(1);
  }, 60_000);
});
