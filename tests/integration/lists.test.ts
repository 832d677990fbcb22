import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { ListItem } from '../../functions/core/db/entities/list-item.js';
import { listItemUsage } from '../../functions/core/db/list-usage.js';
import { getItem, queryAll } from '../../functions/core/db/ops.js';
import { transact } from '../../functions/core/db/transaction.js';
import { listOperationIds } from '../../functions/routes/customer.js';
import { routes } from '../../functions/routes.js';
import { LIST_KIND_SPECS, LIST_KINDS, type ListKind } from '../../shared/domain/list-kinds.js';
import { LIST_IMPORT_MAX_ROWS } from '../../shared/domain/limits.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { signInWithRights } from './projects-support.js';

let lead: SignedIn;
let buyer: SignedIn;
let siteAdmin: SignedIn;

beforeAll(async () => {
  [lead, buyer, siteAdmin] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('buyer@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
});

const tag = () => randomUUID().slice(0, 8);
const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const USERS = '/api/v1/customer/{customerId}/Users';

/** The method and path of a list's operation, from the route table. */
function routeOf(kind: ListKind, op: keyof ReturnType<typeof listOperationIds>) {
  const operationId = listOperationIds(kind)[op];
  const route = routes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no route ${operationId}`);
  return route;
}

const bodyFor = (kind: ListKind, name: string, code = `C-${tag()}`) =>
  LIST_KIND_SPECS[kind].coded ? { name, code } : { name };

async function add(kind: ListKind, name = `Item ${tag()}`, as = lead) {
  const route = routeOf(kind, 'add');
  const res = await as.call(route.method, route.path, { body: bodyFor(kind, name) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.listItemDTO.values;
}

async function list(kind: ListKind, search?: string, as = lead) {
  const route = routeOf(kind, 'find');
  const res = await as.call(
    'GET',
    search ? `${route.path}?search=${encodeURIComponent(search)}` : route.path,
  );
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.listItemsDTO.values as { id: string; name: string; version: number; code?: string }[];
}

const remove = (kind: ListKind, id: string, as = lead) => {
  const route = routeOf(kind, 'remove');
  return as.call('DELETE', `${route.path}?id=${id}`);
};

const update = (kind: ListKind, body: Record<string, unknown>, lang?: 'en' | 'fr') => {
  const route = routeOf(kind, 'update');
  return lead.call('PUT', route.path, { body, lang });
};

const auditOf = async (entityId: string) =>
  (await queryAll(AuditEvent, auditOfEntity(lead.info.customer.customerId, 'listItem', entityId))).map(
    (e) => e.action,
  );

describe.each(LIST_KINDS)('the %s list', (kind) => {
  it('adds, finds by search, renames at the read version and deletes an item, auditing each change', async () => {
    const name = `Created ${tag()}`;
    const created = await add(kind, name);
    expect(created).toMatchObject({ kind, name, version: 1, usageCount: 0 });

    expect((await list(kind)).map((i) => i.id)).toContain(created.id);
    expect((await list(kind, name.slice(-8).toUpperCase())).map((i) => i.id)).toEqual([created.id]);

    const renamed = await update(kind, {
      ...bodyFor(kind, `Renamed ${tag()}`, created.code),
      id: created.id,
      version: 1,
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(renamed.json.data.listItemDTO.values).toMatchObject({ version: 2 });

    expect((await remove(kind, created.id)).status).toBe(204);
    expect((await list(kind)).map((i) => i.id)).not.toContain(created.id);
    expect(await auditOf(created.id)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });
});

describe('names and versions', () => {
  it('refuses a duplicate name ignoring case, in English and in French, on create and on rename', async () => {
    const name = `Net ${tag()} days`;
    await add('term', name);
    const route = routeOf('term', 'add');
    for (const lang of ['en', 'fr'] as const) {
      const res = await lead.call('POST', route.path, { body: { name: `  ${name.toUpperCase()} ` }, lang });
      expect(res.status).toBe(409);
      expect(res.json.error).toMatchObject({
        code: 'listItemNameExists',
        message: ERROR_CATALOGUE.listItemNameExists[lang],
      });
    }
    const other = await add('term');
    const rename = await update('term', { id: other.id, version: 1, name: name.toLowerCase() }, 'fr');
    expect(rename.status).toBe(409);
    expect(rename.json.error.message).toBe(ERROR_CATALOGUE.listItemNameExists.fr);
  });

  it('keeps names unique per list only: the same name may be in two lists', async () => {
    const name = `Shared ${tag()}`;
    await add('term', name);
    await add('tenderType', name);
  });

  it('refuses a category code already in the list, ignoring case', async () => {
    const code = `AB-${tag()}`;
    const route = routeOf('commodityCategory', 'add');
    expect((await lead.call('POST', route.path, { body: { name: 'One', code } })).status).toBe(201);
    const again = await lead.call('POST', route.path, { body: { name: 'Two', code: code.toLowerCase() } });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('listItemCodeExists');
  });

  it('requires a code for categories and refuses one elsewhere', async () => {
    const category = await lead.call('POST', routeOf('commodityCategory', 'add').path, {
      body: { name: 'No code' },
    });
    expect(category.status).toBe(400);
    expect(category.json.error.fields).toEqual([
      expect.objectContaining({ field: 'body.code', code: 'required' }),
    ]);
    const term = await lead.call('POST', routeOf('term', 'add').path, {
      body: { name: `T ${tag()}`, code: 'X1' },
    });
    expect(term.status).toBe(400);
    expect(term.json.error.fields).toEqual([
      expect.objectContaining({ field: 'body.code', code: 'unknownField' }),
    ]);
  });

  it('answers 409 to a save at a stale version and keeps the newer name', async () => {
    const item = await add('tax');
    expect((await update('tax', { id: item.id, version: 1, name: `First ${tag()}` })).status).toBe(200);
    const stale = await update('tax', { id: item.id, version: 1, name: `Stale ${tag()}` });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('conflict');
    expect((await list('tax')).find((i) => i.id === item.id)?.name).toMatch(/^First /);
  });

  it('refuses names over the limit with the field message', async () => {
    const res = await lead.call('POST', routeOf('term', 'add').path, { body: { name: 'x'.repeat(201) } });
    expect(res.status).toBe(400);
    expect(res.json.error.fields[0]).toMatchObject({ field: 'body.name', code: 'tooLong' });
  });
});

describe('an item used by projects', () => {
  it('cannot be deleted while a project holds it, and can once released', async () => {
    const item = await add('tenderType');
    const ref = { customerId: lead.info.customer.customerId, kind: 'tenderType', listItemId: item.id };
    // What the projects group does in its own transaction when a project takes the item.
    await transact([listItemUsage.add(ref)]);
    expect((await list('tenderType')).find((i) => i.id === item.id)).toMatchObject({
      usageCount: 1,
      version: 1,
    });

    for (const lang of ['en', 'fr'] as const) {
      const refused = await lead.call('DELETE', `${routeOf('tenderType', 'remove').path}?id=${item.id}`, {
        lang,
      });
      expect(refused.status).toBe(409);
      expect(refused.json.error).toMatchObject({
        code: 'listItemInUse',
        message: ERROR_CATALOGUE.listItemInUse[lang],
      });
    }
    // Renaming an item in use is allowed, at the version the editor read (usage does not move it).
    expect((await update('tenderType', { id: item.id, version: 1, name: `In use ${tag()}` })).status).toBe(
      200,
    );

    await transact([listItemUsage.release(ref)]);
    expect((await remove('tenderType', item.id)).status).toBe(204);
  });

  it('refuses a double release and a use of a deleted item, so the count never goes wrong', async () => {
    const item = await add('term');
    const ref = { customerId: lead.info.customer.customerId, kind: 'term', listItemId: item.id };
    await expect(transact([listItemUsage.release(ref)])).rejects.toMatchObject({ code: 'conflict' });
    expect((await remove('term', item.id)).status).toBe(204);
    await expect(transact([listItemUsage.add(ref)])).rejects.toMatchObject({ code: 'conflict' });
  });
});

describe('commodity category import', () => {
  const IMPORT = routes.find((r) => r.operationId === 'importCommodityCategories')!.path;
  const importCsv = (csv: string, lang?: 'en' | 'fr') => lead.call('POST', IMPORT, { body: { csv }, lang });

  it('imports a good file, then upserts by code', async () => {
    const t = tag();
    const first = await importCsv(`code,title,parentCode\nI${t}-1,Roads,\nI${t}-2,Paving,I${t}-1\n`);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.data.categoryImportDTO.values).toEqual({ imported: 2, created: 2, updated: 0 });

    const again = await importCsv(
      `Code,Title,Parent code\ni${t}-2,Asphalt paving,I${t}-1\nI${t}-3,Bridges,I${t}-1\n`,
    );
    expect(again.json.data.categoryImportDTO.values).toEqual({ imported: 2, created: 1, updated: 1 });
    const found = await list('commodityCategory', `I${t}`);
    expect(found.map((c) => [c.code, c.name])).toEqual([
      [`I${t}-1`, 'Roads'],
      [`I${t}-2`, 'Asphalt paving'],
      [`I${t}-3`, 'Bridges'],
    ]);
  });

  it('imports nothing when a row is bad, and names every bad row with its catalogue message', async () => {
    const t = tag();
    const csv = [
      'code,title,parentCode',
      `B${t}-1,Good row,`,
      `,Missing code,`,
      `B${t}-3,,`,
      `B${t}-1,Duplicate code,`,
      `B${t}-5,Unknown parent,NOPE-${t}`,
      `B${t} 6,Bad code,`,
    ].join('\n');
    for (const lang of ['en', 'fr'] as const) {
      const res = await importCsv(csv, lang);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('listImportInvalidRows');
      expect(res.json.error.message).toBe(ERROR_CATALOGUE.listImportInvalidRows[lang]);
      expect(res.json.error.fields.map((f: { field: string; code: string }) => [f.field, f.code])).toEqual([
        ['csv.3.code', 'required'],
        ['csv.4.title', 'required'],
        ['csv.5.code', 'duplicate'],
        ['csv.6.parentCode', 'unknownParent'],
        ['csv.7.code', 'invalidFormat'],
      ]);
    }
    expect(await list('commodityCategory', `B${t}`)).toEqual([]);
  });

  it('refuses a file without the columns, an empty file and one over the row limit', async () => {
    expect((await importCsv('name,description\nA,B\n')).json.error.code).toBe('listImportColumns');
    expect((await importCsv('code,title\n')).json.error.code).toBe('listImportEmpty');
    const rows = Array.from({ length: LIST_IMPORT_MAX_ROWS + 1 }, (_, i) => `${i},T`).join('\n');
    const tooMany = await importCsv(`code,title\n${rows}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.error.code).toBe('listImportTooManyRows');
  });
});

