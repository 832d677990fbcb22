/**
 * A project copied "with forms and instructions" (Copy and Convert, docs/product/projects.md#types; decision
 * 039) on the local runtime: the copy gets every bid form and the submission requirements (settings and
 * items) under new ids at version 1, with the same names, contents, order and figures, its own claims and an
 * audit event; never submissions, and the source does not change. Without the flag nothing is copied; a
 * template's copy and a converted planned notice carry them the same way; a copy whose project then fails to
 * be written leaves nothing behind once the cleanup job has run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { AuditEvent, auditOfProject } from '../../functions/core/db/entities/audit-event.js';
import { Project } from '../../functions/core/db/entities/project.js';
import {
  requirementClaimKind,
  requirementClaimKinds,
  requirementItemsOfProject,
  requirementSettingsOfProject,
} from '../../functions/core/db/entities/submission-requirement-keys.js';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { submissionsOfProject } from '../../functions/core/db/entities/submission-keys.js';
import { TenderTable, tenderTablesOfAgency } from '../../functions/core/db/entities/tender-table.js';
import {
  tenderTableClaimKind,
  tenderTablesOfProject,
} from '../../functions/core/db/entities/tender-table-keys.js';
import { claimsOfKind, UniqueValue } from '../../functions/core/db/entities/unique-value.js';
import { getItem, putItem, queryAll } from '../../functions/core/db/ops.js';
import { keysOf } from '../../functions/core/db/owned-records.js';
import type { NewProject } from '../../functions/projects/project-number-service.js';
import { withFormsAndInstructions } from '../../functions/projects/project-service.js';
import { formColumn, formDefinition, formRow } from '../../shared/domain/forms/form-fixtures.js';
import { eventually } from '../helpers/api.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { PRICE_FORM_FIGURES, priceForm } from '../support/large-form.js';
import {
  act,
  complete,
  create,
  DAY,
  expectCatalogueError,
  inSeconds,
  loadRefs,
  PROJECTS,
  startBody,
  tag,
} from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const TABLES = `${NODE}/TenderTables`;
const REQUIREMENTS = `${NODE}/SubmissionRequirements`;

let lead: SignedIn;
let customerId: string;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  customerId = lead.info.customer.customerId;
  await loadRefs(lead);
});

const values = (res: { status: number; json: any }, name: string, status = 200) => {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  return res.json.data[`${name}DTO`].values;
};
const summary = async (projectId: string) =>
  values(await lead.call('GET', `${TABLES}/Summary?tenderId=${projectId}`), 'tenderTableSummary')
    .lines as any[];
const readForm = async (tenderTableId: string) =>
  values(await lead.call('GET', `${TABLES}?tenderTableId=${tenderTableId}`), 'tenderTable');
const requirements = async (projectId: string) =>
  values(await lead.call('GET', `${REQUIREMENTS}?projectId=${projectId}`), 'submissionRequirements');

/** A specification form: two lines the bidder answers yes or no. */
const specificationForm = (name: string) => ({
  ...formDefinition(
    [
      formColumn('c1', 'descriptiveText', { name: 'Requirement' }),
      formColumn('c2', 'yesNo', { name: 'Met' }),
    ],
    [formRow('r1', { c1: 'Warranty of 5 years' }), formRow('r2', { c1: 'Local service' })],
    { name, sortOrder: 0 },
  ),
  tableType: 'specification' as const,
});

const ITEMS = [
  {
    kind: 'document',
    title: 'Insurance',
    content: { instructions: 'Naming the city.', mandatory: true, minimumPageCount: 1 },
  },
  { kind: 'instruction', title: 'Site access', content: { text: 'Sign in at the gate.' } },
  { kind: 'instruction', title: 'Parking', content: { text: 'Lot B only.' } },
  { kind: 'question', title: 'Years', content: { text: 'How many?', answerType: 'number', mandatory: true } },
];

