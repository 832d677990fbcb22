/**
 * Addenda (issue 9 item 4, decision 052) on the local runtime: the buyer drafts an addendum with the
 * project's addendum document, changes it, publishes it (on an open bid, 409 with the count of completed
 * submissions until it is named; then they are withdrawn), and every plan taker, bidder and follower is
 * emailed once, a stranger not at all; numbers follow publication; a published addendum cannot change. A
 * supplier lists the published addenda and acknowledges one (again changes nothing); the buyer sees who did
 * and who did not. An invitational bid's addenda: bidNotFound for an uninvited supplier, and only invited
 * addresses are emailed. Plan takers, follows and submissions are written as their own paths write them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { OpportunityFollow } from '../../functions/core/db/entities/opportunity-follow.js';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { putItem } from '../../functions/core/db/ops.js';
import { stackTimeIn } from '../helpers/clock.js';
import { type MailboxMark, mailSince, markMailbox } from '../helpers/mailbox.js';
import { eventually } from '../helpers/api.js';
import { loginAs, newSupplier, type SignedIn, type SupplierSignedIn } from '../helpers/session.js';
import {
  create,
  expectCatalogueError,
  loadRefs,
  PROJECTS,
  publishNow,
  tag,
  takePlans,
} from './projects-support.js';

const ADDENDA = `${PROJECTS}/Addenda`;
const UPLOADS = '/api/v1/customer/{customerId}/node/{nodeId}/Documents/Uploads';
const INVITATIONS = `${PROJECTS}/Invitations`;

let lead: SignedIn;
let customerId: string;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
});

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;

/** A bid with its checklist filled, `before` run on it (its method, invitations), then published now. */
async function publishBid(
  sourceMethod: 'public' | 'invitational',
  before: (projectId: string) => Promise<void> = async () => {},
) {
  const { project } = await create(lead, { name: `Addenda ${tag()}` });
  const change = sourceMethod === 'public' ? undefined : { settings: { sourceMethod } };
  return (await publishNow(lead, project, { change, before })) as {
    projectId: string;
    name: string;
    number: string;
  };
}

