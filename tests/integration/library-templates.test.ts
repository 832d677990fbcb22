/**
 * The library of online submission templates (the library group, decision 043) on the local runtime: each
 * group's template added, read back with its content, listed and searched; names unique within a group
 * (in English and French, also two adds at once), the same name free in another group; a stale version;
 * the group fixed for good; a delete that must name the template's group; content checked against its
 * group's shape; the control panel's rights for changes and Build's for Search; another agency kept out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { priceForm } from '../support/large-form.js';
import { expectCatalogueError, signInWithRights, tag } from './projects-support.js';

const TEMPLATES = '/api/v1/customer/{customerId}/node/{nodeId}/OnlineSubmissionTemplate';

let lead: SignedIn;
let outsider: SignedIn;
let buildViewer: SignedIn;

const one = (res: { json: any }) => res.json.data.onlineSubmissionTemplateDTO.values;
const lines = (res: { json: any }) => res.json.data.onlineSubmissionTemplatesDTO.values as any[];

beforeAll(async () => {
  [lead, outsider] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
  buildViewer = await signInWithRights(lead, ['build.view'], {
    label: 'Library readers',
    firstName: 'Rita',
    lastName: 'Reader',
  });
});

/** One template of each group, with a name unique to this run. */
function examples(suffix: string) {
  return [
    {
      groupName: 'document',
      name: `Insurance certificate ${suffix}`,
      content: { instructions: 'A certificate naming the city.', mandatory: true, minimumPageCount: 1 },
    },
    { groupName: 'instruction', name: `Site access ${suffix}`, content: { text: 'Sign in at the gate.' } },
    {
      groupName: 'question',
      name: `Years in business ${suffix}`,
      content: {
        text: 'How many years has your firm been in business?',
        answerType: 'number',
        mandatory: true,
      },
    },
    {
      groupName: 'security',
      name: `Bid bond ${suffix}`,
      content: { kind: 'bidBond', amountType: 'percentage', value: '10', description: 'Valid for 90 days.' },
    },
    { groupName: 'terms', name: `Net 30 ${suffix}`, content: { text: 'Invoices are paid within 30 days.' } },
    {
      groupName: 'tenderTable',
      name: `Schedule of prices ${suffix}`,
      content: { definition: priceForm(`Schedule of prices ${suffix}`) },
    },
  ] as const;
}

const add = (as: SignedIn, body: unknown, lang?: 'en' | 'fr') =>
  as.call('POST', TEMPLATES, { body, ...(lang ? { lang } : {}) });

