/**
 * The agency's minimum bid period (control panel → source settings): 0 to 365 whole days, refused otherwise
 * with the catalogue's text; a bid whose closing leaves it out fewer days is warned of in the project's view
 * (findBidPeriodShortfall), which Build → dates and publish show. The setting is the demo agency's: the test
 * puts it back to none at the end, whatever happens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type SignedIn } from '../helpers/session.js';
import {
  complete,
  create,
  DAY,
  expectCatalogueError,
  inSeconds,
  loadRefs,
  PROJECTS,
  viewOf,
} from './projects-support.js';

const SETTINGS = '/api/v1/customer/{customerId}/node/{nodeId}/control-panel/source-settings';
let lead: SignedIn;

const settingsOf = async () => {
  const res = await lead.call('GET', SETTINGS);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.sourceSettingsDTO.values;
};
const setMinimum = async (minimumBidPeriodDays: unknown, lang: 'en' | 'fr' = 'en') => {
  const current = await settingsOf();
  return lead.call('PUT', SETTINGS, {
    lang,
    body: { defaultNoBidEmail: current.defaultNoBidEmail, minimumBidPeriodDays, version: current.version },
  });
};

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  await loadRefs(lead);
});
afterAll(async () => {
  await setMinimum(0);
});

describe('the minimum bid period', () => {
  it('is 0 to 365 whole days, refused otherwise in the user’s language', async () => {
    expect((await settingsOf()).minimumBidPeriodDays).toBe(0);
    expectCatalogueError(await setMinimum(366), 'minimumBidPeriodInvalid', 'en');
    expectCatalogueError(await setMinimum(-1, 'fr'), 'minimumBidPeriodInvalid', 'fr');
    expectCatalogueError(await setMinimum(2.5), 'minimumBidPeriodInvalid', 'en');
    const saved = await setMinimum(10);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.data.sourceSettingsDTO.values).toMatchObject({ minimumBidPeriodDays: 10 });
  });

  it('warns of a closing that leaves the bid out fewer days, and not of one that leaves enough', async () => {
    await setMinimum(10);
    const { project } = await create(lead, { name: 'Short bid period' });
    const ready = await complete(lead, project, inSeconds(DAY));
    const short = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: ready.version, dates: { closingDate: inSeconds(6 * DAY - 60) } },
    });
    expect(short.status, JSON.stringify(short.json)).toBe(200);
    // Published in a day, closing four days and 23 hours later: four whole days.
    expect(viewOf(short).bidPeriodShortfall).toEqual({ days: 4, minimumDays: 10 });

    const enough = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: viewOf(short).project.version, dates: { closingDate: inSeconds(12 * DAY) } },
    });
    expect(enough.status, JSON.stringify(enough.json)).toBe(200);
    expect(viewOf(enough)).not.toHaveProperty('bidPeriodShortfall');

    // No minimum, no warning.
    await setMinimum(0);
    const read = await lead.call('GET', `${PROJECTS}?projectId=${project.projectId}`);
    expect(viewOf(read)).not.toHaveProperty('bidPeriodShortfall');
  });
});
