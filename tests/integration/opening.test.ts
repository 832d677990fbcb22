/**
 * The opening of sealed bids (issue 10 items 4 and 5, decision 057) on the local runtime: before the close
 * every opening route refuses and audits the attempt; after the close-project job has sealed the bids (it
 * fires at the closing instant: the test moves the clock past it and waits for the seal), the list shows
 * who bid and nothing of their content; the price is unsealed apart from the rest, below the agency's
 * minimum only with an explicit authorisation; a file's download is signed only once its part is unsealed;
 * the opening sheet and the bid analysis show the unsealed prices with the lowest marked; a registered
 * supplier is added to the list only once Closed; and a tender that displays its results is unsealed by the
 * close job itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfProject } from '../../functions/core/db/entities/audit-event.js';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { getItem, queryAll } from '../../functions/core/db/ops.js';
import { eventually } from '../helpers/api.js';
import { advanceClockTo } from '../helpers/clock.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import { PRICE_FORM_FIGURES } from '../support/large-form.js';
import { bidEntries, openSubmissionBid, uploadBidFile } from './submission-support.js';
import {
  CLOSING_AHEAD_SECONDS,
  expectCatalogueError,
  loadRefs,
  PROJECTS,
  viewOf,
} from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const OPENING = `${NODE}/Projects/Opening`;
const OPENING_SETTINGS = `${NODE}/control-panel/opening-settings`;

let lead: SignedIn;
let low: SupplierSignedIn;
let high: SupplierSignedIn;
let customerId: string;

const portal = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}`;
const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;

/** A bid handed in through the portal: the form (the engine's figures), then Submit. */
async function handIn(as: SupplierSignedIn, projectId: string, tenderTableId: string, asphalt: string) {
  const saved = await as.call('PUT', `${portal(projectId)}/Submission/Forms/${tenderTableId}`, {
    body: { submissionVersion: 0, version: 0, entries: bidEntries(asphalt) },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const version = values(saved, 'bidSubmission').submission.version as number;
  return version;
}

async function submit(as: SupplierSignedIn, projectId: string, version: number) {
  const submitted = await as.call('POST', `${portal(projectId)}/Submission/Submit`, { body: { version } });
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200);
}

/** Uploads a file to the bid's document requirement as the browser's uploader does (submission-support). */
async function upload(
  as: SupplierSignedIn,
  projectId: string,
  submissionRequirementId: string,
  text: string,
) {
  const { completed } = await uploadBidFile(as, projectId, submissionRequirementId, Buffer.from(text), {
    fileName: 'Bond.pdf',
  });
  expect(completed.status, JSON.stringify(completed.json)).toBe(200);
  return values(completed, 'bidSubmission').submission.version as number;
}

const refusals = async (projectId: string) =>
  (await queryAll(AuditEvent, auditOfProject(customerId, projectId))).filter(
    (event) => event.action === 'sealedBidAccessRefused',
  );

async function setMinimum(count: number) {
  const current = values(await lead.call('GET', OPENING_SETTINGS), 'openingSettings');
  const saved = await lead.call('PUT', OPENING_SETTINGS, {
    body: { submissionsRequiredToUnseal: count, version: current.version },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
}

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  [low, high] = await Promise.all([newSupplier('opening-low'), newSupplier('opening-high')]);
}, 30_000);

afterAll(async () => {
  await setMinimum(0);
});

describe('a sealed bid’s opening', () => {
  let bid: Awaited<ReturnType<typeof openSubmissionBid>>;
  let lowId: string;
  let highId: string;

  beforeAll(async () => {
    bid = await openSubmissionBid(lead, {
      question: false,
      document: 'optional',
      closingInSeconds: CLOSING_AHEAD_SECONDS,
    });
    await handIn(low, bid.projectId, bid.tenderTableId, '45.10');
    await submit(
      low,
      bid.projectId,
      await upload(low, bid.projectId, bid.documentRequirementId, 'low bidder bond'),
    );
    await submit(high, bid.projectId, await handIn(high, bid.projectId, bid.tenderTableId, '50.00'));
    // The high bidder registered its interest: a registered supplier of the bid.
    const registered = await high.call('POST', `${portal(bid.projectId)}/PlanTaker`);
    expect(registered.status, JSON.stringify(registered.json)).toBe(200);
    lowId = low.info.vendor.vendorId;
    highId = high.info.vendor.vendorId;
  }, 60_000);

  it('is refused before the close; a request for a bid is audited without content, the empty list is not', async () => {
    const list = await lead.call('GET', `${OPENING}/Submissions?projectId=${bid.projectId}`, { lang: 'fr' });
    expectCatalogueError(list, 'openingBeforeClose', 'fr');
    const detail = await lead.call(
      'GET',
      `${OPENING}/Submission?projectId=${bid.projectId}&submissionId=${lowId}`,
    );
    expectCatalogueError(detail, 'openingBeforeClose', 'en');
    const unseal = await lead.call('POST', `${OPENING}/Unseal?projectId=${bid.projectId}`, {
      body: { parts: ['price'] },
    });
    expectCatalogueError(unseal, 'openingBeforeClose', 'en');
    // A registered supplier joins the list only once Closed or Awarded.
    const add = await lead.call('POST', `${OPENING}/RegisteredSuppliers?projectId=${bid.projectId}`, {
      body: { vendorId: highId },
    });
    expectCatalogueError(add, 'registeredSupplierAddNotAllowed', 'en');

    // Each refused request for a bid is audited once, by the group's onRefusal (decision 061), with its
    // refusal's code. Source → submissions loading its empty list before the closing asked for no bid's
    // content: no entry under the viewer's name (isSealedBidAttempt).
    const events = await refusals(bid.projectId);
    expect(events.map((e) => (e.after as any).operationId).sort()).toEqual([
      'addRegisteredSupplierSubmission',
      'getOpeningSubmission',
      'unsealSubmissions',
    ]);
    expect(events.find((e) => (e.after as any).operationId === 'getOpeningSubmission')).toMatchObject({
      actorId: lead.info.user.userId,
      after: { submissionId: lowId, code: 'openingBeforeClose' },
    });
    expect(JSON.stringify(events)).not.toContain('45.10');
    expect(
      (await getItem(Submission, { customerId, projectId: bid.projectId, submissionId: lowId }))?.status,
    ).toBe('complete');
  });

  it('after the close lists who bid and nothing sealed; unseals the price, then the submission', async () => {
    // The close-project job fires at the closing instant and seals: the clock is moved past it, then the
    // test waits for the seal.
    await advanceClockTo(bid.closingDate, 1);
    await eventually(async () => {
      const header = await getItem(Submission, {
        customerId,
        projectId: bid.projectId,
        submissionId: highId,
      });
      return header?.status === 'sealed' ? header : undefined;
    }, 200);
    expect(viewOf(await lead.call('GET', `${PROJECTS}?projectId=${bid.projectId}`)).project.status).toBe(
      'closed',
    );

    const listed = await lead.call('GET', `${OPENING}/Submissions?projectId=${bid.projectId}`);
    expect(listed.status, JSON.stringify(listed.json)).toBe(200);
    const list = values(listed, 'openingSubmissions');
    expect(list).toMatchObject({ handedIn: 2, unsealManually: 'others', showSubmitted: false });
    expect(list.rows.map((r: any) => [r.submissionId, r.status]).sort()).toEqual(
      [
        [lowId, 'sealed'],
        [highId, 'sealed'],
      ].sort(),
    );
    expect(JSON.stringify(list)).not.toContain(PRICE_FORM_FIGURES.total);
    expect(list.rows.every((r: any) => r.grandTotal === undefined && r.price === undefined)).toBe(true);

    // A sealed bid's detail has no part, and the attempt is audited.
    const before = (await refusals(bid.projectId)).length;
    const sealedDetail = values(
      await lead.call('GET', `${OPENING}/Submission?projectId=${bid.projectId}&submissionId=${lowId}`),
      'openingSubmission',
    );
    expect(sealedDetail.forms).toBeUndefined();
    expect(sealedDetail.files).toBeUndefined();
    expect(await refusals(bid.projectId)).toHaveLength(before + 1);
    // The bid analysis tabulates the buyer's lines but no sealed bidder's figures.
    const sealedAnalysis = values(
      await lead.call('GET', `${OPENING}/BidAnalysis?projectId=${bid.projectId}`),
      'bidAnalysis',
    );
    expect(sealedAnalysis.sealedCount).toBe(2);
    expect(sealedAnalysis.tabulations[0].lines.map((l: any) => [l.description, l.bids])).toEqual([
      ['Asphalt', []],
      ['Sign', []],
      ['Post', []],
    ]);
    expect(JSON.stringify(sealedAnalysis)).not.toContain('5412.00');

    // Below the agency's minimum (3 here, 2 handed in), only with the authorisation.
    await setMinimum(3);
    const refused = await lead.call('POST', `${OPENING}/Unseal?projectId=${bid.projectId}`, {
      body: { parts: ['price'] },
      lang: 'fr',
    });
    expectCatalogueError(refused, 'unsealBelowMinimum', 'fr');
    const price = await lead.call('POST', `${OPENING}/Unseal?projectId=${bid.projectId}`, {
      body: { parts: ['price'], authorised: true },
    });
    expect(price.status, JSON.stringify(price.json)).toBe(200);
    const afterPrice = values(price, 'openingSubmissions').rows;
    const lowRow = afterPrice.find((r: any) => r.submissionId === lowId);
    expect(lowRow).toMatchObject({
      status: 'unsealed',
      grandTotal: PRICE_FORM_FIGURES.total,
      price: { by: lead.info.user.userId },
    });
    expect(lowRow.submission).toBeUndefined();

    // The price shows, the rest (the file) stays sealed: no download signed.
    const priceOnly = values(
      await lead.call('GET', `${OPENING}/Submission?projectId=${bid.projectId}&submissionId=${lowId}`),
      'openingSubmission',
    );
    expect(priceOnly.forms[0].totals).toMatchObject(PRICE_FORM_FIGURES);
    // Line by line: the bidder's unit prices and the engine's extended amounts.
    expect(priceOnly.forms[0].columns.map((c: any) => c.name)).toEqual([
      'Item',
      'Quantity',
      'Unit price',
      'Total',
    ]);
    expect(priceOnly.forms[0].lines.map((l: any) => [l.label, l.cells.c1, l.cells.c3, l.cells.c4])).toEqual([
      ['1', 'Asphalt', '45.10', '5412.00'],
      ['2', 'Sign', '0.10', '0.10'],
      ['3', 'Post', '0.20', '0.20'],
    ]);
    expect(priceOnly.files).toBeUndefined();

    const submission = await lead.call('POST', `${OPENING}/Unseal?projectId=${bid.projectId}`, {
      body: { parts: ['submission'], authorised: true },
    });
    expect(submission.status, JSON.stringify(submission.json)).toBe(200);
    const opened = values(
      await lead.call('GET', `${OPENING}/Submission?projectId=${bid.projectId}&submissionId=${lowId}`),
      'openingSubmission',
    );
    expect(opened.files).toHaveLength(1);
    expect(opened.requirementTitles[opened.files[0].submissionRequirementId]).toBe('Bid bond');
    const download = await fetch(opened.files[0].download.url);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('low bidder bond');

    // Unsealing again changes nothing; each bid's unseal is its own audited event.
    const again = await lead.call('POST', `${OPENING}/Unseal?projectId=${bid.projectId}`, {
      body: { parts: ['price', 'submission'], authorised: true },
    });
    expect(again.status).toBe(200);
    const unsealed = (await queryAll(AuditEvent, auditOfProject(customerId, bid.projectId))).filter(
      (e) => e.action === 'submissionUnsealed',
    );
    expect(unsealed).toHaveLength(4);
    expect(JSON.stringify(unsealed)).not.toContain(PRICE_FORM_FIGURES.total);
  }, 60_000);

  it('shows the opening sheet and the bid analysis with the lowest marked', async () => {
    const sheet = values(
      await lead.call('GET', `${OPENING}/OpeningSheet?projectId=${bid.projectId}`),
      'openingSheet',
    );
    expect(sheet.forms.map((f: any) => f.tenderTableId)).toEqual([bid.tenderTableId]);
    expect(sheet.bidders.find((b: any) => b.submissionId === lowId)).toMatchObject({
      priceSealed: false,
      grandTotal: PRICE_FORM_FIGURES.total,
    });
    const analysis = values(
      await lead.call('GET', `${OPENING}/BidAnalysis?projectId=${bid.projectId}`),
      'bidAnalysis',
    );
    expect(analysis.sealedCount).toBe(0);
    expect(analysis.forms[0].lowest).toEqual([lowId]);
    // The bid tabulation: the form's lines, each bidder's unit price and extended amount side by side.
    const tabulation = analysis.tabulations[0];
    expect(tabulation.columns).toMatchObject({ unitPrice: 'Unit price', extended: 'Total' });
    const order = analysis.bidders.map((b: any) => b.submissionId);
    const of = (line: any, id: string) => line.bids[order.indexOf(id)];
    expect(tabulation.lines[0]).toMatchObject({ label: '1', description: 'Asphalt', quantity: '120' });
    expect(of(tabulation.lines[0], lowId)).toEqual({ unitPrice: '45.10', extended: '5412.00' });
    expect(of(tabulation.lines[0], highId)).toEqual({ unitPrice: '50.00', extended: '6000.00' });
    expect(tabulation.totals[order.indexOf(lowId)]).toMatchObject(PRICE_FORM_FIGURES);
    expect(analysis.bidders.find((b: any) => b.lowest).submissionId).toBe(lowId);
  });

  it('adds a registered supplier once Closed, and deletes only what was recorded on paper', async () => {
    const added = await lead.call('POST', `${OPENING}/RegisteredSuppliers?projectId=${bid.projectId}`, {
      body: { vendorId: highId },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const row = values(added, 'openingRow');
    // Its own submission id, beside the company's online bid.
    expect(row).toMatchObject({ hardCopy: true, companyName: expect.any(String) });
    expect(row.submissionId).not.toBe(highId);
    const online = await lead.call(
      'DELETE',
      `${OPENING}/Submission?projectId=${bid.projectId}&submissionId=${highId}`,
    );
    expectCatalogueError(online, 'submissionDeleteNotAllowed', 'en');
    const deleted = await lead.call(
      'DELETE',
      `${OPENING}/Submission?projectId=${bid.projectId}&submissionId=${row.submissionId}`,
    );
    expect(deleted.status).toBe(204);
  });
});

describe('a tender that displays its results', () => {
  it('is unsealed by the close job right after it seals', async () => {
    const bid = await openSubmissionBid(lead, { question: false, closingInSeconds: CLOSING_AHEAD_SECONDS });
    const { project } = viewOf(await lead.call('GET', `${PROJECTS}?projectId=${bid.projectId}`));
    const saved = await lead.call('PUT', `${PROJECTS}?projectId=${bid.projectId}`, {
      body: {
        version: project.version,
        details: {
          tender: { ...project.tender, submissionType: 'sealed', resultsDisplay: 'displayResults' },
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await submit(low, bid.projectId, await handIn(low, bid.projectId, bid.tenderTableId, '45.10'));

    await advanceClockTo(bid.closingDate, 1);
    const opened = await eventually(async () => {
      const header = await getItem(Submission, {
        customerId,
        projectId: bid.projectId,
        submissionId: low.info.vendor.vendorId,
      });
      return header?.status === 'unsealed' ? header : undefined;
    }, 200);
    expect(opened).toMatchObject({ priceUnsealed: { by: 'system' }, submissionUnsealed: { by: 'system' } });
    const list = values(
      await lead.call('GET', `${OPENING}/Submissions?projectId=${bid.projectId}`),
      'openingSubmissions',
    );
    expect(list).toMatchObject({ unsealManually: 'automatic', showSubmitted: true });
    expect(list.rows[0]).toMatchObject({ grandTotal: PRICE_FORM_FIGURES.total });
  }, 60_000);

  it('waits for the buyers when a public opening was announced', async () => {
    const bid = await openSubmissionBid(lead, { question: false, closingInSeconds: CLOSING_AHEAD_SECONDS });
    const { project } = viewOf(await lead.call('GET', `${PROJECTS}?projectId=${bid.projectId}`));
    const saved = await lead.call('PUT', `${PROJECTS}?projectId=${bid.projectId}`, {
      body: {
        version: project.version,
        details: {
          tender: {
            ...project.tender,
            submissionType: 'sealed',
            resultsDisplay: 'displayResults',
            openingProcess: 'public',
            publicOpeningAddress: 'City Hall, room 2',
          },
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await submit(low, bid.projectId, await handIn(low, bid.projectId, bid.tenderTableId, '45.10'));

    await advanceClockTo(bid.closingDate, 1);
    const sealed = await eventually(async () => {
      const header = await getItem(Submission, {
        customerId,
        projectId: bid.projectId,
        submissionId: low.info.vendor.vendorId,
      });
      return header?.status === 'sealed' ? header : undefined;
    }, 200);
    expect(sealed.priceUnsealed).toBeUndefined();
    const list = values(
      await lead.call('GET', `${OPENING}/Submissions?projectId=${bid.projectId}`),
      'openingSubmissions',
    );
    // Displayed after the buyers open the bids at the opening, not opened by the close job.
    expect(list).toMatchObject({ unsealManually: 'others', showSubmitted: true });
  }, 60_000);
});
