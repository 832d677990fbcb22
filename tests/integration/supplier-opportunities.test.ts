/**
 * "My opportunities" (issue 9, decision 047): a supplier follows and unfollows an open public bid and finds
 * it in its list; an invitational bid is listed and readable (detail and documents) only by the company
 * whose user's email it invites, once published; a submission naming the company lists its bid. A bid the
 * supplier may not see is not found by the portal, as it is not by the public routes; once closed or awarded,
 * a bid stays readable, read only, by the companies tied to it (decision 050). The buyer lists a bid's
 * followers (Source → companies' SupplierActivity export).
 */
import { refreshPublicDetail } from '../../functions/core/opportunities/public-detail.js';
import { advanceClock } from '../helpers/clock.js';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Project } from '../../functions/core/db/entities/project.js';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { getItem, putItem } from '../../functions/core/db/ops.js';
import { api } from '../helpers/api.js';
import {
  loginAs,
  loginAsSupplier,
  newSupplier,
  type SignedIn,
  type SupplierSignedIn,
} from '../helpers/session.js';
import {
  type BeforePublishing,
  create,
  expectCatalogueError,
  loadRefs,
  PROJECTS,
  publishNow,
} from './projects-support.js';

const PORTAL = '/api/v1/portal/Opportunities';
const BIDS = '/api/v1/portal/Bids';

let lead: SignedIn;
let customerId: string;
const demo = new Map<string, string>();

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;
const listOf = async (supplier: SupplierSignedIn) => {
  const res = await supplier.call('GET', PORTAL);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return values(res, 'supplierOpportunities').opportunities as {
    agencyId: string;
    projectId: string;
    name: string;
    status: string;
    closingDate?: string;
    agency: { domain: string; timeZone: string };
    following: boolean;
    invited: boolean;
    submitted: boolean;
  }[];
};
const follow = (
  supplier: SupplierSignedIn,
  projectId: string,
  method: 'GET' | 'PUT' | 'DELETE',
  lang?: 'fr',
) => supplier.call(method, `${BIDS}/demo/${projectId}/Follow`, lang ? { lang } : {});

async function invite(projectId: string, email: string) {
  const res = await lead.call('POST', `${PROJECTS}/Invitations?projectId=${projectId}`, {
    body: { email, companyName: `Invited ${email}` },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
}

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
  const found = await lead.call('POST', `${PROJECTS}/Search`, {
    body: { limit: 200, start: 0, sort: { column: 'number', direction: 'asc' } },
  });
  expect(found.status, JSON.stringify(found.json)).toBe(200);
  for (const row of found.json.data.projectSearchDTO.values.rows)
    if (!demo.has(row.name)) demo.set(row.name, row.projectId);
});

const FURNITURE = 'Office furniture supply';
const HVAC = 'HVAC maintenance, community centres';
const id = (name: string) => demo.get(name)!;

describe('following a public bid', () => {
  it('follows, lists with status and closing in the agency’s zone, unfollows; each twice changes nothing', async () => {
    const supplier = await newSupplier('follower');
    expect(values(await follow(supplier, id(FURNITURE), 'GET'), 'opportunityFollowing')).toEqual({
      following: false,
    });
    for (let i = 0; i < 2; i++) {
      const res = await follow(supplier, id(FURNITURE), 'PUT');
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(values(res, 'opportunityFollowing')).toEqual({ following: true });
    }
    const listed = await listOf(supplier);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      projectId: id(FURNITURE),
      name: FURNITURE,
      status: 'published',
      agency: { domain: 'demo', timeZone: expect.any(String) },
      following: true,
      invited: false,
      submitted: false,
    });
    expect(Date.parse(listed[0]!.closingDate!)).toBeGreaterThan(0);
    expect(values(await follow(supplier, id(FURNITURE), 'GET'), 'opportunityFollowing').following).toBe(true);
    // The buyer's Source → companies lists the follower (the SupplierActivity export's source).
    const followers = async () => {
      const res = await lead.call('GET', `${PROJECTS}/Followers?projectId=${id(FURNITURE)}`);
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return values(res, 'projectFollowers').followers as { vendorId: string }[];
    };
    expect(await followers()).toContainEqual({
      vendorId: supplier.info.vendor.vendorId,
      companyName: supplier.info.vendor.companyName,
      followedAt: expect.any(String),
    });

    // Another company's list is its own.
    expect(await listOf(await newSupplier('bystander'))).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const res = await follow(supplier, id(FURNITURE), 'DELETE');
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect(values(res, 'opportunityFollowing')).toEqual({ following: false });
    }
    expect(await listOf(supplier)).toEqual([]);
    expect((await followers()).map((f) => f.vendorId)).not.toContain(supplier.info.vendor.vendorId);
  });

  it('refuses to follow an invitational bid, a draft or an unknown one: not found, in en and fr', async () => {
    const supplier = await newSupplier('no-follow');
    const { project: draft } = await create(lead, { name: `Draft ${randomUUID().slice(0, 8)}` });
    for (const projectId of [id(HVAC), draft.projectId, randomUUID()]) {
      expectCatalogueError(await follow(supplier, projectId, 'PUT'), 'bidNotFound', 'en');
      expectCatalogueError(await follow(supplier, projectId, 'PUT', 'fr'), 'bidNotFound', 'fr');
    }
    expect(await listOf(supplier)).toEqual([]);
  });

  it('refuses a buyer’s session and a visitor', async () => {
    expect((await lead.call('PUT', `${BIDS}/demo/${id(FURNITURE)}/Follow`)).status).toBe(403);
    expect((await api('GET', PORTAL)).status).toBe(401);
  });
});

