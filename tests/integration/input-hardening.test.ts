/**
 * Issue 22's input hardening (decision 070) on the local runtime: an over-long id, signed out, is refused
 * with a catalogue 4xx where the refusal's audit used to look it up and answer 500; a hostile media type is
 * refused on an upload start; a typed name with U+202E or NUL is refused with textUnsafeCharacters in the
 * user's language; a file name from the disk with U+202E is stored without it; the search routes refuse
 * unknown keys; a 10,000-level nested body is refused before it is parsed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { errorShapeProblems } from '../helpers/security/catalogue.js';
import { send } from '../helpers/security/http.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { create, loadRefs, PROJECTS, startBody, tag } from './projects-support.js';

const DOCUMENTS = '/api/v1/customer/{customerId}/node/{nodeId}/Documents';
const UPLOADS = `${DOCUMENTS}/Uploads`;
const VENDORS = '/api/v1/customer/{customerId}/node/{nodeId}/Vendors';
const DEEP = '['.repeat(10_000) + ']'.repeat(10_000);

let lead: SignedIn;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  await loadRefs(lead);
});

describe('over-long ids answer a catalogue 4xx, never a 500', () => {
  it('on the opening, signed out: BidAnalysis?projectId= with 1,010 characters', async () => {
    const { customerId } = lead.info.customer;
    const answer = await send({
      method: 'GET',
      path: `/api/v1/customer/${customerId}/node/${lead.info.tenderNode.id}/Projects/Opening/BidAnalysis`,
      query: { projectId: 'a'.repeat(1010) },
    });
    expect(answer.status, answer.text).toBe(401);
    expect(errorShapeProblems(answer)).toEqual([]);
  });

  it('on a submission, signed out: an agency domain of 2,050 characters', async () => {
    const answer = await send({
      method: 'GET',
      path: `/api/v1/portal/Bids/${'a'.repeat(2050)}/abc/Submission`,
    });
    expect(answer.status, answer.text).toBe(401);
    expect(errorShapeProblems(answer)).toEqual([]);
  });

  it('on the opening, signed in: the id refused by its bound', async () => {
    const res = await lead.call(
      'GET',
      `/api/v1/customer/{customerId}/node/{nodeId}/Projects/Opening/BidAnalysis?projectId=${'a'.repeat(1010)}`,
    );
    expect(res.status, JSON.stringify(res.json)).toBe(400);
    expect(res.json.error.fields.map((f: { field: string }) => f.field)).toContain('query.projectId');
  });
});

describe('text with control or bidi characters', () => {
  it('refuses a typed project name with U+202E or NUL, in English and French', async () => {
    for (const [name, lang] of [
      [`Roads${'\u202E'}fdp.exe`, 'en'],
      [`Routes\u0000 ${tag()}`, 'fr'],
    ] as const) {
      const res = await lead.call('POST', PROJECTS, { body: startBody({ name }), lang });
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json.error.code).toBe('textUnsafeCharacters');
      expect(res.json.error.message).toBe(ERROR_CATALOGUE.textUnsafeCharacters[lang]);
    }
  });

  it('refuses a media type with NUL, a lone surrogate, U+202E or CR/LF on an upload start', async () => {
    const { project } = await create(lead);
    for (const contentType of [
      'application/pdf\u0000',
      'application/pdf\uD800',
      'application/\u202Epdf',
      'text/plain\r\nX: 1',
    ]) {
      const res = await lead.call('POST', `${UPLOADS}?projectId=${project.projectId}`, {
        body: {
          fileName: `f-${tag()}.pdf`,
          displayName: `D ${tag()}`,
          size: 11,
          contentType,
          documentType: 'specification',
          pageCount: 1,
        },
      });
      expect(res.status, `${JSON.stringify(contentType)} ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.error.fields.map((f: { field: string }) => f.field)).toEqual(['body.contentType']);
    }
  });

  it('stores a file name from the disk without its U+202E, so its real extension shows', async () => {
    const { project } = await create(lead);
    const bytes = Buffer.from('not a pdf');
    const started = await lead.call('POST', `${UPLOADS}?projectId=${project.projectId}`, {
      body: {
        fileName: `invoice-${tag()}\u202Efdp.exe`,
        displayName: `Invoice ${tag()}`,
        size: bytes.length,
        contentType: 'application/octet-stream',
        documentType: 'specification',
        pageCount: 1,
      },
    });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const { uploadId, key } = started.json.data.uploadDTO.values;
    expect(key).not.toContain('\u202E');
    const signed = await lead.call('POST', `${UPLOADS}/Parts/Batch?projectId=${project.projectId}`, {
      body: { uploadId, key, partNumbers: [1] },
    });
    const put = await fetch(signed.json.data.signedPartsDTO.values.parts[0].url, {
      method: 'PUT',
      body: bytes,
    });
    const completed = await lead.call('POST', `${UPLOADS}/Complete?projectId=${project.projectId}`, {
      body: { uploadId, key, parts: [{ partNumber: 1, etag: put.headers.get('etag')! }] },
    });
    expect(completed.status, JSON.stringify(completed.json)).toBe(201);
    const { fileName } = completed.json.data.documentDTO.values;
    expect(fileName).toMatch(/^invoice-[0-9a-f]{8}fdp\.exe$/);
  });
});

describe('bodies the search routes and every other route refuse', () => {
  it('refuses an unknown key on the three search routes that took them', async () => {
    const { project } = await create(lead);
    for (const [path, body] of [
      [`${VENDORS}/AdvancedSearch`, { name: 'acme', sneaky: true }],
      [`${VENDORS}/AdvancedSearchResultExport`, { name: 'acme', sneaky: true }],
      [
        `/api/v1/customer/{customerId}/node/{nodeId}/VendorInvitations/SearchCriteria?projectId=${project.projectId}`,
        { local: true, sneaky: true },
      ],
    ] as const) {
      const res = await lead.call('POST', path, { body });
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.error.fields).toContainEqual(
        expect.objectContaining({ field: 'body.sneaky', code: 'unknownField' }),
      );
    }
  });

  it('refuses a 10,000-level nested body with jsonTooDeep, in the search and on a plain route', async () => {
    for (const path of [`${VENDORS}/AdvancedSearch`, PROJECTS]) {
      const res = await lead.call('POST', path, {
        rawBody: `{"name":"acme","extra":${DEEP}}`,
        headers: { 'content-type': 'application/json' },
        lang: 'fr',
      });
      expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'jsonTooDeep', message: ERROR_CATALOGUE.jsonTooDeep.fr });
    }
  });
});
