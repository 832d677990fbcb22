/**
 * The buyer's supplier directory (issue 9 item 6, decision 053) on the local runtime: the name search (3
 * characters at the field, in English and French; by name, paged), the advanced search and its export read
 * back from the workbook the browser writes, a supplier's tabs (overview, history, emails, activity,
 * documents with their download, comments only their author deletes), supplier lists (personal or shared,
 * rotational), Build → invitations from a list with its rotation, and tenancy: another agency never sees
 * this one's lists, comments, history or emails.
 */
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { s3 } from '../../functions/core/aws/s3.js';
import { SupplierDocument } from '../../functions/core/db/entities/supplier-document.js';
import { Vendor } from '../../functions/core/db/entities/vendor.js';
import { putItem } from '../../functions/core/db/ops.js';
import { env } from '../../functions/core/env.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import {
  vendorExportRows,
  vendorWorkbook,
  type ExportTexts,
} from '../../web/src/features/suppliers/lib/vendor-export.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import {
  create,
  expectCatalogueError,
  loadRefs,
  PROJECTS,
  signInWithRights,
  tag,
} from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const VENDORS = `${NODE}/Vendors`;
const LISTS = `${NODE}/VendorLists`;

let lead: SignedIn;
let buyer: SignedIn;
let outsider: SignedIn;
let viewer: SignedIn;

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;
const ok = (res: { status: number; json: any }, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res;
};

/** A supplier of this run, written as the portal's registration writes it (decision 045). */
async function supplier(companyName: string, overrides: Record<string, unknown> = {}) {
  const vendorId = randomUUID();
  const email = `bids-${vendorId.slice(0, 8)}@directory.example`;
  await putItem(Vendor, {
    vendorId,
    companyName,
    primaryEmail: email,
    contacts: [{ firstName: 'Dana', lastName: companyName.split(' ')[0]!, email, primary: true }],
    addresses: [{ line1: '1 Main St', city: 'Demoville', provinceOrState: 'ON', country: 'Canada' }],
    emailStatus: 'verified',
    ...overrides,
  });
  return { vendorId, email, companyName };
}

