/**
 * The public opportunities pages (issue 9 item 1, decision 046), without a login: only open public bids are
 * listed (never invitational, limited, drafts or cancelled ones); hidden documents are neither listed nor
 * downloadable while addenda are; search filters by text, category, closing range and agency; the public
 * row follows publication, a change of method, a close, a cancel and a delete, in the change's transaction.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../functions/customer/customer-service.js';
import { PublicOpportunity } from '../../functions/core/db/entities/public-opportunity.js';
import { Project } from '../../functions/core/db/entities/project.js';
import { getItem, putItem } from '../../functions/core/db/ops.js';
import { api, eventually, type ApiAnswer } from '../helpers/api.js';
import { advanceClockTo } from '../helpers/clock.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import {
  act,
  CLOSING_AHEAD_SECONDS,
  create,
  DAY,
  expectCatalogueError,
  inSeconds,
  loadRefs,
  PROJECTS,
  publishNow,
  read,
  tag,
  viewOf,
} from './projects-support.js';

const PUBLIC = '/api/v1/public';
const DOCUMENTS = '/api/v1/customer/{customerId}/node/{nodeId}/Documents';
const UPLOADS = `${DOCUMENTS}/Uploads`;

let lead: SignedIn;
let customerId: string;

const values = (res: ApiAnswer, name: string) => res.json.data[`${name}DTO`].values;
const search = (query: Record<string, string>, lang?: 'en' | 'fr') =>
  api('GET', `${PUBLIC}/opportunities?${new URLSearchParams(query).toString()}`, lang ? { lang } : {});
const found = async (query: Record<string, string>) => {
  const res = await search(query);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return values(res, 'publicOpportunities').opportunities.map((o: { projectId: string }) => o.projectId);
};
const detail = (projectId: string, domain = 'demo') =>
  api('GET', `${PUBLIC}/agencies/${domain}/opportunities/${projectId}`);
const download = (projectId: string, documentId: string) =>
  api('GET', `${PUBLIC}/agencies/demo/opportunities/${projectId}/documents/${documentId}/download`);
const rowOf = (projectId: string) => getItem(PublicOpportunity, { customerId, projectId });

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
});

/** Start, one part, complete: a small document of the given type on the project. */
async function upload(projectId: string, documentType: string, content = 'public document') {
  const bytes = Buffer.from(content);
  const started = await lead.call('POST', `${UPLOADS}?projectId=${projectId}`, {
    body: {
      fileName: `file-${tag()}.txt`,
      displayName: `${documentType} ${tag()}`,
      size: bytes.length,
      contentType: 'text/plain',
      documentType,
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

/** A public bid, named with a fresh word, published now and closing in `closingDays`. */
async function published(options: { closingDays?: number; overrides?: Record<string, unknown> } = {}) {
  const word = `zq${tag().replace(/-/g, '')}`;
  const { project } = await create(lead, { name: `Opportunity ${word}`, ...options.overrides });
  const change =
    options.closingDays === undefined
      ? undefined
      : { dates: { closingDate: inSeconds(options.closingDays * DAY) } };
  return { project: await publishNow(lead, project, { change }), word };
}

async function save(project: { projectId: string; version: number }, body: Record<string, unknown>) {
  const res = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
    body: { version: project.version, ...body },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return viewOf(res).project;
}

describe('what is listed', () => {
  it('lists the demo’s open public bids from the seed, never its invitational one', async () => {
    const names = async (text: string) =>
      values(await search({ text, agency: 'demo' }), 'publicOpportunities').opportunities.map(
        (o: { name: string }) => o.name,
      );
    expect(await names('office furniture')).toEqual(['Office furniture supply']);
    expect(await names('transit shelter')).toEqual(['Transit shelter replacement']);
    expect(await names('HVAC')).toEqual([]);
    expect(await names('culvert')).toEqual([]);
  });

  it('lists an open public bid across agencies and on its agency page, and shows its detail', async () => {
    const { project, word } = await published();
    expect(await found({ text: word })).toEqual([project.projectId]);
    expect(await found({ text: word.toUpperCase(), agency: 'demo' })).toEqual([project.projectId]);

    const res = await detail(project.projectId);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=60/);
    expect(values(res, 'publicOpportunity')).toMatchObject({
      projectId: project.projectId,
      number: project.number,
      name: project.name,
      description: 'Work to be done.',
      closingDate: project.closingDate,
      agency: { domain: 'demo', name: lead.info.customer.displayName, timeZone: 'America/Toronto' },
      documents: [],
      addenda: [],
      meetings: [],
    });
    // The team only when the project shows it.
    expect(values(res, 'publicOpportunity').team).toBeUndefined();
  });

  it('never lists drafts, invitational or limited bids, nor a cancelled one: each is not found by text or id', async () => {
    const { project: draft } = await create(lead, { name: `Draft zq${tag()}` });
    expectCatalogueError(await detail(draft.projectId), 'opportunityNotFound', 'en');

    const { project, word } = await published();
    const invitational = await save(project, { settings: { sourceMethod: 'invitational' } });
    expect(await rowOf(project.projectId)).toBeUndefined();
    expect(await found({ text: word })).toEqual([]);
    expectCatalogueError(await detail(project.projectId), 'opportunityNotFound', 'en');

    const limited = await save(invitational, { settings: { sourceMethod: 'limited' } });
    expect(await found({ text: word })).toEqual([]);
    const pubAgain = await save(limited, { settings: { sourceMethod: 'publicPrequalified' } });
    expect(await found({ text: word })).toEqual([project.projectId]);

    const cancelled = await act(lead, pubAgain, 'cancel', { reason: 'Withdrawn' });
    expect(viewOf(cancelled).project.status).toBe('cancelled');
    expect(await rowOf(project.projectId)).toBeUndefined();
    expect(await found({ text: word })).toEqual([]);
    const res = await detail(project.projectId);
    expectCatalogueError(res, 'opportunityNotFound', 'en');
    expect(res.json.error.message).not.toContain(project.name);
    expectCatalogueError(
      await api('GET', `${PUBLIC}/agencies/demo/opportunities/${randomUUID()}`),
      'opportunityNotFound',
      'en',
    );
  });

  it('follows a rename and a close: the row carries the new name, then goes when the bid closes', async () => {
    const { project, word } = await published({ closingDays: 30 });
    const renamed = await save(project, { settings: { name: `Renamed ${word} bridge` } });
    expect((await rowOf(project.projectId))?.name).toBe(`Renamed ${word} bridge`);
    // Closing is the scheduler's: the close-project job (decision 055) fires at the closing instant, which
    // the stack's clock is moved just past.
    const closing = await save(renamed, { dates: { closingDate: inSeconds(CLOSING_AHEAD_SECONDS) } });
    await advanceClockTo(closing.closingDate, 0.05);
    // Past its closing instant, a bid is no longer listed, whether or not the job has yet recorded the close;
    // its page shows it closed, with no documents (decision 064), and nobody's name under "do not display".
    expect(await found({ text: word })).toEqual([]);
    const past = values(await detail(project.projectId), 'publicOpportunity');
    expect(past).toMatchObject({
      name: `Renamed ${word} bridge`,
      documents: [],
      result: { status: 'closed' },
    });
    expect(past.result.bidders).toBeUndefined();
    // Once the job has closed it, its row is gone with the close, in the same transaction.
    await eventually(async () =>
      (await getItem(Project, { customerId, projectId: project.projectId }))?.status === 'closed'
        ? true
        : undefined,
    );
    expect(await rowOf(project.projectId)).toBeUndefined();
  });

  it('removes a row with its project: a delete takes whatever row is there in the same transaction', async () => {
    const { project } = await published();
    const cancelled = viewOf(await act(lead, project, 'cancel')).project;
    // A row left behind by hand (as an older version could have): the delete removes it all the same.
    expect((await getItem(Project, { customerId, projectId: project.projectId }))?.status).toBe('cancelled');
    await putItem(PublicOpportunity, {
      customerId,
      projectId: project.projectId,
      agencyDomain: 'demo',
      agencyName: 'Demo',
      agencyTimeZone: 'America/Toronto',
      number: project.number,
      name: project.name,
      sourceMethod: 'public',
      closingDate: project.closingDate,
      categories: [],
      categoryCodes: [],
      searchText: ' stale ',
    });
    const deleted = await lead.call('DELETE', `${PROJECTS}?projectId=${project.projectId}&confirmed=true`);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(204);
    expect(await rowOf(cancelled.projectId)).toBeUndefined();
  });
});

describe('documents', () => {
  it('lists and downloads documents and addenda; hidden documents are neither listed nor downloadable, addenda still are', async () => {
    const { project } = await create(lead, { name: `Documents zq${tag()}` });
    const specification = await upload(project.projectId, 'specification', 'the specification');
    const addendum = await upload(project.projectId, 'addendum', 'addendum one');
    const { project: current } = await read(lead, project.projectId);
    const listed = await publishNow(lead, current);

    const shown = values(await detail(project.projectId), 'publicOpportunity');
    expect(shown.documents.map((d: { documentId: string }) => d.documentId)).toEqual([specification]);
    expect(shown.addenda.map((d: { documentId: string }) => d.documentId)).toEqual([addendum]);
    const res = await download(project.projectId, specification);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const file = await fetch(values(res, 'publicDocumentDownload').url);
    expect(await file.text()).toBe('the specification');

    await save(listed, { details: { tender: { isHideBidDocuments: true } } });
    const hidden = values(await detail(project.projectId), 'publicOpportunity');
    expect(hidden.documents).toEqual([]);
    expect(hidden.addenda.map((d: { documentId: string }) => d.documentId)).toEqual([addendum]);
    expectCatalogueError(await download(project.projectId, specification), 'publicDocumentNotFound', 'en');
    expect((await download(project.projectId, addendum)).status).toBe(200);
    // Another project's document through this project's path is not found either.
    expectCatalogueError(await download(project.projectId, randomUUID()), 'publicDocumentNotFound', 'en');
  });

  it('does not sign a download of a project that is not listed', async () => {
    const { project } = await create(lead, { name: `Unlisted zq${tag()}` });
    const documentId = await upload(project.projectId, 'specification');
    expectCatalogueError(await download(project.projectId, documentId), 'opportunityNotFound', 'en');
  });
});

describe('search', () => {
  it('filters by category code, closing range and agency, pages with a cursor, and names bad input in the visitor’s language', async () => {
    const first = await published({ closingDays: 10 });
    const second = await published({ closingDays: 20, overrides: { name: `Opportunity ${first.word} two` } });
    const both = [first.project.projectId, second.project.projectId];
    expect(await found({ text: first.word })).toEqual(both);

    const row = (await rowOf(first.project.projectId))!;
    const code = row.categories[0]!.code!;
    expect(await found({ text: first.word, category: code })).toEqual(both);
    expect(await found({ text: first.word, category: 'no-such-code' })).toEqual([]);
    expect(await found({ text: first.word, closingTo: inSeconds(15 * DAY) })).toEqual([
      first.project.projectId,
    ]);
    expect(await found({ text: first.word, closingFrom: inSeconds(15 * DAY) })).toEqual([
      second.project.projectId,
    ]);

    const page1 = await search({ text: first.word, limit: '1' });
    const answer1 = values(page1, 'publicOpportunities');
    expect(answer1.opportunities.map((o: { projectId: string }) => o.projectId)).toEqual([both[0]]);
    expect(answer1.cursor).toEqual(expect.any(String));
    const answer2 = values(
      await search({ text: first.word, limit: '1', cursor: answer1.cursor }),
      'publicOpportunities',
    );
    expect(answer2.opportunities.map((o: { projectId: string }) => o.projectId)).toEqual([both[1]]);
    expect(answer2.cursor).toBeUndefined();

    expectCatalogueError(
      await search({ cursor: 'bm90LWEtY3Vyc29y' }, 'fr'),
      'opportunityCursorInvalid',
      'fr',
    );
    const backwards = await search({ closingFrom: inSeconds(2 * DAY), closingTo: inSeconds(DAY) }, 'fr');
    expectCatalogueError(backwards, 'opportunityClosingRangeInvalid', 'fr');
    expect(backwards.json.error.fields[0]).toMatchObject({ field: 'query.closingTo' });
    expectCatalogueError(await search({ agency: 'no-such-agency' }), 'publicAgencyNotFound', 'en');
  });

  it('keeps agencies apart: another agency’s page lists none of the demo’s bids, nor finds them by id', async () => {
    const { project, word } = await published();
    const domain = `other-${tag()}`;
    await createCustomer({ domain, displayName: `Other ${word}` }, 'test');
    expect(await found({ text: word, agency: domain })).toEqual([]);
    expect(await found({ text: word, agency: 'demo' })).toEqual([project.projectId]);
    expectCatalogueError(await detail(project.projectId, domain), 'opportunityNotFound', 'en');
    // The agency list names it, the provider never.
    const agencies = values(await api('GET', `${PUBLIC}/agencies`), 'publicAgencies').agencies;
    expect(agencies.map((a: { domain: string }) => a.domain)).toEqual(
      expect.arrayContaining(['demo', domain]),
    );
    expect(agencies.map((a: { domain: string }) => a.domain)).not.toContain('tenderbox');
    expectCatalogueError(await api('GET', `${PUBLIC}/agencies/tenderbox`), 'publicAgencyNotFound', 'en');
    const demo = values(await api('GET', `${PUBLIC}/agencies/demo`), 'publicAgency');
    expect(demo.categories.length).toBeGreaterThan(0);
  });
});
