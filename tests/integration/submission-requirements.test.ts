/**
 * Build → submission requirements (the submission-requirements group, decision 039) on the local runtime:
 * the settings' round trip at a version (defaults at 0, stale 409, the specification title's characters);
 * each kind's item created, changed and removed; the 11th document refused in English and French; titles
 * unique per section; the order; copies of library templates (an item, and a bid form through
 * TenderTables/FromTemplate); the lock (a completed submission, a closed project); another agency and a
 * read-only member kept out; the publish checklist's requirement items; the records gone with the project.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { submissionsOfProject } from '../../functions/core/db/entities/submission-keys.js';
import {
  requirementClaimKinds,
  requirementSettingsOfProject,
  requirementItemsOfProject,
} from '../../functions/core/db/entities/submission-requirement-keys.js';
import { claimsOfKind } from '../../functions/core/db/entities/unique-value.js';
import { keysOf } from '../../functions/core/db/owned-records.js';
import { removeProjectLeftovers } from '../../functions/projects/cleanup-job.js';
import { SubmissionRequirement } from '../../functions/core/db/entities/submission-requirement.js';
import { putItem, queryAll } from '../../functions/core/db/ops.js';
import { DOCUMENT_REQUIREMENTS_MAX } from '../../shared/domain/projects/submission-requirements.js';
import { stackTimeIn } from '../helpers/clock.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { priceForm } from '../support/large-form.js';
import {
  act,
  complete,
  create,
  expectCatalogueError,
  inSeconds,
  DAY,
  loadRefs,
  PROJECTS,
  signInWithRights,
  tag,
  viewOf,
} from './projects-support.js';

const REQUIREMENTS = '/api/v1/customer/{customerId}/node/{nodeId}/SubmissionRequirements';
const ITEMS = `${REQUIREMENTS}/Items`;
const TEMPLATES = '/api/v1/customer/{customerId}/node/{nodeId}/OnlineSubmissionTemplate';
const TABLES = '/api/v1/customer/{customerId}/node/{nodeId}/TenderTables';
const LANGS = ['en', 'fr'] as const;

let lead: SignedIn;
let outsider: SignedIn;
let viewer: SignedIn;

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;

beforeAll(async () => {
  [lead, outsider] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
  await loadRefs(lead);
  viewer = await signInWithRights(lead, ['build.view'], {
    label: 'Requirement viewers',
    firstName: 'Rory',
    lastName: 'Reader',
  });
});

const BODIES = {
  document: {
    kind: 'document',
    title: 'Certificate of insurance',
    content: { instructions: 'Naming the city.', mandatory: true, minimumPageCount: 1 },
  },
  instruction: { kind: 'instruction', title: 'Site access', content: { text: 'Sign in at the gate.' } },
  question: {
    kind: 'question',
    title: 'Years in business',
    content: { text: 'How many years?', answerType: 'number', mandatory: true },
  },
  security: {
    kind: 'security',
    title: 'Bid bond',
    content: { kind: 'bidBond', amountType: 'percentage', value: '10', description: 'For 90 days.' },
  },
  terms: { kind: 'terms', title: 'Net 30', content: { text: 'Invoices are paid within 30 days.' } },
} as const;

const getView = async (as: SignedIn, projectId: string) => {
  const res = await as.call('GET', `${REQUIREMENTS}?projectId=${projectId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return values(res, 'submissionRequirements');
};
const putSettings = (
  as: SignedIn,
  projectId: string,
  version: number,
  settings: unknown,
  lang?: 'en' | 'fr',
) =>
  as.call('PUT', `${REQUIREMENTS}?projectId=${projectId}`, {
    body: { version, settings },
    ...(lang ? { lang } : {}),
  });
const addItem = (as: SignedIn, projectId: string, body: unknown, lang?: 'en' | 'fr') =>
  as.call('POST', `${ITEMS}?projectId=${projectId}`, { body, ...(lang ? { lang } : {}) });
async function newItem(projectId: string, body: { title: string } & Record<string, unknown>) {
  const res = await addItem(lead, projectId, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return values(res, 'submissionRequirement');
}
async function newTemplate(body: Record<string, unknown>) {
  const res = await lead.call('POST', TEMPLATES, { body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return values(res, 'onlineSubmissionTemplate').onlineSubmissionTemplateId as string;
}
const missingIds = (view: any) => view.missingPublishItems.map((item: any) => item.id);

describe('submission requirements', () => {
  it('answers the defaults at version 0, saves the settings at a version and refuses a stale one', async () => {
    const { project } = await create(lead);
    const fresh = await getView(lead, project.projectId);
    expect(fresh).toMatchObject({
      settingsVersion: 0,
      items: [],
      forms: { price: 0, specification: 0 },
      lock: null,
      completedSubmissions: 0,
      incompleteSections: [],
    });
    expect(fresh.settings.references).toEqual({ used: false, required: 1 });

    const settings = {
      ...fresh.settings,
      questions: { used: true, introduction: 'Answer every question.' },
      references: { used: true, required: 3 },
      specifications: { used: true, title: 'Devis technique - Phase 2' },
    };
    const saved = await putSettings(lead, project.projectId, 0, settings);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const view = values(saved, 'submissionRequirements');
    expect(view.settingsVersion).toBe(1);
    expect(view.settings).toEqual(settings);
    expect(view.incompleteSections).toEqual(['questions', 'specifications']);
    expect((await getView(lead, project.projectId)).settings).toEqual(settings);

    for (const version of [0, 2]) {
      const stale = await putSettings(lead, project.projectId, version, fresh.settings);
      expect(stale.status, JSON.stringify(stale.json)).toBe(409);
    }
    const again = await putSettings(lead, project.projectId, 1, fresh.settings);
    expect(values(again, 'submissionRequirements').settingsVersion).toBe(2);

    for (const lang of LANGS) {
      const bad = await putSettings(
        lead,
        project.projectId,
        2,
        { ...fresh.settings, specifications: { used: true, title: 'Specs <b>' } },
        lang,
      );
      expectCatalogueError(bad, 'specificationTitleInvalid', lang);
      expect(bad.json.error.fields[0].field).toBe('body.settings.specifications.title');
    }
  });

  it('creates, changes and removes an item of each kind, and keeps titles unique per section', async () => {
    const { project } = await create(lead);
    for (const body of Object.values(BODIES)) {
      const item = await newItem(project.projectId, body);
      expect(item).toMatchObject({ ...body, projectId: project.projectId, sortOrder: 0, version: 1 });
      const changed = await lead.call('PUT', `${ITEMS}?projectId=${project.projectId}`, {
        body: {
          submissionRequirementId: item.submissionRequirementId,
          version: 1,
          item: { ...body, title: `${body.title} (revised)` },
        },
      });
      expect(changed.status, JSON.stringify(changed.json)).toBe(200);
      expect(values(changed, 'submissionRequirement')).toMatchObject({
        title: `${body.title} (revised)`,
        version: 2,
      });
      const stale = await lead.call('PUT', `${ITEMS}?projectId=${project.projectId}`, {
        body: { submissionRequirementId: item.submissionRequirementId, version: 1, item: body },
      });
      expect(stale.status).toBe(409);
    }
    const view = await getView(lead, project.projectId);
    expect(view.items.map((item: any) => item.kind)).toEqual([
      'document',
      'instruction',
      'question',
      'security',
      'terms',
    ]);

    // The same title in another section is free; in the same one it is taken, ignoring case.
    await newItem(project.projectId, { ...BODIES.instruction, title: 'Years in business (revised)' });
    for (const lang of LANGS)
      expectCatalogueError(
        await addItem(
          lead,
          project.projectId,
          { ...BODIES.question, title: ' years IN business (revised)' },
          lang,
        ),
        'requirementTitleNotUnique',
        lang,
      );

    const question = view.items.find((item: any) => item.kind === 'question');
    const removed = await lead.call(
      'DELETE',
      `${ITEMS}?projectId=${project.projectId}&submissionRequirementId=${question.submissionRequirementId}`,
    );
    expect(removed.status).toBe(204);
    // Its title is free again.
    await newItem(project.projectId, { ...BODIES.question, title: 'Years in business (revised)' });
    const gone = await lead.call(
      'DELETE',
      `${ITEMS}?projectId=${project.projectId}&submissionRequirementId=${question.submissionRequirementId}`,
    );
    expect(gone.json.error.code).toBe('requirementNotFound');
  });

  it('refuses the 11th document upload in English and French, and reorders a section', async () => {
    const { project } = await create(lead);
    const made = [];
    for (let n = 0; n < DOCUMENT_REQUIREMENTS_MAX; n += 1)
      made.push(await newItem(project.projectId, { ...BODIES.document, title: `Document ${n}` }));
    for (const lang of LANGS)
      expectCatalogueError(
        await addItem(lead, project.projectId, { ...BODIES.document, title: 'Eleventh' }, lang),
        'requirementDocumentsTooMany',
        lang,
      );
    // Other sections are not limited by the documents' count.
    await newItem(project.projectId, { ...BODIES.question, title: 'Eleventh' });

    const ids = made.map((item) => item.submissionRequirementId).reverse();
    const sort = (submissionRequirementIds: string[]) =>
      lead.call('PUT', `${ITEMS}/SortOrder?projectId=${project.projectId}`, {
        body: { kind: 'document', submissionRequirementIds },
      });
    const sorted = await sort(ids);
    expect(sorted.status, JSON.stringify(sorted.json)).toBe(200);
    expect(values(sorted, 'submissionRequirementItems').map((i: any) => i.submissionRequirementId)).toEqual(
      ids,
    );
    const view = await getView(lead, project.projectId);
    expect(view.items.filter((i: any) => i.kind === 'document').map((i: any) => i.title)).toEqual(
      made.map((item) => item.title).reverse(),
    );
    expect((await sort(ids.slice(1))).json.error.code).toBe('requirementSortOrderInvalid');
    expect((await sort([...ids.slice(1), ids[1]!])).json.error.code).toBe('requirementSortOrderInvalid');
  });

  it('copies a library template as an item, and a bid-form template as a form', async () => {
    const { project } = await create(lead);
    const suffix = tag();
    const questionTemplate = await newTemplate({
      groupName: 'question',
      name: `Crew size ${suffix}`,
      content: { text: 'How many workers?', answerType: 'number', mandatory: false },
    });
    const formTemplate = await newTemplate({
      groupName: 'tenderTable',
      name: `Prices ${suffix}`,
      content: { definition: priceForm(`Prices ${suffix}`) },
    });
    const copied = await lead.call('POST', `${ITEMS}/FromTemplate?projectId=${project.projectId}`, {
      body: { onlineSubmissionTemplateId: questionTemplate },
    });
    expect(copied.status, JSON.stringify(copied.json)).toBe(201);
    expect(values(copied, 'submissionRequirement')).toMatchObject({
      kind: 'question',
      title: `Crew size ${suffix}`,
      content: { text: 'How many workers?', answerType: 'number', mandatory: false },
    });
    const twice = await lead.call('POST', `${ITEMS}/FromTemplate?projectId=${project.projectId}`, {
      body: { onlineSubmissionTemplateId: questionTemplate },
    });
    expect(twice.json.error.code).toBe('requirementTitleNotUnique');
    for (const lang of LANGS)
      expectCatalogueError(
        await lead.call('POST', `${ITEMS}/FromTemplate?projectId=${project.projectId}`, {
          body: { onlineSubmissionTemplateId: formTemplate },
          lang,
        }),
        'requirementTemplateIsForm',
        lang,
      );

    const fromTemplate = (onlineSubmissionTemplateId: string, name: string) =>
      lead.call('POST', `${TABLES}/FromTemplate?projectId=${project.projectId}`, {
        body: { onlineSubmissionTemplateId, name },
      });
    const existing = await lead.call('POST', TABLES, {
      body: {
        projectId: project.projectId,
        name: 'Existing',
        tableType: 'price',
        mandatory: true,
        includeInSummary: true,
      },
    });
    expect(existing.status).toBe(201);
    const form = await fromTemplate(formTemplate, 'Schedule of prices');
    expect(form.status, JSON.stringify(form.json)).toBe(201);
    expect(values(form, 'tenderTable')).toMatchObject({
      name: 'Schedule of prices',
      tableType: 'price',
      sortOrder: 1,
    });
    expect(values(form, 'tenderTable').totals.total).not.toBe('0.00');
    expect((await fromTemplate(formTemplate, 'schedule OF prices')).json.error.code).toBe(
      'formNameNotUnique',
    );
    expect((await fromTemplate(questionTemplate, 'Other')).json.error.code).toBe('formTemplateExpected');
    expect((await getView(lead, project.projectId)).forms).toEqual({ price: 2, specification: 0 });
  });

  it('refuses every write while a completed submission exists, and after the project closes', async () => {
    const { project } = await create(lead);
    const customerId = lead.info.customer.customerId;
    const item = await newItem(project.projectId, BODIES.question);
    await putItem(Submission, {
      customerId,
      projectId: project.projectId,
      submissionId: randomUUID(),
      status: 'complete',
      companyName: 'Northern Paving Ltd.',
      contactEmail: 'bids@northern-paving.example',
      completedAt: stackTimeIn(0),
    });
    const view = await getView(lead, project.projectId);
    expect(view).toMatchObject({ lock: 'tenderTablesSubmitted', completedSubmissions: 1 });
    const writes = (lang: 'en' | 'fr') => [
      putSettings(lead, project.projectId, 0, view.settings, lang),
      addItem(lead, project.projectId, BODIES.terms, lang),
      lead.call('PUT', `${ITEMS}?projectId=${project.projectId}`, {
        body: { submissionRequirementId: item.submissionRequirementId, version: 1, item: BODIES.question },
        lang,
      }),
      lead.call('PUT', `${ITEMS}/SortOrder?projectId=${project.projectId}`, {
        body: { kind: 'question', submissionRequirementIds: [item.submissionRequirementId] },
        lang,
      }),
      lead.call(
        'DELETE',
        `${ITEMS}?projectId=${project.projectId}&submissionRequirementId=${item.submissionRequirementId}`,
        { lang },
      ),
    ];
    for (const lang of LANGS)
      for (const res of await Promise.all(writes(lang)))
        expectCatalogueError(res, 'tenderTablesSubmitted', lang);

    const { project: other } = await create(lead);
    expect((await act(lead, other, 'cancel')).status).toBe(200);
    expect((await getView(lead, other.projectId)).lock).toBe('tenderTablesClosed');
    for (const lang of LANGS)
      expectCatalogueError(
        await addItem(lead, other.projectId, BODIES.terms, lang),
        'tenderTablesClosed',
        lang,
      );
  });

  it('keeps another agency out and lets a read-only member read but not change', async () => {
    const { project } = await create(lead);
    await newItem(project.projectId, BODIES.instruction);
    const outside = await outsider.call('GET', `${REQUIREMENTS}?projectId=${project.projectId}`);
    expect(outside.json.error.code).toBe('projectNotFound');
    const outsideAdd = await addItem(outsider, project.projectId, BODIES.terms);
    expect([403, 404]).toContain(outsideAdd.status);
    expect((await getView(viewer, project.projectId)).items).toHaveLength(1);
    const refused = await addItem(viewer, project.projectId, BODIES.terms);
    expect(refused.status, JSON.stringify(refused.json)).toBe(403);
    expect(
      await queryAll(
        SubmissionRequirement,
        requirementItemsOfProject(lead.info.customer.customerId, project.projectId),
      ),
    ).toHaveLength(1);
  });

  it('feeds the publish checklist and the activity feed', async () => {
    const { project } = await create(lead);
    const completed = await complete(lead, project, inSeconds(DAY));
    const online = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: completed.version, details: { tender: { submissionMethod: 'online' } } },
    });
    expect(online.status, JSON.stringify(online.json)).toBe(200);
    expect(missingIds(viewOf(online))).toEqual(['onlineForm']);
    await newItem(project.projectId, BODIES.document);
    const readView = async () => {
      const res = await lead.call('GET', `${PROJECTS}?projectId=${project.projectId}`);
      return viewOf(res);
    };
    expect(missingIds(await readView())).toEqual([]);

    const defaults = (await getView(lead, project.projectId)).settings;
    await putSettings(lead, project.projectId, 0, {
      ...defaults,
      questions: { used: true },
      security: { used: true, onlyDigitalBond: true },
    });
    expect(missingIds(await readView())).toEqual(['bondTitle', 'digitalBond', 'questions']);
    await putSettings(lead, project.projectId, 1, {
      ...defaults,
      questions: { used: true },
      security: { used: true, bondTitle: 'Bid bond', onlyDigitalBond: true },
    });
    await newItem(project.projectId, BODIES.security);
    await newItem(project.projectId, BODIES.question);
    expect(missingIds(await readView())).toEqual([]);

    const feed = await lead.call(
      'GET',
      `/api/v1/customer/{customerId}/node/{nodeId}/AuditEvents/Search?projectId=${project.projectId}`,
    );
    expect(feed.status, JSON.stringify(feed.json)).toBe(200);
    const actions = JSON.stringify(values(feed, 'activities'));
    for (const action of ['addRequirementItem', 'updateRequirementSettings'])
      expect(actions).toContain(action);
  });

  it('goes with its project: settings, items, title claims and submissions', async () => {
    const { project } = await create(lead);
    const customerId = lead.info.customer.customerId;
    const { projectId } = project;
    await putSettings(lead, projectId, 0, (await getView(lead, projectId)).settings);
    await newItem(projectId, BODIES.document);
    await newItem(projectId, BODIES.terms);
    await putItem(Submission, {
      customerId,
      projectId,
      submissionId: randomUUID(),
      status: 'incomplete',
      companyName: 'Northern Paving Ltd.',
      contactEmail: 'bids@northern-paving.example',
    });
    const owned = async () =>
      (
        await keysOf([
          requirementSettingsOfProject(customerId, projectId),
          requirementItemsOfProject(customerId, projectId),
          submissionsOfProject(customerId, projectId),
          ...requirementClaimKinds(projectId).map((kind) => claimsOfKind(customerId, kind)),
        ])
      ).length;
    expect(await owned()).toBe(6);
    const deleted = await lead.call('DELETE', `${PROJECTS}?projectId=${projectId}&confirmed=true`);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(204);
    // The job's work, run here rather than waited for (it is idempotent if the scheduled run comes too).
    await removeProjectLeftovers(customerId, projectId);
    expect(await owned()).toBe(0);
  });
});
