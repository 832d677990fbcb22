/**
 * Bid forms (the tender-tables group, decision 037) on the local runtime: create, read with the engine's
 * figures, save with the server's recompute (figures that disagree refused in English and French, nothing
 * stored), stale versions, unique names (also two creates at once), the engine's refusals, copies, deletes,
 * the order, the status lock, another agency and a read-only member kept out, and the activity feed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfProject } from '../../functions/core/db/entities/audit-event.js';
import { TenderTable } from '../../functions/core/db/entities/tender-table.js';
import {
  tenderTableClaimKind,
  tenderTablesOfProject,
} from '../../functions/core/db/entities/tender-table-keys.js';
import { removeProjectLeftovers } from '../../functions/projects/cleanup-job.js';
import { claimsOfKind, UniqueValue } from '../../functions/core/db/entities/unique-value.js';
import { Submission } from '../../functions/core/db/entities/submission.js';
import { createItem, getItem, queryAll } from '../../functions/core/db/ops.js';
import type { FormDefinition } from '../../shared/domain/forms/form-model.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { largeFormDefinition, PRICE_FORM_FIGURES, priceForm } from '../support/large-form.js';
import {
  act,
  create,
  expectCatalogueError,
  loadRefs,
  PROJECTS,
  signInWithRights,
  tag,
} from './projects-support.js';

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
    label: 'Form viewers',
    firstName: 'Vera',
    lastName: 'Viewer',
  });
});

async function addForm(as: SignedIn, projectId: string, name: string, lang?: 'en' | 'fr') {
  return as.call('POST', TABLES, {
    body: { projectId, name, tableType: 'price', mandatory: true, includeInSummary: true },
    ...(lang ? { lang } : {}),
  });
}

async function newForm(projectId: string, name = `Form ${tag()}`) {
  const res = await addForm(lead, projectId, name);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return values(res, 'tenderTable') as { tenderTableId: string; version: number; sortOrder: number };
}

const readForm = (as: SignedIn, tenderTableId: string, lang?: 'en' | 'fr') =>
  as.call('GET', `${TABLES}?tenderTableId=${tenderTableId}`, lang ? { lang } : {});

const save = (
  as: SignedIn,
  tenderTableId: string,
  version: number,
  definition: FormDefinition,
  extra: Record<string, unknown> = {},
  lang?: 'en' | 'fr',
) =>
  as.call('PUT', TABLES, {
    body: { tenderTableId, version, definition, ...extra },
    ...(lang ? { lang } : {}),
  });

const summary = async (projectId: string) => {
  const res = await lead.call('GET', `${TABLES}/Summary?tenderId=${projectId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return values(res, 'tenderTableSummary').lines as any[];
};
const lockOf = async (as: SignedIn, projectId: string, tenderTableId: string) => ({
  form: values(await readForm(as, tenderTableId), 'tenderTable').lock,
  list: values(await as.call('GET', `${TABLES}/Summary?tenderId=${projectId}`), 'tenderTableSummary').lock,
});

describe('bid forms', () => {
  it('creates a form at the end of the list and reads it with the engine’s figures', async () => {
    const { project } = await create(lead);
    const first = await newForm(project.projectId, 'Schedule of prices');
    const second = await newForm(project.projectId, 'Alternates');
    expect([first.sortOrder, second.sortOrder]).toEqual([0, 1]);

    const read = await readForm(lead, first.tenderTableId);
    expect(read.status, JSON.stringify(read.json)).toBe(200);
    const form = values(read, 'tenderTable');
    expect(form).toMatchObject({ projectId: project.projectId, version: 1 });
    expect(form.definition).toMatchObject({ name: 'Schedule of prices', tableType: 'price', columns: [] });
    expect(form.result.total).toBe('0.00');

    const saved = await save(lead, first.tenderTableId, 1, priceForm('Schedule of prices'));
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(values(saved, 'tenderTable').result).toMatchObject(PRICE_FORM_FIGURES);
    const again = values(await readForm(lead, first.tenderTableId), 'tenderTable');
    expect(again.version).toBe(2);
    expect(again.result).toMatchObject(PRICE_FORM_FIGURES);
    expect(again.result.rows.find((row: any) => row.rowId === 'r1').cells.c4).toBe('5412.00');

    const lines = await summary(project.projectId);
    expect(lines.map((line) => [line.name, line.totals.total])).toEqual([
      ['Schedule of prices', '6115.90'],
      ['Alternates', '0.00'],
    ]);
    const feed = await queryAll(AuditEvent, auditOfProject(lead.info.customer.customerId, project.projectId));
    expect(feed.map((event) => event.action)).toEqual(
      expect.arrayContaining(['addTenderTable', 'updateTenderTable']),
    );
  });

  it('stores the server’s figures: totals sent that agree are accepted, others refused in EN and FR with the engine’s figures, nothing stored', async () => {
    const { project } = await create(lead);
    const form = await newForm(project.projectId);
    const agreeing = await save(lead, form.tenderTableId, 1, priceForm('Prices'), {
      totals: { ...PRICE_FORM_FIGURES },
    });
    expect(agreeing.status, JSON.stringify(agreeing.json)).toBe(200);

    const before = await getItem(TenderTable, {
      customerId: lead.info.customer.customerId,
      tenderTableId: form.tenderTableId,
    });
    for (const lang of LANGS) {
      // The tax truncated (703.599 → 703.59) rather than rounded half-up: a browser's own arithmetic.
      const refused = await save(
        lead,
        form.tenderTableId,
        2,
        priceForm('Prices'),
        { totals: { subtotal: '5412.30', tax: '703.59', total: '6115.89' } },
        lang,
      );
      expectCatalogueError(refused, 'formTotalMismatch', lang);
      expect(refused.json.error.details).toMatchObject({
        mismatched: ['tax', 'total'],
        totals: PRICE_FORM_FIGURES,
      });
    }
    const after = await getItem(TenderTable, {
      customerId: lead.info.customer.customerId,
      tenderTableId: form.tenderTableId,
    });
    expect(after).toEqual(before);
  });

  it('saves a 1,000-row, 10-column form and reads it back whole', async () => {
    const { project } = await create(lead);
    const form = await newForm(project.projectId);
    const definition = largeFormDefinition('Water main unit prices');
    const saved = await save(lead, form.tenderTableId, 1, definition);
    expect(saved.status, JSON.stringify(saved.json).slice(0, 500)).toBe(200);
    const read = values(await readForm(lead, form.tenderTableId), 'tenderTable');
    expect(read.definition.rows).toHaveLength(1_000);
    expect(read.definition.rows[999]).toEqual(definition.rows[999]);
    expect(read.result.rows).toHaveLength(1_000);
    expect(Number(read.result.total)).toBeGreaterThan(0);
  });

  it('answers 409 to a save at a stale version, and keeps the first save', async () => {
    const { project } = await create(lead);
    const form = await newForm(project.projectId);
    expect((await save(lead, form.tenderTableId, 1, priceForm('First'))).status).toBe(200);
    const stale = await save(lead, form.tenderTableId, 1, priceForm('Second'));
    expectCatalogueError(stale, 'conflict', 'en');
    expect(values(await readForm(lead, form.tenderTableId), 'tenderTable').definition.name).toBe('First');
  });

  it('keeps names unique in the project ignoring case, on create, rename and under a race', async () => {
    const { project } = await create(lead);
    const form = await newForm(project.projectId, 'Unit prices');
    for (const lang of LANGS)
      expectCatalogueError(
        await addForm(lead, project.projectId, 'UNIT PRICES', lang),
        'formNameNotUnique',
        lang,
      );
    const other = await newForm(project.projectId, 'Lump sums');
    expectCatalogueError(
      await save(lead, other.tenderTableId, 1, priceForm('unit prices')),
      'formNameNotUnique',
      'en',
    );
    // A rename moves the claim: the old name is free again, the new one taken.
    expect((await save(lead, form.tenderTableId, 1, priceForm('Unit rates'))).status).toBe(200);
    expect((await addForm(lead, project.projectId, 'Unit prices')).status).toBe(201);
    expectCatalogueError(await addForm(lead, project.projectId, 'unit rates'), 'formNameNotUnique', 'en');

    const name = `Raced ${tag()}`;
    const raced = await Promise.all([1, 2, 3].map(() => addForm(lead, project.projectId, name)));
    expect(raced.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    for (const res of raced.filter((r) => r.status !== 201))
      expect(res.json.error.code).toBe('formNameNotUnique');
  });

  it('refuses a formula cycle and dropping a column a formula uses, with their codes, storing nothing', async () => {
    const { project } = await create(lead);
    const form = await newForm(project.projectId);
    expect((await save(lead, form.tenderTableId, 1, priceForm('Prices'))).status).toBe(200);

    const cyclic = priceForm('Prices');
    cyclic.columns[1] = { ...cyclic.columns[1]!, formula: 'c4 / 2' };
    for (const lang of LANGS)
      expectCatalogueError(
        await save(lead, form.tenderTableId, 2, cyclic, {}, lang),
        'formFormulaCycle',
        lang,
      );

    const dropped = priceForm('Prices');
    dropped.columns = dropped.columns.filter((c) => c.key !== 'c3');
    for (const lang of LANGS)
      expectCatalogueError(
        await save(lead, form.tenderTableId, 2, dropped, {}, lang),
        'formColumnInUse',
        lang,
      );

    expect(values(await readForm(lead, form.tenderTableId), 'tenderTable').version).toBe(2);
  });

  it('copies a form within its project, and every form of a project into another, with unique names', async () => {
    const [{ project: from }, { project: to }] = await Promise.all([create(lead), create(lead)]);
    const prices = await newForm(from.projectId, 'Prices');
    expect((await save(lead, prices.tenderTableId, 1, priceForm('Prices'))).status).toBe(200);
    await newForm(from.projectId, 'Specifications');

    const copied = await lead.call('POST', `${TABLES}/Copy/${prices.tenderTableId}`);
    expect(copied.status, JSON.stringify(copied.json)).toBe(201);
    expect(values(copied, 'tenderTable')).toMatchObject({ name: 'Copy of Prices', sortOrder: 2 });
    const copy = values(await readForm(lead, values(copied, 'tenderTable').tenderTableId), 'tenderTable');
    expect(copy.result).toMatchObject(PRICE_FORM_FIGURES);
    const second = await lead.call('POST', `${TABLES}/Copy/${prices.tenderTableId}`);
    expect(values(second, 'tenderTable').name).toBe('Copy of Prices (2)');

    await newForm(to.projectId, 'Prices');
    const all = await lead.call('POST', `${TABLES}/CopyAll`, {
      body: { fromProjectId: from.projectId, toProjectId: to.projectId },
    });
    expect(all.status, JSON.stringify(all.json)).toBe(201);
    expect((await summary(to.projectId)).map((line) => [line.name, line.sortOrder])).toEqual([
      ['Prices', 0],
      ['Copy of Prices', 1],
      ['Specifications', 2],
      ['Copy of Copy of Prices', 3],
      ['Copy of Prices (2)', 4],
    ]);
    const claims = await queryAll(
      UniqueValue,
      claimsOfKind(lead.info.customer.customerId, tenderTableClaimKind(to.projectId)),
    );
    expect(claims).toHaveLength(5);
  });

  it('deletes several forms at once, releasing their names, and none when one is missing', async () => {
    const { project } = await create(lead);
    const [a, b, c] = [
      await newForm(project.projectId, 'A'),
      await newForm(project.projectId, 'B'),
      await newForm(project.projectId, 'C'),
    ];
    const missing = await lead.call('DELETE', `${TABLES}?tenderTableId=${a.tenderTableId},not-a-form`);
    expectCatalogueError(missing, 'tenderTableNotFound', 'en');
    expect(await summary(project.projectId)).toHaveLength(3);

    const deleted = await lead.call(
      'DELETE',
      `${TABLES}?tenderTableId=${a.tenderTableId},${c.tenderTableId}`,
    );
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(204);
    expect((await summary(project.projectId)).map((line) => line.tenderTableId)).toEqual([b.tenderTableId]);
    expectCatalogueError(await readForm(lead, a.tenderTableId), 'tenderTableNotFound', 'en');
    expect((await addForm(lead, project.projectId, 'a')).status).toBe(201);
  });

  it('reorders the project’s forms, refusing a list that does not name each once', async () => {
    const { project } = await create(lead);
    const [a, b, c] = [
      await newForm(project.projectId),
      await newForm(project.projectId),
      await newForm(project.projectId),
    ];
    const order = [c.tenderTableId, a.tenderTableId, b.tenderTableId];
    const sorted = await lead.call('PUT', `${TABLES}/SortOrder`, {
      body: { projectId: project.projectId, tenderTableIds: order },
    });
    expect(sorted.status, JSON.stringify(sorted.json)).toBe(200);
    expect((await summary(project.projectId)).map((line) => line.tenderTableId)).toEqual(order);
    // The editor's version is untouched by a reorder.
    expect(values(await readForm(lead, a.tenderTableId), 'tenderTable')).toMatchObject({ version: 1 });
    for (const lang of LANGS)
      expectCatalogueError(
        await lead.call('PUT', `${TABLES}/SortOrder`, {
          body: {
            projectId: project.projectId,
            tenderTableIds: [a.tenderTableId, a.tenderTableId, b.tenderTableId],
          },
          lang,
        }),
        'tenderTableSortOrderInvalid',
        lang,
      );
  });

  it('finds forms of the agency by keyword and type', async () => {
    const { project } = await create(lead);
    const word = `Zq${tag()}`;
    const form = await newForm(project.projectId, `Road ${word} prices`);
    const found = await lead.call('GET', `${TABLES}/Search?keywords=${word.toLowerCase()}&type=price`);
    expect(found.status, JSON.stringify(found.json)).toBe(200);
    expect(values(found, 'tenderTableSearch').items).toEqual([
      expect.objectContaining({ tenderTableId: form.tenderTableId, projectId: project.projectId }),
    ]);
    const otherType = await lead.call('GET', `${TABLES}/Search?keywords=${word}&type=specification`);
    expect(values(otherType, 'tenderTableSearch').items).toEqual([]);
    const elsewhere = await outsider.call('GET', `${TABLES}/Search?keywords=${word}`);
    expect(values(elsewhere, 'tenderTableSearch').items).toEqual([]);
    // A cursor the caller made up is their mistake, not a server failure.
    for (const cursor of ['3691813599690017', Buffer.from('{"pk":"x"}').toString('base64url')]) {
      const bad = await lead.call('GET', `${TABLES}/Search?keywords=road&cursor=${cursor}`);
      expectCatalogueError(bad, 'invalidParameter', 'en');
      expect(bad.json.error.fields.map((f: any) => f.field)).toEqual(['query.cursor']);
    }
  });

  it('locks the forms once the project is cancelled', async () => {
    const { project } = await create(lead);
    const form = await newForm(project.projectId);
    expect((await act(lead, project, 'cancel')).status).toBe(200);
    for (const lang of LANGS) {
      expectCatalogueError(
        await addForm(lead, project.projectId, `Late ${tag()}`, lang),
        'tenderTablesClosed',
        lang,
      );
      expectCatalogueError(
        await save(lead, form.tenderTableId, 1, priceForm('Late'), {}, lang),
        'tenderTablesClosed',
        lang,
      );
    }
    expect((await readForm(lead, form.tenderTableId)).status).toBe(200);
    // The form and the list answer the lock, so the screens show them read-only with its reason.
    expect(await lockOf(lead, project.projectId, form.tenderTableId)).toEqual({
      form: 'tenderTablesClosed',
      list: 'tenderTablesClosed',
    });
    expect(await lockOf(viewer, project.projectId, form.tenderTableId)).toEqual({
      form: 'tenderTablesClosed',
      list: 'tenderTablesClosed',
    });
  });

  it('answers no lock on an open project, and the submissions lock once a completed submission exists', async () => {
    const { project } = await create(lead);
    const form = await newForm(project.projectId);
    expect(await lockOf(lead, project.projectId, form.tenderTableId)).toEqual({ form: null, list: null });
    const submission = (status: 'incomplete' | 'complete') => ({
      customerId: lead.info.customer.customerId,
      projectId: project.projectId,
      submissionId: `sub-${status}-${tag()}`,
      status,
      companyName: 'Paving Ltd',
      contactEmail: 'bids@paving.example',
    });
    await createItem(Submission, submission('incomplete'));
    expect(await lockOf(lead, project.projectId, form.tenderTableId)).toEqual({ form: null, list: null });
    await createItem(Submission, submission('complete'));
    expect(await lockOf(lead, project.projectId, form.tenderTableId)).toEqual({
      form: 'tenderTablesSubmitted',
      list: 'tenderTablesSubmitted',
    });
  });

  it("keeps another agency's forms out of reach and lets a read-only member read but not change", async () => {
    const { project } = await create(lead);
    const form = await newForm(project.projectId);
    expectCatalogueError(await readForm(outsider, form.tenderTableId), 'tenderTableNotFound', 'en');

    expect((await readForm(viewer, form.tenderTableId)).status).toBe(200);
    expect((await viewer.call('GET', `${TABLES}/Summary?tenderId=${project.projectId}`)).status).toBe(200);
    for (const lang of LANGS)
      expectCatalogueError(
        await save(viewer, form.tenderTableId, 1, priceForm('Viewer'), {}, lang),
        'permissionDenied',
        lang,
      );
    expect(values(await readForm(lead, form.tenderTableId), 'tenderTable').version).toBe(1);
  });

  it("removes a deleted project's forms and name claims with the project-cleanup job", async () => {
    const { project } = await create(lead);
    const customerId = lead.info.customer.customerId;
    await newForm(project.projectId, 'Prices');
    await newForm(project.projectId, 'Specifications');
    const formsOf = () => queryAll(TenderTable, tenderTablesOfProject(customerId, project.projectId));
    const claimsOf = () =>
      queryAll(UniqueValue, claimsOfKind(customerId, tenderTableClaimKind(project.projectId)));
    expect([(await formsOf()).length, (await claimsOf()).length]).toEqual([2, 2]);

    const deleted = await lead.call('DELETE', `${PROJECTS}?projectId=${project.projectId}&confirmed=true`);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(204);
    // The job's work, run here rather than waited for (it is idempotent if the scheduled run comes too).
    await removeProjectLeftovers(customerId, project.projectId);
    expect([(await formsOf()).length, (await claimsOf()).length]).toEqual([0, 0]);
  });
});
