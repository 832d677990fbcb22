/**
 * Invitations and plan takers (issue 9 item 3, decision 048): invited suppliers are emailed at publication
 * (a known address the bid's link, an unknown one a pending-setup account and its setup link first) and when
 * invited to a published bid; only the invited see an invitational bid (not in lists, not by id, not by
 * search); suppliers register interest and download as plan takers; the buyer lists them, hides them from the
 * public page and records hard copy submissions, of which only hard copies can be deleted.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { putItem } from '../../functions/core/db/ops.js';
import { api, type ApiAnswer } from '../helpers/api.js';
import { latestEmailTo, type MailboxMark, markMailbox } from '../helpers/mailbox.js';
import {
  loginAs,
  loginAsSupplier,
  newSupplier,
  type SignedIn,
  type SupplierSignedIn,
} from '../helpers/session.js';
import { create, expectCatalogueError, loadRefs, PROJECTS, publishNow, tag } from './projects-support.js';

const INVITATIONS = `${PROJECTS}/Invitations`;
const PLAN_TAKERS = `${PROJECTS}/PlanTakers`;
const HARD_COPY = `${PLAN_TAKERS}/HardCopySubmission`;
const UPLOADS = '/api/v1/customer/{customerId}/node/{nodeId}/Documents/Uploads';
const PASSWORD = 'Invited!2026';

let lead: SignedIn;
let customerId: string;

const values = (res: ApiAnswer, name: string) => res.json.data[`${name}DTO`].values;
const bidPath = (projectId: string) => `/api/v1/portal/Bids/demo/${projectId}`;
const publicSearch = async (text: string) =>
  values(
    await api('GET', `/api/v1/public/opportunities?${new URLSearchParams({ text }).toString()}`),
    'publicOpportunities',
  ).opportunities.map((o: { projectId: string }) => o.projectId);
const publicDetail = (projectId: string) =>
  api('GET', `/api/v1/public/agencies/demo/opportunities/${projectId}`);
const invitedBids = async (supplier: SupplierSignedIn) => {
  const res = await supplier.call('GET', '/api/v1/portal/Bids');
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return values(res, 'supplierBids').map((b: { projectId: string }) => b.projectId);
};

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
});

async function invite(projectId: string, email: string, companyName: string, contactName?: string) {
  const res = await lead.call('POST', `${INVITATIONS}?projectId=${projectId}`, {
    body: { email, companyName, ...(contactName ? { contactName } : {}) },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return values(res, 'invitation');
}

/** A bid, its publish checklist filled, with `before` run on it (its method, its invitations), then published. */
async function publish(
  sourceMethod: 'public' | 'invitational',
  before: (projectId: string) => Promise<void> = async () => {},
) {
  const word = `zq${tag().replace(/-/g, '')}`;
  const { project } = await create(lead, { name: `Bid ${word}` });
  const change = sourceMethod === 'public' ? undefined : { settings: { sourceMethod } };
  return { project: await publishNow(lead, project, { change, before }), word };
}

const linkIn = (text: string, path: string) =>
  new RegExp(`http\\S+${path.replace(/[?]/g, '\\?')}\\S*`).exec(text)?.[0];