beforeAll(async () => {
  [lead, buyer, outsider] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('buyer@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
  viewer = await signInWithRights(lead, ['suppliers.view'], {
    label: 'Directory readers',
    firstName: 'Vic',
    lastName: 'Viewer',
  });
  await loadRefs(lead);
});

describe('the supplier directory', () => {
  it("seeds the demo's shared rotational list, the lead's personal list and a comment on Acme", async () => {
    const lists = values(ok(await lead.call('GET', LISTS)), 'vendorLists');
    const byName = Object.fromEntries(lists.map((l: any) => [l.name, l]));
    expect(byName['Mechanical contractors rotation']).toMatchObject({
      visibility: 'shared',
      rotational: true,
    });
    expect(byName['My quick quotes']).toMatchObject({ visibility: 'personal', rotational: false });
    const rotation = values(
      ok(await lead.call('GET', `${LISTS}/${byName['Mechanical contractors rotation'].vendorListId}`)),
      'vendorList',
    );
    expect(rotation.members.map((m: any) => [m.rotationSequence, m.companyName, m.emailStatus])).toEqual([
      [1, 'Northwind Mechanical Inc.', 'pendingSetup'],
      [2, 'Polar Air Services', 'pendingSetup'],
      [3, 'Acme Construction Ltd.', 'verified'],
    ]);
    // The lead's personal list is not the buyer's.
    const buyers = values(ok(await buyer.call('GET', LISTS)), 'vendorLists').map((l: any) => l.name);
    expect(buyers).toContain('Mechanical contractors rotation');
    expect(buyers).not.toContain('My quick quotes');
    const acme = rotation.members[2];
    const comments = values(
      ok(await lead.call('GET', `${VENDORS}/Comments?vendorId=${acme.vendorId}`)),
      'vendorComments',
    );
    expect(comments.map((c: any) => [c.authorName, c.mine])).toEqual([['Lee Procter', true]]);
  });

  it('needs 3 characters to search by name, at the field, in English and French', async () => {
    for (const lang of ['en', 'fr'] as const) {
      const res = await lead.call('GET', `${VENDORS}/Search?name=${encodeURIComponent(' ac ')}`, { lang });
      expect(res.status).toBe(400);
      expect(res.json.error.fields).toEqual([
        {
          field: 'query.name',
          code: 'invalid',
          message: ERROR_CATALOGUE.vendorSearchTooShort[lang],
        },
      ]);
    }
  });

  it('finds suppliers by the start of their name, ignoring case, by name, 25 a page', async () => {
    const prefix = `Zq${tag()}`;
    const made = await Promise.all(
      Array.from({ length: 27 }, (_, i) => supplier(`${prefix} Supply ${String(i).padStart(2, '0')}`)),
    );
    const first = values(
      ok(await lead.call('GET', `${VENDORS}/Search?name=${prefix.toUpperCase()}`)),
      'vendors',
    );
    expect(first.vendors).toHaveLength(25);
    expect(first.cursor).toBeTruthy();
    const second = values(
      ok(await lead.call('GET', `${VENDORS}/Search?name=${prefix.toLowerCase()}&cursor=${first.cursor}`)),
      'vendors',
    );
    expect(second.cursor).toBeUndefined();
    expect([...first.vendors, ...second.vendors].map((v: any) => v.companyName)).toEqual(
      made.map((m) => m.companyName),
    );
    expect(first.vendors[0]).toMatchObject({
      vendorId: made[0]!.vendorId,
      contactName: `Dana ${prefix}`,
      email: made[0]!.email,
      city: 'Demoville',
      provinceOrState: 'ON',
      accountStatus: 'active',
      emailStatus: 'verified',
    });
    // A reader with the view right alone searches too; the demo supplier is found by "acm".
    const acme = values(ok(await viewer.call('GET', `${VENDORS}/Search?name=acm`)), 'vendors');
    expect(acme.vendors.map((v: any) => v.companyName)).toContain('Acme Construction Ltd.');
  });

  it('searches by every criterion given, pages, and exports every match to a workbook that reads back', async () => {
    const prefix = `Adv${tag()}`;
    const match = {
      local: true,
      emergency: true,
      diversityClassifications: ['womenOwned'],
      certifiedDiverse: true,
    };
    const quebec = [
      { line1: '2 Rue Principale', city: 'Montréal', provinceOrState: 'QC', country: 'Canada' },
    ];
    const [a, b] = await Promise.all([
      supplier(`${prefix} Alpha`, { ...match, categoryCodes: ['72101500'], addresses: quebec }),
      supplier(`${prefix} Bravo`, { ...match, categoryCodes: ['72109900'], addresses: quebec }),
      supplier(`${prefix} Charlie`, { ...match, categoryCodes: ['72101500'], accountStatus: 'inactive' }),
      supplier(`${prefix} Delta`, { categoryCodes: ['72101500'], addresses: quebec }),
    ]);
    const criteria = {
      name: prefix.toLowerCase(),
      categoryCode: '7210',
      diversityClassification: 'womenOwned',
      certifiedDiverse: true,
      local: true,
      emergency: true,
      city: 'montreal',
      provinceOrState: 'qc',
      accountStatus: 'active',
    };
    const found = values(
      ok(await viewer.call('POST', `${VENDORS}/AdvancedSearch`, { body: criteria })),
      'vendors',
    );
    expect(found.vendors.map((v: any) => v.vendorId)).toEqual([a!.vendorId, b!.vendorId]);
    const narrower = values(
      ok(
        await lead.call('POST', `${VENDORS}/AdvancedSearch`, {
          body: { ...criteria, categoryCode: '721015' },
        }),
      ),
      'vendors',
    );
    expect(narrower.vendors.map((v: any) => v.companyName)).toEqual([`${prefix} Alpha`]);

    const exported = values(
      ok(await viewer.call('POST', `${VENDORS}/AdvancedSearchResultExport`, { body: { name: prefix } })),
      'vendorExport',
    );
    expect(exported.truncated).toBe(false);
    const texts: ExportTexts = {
      sheet: 'Suppliers',
      company: 'Company',
      contact: 'Contact',
      email: 'Email',
      city: 'City',
      province: 'Province',
      diversity: 'Diversity',
      certifiedDiverse: 'Certified diverse',
      local: 'Local',
      emergency: 'Emergency',
      accountStatus: 'Account',
      emailStatus: 'Email status',
      categories: 'Categories',
      yes: 'Yes',
      no: 'No',
      classification: (code) => `<${code}>`,
      account: (status) => status.toUpperCase(),
      emailState: (status) => status,
    };
    const data = await vendorWorkbook(ExcelJS, texts.sheet, vendorExportRows(exported.vendors, texts));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data);
    const sheet = workbook.getWorksheet('Suppliers')!;
    const rows = sheet
      .getSheetValues()
      .slice(1)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual([
      'Company',
      'Contact',
      'Email',
      'City',
      'Province',
      'Diversity',
      'Certified diverse',
      'Local',
      'Emergency',
      'Account',
      'Email status',
      'Categories',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[3], row[5], row[7], row[9], row[11]])).toEqual([
      [`${prefix} Alpha`, 'Montréal', '<womenOwned>', 'Yes', 'ACTIVE', '72101500'],
      [`${prefix} Bravo`, 'Montréal', '<womenOwned>', 'Yes', 'ACTIVE', '72109900'],
      [`${prefix} Charlie`, 'Demoville', '<womenOwned>', 'Yes', 'INACTIVE', '72101500'],
      [`${prefix} Delta`, 'Montréal', '', 'No', 'ACTIVE', '72101500'],
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });

  it("shows a supplier's overview, its documents with a download, and the demo supplier's history and emails", async () => {
    const made = await supplier(`Doc${tag()} Holdings`, { categoryCodes: ['30121600'], taxNumber: '123' });
    const supplierDocumentId = randomUUID();
    const key = `vendors/${made.vendorId}/${supplierDocumentId}/insurance.pdf`;
    await s3.send(
      new PutObjectCommand({ Bucket: env().DOCUMENTS_BUCKET, Key: key, Body: 'insurance certificate' }),
    );
    await putItem(SupplierDocument, {
      vendorId: made.vendorId,
      supplierDocumentId,
      key,
      fileName: 'insurance.pdf',
      displayName: 'Insurance',
      size: 21,
      contentType: 'application/pdf',
      effectiveDate: '2026-01-01',
      expiryDate: '2027-01-01',
      uploadedBy: randomUUID(),
      uploadedByName: 'Dana Doc',
    });
    const overview = values(ok(await viewer.call('GET', `${VENDORS}?vendorId=${made.vendorId}`)), 'vendor');
    expect(overview).toMatchObject({
      vendorId: made.vendorId,
      companyName: made.companyName,
      taxNumber: '123',
      categoryCodes: ['30121600'],
      emailStatus: 'verified',
      accountStatus: 'active',
      lists: [],
    });
    const documents = values(
      ok(await viewer.call('GET', `${VENDORS}/Documents?vendorId=${made.vendorId}`)),
      'vendorDocuments',
    );
    expect(documents).toEqual([
      expect.objectContaining({
        supplierDocumentId,
        displayName: 'Insurance',
        expiryDate: '2027-01-01',
        uploadedBy: 'Dana Doc',
      }),
    ]);
    const download = values(
      ok(
        await viewer.call(
          'GET',
          `${VENDORS}/Documents/Download?vendorId=${made.vendorId}&supplierDocumentId=${supplierDocumentId}`,
        ),
      ),
      'download',
    );
    expect(await (await fetch(download.url)).text()).toBe('insurance certificate');
    const gone = await viewer.call(
      'GET',
      `${VENDORS}/Documents/Download?vendorId=${made.vendorId}&supplierDocumentId=${randomUUID()}`,
      { lang: 'fr' },
    );
    expectCatalogueError(gone, 'vendorDocumentNotFound', 'fr');
    const missing = await viewer.call('GET', `${VENDORS}?vendorId=${randomUUID()}`, { lang: 'fr' });
    expectCatalogueError(missing, 'vendorNotFound', 'fr');

    // The demo: Acme was invited to HVAC (its invitation emailed at publication) and follows Office furniture.
    const acme = values(ok(await lead.call('GET', `${VENDORS}/Search?name=acme`)), 'vendors').vendors.find(
      (v: any) => v.companyName === 'Acme Construction Ltd.',
    );
    const history = values(
      ok(await lead.call('GET', `${VENDORS}/SubmissionHistory?vendorId=${acme.vendorId}`)),
      'vendorHistory',
    );
    const byName = Object.fromEntries(history.map((h: any) => [h.projectName, h]));
    expect(byName['HVAC maintenance, community centres']).toMatchObject({ invitedAt: expect.any(String) });
    expect(byName['Office furniture supply']).toMatchObject({
      following: true,
      planTakerSince: expect.any(String),
    });
    const emails = values(
      ok(await lead.call('GET', `${VENDORS}/Emails?vendorId=${acme.vendorId}`)),
      'vendorEmails',
    );
    expect(emails).toContainEqual(
      expect.objectContaining({
        to: 'bids@acme.example',
        kind: 'invitation',
        subject: expect.stringContaining('HVAC maintenance, community centres'),
      }),
    );
    // Another agency has no history with Acme and sent it nothing.
    const theirs = await outsider.call('GET', `${VENDORS}/SubmissionHistory?vendorId=${acme.vendorId}`);
    expect(values(ok(theirs), 'vendorHistory')).toEqual([]);
    expect(
      values(ok(await outsider.call('GET', `${VENDORS}/Emails?vendorId=${acme.vendorId}`)), 'vendorEmails'),
    ).toEqual([]);
  });

  it('keeps comments to the agency; only their author deletes them; the activity feed shows both', async () => {
    const made = await supplier(`Com${tag()} Services`);
    const comment = `Reliable on the 2025 snow removal ${tag()}`;
    const added = values(
      ok(
        await buyer.call('POST', `${VENDORS}/Comments`, { body: { vendorId: made.vendorId, comment } }),
        201,
      ),
      'vendorComment',
    );
    expect(added).toMatchObject({ comment, authorName: 'Bea Byers', mine: true });
    const asLead = values(
      ok(await lead.call('GET', `${VENDORS}/Comments?vendorId=${made.vendorId}`)),
      'vendorComments',
    );
    expect(asLead).toEqual([{ ...added, mine: false }]);
    const query = `vendorId=${made.vendorId}&vendorCommentId=${added.vendorCommentId}`;
    expectCatalogueError(
      await lead.call('DELETE', `${VENDORS}/Comments?${query}`, { lang: 'fr' }),
      'vendorCommentNotOwn',
      'fr',
    );
    // The view right alone reads but does not comment.
    const refused = await viewer.call('POST', `${VENDORS}/Comments`, {
      body: { vendorId: made.vendorId, comment },
    });
    expect(refused.json.error.code).toBe('permissionDenied');
    // Another agency sees none of it.
    expect(
      values(
        ok(await outsider.call('GET', `${VENDORS}/Comments?vendorId=${made.vendorId}`)),
        'vendorComments',
      ),
    ).toEqual([]);
    expect(
      values(
        ok(await outsider.call('GET', `${VENDORS}/Activity?vendorId=${made.vendorId}`)),
        'vendorActivity',
      ),
    ).toEqual([]);
    const gone = await outsider.call('DELETE', `${VENDORS}/Comments?${query}`);
    expect(gone.json.error.code).toBe('vendorCommentNotFound');

    ok(await buyer.call('DELETE', `${VENDORS}/Comments?${query}`), 204);
    expect(
      values(ok(await lead.call('GET', `${VENDORS}/Comments?vendorId=${made.vendorId}`)), 'vendorComments'),
    ).toEqual([]);
    const activity = values(
      ok(await lead.call('GET', `${VENDORS}/Activity?vendorId=${made.vendorId}`)),
      'vendorActivity',
    );
    expect(activity.map((a: any) => [a.action, a.actorName, a.detail])).toEqual([
      ['deleteVendorComment', 'Bea Byers', comment],
      ['addVendorComment', 'Bea Byers', comment],
    ]);
  });

  it('keeps personal lists to their owner and shared lists to the agency, in their order', async () => {
    const [a, b] = await Promise.all([supplier(`Lst${tag()} One`), supplier(`Lst${tag()} Two`)]);
    const personal = values(
      ok(
        await buyer.call('POST', LISTS, {
          body: { name: `Mine ${tag()}`, visibility: 'personal', rotational: false },
        }),
        201,
      ),
      'vendorList',
    );
    const shared = values(
      ok(
        await buyer.call('POST', LISTS, {
          body: { name: `Ours ${tag()}`, visibility: 'shared', rotational: true },
        }),
        201,
      ),
      'vendorList',
    );
    for (const vendor of [a!, b!])
      ok(
        await buyer.call('POST', `${LISTS}/AddVendorToList`, {
          body: { vendorListId: shared.vendorListId, vendorId: vendor.vendorId },
        }),
      );
    const twice = await buyer.call('POST', `${LISTS}/AddVendorToList`, {
      body: { vendorListId: shared.vendorListId, vendorId: a!.vendorId },
      lang: 'fr',
    });
    expectCatalogueError(twice, 'vendorAlreadyInList', 'fr');
    ok(
      await buyer.call('POST', `${LISTS}/AddVendorToList`, {
        body: { vendorListId: personal.vendorListId, vendorId: b!.vendorId },
      }),
    );

    const read = values(ok(await lead.call('GET', `${LISTS}/${shared.vendorListId}`)), 'vendorList');
    expect(read.members.map((m: any) => [m.companyName, m.rotationSequence])).toEqual([
      [a!.companyName, 1],
      [b!.companyName, 2],
    ]);
    const leadsLists = values(ok(await lead.call('GET', LISTS)), 'vendorLists').map(
      (l: any) => l.vendorListId,
    );
    expect(leadsLists).toContain(shared.vendorListId);
    expect(leadsLists).not.toContain(personal.vendorListId);
    expectCatalogueError(
      await lead.call('GET', `${LISTS}/${personal.vendorListId}`),
      'vendorListNotFound',
      'en',
    );
    const buyersLists = values(ok(await buyer.call('GET', LISTS)), 'vendorLists').map(
      (l: any) => l.vendorListId,
    );
    expect(buyersLists).toEqual(expect.arrayContaining([shared.vendorListId, personal.vendorListId]));
    // The supplier's overview names the lists its reader may see.
    const overview = values(ok(await buyer.call('GET', `${VENDORS}?vendorId=${b!.vendorId}`)), 'vendor');
    expect(overview.lists.map((l: any) => l.vendorListId).sort()).toEqual(
      [shared.vendorListId, personal.vendorListId].sort(),
    );
    expect(values(ok(await lead.call('GET', `${VENDORS}?vendorId=${b!.vendorId}`)), 'vendor').lists).toEqual([
      { vendorListId: shared.vendorListId, name: shared.name },
    ]);

    // Another agency sees neither, by list or by id, and cannot change them.
    const theirs = values(ok(await outsider.call('GET', LISTS)), 'vendorLists').map(
      (l: any) => l.vendorListId,
    );
    expect(theirs).not.toContain(shared.vendorListId);
    expect((await outsider.call('GET', `${LISTS}/${shared.vendorListId}`)).status).toBe(404);
    const foreign = await outsider.call('POST', `${LISTS}/AddVendorToList`, {
      body: { vendorListId: shared.vendorListId, vendorId: a!.vendorId },
    });
    expect(foreign.json.error.code).toBe('vendorListNotFound');

    ok(
      await lead.call(
        'DELETE',
        `${LISTS}/Vendors?vendorListId=${shared.vendorListId}&vendorId=${a!.vendorId}`,
      ),
      204,
    );
    const after = values(ok(await lead.call('GET', `${LISTS}/${shared.vendorListId}`)), 'vendorList');
    expect(after.members.map((m: any) => [m.companyName, m.rotationSequence])).toEqual([[b!.companyName, 1]]);
    ok(await buyer.call('DELETE', `${LISTS}?vendorListId=${personal.vendorListId}`), 204);
    expect((await buyer.call('GET', `${LISTS}/${personal.vendorListId}`)).status).toBe(404);
  });

  it('invites a list from Build: the whole list, or the next in rotation, who move to the end', async () => {
    const prefix = `Rot${tag()}`;
    const made = await Promise.all(['A', 'B', 'C', 'D'].map((letter) => supplier(`${prefix} ${letter}`)));
    const list = values(
      ok(
        await lead.call('POST', LISTS, {
          body: { name: `${prefix} rotation`, visibility: 'shared', rotational: true },
        }),
        201,
      ),
      'vendorList',
    );
    for (const vendor of made)
      ok(
        await lead.call('POST', `${LISTS}/AddVendorToList`, {
          body: { vendorListId: list.vendorListId, vendorId: vendor.vendorId },
        }),
      );
    const inviteFrom = async (projectId: string, body: Record<string, unknown>) =>
      values(
        ok(
          await lead.call('POST', `${PROJECTS}/Invitations/FromVendorList?projectId=${projectId}`, {
            body: { vendorListId: list.vendorListId, ...body },
          }),
          201,
        ),
        'invitations',
      );
    const order = async () =>
      values(ok(await lead.call('GET', `${LISTS}/${list.vendorListId}`)), 'vendorList').members.map(
        (m: any) => m.companyName.slice(-1),
      );

    const first = (await create(lead, { sourceMethod: 'invitational' })).project.projectId;
    const invited = await inviteFrom(first, { count: 2 });
    expect(invited.map((i: any) => [i.companyName, i.email, i.contactName, i.city]).sort()).toEqual([
      [made[0]!.companyName, made[0]!.email, `Dana ${prefix}`, 'Demoville'],
      [made[1]!.companyName, made[1]!.email, `Dana ${prefix}`, 'Demoville'],
    ]);
    expect(await order()).toEqual(['C', 'D', 'A', 'B']);
    const members = values(ok(await lead.call('GET', `${LISTS}/${list.vendorListId}`)), 'vendorList').members;
    expect(members.map((m: any) => Boolean(m.lastInvitedAt))).toEqual([false, false, true, true]);

    // The next bid gets the next two; one already invited there is skipped and keeps its place.
    const second = (await create(lead, { sourceMethod: 'invitational' })).project.projectId;
    ok(
      await lead.call('POST', `${PROJECTS}/Invitations?projectId=${second}`, {
        body: { email: made[2]!.email.toUpperCase(), companyName: made[2]!.companyName },
      }),
      201,
    );
    const next = await inviteFrom(second, { count: 2 });
    expect(next.map((i: any) => i.companyName).sort()).toEqual([made[0]!.companyName, made[3]!.companyName]);
    expect(await order()).toEqual(['C', 'B', 'D', 'A']);

    // Without a count a list invites everyone not yet invited; then no one is left.
    const all = await inviteFrom(second, {});
    expect(all.map((i: any) => i.companyName)).toEqual([made[1]!.companyName]);
    const none = await lead.call('POST', `${PROJECTS}/Invitations/FromVendorList?projectId=${second}`, {
      body: { vendorListId: list.vendorListId },
      lang: 'fr',
    });
    expectCatalogueError(none, 'vendorListEmpty', 'fr');
    const invitations = values(
      ok(await lead.call('GET', `${PROJECTS}/Invitations?projectId=${second}`)),
      'invitations',
    );
    expect(invitations).toHaveLength(4);
  });
});