describe('access', () => {
  it('lets whoever may view a project read every list (Build → details shows them), but not change them', async () => {
    const evaluator = await loginAs('evaluator@demo.example');
    for (const viewer of [buyer, evaluator]) {
      for (const kind of LIST_KINDS) expect((await list(kind, undefined, viewer)).length).toBeGreaterThan(0);
      const res = await viewer.call('POST', routeOf('term', 'add').path, { body: { name: `Nope ${tag()}` } });
      expect(res.status).toBe(403);
    }
  });

  it('lets a project viewer read the departments and the people a project names, not their rights', async () => {
    const evaluator = await loginAs('evaluator@demo.example');
    const departments = await evaluator.call('GET', `${NODE}/Departments/All`);
    expect(departments.status, JSON.stringify(departments.json)).toBe(200);
    expect(departments.json.data.departmentsDTO.values.length).toBeGreaterThan(0);
    const users = await evaluator.call('GET', USERS);
    expect(users.status, JSON.stringify(users.json)).toBe(200);
    const rights = await evaluator.call('GET', `${USERS}?filter.fields=permissions`);
    expect(rights.status).toBe(403);
    expect(rights.json.error.code).toBe('permissionDenied');
    // The lead, who views the team, still reads them.
    expect((await lead.call('GET', `${USERS}?filter.fields=permissions`)).status).toBe(200);
  });

  it('refuses the lists to a user who may view neither a project nor the control panel', async () => {
    const reporter = await signInWithRights(lead, ['reports.view', 'suppliers.view'], {
      label: 'Reporter',
      firstName: 'Rita',
      lastName: 'Porter',
    });
    for (const path of [`${NODE}/Departments/All`, USERS])
      expect((await reporter.call('GET', path)).status).toBe(403);
    for (const kind of LIST_KINDS) {
      const res = await reporter.call('GET', routeOf(kind, 'find').path);
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('permissionDenied');
    }
  });

  it('keeps each agency to its own items: another agency’s item is not found', async () => {
    const item = await add('term');
    const theirs = await siteAdmin.call('DELETE', `${routeOf('term', 'remove').path}?id=${item.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe('listItemNotFound');
    const rename = await siteAdmin.call('PUT', routeOf('term', 'update').path, {
      body: { id: item.id, version: 1, name: 'Taken over' },
    });
    expect(rename.status).toBe(404);
    expect((await list('term', undefined, siteAdmin)).map((i) => i.id)).not.toContain(item.id);
    expect(
      await getItem(ListItem, {
        customerId: lead.info.customer.customerId,
        kind: 'term',
        listItemId: item.id,
      }),
    ).toMatchObject({ name: item.name });
  });

  it('seeds the demo agency with a few items per list and the sample categories', async () => {
    for (const kind of LIST_KINDS) expect((await list(kind)).length).toBeGreaterThanOrEqual(3);
    const samples = (await list('commodityCategory', 'Sample')).filter((c) => !c.code?.startsWith('W-'));
    expect(samples.length).toBeGreaterThanOrEqual(3);
  });
});