describe('a followed bid made invitational', () => {
  it('leaves the follower’s list unless the follower is invited to it', async () => {
    const [follower, invitedFollower] = await Promise.all([newSupplier('made-private'), newSupplier('both')]);
    const { project } = await create(lead, { name: `Made invitational ${randomUUID().slice(0, 8)}` });
    const published = await publishNow(lead, project);
    for (const supplier of [follower, invitedFollower])
      expect((await follow(supplier, project.projectId, 'PUT')).status).toBe(200);
    expect((await listOf(follower)).map((o) => o.projectId)).toEqual([project.projectId]);

    const saved = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: published.version, settings: { sourceMethod: 'invitational' } },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await invite(project.projectId, invitedFollower.info.user.email);
    expect(await listOf(follower)).toEqual([]);
    expect(await listOf(invitedFollower)).toEqual([
      expect.objectContaining({ projectId: project.projectId, following: true, invited: true }),
    ]);
  });
});

describe('invited bids', () => {
  it('lists and shows an invited bid only to the invited company, by list and by id', async () => {
    const [invited, other] = await Promise.all([newSupplier('invited'), newSupplier('not-invited')]);
    // Matched on the invitation's address, whatever its case.
    await invite(id(HVAC), invited.info.user.email.toUpperCase());

    const listed = await listOf(invited);
    expect(listed).toEqual([
      expect.objectContaining({ projectId: id(HVAC), invited: true, following: false, status: 'published' }),
    ]);
    // The list gives the agency's domain, which names the bid in the portal's routes (decision 050).
    const bidPath = `${BIDS}/${listed[0]!.agency.domain}/${id(HVAC)}`;
    const detail = await invited.call('GET', bidPath);
    expect(detail.status, JSON.stringify(detail.json)).toBe(200);
    const bid = values(detail, 'supplierBid');
    expect(bid).toMatchObject({ name: HVAC, sourceMethod: 'invitational', invited: true, planTaker: false });
    expect(bid.documents.length).toBeGreaterThan(0);
    const document = bid.documents[0];
    // A plan taker downloads (decision 048): registering interest comes first.
    expect((await invited.call('POST', `${bidPath}/PlanTaker`)).status).toBe(200);
    const download = await invited.call('GET', `${bidPath}/Documents/${document.documentId}/Download`);
    expect(download.status, JSON.stringify(download.json)).toBe(200);
    const file = await fetch(values(download, 'supplierDownload').url);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBe(document.size);

    // The other company: not listed, not found by id nor its documents, in en and fr.
    expect(await listOf(other)).toEqual([]);
    for (const lang of ['en', 'fr'] as const) {
      expectCatalogueError(await other.call('GET', bidPath, { lang }), 'bidNotFound', lang);
      expectCatalogueError(
        await other.call('GET', `${bidPath}/Documents/${document.documentId}/Download`, { lang }),
        'bidNotFound',
        lang,
      );
    }
    // The public routes never show it, whoever asks.
    expect((await api('GET', `/api/v1/public/agencies/demo/opportunities/${id(HVAC)}`)).status).toBe(404);
  });

  it('does not show an invitation to a bid before it is published', async () => {
    const supplier = await newSupplier('early');
    const { project } = await create(lead, {
      name: `Invitational draft ${randomUUID().slice(0, 8)}`,
      sourceMethod: 'invitational',
    });
    await invite(project.projectId, supplier.info.user.email);
    expect(await listOf(supplier)).toEqual([]);
    expectCatalogueError(
      await supplier.call('GET', `${BIDS}/demo/${project.projectId}`),
      'bidNotFound',
      'en',
    );
  });

  it('lists the demo supplier’s invitation and followed bid, and a public bid by id is not an invited one', async () => {
    const acme = await loginAsSupplier();
    const listed = await listOf(acme);
    expect(listed.find((o) => o.projectId === id(HVAC))).toMatchObject({ invited: true });
    // The seed's follow (infra/local/seed-suppliers.ts).
    expect(listed.find((o) => o.projectId === id(FURNITURE))).toMatchObject({ following: true });
    const domain = listed.find((o) => o.projectId === id(FURNITURE))!.agency.domain;
    const publicBid = await acme.call('GET', `${BIDS}/${domain}/${id(FURNITURE)}`);
    expect(values(publicBid, 'supplierBid')).toMatchObject({ invited: false });
  });
});