describe('invitations', () => {
  let known: SupplierSignedIn;
  let outsider: SupplierSignedIn;
  let projectId: string;
  let word: string;
  const unknownEmail = `new-${randomUUID().slice(0, 8)}@invited.example`;
  let since: MailboxMark;

  beforeAll(async () => {
    [known, outsider] = await Promise.all([newSupplier('invited'), newSupplier('outsider')]);
    since = await markMailbox();
    const published = await publish('invitational', async (id) => {
      await invite(id, known.info.user.email.toUpperCase(), 'Invited Co.');
      await invite(id, unknownEmail, 'Brand New Ltd.', 'Robin Park');
    });
    projectId = published.project.projectId;
    word = published.word;
  });

  it('emails each invitation at publication: the bid link to a known supplier, a setup link first to an unknown address', async () => {
    const toKnown = await latestEmailTo(known.info.user.email, since);
    expect(linkIn(toKnown.body.text!, `/portal/opportunities/demo/${projectId}`)).toBeDefined();
    expect(toKnown.body.text).not.toContain('/portal/reset');
    expect(toKnown.body.text).toContain('Connectez-vous'); // English and French: the language is not known.

    const toUnknown = await latestEmailTo(unknownEmail, since);
    const text = toUnknown.body.text!;
    const setup = new URL(linkIn(text, '/portal/reset?')!);
    expect(setup.searchParams.get('purpose')).toBe('setup');
    expect(setup.searchParams.get('email')).toBe(unknownEmail);
    expect(text.indexOf('/portal/reset')).toBeLessThan(
      text.indexOf(`/portal/opportunities/demo/${projectId}`),
    );

    const list = values(await lead.call('GET', `${INVITATIONS}?projectId=${projectId}`), 'invitations');
    const statusOf = (email: string) =>
      list.find((i: { email: string }) => i.email.toLowerCase() === email).accountStatus;
    expect(statusOf(known.info.user.email)).toBe('registered');
    expect(statusOf(unknownEmail)).toBe('pendingSetup');
    expect(list.every((i: { emailedAt?: string }) => i.emailedAt)).toBe(true);
  });

  it('lets the pending supplier set its password, then see and open the bid; the list says registered', async () => {
    const mail = await latestEmailTo(unknownEmail, since);
    const setup = new URL(linkIn(mail.body.text!, '/portal/reset?')!);
    const confirmed = await api('POST', '/api/v1/public/SupplierPasswordReset/Confirm', {
      body: { email: unknownEmail, token: setup.searchParams.get('token'), newPassword: PASSWORD },
    });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
    const invited = await loginAsSupplier(unknownEmail, PASSWORD);
    expect(invited.info.vendor.companyName).toBe('Brand New Ltd.');
    expect(await invitedBids(invited)).toContain(projectId);
    // The list names each bid's agency by the domain its path takes (decision 050).
    const listed = values(await invited.call('GET', '/api/v1/portal/Bids'), 'supplierBids');
    expect(listed.find((b: { projectId: string }) => b.projectId === projectId)).toMatchObject({
      agencyDomain: 'demo',
    });
    const bid = await invited.call('GET', bidPath(projectId));
    expect(bid.status, JSON.stringify(bid.json)).toBe(200);
    expect(values(bid, 'supplierBid')).toMatchObject({
      agencyDomain: 'demo',
      status: 'published',
      invited: true,
      planTaker: false,
      sourceMethod: 'invitational',
    });

    const list = values(await lead.call('GET', `${INVITATIONS}?projectId=${projectId}`), 'invitations');
    expect(list.find((i: { email: string }) => i.email === unknownEmail).accountStatus).toBe('registered');
  });

  it('keeps the invitational bid from an uninvited supplier: not in lists, not by id, not by search', async () => {
    expect(await invitedBids(outsider)).not.toContain(projectId);
    for (const lang of ['en', 'fr'] as const) {
      expectCatalogueError(await outsider.call('GET', bidPath(projectId), { lang }), 'bidNotFound', lang);
    }
    expectCatalogueError(await outsider.call('POST', `${bidPath(projectId)}/PlanTaker`), 'bidNotFound', 'en');
    expect(await publicSearch(word)).toEqual([]);
    expectCatalogueError(await publicDetail(projectId), 'opportunityNotFound', 'en');
    // The invited supplier reaches it; the public still does not.
    expect((await known.call('GET', bidPath(projectId))).status).toBe(200);
  });

  it('emails an invitation added to the published bid at once, and the invitee then sees it', async () => {
    const late = await newSupplier('late');
    const before = await markMailbox();
    const invitation = await invite(projectId, late.info.user.email, 'Late Co.');
    expect(invitation).toMatchObject({ accountStatus: 'registered' });
    expect(invitation.emailedAt).toBeDefined();
    const mail = await latestEmailTo(late.info.user.email, before);
    expect(linkIn(mail.body.text!, `/portal/opportunities/demo/${projectId}`)).toBeDefined();
    expect(await invitedBids(late)).toContain(projectId);
  });
});