describe('the library of online submission templates', () => {
  it('adds a template of each group, reads each back with its content, lists and searches them', async () => {
    const suffix = tag();
    const added: Record<string, string> = {};
    for (const body of examples(suffix)) {
      const res = await add(lead, body);
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(one(res)).toMatchObject({ groupName: body.groupName, name: body.name, version: 1 });
      added[body.groupName] = one(res).onlineSubmissionTemplateId;
    }
    for (const body of examples(suffix)) {
      const res = await lead.call('GET', `${TEMPLATES}?onlineSubmissionTemplateId=${added[body.groupName]}`);
      expect(res.status).toBe(200);
      expect(one(res).template).toEqual(body);
    }
    const questions = lines(await lead.call('GET', `${TEMPLATES}/All?groupName=question`));
    expect(questions.map((l) => l.name)).toContain(`Years in business ${suffix}`);
    expect(questions.every((l) => l.groupName === 'question' && !('template' in l))).toBe(true);
    const all = lines(await lead.call('GET', `${TEMPLATES}/All`));
    expect(new Set(all.filter((l) => l.name.endsWith(suffix)).map((l) => l.groupName)).size).toBe(6);

    // Search: every keyword, any case, accents ignored; only the group named.
    const search = (groupName: string, keywords: string) =>
      buildViewer.call(
        'GET',
        `${TEMPLATES}/Search?groupName=${groupName}&keywords=${encodeURIComponent(keywords)}`,
      );
    const found = await search('question', `YEARS ${suffix}`);
    expect(found.status).toBe(200);
    expect(lines(found).map((l) => l.onlineSubmissionTemplateId)).toEqual([added.question]);
    expect(lines(await search('terms', `years ${suffix}`))).toEqual([]);
    expect(lines(await search('question', `years ${suffix} tax`))).toEqual([]);
  });

  it('keeps names unique within a group in English and French, even for two adds at once; another group may reuse one', async () => {
    const [question] = examples(tag()).filter((e) => e.groupName === 'question');
    const [first, second] = await Promise.all([add(lead, question), add(lead, question)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    for (const lang of ['en', 'fr'] as const) {
      const again = await add(lead, { ...question, name: `  ${question!.name.toUpperCase()} ` }, lang);
      expectCatalogueError(again, 'templateNameNotUnique', lang);
    }
    const asTerms = await add(lead, { groupName: 'terms', name: question!.name, content: { text: 'Any.' } });
    expect(asTerms.status).toBe(201);
  });

  it('saves at the version read, refuses a stale one, keeps the group, frees the old name on rename', async () => {
    const [terms] = examples(tag()).filter((e) => e.groupName === 'terms');
    const created = one(await add(lead, terms));
    const id = created.onlineSubmissionTemplateId;
    const renamed = { ...terms, name: `${terms!.name} (2026)`, content: { text: 'Paid within 45 days.' } };
    const saved = await lead.call('PUT', TEMPLATES, {
      body: { onlineSubmissionTemplateId: id, version: 1, template: renamed },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(one(saved)).toMatchObject({ version: 2, name: renamed.name, template: renamed });
    const stale = await lead.call('PUT', TEMPLATES, {
      body: { onlineSubmissionTemplateId: id, version: 1, template: terms },
    });
    expectCatalogueError(stale, 'conflict', 'en');
    const regrouped = await lead.call('PUT', TEMPLATES, {
      body: {
        onlineSubmissionTemplateId: id,
        version: 2,
        template: { ...renamed, groupName: 'instruction' },
      },
    });
    expect(regrouped.status).toBe(400);
    expect(regrouped.json.error.fields[0].field).toBe('body.template.groupName');
    // The old name is free again.
    expect((await add(lead, terms)).status).toBe(201);
  });

  it("refuses content that is not its group's shape, and a delete naming another group", async () => {
    const bad = await add(lead, {
      groupName: 'question',
      name: `Bad ${tag()}`,
      content: { text: 'Why?', answerType: 'date', mandatory: true },
    });
    expect(bad.status).toBe(400);
    const negative = await add(lead, {
      groupName: 'document',
      name: `Pages ${tag()}`,
      content: { instructions: '', mandatory: false, minimumPageCount: -1 },
    });
    expect(negative.status).toBe(400);
    const [instruction] = examples(tag()).filter((e) => e.groupName === 'instruction');
    const id = one(await add(lead, instruction)).onlineSubmissionTemplateId;
    for (const lang of ['en', 'fr'] as const) {
      const wrong = await lead.call(
        'DELETE',
        `${TEMPLATES}?onlineSubmissionTemplateId=${id}&groupName=terms`,
        { lang },
      );
      expectCatalogueError(wrong, 'templateNotFound', lang);
    }
    const gone = await lead.call(
      'DELETE',
      `${TEMPLATES}?onlineSubmissionTemplateId=${id}&groupName=instruction`,
    );
    expect(gone.status).toBe(204);
    expectCatalogueError(
      await lead.call('GET', `${TEMPLATES}?onlineSubmissionTemplateId=${id}`),
      'templateNotFound',
      'en',
    );
    // Its name is free again.
    expect((await add(lead, instruction)).status).toBe(201);
  });

  it('lets Build readers search but not list or change, and keeps another agency out', async () => {
    const [security] = examples(tag()).filter((e) => e.groupName === 'security');
    const id = one(await add(lead, security)).onlineSubmissionTemplateId;
    expect((await buildViewer.call('GET', `${TEMPLATES}/All`)).status).toBe(403);
    expect((await add(buildViewer, { ...security, name: `${security!.name} again` })).status).toBe(403);
    // The provider agency's administrator, in its own agency, does not find the demo agency's template.
    expectCatalogueError(
      await outsider.call('GET', `${TEMPLATES}?onlineSubmissionTemplateId=${id}`),
      'templateNotFound',
      'en',
    );
    const theirs = lines(await outsider.call('GET', `${TEMPLATES}/All?groupName=security`));
    expect(theirs.map((l) => l.onlineSubmissionTemplateId)).not.toContain(id);
  });
});