/** A document through the one upload path (decision 029). */
async function upload(projectId: string, documentType: 'addendum' | 'other') {
  const content = Buffer.from(`Addendum file ${tag()}`);
  const started = await lead.call('POST', `${UPLOADS}?projectId=${projectId}`, {
    body: { fileName: `file-${tag()}.txt`, displayName: `File ${tag()}`, size: content.length, documentType },
  });
  expect(started.status, JSON.stringify(started.json)).toBe(201);
  const { uploadId, key } = values(started, 'upload');
  const signed = await lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${projectId}`, {
    body: { uploadId, key, partNumbers: [1] },
  });
  const put = await fetch(values(signed, 'signedParts').parts[0].url, { method: 'PUT', body: content });
  const completed = await lead.call('POST', `${UPLOADS}/Complete?projectId=${projectId}`, {
    body: { uploadId, key, parts: [{ partNumber: 1, etag: put.headers.get('etag') }] },
  });
  expect(completed.status, JSON.stringify(completed.json)).toBe(201);
  return values(completed, 'document').documentId as string;
}

/** Following the bid, as the portal's follow writes it (decision 047). */
const follow = (projectId: string, s: SupplierSignedIn) =>
  putItem(OpportunityFollow, {
    vendorId: s.info.vendor.vendorId,
    customerId,
    projectId,
    followedAt: stackTimeIn(0),
    followedBy: s.info.user.supplierUserId,
  });

/** A bid written directly (the submission issue adds the supplier's side). */
const bid = (
  projectId: string,
  s: { vendorId?: string; email: string; companyName: string },
  status: 'complete' | 'incomplete',
) =>
  putItem(Submission, {
    customerId,
    projectId,
    submissionId: `submission-${tag()}`,
    status,
    companyName: s.companyName,
    contactEmail: s.email,
    ...(s.vendorId ? { vendorId: s.vendorId } : {}),
    ...(status === 'complete' ? { completedAt: stackTimeIn(0) } : {}),
    version: 1,
    createdAt: stackTimeIn(0),
    updatedAt: stackTimeIn(0),
  });

const company = (s: SupplierSignedIn) => ({
  vendorId: s.info.vendor.vendorId,
  email: s.info.user.email,
  companyName: s.info.vendor.companyName,
});

const addendaMails = async (address: string, projectName: string, since: MailboxMark) =>
  (await mailSince(since)).filter(
    (e) =>
      e.destination.to.includes(address) &&
      e.subject.startsWith('Addendum') &&
      e.subject.includes(projectName),
  );

const supplierAddenda = (s: SupplierSignedIn, projectId: string, domain = 'demo') =>
  s.call('GET', `/api/v1/portal/Bids/${domain}/${projectId}/Addenda`);
const acknowledge = (s: SupplierSignedIn, projectId: string, addendumId: string, lang: 'en' | 'fr' = 'en') =>
  s.call('PUT', `/api/v1/portal/Bids/demo/${projectId}/Addenda/${addendumId}/Acknowledgement`, { lang });

describe('addenda of an open public bid', () => {
  let project: { projectId: string; name: string; number: string };
  let taker: SupplierSignedIn;
  let follower: SupplierSignedIn;
  let bidder: SupplierSignedIn;
  let stranger: SupplierSignedIn;
  let addendumDocument: string;
  let addendumId: string;
  let since: MailboxMark;

  beforeAll(async () => {
    [taker, follower, bidder, stranger] = await Promise.all([
      newSupplier('addenda-taker'),
      newSupplier('addenda-follower'),
      newSupplier('addenda-bidder'),
      newSupplier('addenda-stranger'),
    ]);
    project = await publishBid('public');
    addendumDocument = await upload(project.projectId, 'addendum');
    // The taker also follows, and the bidder also took the plans: each is emailed once.
    await Promise.all([
      takePlans(customerId, project.projectId, taker),
      follow(project.projectId, taker),
      follow(project.projectId, follower),
      takePlans(customerId, project.projectId, bidder),
      bid(project.projectId, company(bidder), 'complete'),
    ]);
  }, 60_000);

  it('drafts with the project’s addendum documents only, refused at the field otherwise, and changes the draft', async () => {
    const other = await upload(project.projectId, 'other');
    const refused = await lead.call('POST', `${ADDENDA}?projectId=${project.projectId}`, {
      body: { title: 'Wrong file', text: 'A text.', documentIds: [other] },
      lang: 'fr',
    });
    expectCatalogueError(refused, 'addendumDocumentInvalid', 'fr');
    expect(refused.json.error.fields[0].field).toBe('body.documentIds');
    const empty = await lead.call('POST', `${ADDENDA}?projectId=${project.projectId}`, {
      body: { title: ' ', text: 'A text.' },
    });
    expect(empty.status).toBe(400);

    const drafted = await lead.call('POST', `${ADDENDA}?projectId=${project.projectId}`, {
      body: { title: 'Delivery dates', text: 'Delivery moves to May.', documentIds: [addendumDocument] },
    });
    expect(drafted.status, JSON.stringify(drafted.json)).toBe(201);
    const draft = values(drafted, 'addendum');
    expect(draft).toMatchObject({
      status: 'draft',
      title: 'Delivery dates',
      version: 1,
      acknowledgements: [],
    });
    expect(draft.number).toBeUndefined();
    expect(draft.documents.map((d: any) => d.documentId)).toEqual([addendumDocument]);
    addendumId = draft.addendumId;

    const changed = await lead.call(
      'PUT',
      `${ADDENDA}?projectId=${project.projectId}&addendumId=${addendumId}`,
      {
        body: { text: 'Delivery moves to 15 May; installation on weekdays.', version: 1 },
      },
    );
    expect(values(changed, 'addendum')).toMatchObject({ version: 2, title: 'Delivery dates' });
    const stale = await lead.call(
      'PUT',
      `${ADDENDA}?projectId=${project.projectId}&addendumId=${addendumId}`,
      {
        body: { title: 'Late', version: 1 },
      },
    );
    expect(stale.status).toBe(409);
    // A draft is the buyer's: suppliers see none.
    expect(values(await supplierAddenda(taker, project.projectId), 'supplierAddenda').addenda).toEqual([]);
  });

  it('publishes after the withdrawal warning, numbered 1, and emails each plan taker, bidder and follower once', async () => {
    since = await markMailbox();
    const publish = (body: Record<string, unknown>, lang: 'en' | 'fr' = 'en') =>
      lead.call('POST', `${ADDENDA}/Publish?projectId=${project.projectId}&addendumId=${addendumId}`, {
        body,
        lang,
      });
    const warned = await publish({ version: 2 }, 'fr');
    expect(warned.json.error.code).toBe('submissionsWouldBeWithdrawn');
    expect(warned.json.error.details).toEqual({ completedSubmissions: 1 });
    expect(warned.json.error.message).toContain('1');
    expect((await publish({ version: 2, withdrawCompletedSubmissions: 2 })).status).toBe(409);

    const published = await publish({ version: 2, withdrawCompletedSubmissions: 1 });
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    expect(values(published, 'addendum')).toMatchObject({
      status: 'published',
      number: 1,
      publishedBy: lead.info.user.userId,
      publishedByName: 'Lee Procter',
      version: 3,
    });

    for (const s of [taker, follower, bidder]) {
      const mails = await eventually(async () => {
        const found = await addendaMails(s.info.user.email, project.name, since);
        return found.length > 0 ? found : undefined;
      });
      expect(mails, s.info.user.email).toHaveLength(1);
      const text = mails[0]!.body.text!;
      expect(text).toContain(`/portal/opportunities/demo/${project.projectId}`);
      expect(text).toContain('Delivery dates');
      expect(text).toContain('accusez-en réception'); // English and French: the language is not known.
    }
    // The bidder's completed bid went back to incomplete, and it was told so too.
    const withdrawn = (await mailSince(since)).filter((e) =>
      e.destination.to.includes(bidder.info.user.email),
    );
    expect(withdrawn.length).toBe(2);
    expect((await addendaMails(stranger.info.user.email, project.name, since)).length).toBe(0);
  });

  it('refuses to change or publish a published addendum, and numbers the next one 2', async () => {
    expectCatalogueError(
      await lead.call('PUT', `${ADDENDA}?projectId=${project.projectId}&addendumId=${addendumId}`, {
        body: { title: 'Too late', version: 3 },
      }),
      'addendumPublished',
      'en',
    );
    expectCatalogueError(
      await lead.call(
        'DELETE',
        `${ADDENDA}?projectId=${project.projectId}&addendumId=${addendumId}&version=3`,
      ),
      'addendumPublished',
      'en',
    );
    const second = values(
      await lead.call('POST', `${ADDENDA}?projectId=${project.projectId}`, {
        body: { title: 'Chair colour', text: 'Chairs are charcoal.' },
      }),
      'addendum',
    );
    const published = await lead.call(
      'POST',
      `${ADDENDA}/Publish?projectId=${project.projectId}&addendumId=${second.addendumId}`,
      { body: { version: 1 } },
    );
    expect(values(published, 'addendum').number).toBe(2);
    // A discarded draft leaves nothing.
    const third = values(
      await lead.call('POST', `${ADDENDA}?projectId=${project.projectId}`, {
        body: { title: 'Never mind', text: 'Nothing.' },
      }),
      'addendum',
    );
    const discarded = await lead.call(
      'DELETE',
      `${ADDENDA}?projectId=${project.projectId}&addendumId=${third.addendumId}&version=1`,
    );
    expect(discarded.status).toBe(204);
    const list = values(await lead.call('GET', `${ADDENDA}?projectId=${project.projectId}`), 'addenda');
    expect(list.addenda.map((a: any) => [a.number, a.title])).toEqual([
      [1, 'Delivery dates'],
      [2, 'Chair colour'],
    ]);
  });

  it('lets a supplier acknowledge once (again changes nothing), and shows the buyer who did and who did not', async () => {
    const listed = values(await supplierAddenda(taker, project.projectId), 'supplierAddenda').addenda;
    expect(listed.map((a: any) => [a.number, a.title, a.acknowledgement])).toEqual([
      [1, 'Delivery dates', undefined],
      [2, 'Chair colour', undefined],
    ]);
    expect(listed[0].documents.map((d: any) => d.documentId)).toEqual([addendumDocument]);

    const first = await acknowledge(taker, project.projectId, addendumId);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const acknowledged = values(first, 'supplierAddenda').addenda[0].acknowledgement;
    expect(acknowledged).toMatchObject({ acknowledgedByName: 'Pat Walker' });
    const again = await acknowledge(taker, project.projectId, addendumId);
    expect(values(again, 'supplierAddenda').addenda[0].acknowledgement).toEqual(acknowledged);
    expectCatalogueError(
      await acknowledge(taker, project.projectId, randomUUID(), 'fr'),
      'addendumNotFound',
      'fr',
    );

    const list = values(await lead.call('GET', `${ADDENDA}?projectId=${project.projectId}`), 'addenda');
    const rows = list.addenda[0].acknowledgements.map((r: any) => [r.companyName, r.acknowledged]);
    expect(rows).toEqual([
      [bidder.info.vendor.companyName, false],
      [taker.info.vendor.companyName, true],
    ]);
    expect(list.addenda[0].acknowledgements[1].acknowledgedAt).toBe(acknowledged.acknowledgedAt);
    // The public detail shows the published addenda with their text and number.
    const detail = await lead.call('GET', `/api/v1/public/agencies/demo/opportunities/${project.projectId}`);
    expect(values(detail, 'publicOpportunity').publishedAddenda.map((a: any) => [a.number, a.text])).toEqual([
      [1, 'Delivery moves to 15 May; installation on weekdays.'],
      [2, 'Chairs are charcoal.'],
    ]);
  });
});

describe('addenda of an invitational bid', () => {
  it('are not found for an uninvited supplier, and reach only invited addresses', async () => {
    const [invited, outsider] = await Promise.all([
      newSupplier('addenda-invited'),
      newSupplier('addenda-outsider'),
    ]);
    const project = await publishBid('invitational', async (projectId) => {
      const res = await lead.call('POST', `${INVITATIONS}?projectId=${projectId}`, {
        body: { email: invited.info.user.email, companyName: 'Invited Co.' },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
    });
    // An uninvited company's bid (written directly): never told of this bid's addenda.
    await Promise.all([
      takePlans(customerId, project.projectId, invited),
      bid(project.projectId, company(outsider), 'incomplete'),
    ]);
    const since = await markMailbox();
    const draft = values(
      await lead.call('POST', `${ADDENDA}?projectId=${project.projectId}`, {
        body: { title: 'Site access', text: 'Gate B only.' },
      }),
      'addendum',
    );
    const published = await lead.call(
      'POST',
      `${ADDENDA}/Publish?projectId=${project.projectId}&addendumId=${draft.addendumId}`,
      { body: { version: 1 } },
    );
    expect(published.status, JSON.stringify(published.json)).toBe(200);

    expect(values(await supplierAddenda(invited, project.projectId), 'supplierAddenda').addenda).toHaveLength(
      1,
    );
    expectCatalogueError(await supplierAddenda(outsider, project.projectId), 'bidNotFound', 'en');
    expectCatalogueError(
      await acknowledge(outsider, project.projectId, draft.addendumId, 'fr'),
      'bidNotFound',
      'fr',
    );

    await eventually(async () =>
      (await addendaMails(invited.info.user.email, project.name, since)).length === 1 ? true : undefined,
    );
    expect((await addendaMails(outsider.info.user.email, project.name, since)).length).toBe(0);
  });
});
