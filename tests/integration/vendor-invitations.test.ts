/**
 * Build → invitations' vendor calls (VendorInvitations, docs/product/tender.md#invitations; decision 053,
 * amended) on the local runtime: find suppliers by criteria (the project's categories by default, the
 * agency's last invitation, already invited), copy another bid's invitations (one per address, emailed when
 * the bid is published), look up an address, and tenancy: another agency's bids never show nor copy.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Vendor } from '../../functions/core/db/entities/vendor.js';
import { putItem } from '../../functions/core/db/ops.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { latestEmailTo, markMailbox } from '../helpers/mailbox.js';
import { openAgency, type Agency } from '../helpers/security/walk.js';
import { loginAs, newSupplier, type SignedIn } from '../helpers/session.js';
import {
  complete,
  create,
  expectCatalogueError,
  inSeconds,
  loadRefs,
  PROJECTS,
  publishNow,
  signInWithRights,
  tag,
} from './projects-support.js';

const VENDOR_INVITATIONS = '/api/v1/customer/{customerId}/node/{nodeId}/VendorInvitations';

let lead: SignedIn;
let other: Agency;

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;
const ok = (res: { status: number; json: any }, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res;
};

async function invite(projectId: string, email: string, companyName: string) {
  ok(
    await lead.call('POST', `${PROJECTS}/Invitations?projectId=${projectId}`, {
      body: { email, companyName },
    }),
    201,
  );
}
const invitationsOf = async (projectId: string) =>
  values(ok(await lead.call('GET', `${PROJECTS}/Invitations?projectId=${projectId}`)), 'invitations');

beforeAll(async () => {
  const siteAdmin = await loginAs('siteadmin@tenderbox.example', 'tenderbox');
  [lead, other] = await Promise.all([
    loginAs('lead@demo.example'),
    openAgency('B (tenderbox)', siteAdmin, [siteAdmin.info.user.userId]),
  ]);
  await loadRefs(lead);
});

describe('SearchCriteria: suppliers to invite', () => {
  it("finds by the project's categories unless told otherwise, with last invited and already invited", async () => {
    const word = `Inv${tag()}`;
    const categories = await lead.call(
      'GET',
      '/api/v1/customer/{customerId}/node/{nodeId}/CommodityCategories',
    );
    const code = categories.json.data.listItemsDTO.values[0].code as string;
    const supplier = async (suffix: string, categoryCodes: string[], local: boolean) => {
      const vendorId = randomUUID();
      const email = `${suffix.toLowerCase()}-${vendorId.slice(0, 8)}@invite.example`;
      await putItem(Vendor, {
        vendorId,
        companyName: `${word} ${suffix}`,
        primaryEmail: email,
        contacts: [{ firstName: 'Ina', lastName: suffix, email, primary: true }],
        addresses: [{ line1: '2 Main St', city: 'Demoville', provinceOrState: 'ON', country: 'Canada' }],
        categoryCodes,
        local,
        emailStatus: 'verified',
      });
      return { vendorId, email, companyName: `${word} ${suffix}` };
    };
    const [inCategory, elsewhere] = await Promise.all([
      supplier('Alpha', [code], true),
      supplier('Beta', ['zz-not-a-category'], false),
    ]);
    const { project } = await create(lead);
    await complete(lead, project, inSeconds(3600));
    const earlier = (await create(lead, { sourceMethod: 'invitational' })).project.projectId;
    await invite(earlier, inCategory.email.toUpperCase(), inCategory.companyName);
    const search = async (body: Record<string, unknown>) =>
      values(
        ok(
          await lead.call('POST', `${VENDOR_INVITATIONS}/SearchCriteria?projectId=${project.projectId}`, {
            body: { name: word, ...body },
          }),
        ),
        'invitationCandidates',
      );

    const byDefault = await search({});
    expect(byDefault.categoryCodes).toEqual([code]);
    expect(byDefault.vendors.map((v: any) => v.companyName)).toEqual([inCategory.companyName]);
    expect(byDefault.vendors[0]).toMatchObject({
      email: inCategory.email,
      contactName: 'Ina Alpha',
      city: 'Demoville',
      local: true,
      invited: false,
    });
    expect(byDefault.vendors[0].lastInvitedAt).toEqual(expect.any(String));

    const anyCategory = await search({ categoryCodes: [] });
    expect(anyCategory.vendors.map((v: any) => [v.companyName, v.lastInvitedAt !== undefined])).toEqual([
      [inCategory.companyName, true],
      [elsewhere.companyName, false],
    ]);
    expect(
      (await search({ categoryCodes: [], local: false })).vendors.map((v: any) => v.companyName),
    ).toEqual([elsewhere.companyName]);

    await invite(project.projectId, elsewhere.email, elsewhere.companyName);
    const after = await search({ categoryCodes: [] });
    expect(after.vendors.map((v: any) => v.invited)).toEqual([false, true]);

    // A name, when given, needs 3 characters (docs/product/tender.md#invitations), at the field.
    const short = await lead.call(
      'POST',
      `${VENDOR_INVITATIONS}/SearchCriteria?projectId=${project.projectId}`,
      {
        body: { name: ' ab ' },
        lang: 'fr',
      },
    );
    expect(short.status).toBe(400);
    expect(short.json.error.fields).toEqual([
      { field: 'body.name', code: 'invalid', message: ERROR_CATALOGUE.vendorSearchTooShort.fr },
    ]);
  });

  it('needs the Build rights', async () => {
    const reader = await signInWithRights(lead, ['suppliers.view'], {
      label: 'Directory only',
      firstName: 'Dora',
      lastName: 'Only',
    });
    const { project } = await create(lead);
    const res = await reader.call(
      'POST',
      `${VENDOR_INVITATIONS}/SearchCriteria?projectId=${project.projectId}`,
      {
        body: {},
      },
    );
    expect(res.status).toBe(403);
  });
});

describe('SearchTender and CopyFromTender: another bid’s invitations', () => {
  it('finds the agency’s bids with invitations by number or name and copies them once per address', async () => {
    const word = `Copy${tag()}`;
    const source = (await create(lead, { sourceMethod: 'invitational', name: `Snow ${word}` })).project;
    const shared = `shared-${tag()}@copy.example`;
    const only = [`one-${tag()}@copy.example`, `two-${tag()}@copy.example`];
    for (const email of [shared, ...only])
      await invite(source.projectId, email, `Company ${email.split('@')[0]}`);
    const target = (await create(lead, { sourceMethod: 'invitational' })).project;
    await invite(target.projectId, shared.toUpperCase(), 'Already here');
    await create(lead, { sourceMethod: 'invitational', name: `Empty ${word}` });

    const find = async (text: string) =>
      values(
        ok(
          await lead.call(
            'GET',
            `${VENDOR_INVITATIONS}/SearchTender?projectId=${target.projectId}&text=${encodeURIComponent(text)}`,
          ),
        ),
        'tendersWithInvitations',
      );
    // By name (a bid without invitations is not offered), and by number.
    expect(await find(word.toLowerCase())).toEqual([
      {
        projectId: source.projectId,
        number: source.number,
        name: source.name,
        status: 'design',
        invitationCount: 3,
      },
    ]);
    expect((await find(source.number)).map((b: any) => b.projectId)).toEqual([source.projectId]);
    expect((await find(target.number)).map((b: any) => b.projectId)).not.toContain(target.projectId);

    const copy = async () =>
      values(
        ok(
          await lead.call('POST', `${VENDOR_INVITATIONS}/CopyFromTender?projectId=${target.projectId}`, {
            body: { fromProjectId: source.projectId },
          }),
          201,
        ),
        'invitationCopy',
      );
    const first = await copy();
    expect(first.skipped).toBe(1);
    expect(first.invitations.map((i: any) => i.email).sort()).toEqual([...only].sort());
    const listed = await invitationsOf(target.projectId);
    expect(listed.map((i: any) => i.email).sort()).toEqual([shared.toUpperCase(), ...only].sort());
    expect(listed.find((i: any) => i.email === shared.toUpperCase()).companyName).toBe('Already here');
    // Again: nothing left to add, nothing written.
    expect(await copy()).toEqual({ invitations: [], skipped: 3 });
    expect(await invitationsOf(target.projectId)).toHaveLength(3);
  });

  it('emails the copied invitations at once into a published bid', async () => {
    const source = (await create(lead, { sourceMethod: 'invitational' })).project;
    const address = `copied-${tag()}@copy.example`;
    await invite(source.projectId, address, 'Copied Co');
    const { project } = await create(lead);
    await publishNow(lead, project);
    const since = await markMailbox();
    const copied = values(
      ok(
        await lead.call('POST', `${VENDOR_INVITATIONS}/CopyFromTender?projectId=${project.projectId}`, {
          body: { fromProjectId: source.projectId },
        }),
        201,
      ),
      'invitationCopy',
    );
    expect(copied.invitations[0]).toMatchObject({ email: address, emailedAt: expect.any(String) });
    const email = await latestEmailTo(address, since);
    expect(email.body.text ?? email.body.html).toContain(project.name);
  });

  it("never shows nor copies another agency's bids, and refuses its bid as the target", async () => {
    const target = (await create(lead, { sourceMethod: 'invitational' })).project;
    const theirs = other.records.project[0]!;
    const found = values(
      ok(
        await lead.call(
          'GET',
          `${VENDOR_INVITATIONS}/SearchTender?projectId=${target.projectId}&text=Walk%20project`,
        ),
      ),
      'tendersWithInvitations',
    );
    expect(found.map((b: any) => b.projectId)).not.toContain(theirs);
    for (const lang of ['en', 'fr'] as const) {
      const res = await lead.call(
        'POST',
        `${VENDOR_INVITATIONS}/CopyFromTender?projectId=${target.projectId}`,
        {
          body: { fromProjectId: theirs },
          lang,
        },
      );
      expectCatalogueError(res, 'projectNotFound', lang);
    }
    expect(await invitationsOf(target.projectId)).toEqual([]);
    // Their site administrator names our bid in their own agency's path: it is not theirs.
    const intoOurs = await other.session.call(
      'GET',
      `${VENDOR_INVITATIONS}/SearchTender?projectId=${target.projectId}`,
    );
    expectCatalogueError(intoOurs, 'projectNotFound', 'en');
  });
});

describe('LookupEmailInvitee', () => {
  it('says whether an address is invited, a supplier (company and status only) or unknown', async () => {
    const { project } = await create(lead, { sourceMethod: 'invitational' });
    const lookup = (email: string) =>
      lead.call(
        'GET',
        `${VENDOR_INVITATIONS}/LookupEmailInvitee?projectId=${project.projectId}&email=${encodeURIComponent(email)}`,
      );
    const registered = await newSupplier('lookup');
    const supplierEmail = registered.info.user.email;
    expect(values(ok(await lookup(supplierEmail.toUpperCase())), 'invitee')).toEqual({
      kind: 'supplier',
      companyName: registered.info.vendor.companyName,
      setup: 'registered',
      accountStatus: 'active',
    });
    await invite(project.projectId, supplierEmail, 'Our name for them');
    expect(values(ok(await lookup(supplierEmail)), 'invitee')).toEqual({
      kind: 'invited',
      companyName: 'Our name for them',
    });
    expect(values(ok(await lookup(`nobody-${tag()}@lookup.example`)), 'invitee')).toEqual({
      kind: 'unknown',
    });
    // Another agency's invitation tells nothing here.
    const theirs = await other.session.call(
      'GET',
      `${PROJECTS}/Invitations?projectId=${other.records.project[0]}`,
    );
    const theirAddress = values(ok(theirs), 'invitations')[0].email as string;
    expect(values(ok(await lookup(theirAddress)), 'invitee')).toEqual({ kind: 'unknown' });

    const bad = await lead.call(
      'GET',
      `${VENDOR_INVITATIONS}/LookupEmailInvitee?projectId=${project.projectId}&email=not-an-address`,
      { lang: 'fr' },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.map((f: any) => f.field)).toEqual(['query.email']);
  });
});