/** A project with a price and a specification form, saved settings, items of three kinds and a submission. */
async function sourceProject(overrides: Record<string, unknown> = {}) {
  const { project } = await create(lead, overrides);
  const { projectId } = project;
  const names = [`Prices ${tag()}`, `Specifications ${tag()}`];
  for (const [index, definition] of [priceForm(names[0]!), specificationForm(names[1]!)].entries()) {
    const added = values(
      await lead.call('POST', TABLES, {
        body: {
          projectId,
          name: definition.name,
          tableType: definition.tableType,
          mandatory: true,
          includeInSummary: true,
        },
      }),
      'tenderTable',
      201,
    );
    const saved = await lead.call('PUT', TABLES, {
      body: {
        tenderTableId: added.tenderTableId,
        version: 1,
        definition: { ...definition, sortOrder: index },
      },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  }
  const defaults = (await requirements(projectId)).settings;
  const settings = {
    ...defaults,
    documents: { used: true, introduction: 'Upload each document as a PDF.' },
    specifications: { used: true, title: 'Devis technique' },
    references: { used: true, required: 2 },
  };
  values(
    await lead.call('PUT', `${REQUIREMENTS}?projectId=${projectId}`, { body: { version: 0, settings } }),
    'submissionRequirements',
  );
  for (const body of ITEMS)
    values(
      await lead.call('POST', `${REQUIREMENTS}/Items?projectId=${projectId}`, { body }),
      'submissionRequirement',
      201,
    );
  await putItem(Submission, {
    customerId,
    projectId,
    submissionId: randomUUID(),
    status: 'incomplete',
    companyName: 'Northern Paving Ltd.',
    contactEmail: 'bids@northern-paving.example',
  });
  return { project, names };
}

/** What a copy must equal: the forms' lines and definitions and the requirements, without their ids. */
async function contentOf(projectId: string) {
  const lines = await summary(projectId);
  const forms = await Promise.all(lines.map((line) => readForm(line.tenderTableId)));
  const view = await requirements(projectId);
  return {
    lines: lines.map(({ tenderTableId: _id, projectId: _project, version: _version, ...line }) => line),
    definitions: forms.map((form) => form.definition),
    settings: view.settings,
    items: view.items.map(({ kind, title, content, sortOrder }: any) => ({
      kind,
      title,
      content,
      sortOrder,
    })),
  };
}

const copyBody = (sourceProjectId: string, copyFormsAndInstructions: boolean, extra = {}) => ({
  ...startBody({ startMode: undefined, type: undefined, sourceMethod: undefined }),
  sourceProjectId,
  copyFormsAndInstructions,
  ...extra,
});
const copyOf = async (sourceProjectId: string, copyFormsAndInstructions: boolean, extra = {}) =>
  values(
    await lead.call('POST', `${PROJECTS}/Copy`, {
      body: copyBody(sourceProjectId, copyFormsAndInstructions, extra),
    }),
    'project',
    201,
  ).project;

async function expectSameContent(sourceId: string, copyId: string) {
  const [source, copy] = await Promise.all([contentOf(sourceId), contentOf(copyId)]);
  expect(copy).toEqual(source);
  expect(copy.lines).toHaveLength(2);
  expect(copy.items).toHaveLength(ITEMS.length);
}

describe('copying a project with its forms and instructions', () => {
  it('copies every form and requirement under new ids at version 1, never submissions, leaving the source as it was', async () => {
    const { project: source, names } = await sourceProject();
    const before = await contentOf(source.projectId);
    const sourceLines = await summary(source.projectId);
    const sourceView = await requirements(source.projectId);
    expect(before.lines.map((line) => [line.tableType, line.name])).toEqual([
      ['price', names[0]],
      ['specification', names[1]],
    ]);
    expect(before.lines[0]!.totals).toMatchObject(PRICE_FORM_FIGURES);

    const copy = await copyOf(source.projectId, true);
    await expectSameContent(source.projectId, copy.projectId);
    const lines = await summary(copy.projectId);
    const view = await requirements(copy.projectId);
    const sourceIds = [
      ...sourceLines.map((line) => line.tenderTableId),
      ...sourceView.items.map((item: any) => item.submissionRequirementId),
    ];
    for (const id of [
      ...lines.map((line) => line.tenderTableId),
      ...view.items.map((i: any) => i.submissionRequirementId),
    ])
      expect(sourceIds).not.toContain(id);
    expect(lines.map((line) => [line.projectId, line.version])).toEqual([
      [copy.projectId, 1],
      [copy.projectId, 1],
    ]);
    expect(view.settingsVersion).toBe(1);
    expect(view.items.map((item: any) => [item.projectId, item.version])).toEqual(
      ITEMS.map(() => [copy.projectId, 1]),
    );
    expect(view.forms).toEqual({ price: 1, specification: 1 });

    // The copy's names are claimed in the copy: a new form cannot take one (ignoring case), nor a title.
    const claims = await queryAll(
      UniqueValue,
      claimsOfKind(customerId, tenderTableClaimKind(copy.projectId)),
    );
    expect(claims.map((claim) => claim.ownerId).sort()).toEqual(
      lines.map((line) => line.tenderTableId).sort(),
    );
    const taken = await lead.call('POST', TABLES, {
      body: {
        projectId: copy.projectId,
        name: names[0]!.toUpperCase(),
        tableType: 'price',
        mandatory: true,
        includeInSummary: true,
      },
    });
    expectCatalogueError(taken, 'formNameNotUnique', 'en');
    const instructionClaims = await queryAll(
      UniqueValue,
      claimsOfKind(customerId, requirementClaimKind(copy.projectId, 'instruction')),
    );
    expect(instructionClaims.map((claim) => claim.value).sort()).toEqual(['parking', 'site access']);
    expect(await queryAll(Submission, submissionsOfProject(customerId, copy.projectId))).toEqual([]);

    // One audit event on the copy names what it copied; the feed shows it.
    const events = await queryAll(AuditEvent, auditOfProject(customerId, copy.projectId));
    const copied = events.filter((event) => event.action === 'copyFormsAndInstructions');
    expect(copied.map(({ actorId, after }) => ({ actorId, after }))).toEqual([
      {
        actorId: lead.info.user.userId,
        after: {
          fromProjectId: source.projectId,
          forms: expect.arrayContaining(names),
          requirements: expect.arrayContaining(ITEMS.map((item) => item.title)),
          requirementSettings: true,
        },
      },
    ]);
    expect((copied[0]!.after as any).forms).toHaveLength(2);
    expect((copied[0]!.after as any).requirements).toHaveLength(ITEMS.length);
    const feed = values(
      await lead.call('GET', `${NODE}/AuditEvents/Search?projectId=${copy.projectId}`),
      'activities',
    );
    expect(JSON.stringify(feed)).toContain('copyFormsAndInstructions');

    // Editing the copy's form leaves the source's as it was.
    const edited = await lead.call('PUT', TABLES, {
      body: {
        tenderTableId: lines[0].tenderTableId,
        version: 1,
        definition: priceForm('Changed in the copy'),
      },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(await contentOf(source.projectId)).toEqual(before);
    expect((await summary(source.projectId)).map((line) => line.version)).toEqual(
      sourceLines.map((line) => line.version),
    );
    const stored = await queryAll(TenderTable, tenderTablesOfAgency(customerId, 'price'));
    expect(stored.filter((form) => form.name === names[0]).map((form) => form.projectId)).toEqual([
      source.projectId,
    ]);
  });

  it('copies nothing without the flag', async () => {
    const { project: source } = await sourceProject();
    const copy = await copyOf(source.projectId, false);
    expect(await summary(copy.projectId)).toEqual([]);
    expect(await requirements(copy.projectId)).toMatchObject({ settingsVersion: 0, items: [] });
  });

  it('carries them into a template and from it into a project, and from a converted planned notice', async () => {
    const { project: source } = await sourceProject();
    const template = await copyOf(source.projectId, true, { asTemplate: true });
    expect(template.type).toBe('template');
    await expectSameContent(source.projectId, template.projectId);
    const fromTemplate = async (copyFormsAndInstructions: boolean) =>
      (
        await create(lead, {
          startMode: 'template',
          type: undefined,
          sourceMethod: undefined,
          templateId: template.projectId,
          copyFormsAndInstructions,
        })
      ).project;
    await expectSameContent(template.projectId, (await fromTemplate(true)).projectId);
    expect(await summary((await fromTemplate(false)).projectId)).toEqual([]);

    const { project: draft } = await sourceProject({ startMode: 'plannedNotice', type: undefined });
    const planned = await act(lead, await complete(lead, draft, inSeconds(DAY)), 'publishPlanned');
    expect(planned.status, JSON.stringify(planned.json)).toBe(200);
    const converted = await lead.call(
      'POST',
      `${PROJECTS}/Convert?projectId=${draft.projectId}&copyFormsInstructions=true`,
    );
    await expectSameContent(draft.projectId, values(converted, 'project', 201).project.projectId);
  });

  it('answers the error and leaves nothing behind when the copied project cannot be written', async () => {
    const { project: source, names } = await sourceProject();
    const number = `C-${tag()}`;
    await create(lead, { number });
    const refused = await lead.call('POST', `${PROJECTS}/Copy`, {
      body: copyBody(source.projectId, true, { number }),
    });
    expectCatalogueError(refused, 'projectNumberExists', 'en');

    // The same path with a known id: the copy is written, the project's write fails, and the cleanup job
    // (started at once) removes what was copied; the audit trail keeps both.
    const projectId = randomUUID();
    const stored = await getItem(Project, { customerId, projectId: source.projectId });
    const failure = new Error('The project could not be written');
    await expect(
      withFormsAndInstructions(
        stored,
        { customerId, projectId, createdBy: lead.info.user.userId } as NewProject,
        () => Promise.reject(failure),
      ),
    ).rejects.toBe(failure);
    const actions = async () =>
      (await queryAll(AuditEvent, auditOfProject(customerId, projectId))).map((event) => event.action);
    await eventually(
      async () => ((await actions()).includes('deleteCompleted') ? true : undefined),
      150,
      100,
    );
    expect(await actions()).toEqual(['copyFormsAndInstructions', 'deleteCompleted']);
    const left = await keysOf([
      tenderTablesOfProject(customerId, projectId),
      requirementSettingsOfProject(customerId, projectId),
      requirementItemsOfProject(customerId, projectId),
      ...[tenderTableClaimKind(projectId), ...requirementClaimKinds(projectId)].map((kind) =>
        claimsOfKind(customerId, kind),
      ),
    ]);
    expect(left).toEqual([]);
    expect((await summary(source.projectId)).map((line) => line.name)).toEqual(names);
  });
});