/** A small document on the project, through the upload path. */
async function upload(projectId: string) {
  const bytes = Buffer.from('plan taker document');
  const started = await lead.call('POST', `${UPLOADS}?projectId=${projectId}`, {
    body: {
      fileName: `spec-${tag()}.txt`,
      displayName: `Specification ${tag()}`,
      size: bytes.length,
      contentType: 'text/plain',
      documentType: 'specification',
      pageCount: 1,
    },
  });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { uploadId, key } = started.json.data.uploadDTO.values;
  const signed = await lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${projectId}`, {
    body: { uploadId, key, partNumbers: [1] },
  });
  const put = await fetch(signed.json.data.signedPartsDTO.values.parts[0].url, {
    method: 'PUT',
    body: bytes,
  });
  const completed = await lead.call('POST', `${UPLOADS}/Complete?projectId=${projectId}`, {
    body: { uploadId, key, parts: [{ partNumber: 1, etag: put.headers.get('etag')! }] },
  });
  expect(completed.status, JSON.stringify(completed.json)).toBe(201);
  return completed.json.data.documentDTO.values.documentId as string;
}

describe('plan takers', () => {
  let taker: SupplierSignedIn;
  let other: SupplierSignedIn;
  let projectId: string;
  let documentId: string;

  beforeAll(async () => {
    [taker, other] = await Promise.all([newSupplier('taker'), newSupplier('other')]);
    ({
      project: { projectId },
    } = await publish('public'));
    documentId = await upload(projectId);
  });

  const planTakers = async () => {
    const res = await lead.call('GET', `${PLAN_TAKERS}?projectId=${projectId}`);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return values(res, 'planTakers');
  };

  it('registers interest once, then downloads; a supplier that did not register may not', async () => {
    const first = await taker.call('POST', `${bidPath(projectId)}/PlanTaker`);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(values(first, 'supplierBid')).toMatchObject({ planTaker: true, invited: false });
    expect(values(first, 'supplierBid').documents.map((d: { documentId: string }) => d.documentId)).toContain(
      documentId,
    );
    expect((await taker.call('POST', `${bidPath(projectId)}/PlanTaker`)).status).toBe(200);

    const download = `${bidPath(projectId)}/Documents/${documentId}/Download`;
    const url = values(await taker.call('GET', download), 'supplierDownload').url;
    expect(await (await fetch(url)).text()).toBe('plan taker document');
    for (const lang of ['en', 'fr'] as const)
      expectCatalogueError(await other.call('GET', download, { lang }), 'planTakerRequired', lang);
    expectCatalogueError(
      await taker.call('GET', `${bidPath(projectId)}/Documents/${randomUUID()}/Download`),
      'bidDocumentNotFound',
      'en',
    );
  });

  it('shows the buyer its plan takers, and the public their names until the buyer hides them', async () => {
    const list = await planTakers();
    expect(list.isHidePlanTakers).toBe(false);
    expect(list.planTakers).toHaveLength(1);
    expect(list.planTakers[0]).toMatchObject({
      vendorId: taker.info.vendor.vendorId,
      companyName: taker.info.vendor.companyName,
      contactName: 'Pat Walker',
      email: taker.info.user.email,
      submissions: [],
    });
    expect(values(await publicDetail(projectId), 'publicOpportunity').planTakers).toEqual([
      taker.info.vendor.companyName,
    ]);

    const stale = await lead.call('PUT', `${PLAN_TAKERS}?projectId=${projectId}`, {
      body: { isHidePlanTakers: true, version: list.version - 1 },
    });
    expect(stale.status).toBe(409);
    const hidden = await lead.call('PUT', `${PLAN_TAKERS}?projectId=${projectId}`, {
      body: { isHidePlanTakers: true, version: list.version },
    });
    expect(hidden.status, JSON.stringify(hidden.json)).toBe(200);
    expect(values(hidden, 'planTakers')).toMatchObject({ isHidePlanTakers: true, version: list.version + 1 });
    expect(values(await publicDetail(projectId), 'publicOpportunity').planTakers).toBeUndefined();
  });

  it('records and deletes a hard copy; refuses to delete an online submission with the catalogue message', async () => {
    const vendorId = taker.info.vendor.vendorId;
    const recorded = await lead.call('POST', `${HARD_COPY}?projectId=${projectId}`, {
      body: { vendorId, receivedAt: '2026-05-12T14:30:00-04:00', note: 'Sealed envelope, front desk.' },
    });
    expect(recorded.status, JSON.stringify(recorded.json)).toBe(201);
    const hardCopy = values(recorded, 'planTakerSubmission');
    expect(hardCopy).toMatchObject({ kind: 'hardCopy', receivedAt: '2026-05-12T18:30:00.000Z' });
    expectCatalogueError(
      await lead.call('POST', `${HARD_COPY}?projectId=${projectId}`, {
        body: { vendorId: other.info.vendor.vendorId, receivedAt: '2026-05-12T14:30:00Z' },
      }),
      'planTakerNotFound',
      'en',
    );

    const submissionId = randomUUID();
    await putItem(Submission, {
      customerId,
      projectId,
      submissionId,
      status: 'incomplete',
      companyName: taker.info.vendor.companyName,
      contactEmail: taker.info.user.email,
      vendorId,
    });
    // Before the close the list says nothing of the online bid (submissions show only after it).
    const kinds = (await planTakers()).planTakers[0].submissions.map((s: { kind: string }) => s.kind);
    expect(kinds).toEqual(['hardCopy']);

    for (const lang of ['en', 'fr'] as const)
      expectCatalogueError(
        await lead.call(
          'DELETE',
          `${HARD_COPY}?projectId=${projectId}&planTakerSubmissionId=${submissionId}`,
          {
            lang,
          },
        ),
        'planTakerSubmissionNotHardCopy',
        lang,
      );
    const removed = await lead.call(
      'DELETE',
      `${HARD_COPY}?projectId=${projectId}&planTakerSubmissionId=${hardCopy.planTakerSubmissionId}`,
    );
    expect(removed.status).toBe(204);
    expect((await planTakers()).planTakers[0].submissions).toEqual([]);
    expectCatalogueError(
      await lead.call(
        'DELETE',
        `${HARD_COPY}?projectId=${projectId}&planTakerSubmissionId=${hardCopy.planTakerSubmissionId}`,
      ),
      'planTakerSubmissionNotFound',
      'en',
    );
  });
});
