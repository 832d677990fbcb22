/**
 * The project team and the activity feed (decision 030) on the local runtime: the Procurement Lead role only
 * by a site administrator (refused in English and French otherwise), add / change / remove with their audit
 * events, and the feed showing a save with its author and each field from → to, searched and paged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { stackTimeIn } from '../helpers/clock.js';
import { loginAs, type SignedIn } from '../helpers/session.js';
import { create, expectCatalogueError, loadRefs, PROJECTS, read, tag, viewOf } from './projects-support.js';

const TEAM = `${PROJECTS}/TeamMembers`;
const FEED = '/api/v1/customer/{customerId}/node/{nodeId}/AuditEvents/Search';
const LANGS = ['en', 'fr'] as const;

let lead: SignedIn;
let buyer: SignedIn;
let evaluator: SignedIn;
let admin: SignedIn;
/** The site administrator's paths into the demo agency, after switching to it. */
let adminTeam: string;
let adminFeed: string;

beforeAll(async () => {
  [lead, buyer, evaluator, admin] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('buyer@demo.example'),
    loginAs('evaluator@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
  await loadRefs(lead);
  const customerId = lead.info.customer.customerId;
  const switched = await admin.call('POST', '/api/v1/login/switchAgency', { body: { customerId } });
  expect(switched.status, JSON.stringify(switched.json)).toBe(200);
  const nodeId = switched.json.data.sessionDTO.values.tenderNode.id as string;
  adminTeam = TEAM.replace('{customerId}', customerId).replace('{nodeId}', nodeId);
  adminFeed = FEED.replace('{customerId}', customerId).replace('{nodeId}', nodeId);
});

const teamOf = async (as: SignedIn, projectId: string, path = TEAM) => {
  const res = await as.call('GET', `${path}?projectId=${projectId}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.projectTeamDTO.values as { members: any[]; candidates: any[] };
};

const feedOf = async (as: SignedIn, projectId: string, params: Record<string, string> = {}, path = FEED) => {
  const query = new URLSearchParams({ projectId, ...params });
  const res = await as.call('GET', `${path}?${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data.activitiesDTO.values as { items: any[]; total: number; eventTypes: string[] };
};

const userIdOf = (as: SignedIn) => as.info.user.userId;

describe('the project team', () => {
  it('lets the lead add a member, change the role and the email choice, and remove them', async () => {
    const { project } = await create(lead);
    const before = await teamOf(lead, project.projectId);
    expect(before.members).toEqual([]);
    expect(before.candidates.map((c) => c.userId)).toContain(userIdOf(evaluator));

    const added = await lead.call('POST', `${TEAM}?projectId=${project.projectId}`, {
      body: { userId: userIdOf(evaluator), role: 'evaluator' },
    });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect(added.json.data.projectTeamMemberDTO.values).toMatchObject({
      userId: userIdOf(evaluator),
      role: 'evaluator',
      receiveQuestionEmail: false,
      version: 1,
      firstName: 'Eve',
    });
    for (const lang of LANGS) {
      const again = await lead.call('POST', `${TEAM}?projectId=${project.projectId}`, {
        body: { userId: userIdOf(evaluator), role: 'projectTeamMember' },
        lang,
      });
      expectCatalogueError(again, 'projectTeamMemberExists', lang);
    }

    const member = `${TEAM}?projectId=${project.projectId}&userId=${userIdOf(evaluator)}`;
    const changed = await lead.call('PUT', member, {
      body: { version: 1, role: 'projectTeamMember', receiveQuestionEmail: true },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    expect(changed.json.data.projectTeamMemberDTO.values).toMatchObject({
      role: 'projectTeamMember',
      receiveQuestionEmail: true,
      version: 2,
    });
    const stale = await lead.call('PUT', member, {
      body: { version: 1, role: 'evaluator', receiveQuestionEmail: true },
    });
    expect(stale.status).toBe(409);

    const team = await teamOf(lead, project.projectId);
    expect(team.members.map((m) => [m.userId, m.role])).toEqual([[userIdOf(evaluator), 'projectTeamMember']]);
    expect(team.candidates.map((c) => c.userId)).not.toContain(userIdOf(evaluator));

    expect((await lead.call('DELETE', member)).status).toBe(204);
    expect((await teamOf(lead, project.projectId)).members).toEqual([]);
    for (const lang of LANGS)
      expectCatalogueError(await lead.call('DELETE', member, { lang }), 'projectTeamMemberNotFound', lang);
  });

  it('lets only a site administrator assign, change or remove the Procurement Lead role, in English and French', async () => {
    const { project } = await create(lead);
    const add = (as: SignedIn, path: string, userId: string, role: string, lang?: 'en' | 'fr') =>
      as.call('POST', `${path}?projectId=${project.projectId}`, {
        body: { userId, role },
        ...(lang ? { lang } : {}),
      });

    for (const lang of LANGS) {
      expectCatalogueError(
        await add(lead, TEAM, userIdOf(buyer), 'procurementLead', lang),
        'projectRoleSiteAdminOnly',
        lang,
      );
    }
    // Another role for the same member is the lead's to give; making them Procurement Lead is not.
    expect((await add(lead, TEAM, userIdOf(buyer), 'purchasingTeamMember')).status).toBe(201);
    const buyerPath = `${TEAM}?projectId=${project.projectId}&userId=${userIdOf(buyer)}`;
    for (const lang of LANGS) {
      const promote = await lead.call('PUT', buyerPath, {
        body: { version: 1, role: 'procurementLead', receiveQuestionEmail: false },
        lang,
      });
      expectCatalogueError(promote, 'projectRoleSiteAdminOnly', lang);
    }

    // The site administrator, switched into the agency, may.
    const adminMember = `${adminTeam}?projectId=${project.projectId}&userId=${userIdOf(buyer)}`;
    const promoted = await admin.call('PUT', adminMember, {
      body: { version: 1, role: 'procurementLead', receiveQuestionEmail: false },
    });
    expect(promoted.status, JSON.stringify(promoted.json)).toBe(200);
    expect(promoted.json.data.projectTeamMemberDTO.values.role).toBe('procurementLead');

    // Once Procurement Lead, the lead can neither demote nor remove them.
    for (const lang of LANGS) {
      const demote = await lead.call('PUT', buyerPath, {
        body: { version: 2, role: 'evaluator', receiveQuestionEmail: false },
        lang,
      });
      expectCatalogueError(demote, 'projectRoleSiteAdminOnly', lang);
      expectCatalogueError(await lead.call('DELETE', buyerPath, { lang }), 'projectRoleSiteAdminOnly', lang);
    }
    expect((await admin.call('DELETE', adminMember)).status).toBe(204);
  });

  it('refuses a user or project the agency does not have, and a change without the Build edit right', async () => {
    const { project } = await create(lead);
    for (const lang of LANGS) {
      const unknownUser = await lead.call('POST', `${TEAM}?projectId=${project.projectId}`, {
        body: { userId: 'no-such-user', role: 'evaluator' },
        lang,
      });
      expectCatalogueError(unknownUser, 'userNotFound', lang);
      const unknownProject = await lead.call('GET', `${TEAM}?projectId=no-such-project`, { lang });
      expectCatalogueError(unknownProject, 'projectNotFound', lang);
    }
    const byEvaluator = await evaluator.call('POST', `${TEAM}?projectId=${project.projectId}`, {
      body: { userId: userIdOf(evaluator), role: 'evaluator' },
    });
    expect(byEvaluator.status).toBe(403);
  });
});

describe('the activity feed', () => {
  it('shows a save with its author and each field from → to, newest first, searchable and paged', async () => {
    const { project } = await create(lead);
    const newName = `Renamed ${tag()}`;
    const saved = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: project.version, settings: { name: newName } },
    });
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    await lead.call('POST', `${TEAM}?projectId=${project.projectId}`, {
      body: { userId: userIdOf(evaluator), role: 'evaluator', receiveQuestionEmail: true },
    });

    const feed = await feedOf(lead, project.projectId);
    expect(feed.total).toBe(3);
    expect(feed.items.map((a) => a.action)).toEqual(['teamMemberAdd', 'update', 'create']);
    const leadName = `${lead.info.user.firstName} ${lead.info.user.lastName}`;
    const update = feed.items[1];
    expect(update).toMatchObject({ actorId: userIdOf(lead), actorName: leadName, entityType: 'project' });
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: project.name, to: newName },
        { field: 'status', from: 'design', to: 'inProgress' },
      ]),
    );
    expect(feed.items[0]).toMatchObject({ subject: 'Eve Valdez', actorName: leadName });
    expect(feed.eventTypes).toEqual(['create', 'teamMemberAdd', 'update']);

    // Searched by keywords (accents and case ignored), event type, author and dates; paged.
    expect(
      (await feedOf(lead, project.projectId, { keywords: newName.toUpperCase() })).items.map((a) => a.action),
    ).toEqual(['update']);
    expect((await feedOf(lead, project.projectId, { keywords: 'EVE VÁLDEZ' })).total).toBe(1);
    expect((await feedOf(lead, project.projectId, { eventType: 'create' })).items).toHaveLength(1);
    expect((await feedOf(lead, project.projectId, { userName: lead.info.user.lastName })).total).toBe(3);
    expect((await feedOf(lead, project.projectId, { userName: 'Nobody Here' })).total).toBe(0);
    const future = stackTimeIn(86_400);
    expect((await feedOf(lead, project.projectId, { 'filter.dateFrom': future })).total).toBe(0);
    const page = await feedOf(lead, project.projectId, { 'filter.start': '1', 'filter.limit': '1' });
    expect(page).toMatchObject({ total: 3, start: 1, limit: 1 });
    expect(page.items.map((a) => a.action)).toEqual(['update']);
  });

  it('shows lifecycle actions with their author, and changes made by a site administrator under their name', async () => {
    const { project } = await create(lead);
    const current = await read(lead, project.projectId);
    const cancelled = await lead.call('PUT', `${PROJECTS}/status?projectId=${project.projectId}`, {
      body: { action: 'cancel', version: current.project.version, reason: 'No budget' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(viewOf(cancelled).project.status).toBe('cancelled');
    await admin.call('POST', `${adminTeam}?projectId=${project.projectId}`, {
      body: { userId: userIdOf(buyer), role: 'procurementLead' },
    });

    const feed = await feedOf(admin, project.projectId, {}, adminFeed);
    expect(feed.items.map((a) => a.action)).toEqual(['teamMemberAdd', 'cancel', 'create']);
    expect(feed.items[0].actorId).toBe(userIdOf(admin));
    expect(feed.items[0].actorName).toBe(`${admin.info.user.firstName} ${admin.info.user.lastName}`);
    expect(feed.items[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'design', to: 'cancelled' },
        { field: 'reason', from: null, to: 'No budget' },
      ]),
    );
  });
});
