/**
 * Saved project searches (docs/product/projects.md#search, decision 027): private or shared, names unique
 * ignoring case.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { UniqueValue } from '../../functions/core/db/entities/unique-value.js';
import { getItem, queryAll } from '../../functions/core/db/ops.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { expectCatalogueError, signInWithRights, tag } from './projects-support.js';

const SAVED = '/api/v1/customer/{customerId}/node/{nodeId}/SavedSearchCriteria';
const SEARCH = '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Search';

let lead: SignedIn;
let buyer: SignedIn;
/** A user of the agency without the Build view right (the demo evaluator has it, to open the project). */
let noBuildView: SignedIn;

beforeAll(async () => {
  [lead, buyer] = await Promise.all([loginAs('lead@demo.example'), loginAs('buyer@demo.example')]);
  noBuildView = await signInWithRights(lead, ['source.view', 'evaluations.view'], {
    label: 'No build view',
    firstName: 'Nora',
    lastName: 'Search',
  });
});

interface Saved {
  id: string;
  name: string;
  shared: boolean;
  mine: boolean;
  version: number;
  criteria: Record<string, unknown>;
}

async function save(as: SignedIn, body: Record<string, unknown>, lang: 'en' | 'fr' = 'en') {
  return as.call('POST', `${SAVED}?type=Project`, { body, lang });
}

async function saved(as: SignedIn, name: string, shared = false, criteria = { searchText: 'snow' }) {
  const res = await save(as, { name, shared, criteria });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.savedSearchDTO.values as Saved;
}

async function list(as: SignedIn): Promise<Saved[]> {
  const res = await as.call('GET', `${SAVED}?type=Project`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.savedSearchesDTO.values;
}

const update = (as: SignedIn, search: Saved, changes: Record<string, unknown>, lang: 'en' | 'fr' = 'en') =>
  as.call('PUT', `${SAVED}?savedSearchId=${search.id}`, {
    body: {
      name: search.name,
      shared: search.shared,
      criteria: search.criteria,
      version: search.version,
      ...changes,
    },
    lang,
  });

function expectNameExists(res: { status: number; json: any }, name: string, lang: 'en' | 'fr') {
  expect(res.status, JSON.stringify(res.json)).toBe(409);
  expect(res.json.error.code).toBe('savedSearchNameExists');
  expect(res.json.error.message).toBe(ERROR_CATALOGUE.savedSearchNameExists[lang].replace('{name}', name));
}

describe('saved project searches', () => {
  it('saves a search and lists the caller’s own and the shared ones, never another’s private one', async () => {
    const mine = await saved(lead, `Lead private ${tag()}`, false, { searchText: 'road' });
    const shared = await saved(buyer, `Buyer shared ${tag()}`, true);
    const hidden = await saved(buyer, `Buyer private ${tag()}`, false);
    const seen = await list(lead);
    const byId = new Map(seen.map((s) => [s.id, s]));
    expect(byId.get(mine.id)).toMatchObject({ mine: true, shared: false, criteria: { searchText: 'road' } });
    expect(byId.get(shared.id)).toMatchObject({ mine: false, shared: true });
    expect(byId.has(hidden.id)).toBe(false);
    const names = seen.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    // The create wrote its audit event with the record.
    const events = await queryAll(
      AuditEvent,
      auditOfEntity(lead.info.customer.customerId, 'savedSearch', mine.id),
    );
    expect(events.map((e) => e.action)).toEqual(['create']);
    expect(events[0]!.actorId).toBe(lead.info.user.userId);
  });

  it('refuses a name already used in the agency, ignoring case, with the name in the message (en and fr)', async () => {
    const name = `Open snow tenders ${tag()}`;
    await saved(buyer, name, false);
    for (const lang of ['en', 'fr'] as const) {
      const clash = `  ${name.toUpperCase()} `;
      expectNameExists(
        await save(lead, { name: clash, shared: true, criteria: {} }, lang),
        clash.trim(),
        lang,
      );
    }
  });

  it('refuses a rename onto another search’s name ignoring case (en and fr), and allows a change of case', async () => {
    const taken = `Taken ${tag()}`;
    await saved(lead, taken, true);
    const search = await saved(lead, `Mine ${tag()}`);
    for (const lang of ['en', 'fr'] as const) {
      expectNameExists(
        await update(lead, search, { name: taken.toLowerCase() }, lang),
        taken.toLowerCase(),
        lang,
      );
    }
    const recased = await update(lead, search, { name: search.name.toUpperCase(), shared: true });
    expect(recased.status, JSON.stringify(recased.json)).toBe(200);
    expect(recased.json.data.savedSearchDTO.values).toMatchObject({
      name: search.name.toUpperCase(),
      shared: true,
      version: 2,
    });
    // The old name is free once renamed away from.
    const renamed = await update(lead, recased.json.data.savedSearchDTO.values, { name: `Renamed ${tag()}` });
    expect(renamed.status).toBe(200);
    const reuse = await save(buyer, { name: search.name, shared: false, criteria: {} });
    expect(reuse.status, JSON.stringify(reuse.json)).toBe(201);
    // A stale version is refused.
    expect((await update(lead, search, { name: `Stale ${tag()}` })).status).toBe(409);
  });

  it('lets exactly one of two simultaneous saves of one name win', async () => {
    const name = `Race ${tag()}`;
    const answers = await Promise.all([
      save(lead, { name, shared: true, criteria: {} }),
      save(buyer, { name: name.toLowerCase(), shared: true, criteria: {} }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await list(lead)).filter((s) => s.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it('lets only the owner change or delete a search; delete frees the name', async () => {
    const search = await saved(lead, `Owned ${tag()}`, true);
    expectCatalogueError(
      await update(buyer, search, { name: `Taken over ${tag()}` }),
      'savedSearchNotOwner',
      'en',
    );
    expectCatalogueError(
      await buyer.call('DELETE', `${SAVED}?savedSearchId=${search.id}`, { lang: 'fr' }),
      'savedSearchNotOwner',
      'fr',
    );
    const privateOne = await saved(lead, `Private ${tag()}`, false);
    expectCatalogueError(
      await buyer.call('DELETE', `${SAVED}?savedSearchId=${privateOne.id}`),
      'savedSearchNotFound',
      'en',
    );
    const removed = await lead.call('DELETE', `${SAVED}?savedSearchId=${search.id}`);
    expect(removed.status).toBe(204);
    expect((await list(lead)).some((s) => s.id === search.id)).toBe(false);
    const claim = await getItem(UniqueValue, {
      customerId: lead.info.customer.customerId,
      kind: 'savedSearch.project',
      value: search.name.toLowerCase(),
    });
    expect(claim).toBeUndefined();
    expect((await save(buyer, { name: search.name, shared: false, criteria: {} })).status).toBe(201);
  });

  it('runs a saved search’s criteria through Projects/Search, and needs the Build right', async () => {
    const search = await saved(lead, `Runnable ${tag()}`, false, {
      searchText: 'zzz-no-such-project',
    } as never);
    const res = await lead.call('POST', SEARCH, { body: { ...search.criteria, limit: 20, start: 0 } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data.projectSearchDTO.values).toMatchObject({ total: 0, rows: [] });
    expectCatalogueError(await noBuildView.call('GET', `${SAVED}?type=Project`), 'permissionDenied', 'en');
  });
});