describe('submitted bids', () => {
  it('lists a bid whose submission names the company, never another company’s', async () => {
    const [bidder, other] = await Promise.all([newSupplier('bidder'), newSupplier('other-bidder')]);
    const { project } = await create(lead, { name: `Closed bid ${randomUUID().slice(0, 8)}` });
    await putItem(Submission, {
      customerId,
      projectId: project.projectId,
      submissionId: randomUUID(),
      status: 'complete',
      companyName: bidder.info.vendor.companyName,
      contactEmail: bidder.info.user.email,
      vendorId: bidder.info.vendor.vendorId,
    });
    expect(await listOf(bidder)).toEqual([
      expect.objectContaining({ projectId: project.projectId, submitted: true, invited: false }),
    ]);
    expect(await listOf(other)).toEqual([]);
  });
});

/** A bid published now, with `steps` taken before (its method, its invitations). */
async function publishedBid(name: string, steps: BeforePublishing = {}) {
  const { project } = await create(lead, { name: `${name} ${randomUUID().slice(0, 8)}` });
  return (await publishNow(lead, project, steps)).projectId as string;
}

/** Sets the stored status, as the closing and the award will: no route closes a bid yet. */
async function setStatus(projectId: string, status: 'closed' | 'awarded') {
  const project = await getItem(Project, { customerId, projectId });
  await putItem(Project, { ...project!, status });
  // Written by hand, past the services: the stored public detail is refreshed as a service would (071).
  await refreshPublicDetail(customerId, projectId);
  // The refresh ran in this worker, not in the stack's process, whose public Lambda may keep the old
  // detail 10 s (decision 071 amended): the clock moves past that, as a deployed reader waits it out.
  await advanceClock(11);
}

describe('closed and awarded bids (decision 050)', () => {
  it('stay readable, read only, by the companies tied to them; not found for any other', async () => {
    const [taker, follower, invited, stranger] = await Promise.all([
      newSupplier('closed-taker'),
      newSupplier('closed-follower'),
      newSupplier('closed-invited'),
      newSupplier('closed-stranger'),
    ]);
    const [publicBid, invitational] = await Promise.all([
      publishedBid('Awarded public bid'),
      publishedBid('Closed invitational bid', {
        change: { settings: { sourceMethod: 'invitational' } },
        before: (projectId) => invite(projectId, invited.info.user.email),
      }),
    ]);
    const path = (projectId: string) => `${BIDS}/demo/${projectId}`;
    expect((await taker.call('POST', `${path(publicBid)}/PlanTaker`)).status).toBe(200);
    expect((await follow(follower, publicBid, 'PUT')).status).toBe(200);
    await Promise.all([setStatus(publicBid, 'awarded'), setStatus(invitational, 'closed')]);

    for (const [supplier, projectId, status] of [
      [taker, publicBid, 'awarded'],
      [follower, publicBid, 'awarded'],
      [invited, invitational, 'closed'],
    ] as const) {
      const bid = await supplier.call('GET', path(projectId));
      expect(bid.status, JSON.stringify(bid.json)).toBe(200);
      expect(values(bid, 'supplierBid')).toMatchObject({ status, readOnly: true, agencyDomain: 'demo' });
      expect((await supplier.call('GET', `${path(projectId)}/Meetings`)).status).toBe(200);
    }
    expect(values(await taker.call('GET', path(publicBid)), 'supplierBid').planTaker).toBe(true);
    // Nothing changes on it: interest, downloads, meeting registrations, a new follow.
    for (const lang of ['en', 'fr'] as const) {
      expectCatalogueError(
        await invited.call('POST', `${path(invitational)}/PlanTaker`, { lang }),
        'bidClosed',
        lang,
      );
      expectCatalogueError(
        await taker.call('GET', `${path(publicBid)}/Documents/${randomUUID()}/Download`, { lang }),
        'bidClosed',
        lang,
      );
    }
    expectCatalogueError(
      await invited.call('PUT', `${path(invitational)}/Meetings/site-visit/Registration`, {
        body: { attendees: ['Dana Lee'] },
      }),
      'bidClosed',
      'en',
    );
    expectCatalogueError(await follow(taker, publicBid, 'PUT'), 'bidClosed', 'en');
    // A follow of a closed bid can still be dropped.
    expect(values(await follow(follower, publicBid, 'DELETE'), 'opportunityFollowing')).toEqual({
      following: false,
    });
    // No tie, or a tie that an invitational bid does not count: not found, as before.
    for (const [supplier, projectId] of [
      [stranger, publicBid],
      [stranger, invitational],
      [taker, invitational],
    ] as const)
      expectCatalogueError(await supplier.call('GET', path(projectId)), 'bidNotFound', 'en');
    // The follow dropped, the follower has no tie left.
    expectCatalogueError(await follower.call('GET', path(publicBid)), 'bidNotFound', 'en');
  });
});
