/**
 * Build → compliance and Build → invitations (the project-build group), and the project rules of decision
 * 032 on the local runtime: one invitation per address (also under a race), the compliance list and its
 * status rule, the publish checklist reading both, a deleted project taking them along, the agency's
 * department restriction, drop-down items in use, and converting a planned notice. Refusals in EN and FR.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../functions/core/audit.js';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import {
  complianceItemsOfProject,
  ProjectComplianceItem,
} from '../../functions/core/db/entities/project-compliance-item.js';
import {
  invitationClaimKind,
  invitationsOfProject,
  ProjectInvitation,
} from '../../functions/core/db/entities/project-invitation.js';
import { UniqueValue } from '../../functions/core/db/entities/unique-value.js';
import { getItem, queryAll } from '../../functions/core/db/ops.js';
import { createDepartment, createDivision } from '../../functions/users/department-service.js';
import { createUser, createUserGroup } from '../../functions/users/user-service.js';
import { DEMO_PASSWORD, loginAs, type SignedIn } from '../helpers/session.js';
import {
  act,
  complete,
  create,
  DAY,
  expectCatalogueError,
  inSeconds,
  loadRefs,
  PROJECTS,
  read,
  signInWithRights,
  tag,
  viewOf,
} from './projects-support.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const COMPLIANCE = `${PROJECTS}/Compliance`;
const INVITATIONS = `${PROJECTS}/Invitations`;
const RESTRICTION = `${NODE}/control-panel/department-restriction`;
const LANGS = ['en', 'fr'] as const;

let lead: SignedIn;
/** A user of the agency without the Build view right (the demo evaluator has it, to open the project). */
let noBuildView: SignedIn;

beforeAll(async () => {
  lead = await loginAs('lead@demo.example');
  noBuildView = await signInWithRights(lead, ['source.view', 'evaluations.view'], {
    label: 'No build view',
    firstName: 'Nora',
    lastName: 'Build',
  });
  await loadRefs(lead);
});

const values = (res: { json: any }, name: string) => res.json.data[`${name}DTO`].values;
const fieldsOf = (res: { json: any }) => res.json.error.fields.map((f: any) => f.field);

async function invite(as: SignedIn, projectId: string, email: string, lang?: 'en' | 'fr') {
  return as.call('POST', `${INVITATIONS}?projectId=${projectId}`, {
    body: { email, companyName: `Company ${tag()}`, contactName: 'Ana Ruiz', city: 'Riverton' },
    ...(lang ? { lang } : {}),
  });
}

async function addItem(as: SignedIn, projectId: string, title: string, lang?: 'en' | 'fr') {
  return as.call('POST', `${COMPLIANCE}?projectId=${projectId}`, {
    body: { title, description: 'At least $2,000,000.', mandatory: true },
    ...(lang ? { lang } : {}),
  });
}

describe('Build → invitations', () => {
  it('invites by address and company, lists the latest first, and refuses a second invitation to an address', async () => {
    const { project } = await create(lead, { sourceMethod: 'invitational' });
    const empty = await lead.call('GET', `${INVITATIONS}?projectId=${project.projectId}`);
    expect(empty.status).toBe(200);
    expect(values(empty, 'invitations')).toEqual([]);

    const first = await invite(lead, project.projectId, 'bids@north.example');
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    const second = await invite(lead, project.projectId, 'sales@south.example');
    expect(second.status).toBe(201);
    expect(values(second, 'invitation')).toMatchObject({
      email: 'sales@south.example',
      contactName: 'Ana Ruiz',
      city: 'Riverton',
      invitedBy: lead.info.user.userId,
    });

    const list = values(
      await lead.call('GET', `${INVITATIONS}?projectId=${project.projectId}`),
      'invitations',
    );
    expect(list.map((i: any) => i.email)).toEqual(['sales@south.example', 'bids@north.example']);

    for (const lang of LANGS) {
      const duplicate = await invite(lead, project.projectId, '  BIDS@North.Example ', lang);
      expectCatalogueError(duplicate, 'invitationExists', lang);
      expect(fieldsOf(duplicate)).toEqual(['body.email']);
    }
    // The same address may be invited to another project.
    const other = await create(lead, { sourceMethod: 'invitational' });
    expect((await invite(lead, other.project.projectId, 'bids@north.example')).status).toBe(201);
  });

  it('lets exactly one of many simultaneous invitations to one address through', async () => {
    const { project } = await create(lead, { sourceMethod: 'invitational' });
    const address = `race-${tag()}@east.example`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        invite(lead, project.projectId, i % 2 ? address.toUpperCase() : address),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201))
      expectCatalogueError(refused, 'invitationExists', 'en');
    const stored = await queryAll(
      ProjectInvitation,
      invitationsOfProject(lead.info.customer.customerId, project.projectId),
    );
    expect(stored).toHaveLength(1);
  });

  it('removes an invitation, which frees its address, and writes both changes to the project’s audit trail', async () => {
    const { project } = await create(lead, { sourceMethod: 'invitational' });
    const invited = values(await invite(lead, project.projectId, 'bids@west.example'), 'invitation');
    const removed = await lead.call(
      'DELETE',
      `${INVITATIONS}?projectId=${project.projectId}&invitationId=${invited.invitationId}`,
    );
    expect(removed.status).toBe(204);
    const again = await lead.call(
      'DELETE',
      `${INVITATIONS}?projectId=${project.projectId}&invitationId=${invited.invitationId}`,
      { lang: 'fr' },
    );
    expectCatalogueError(again, 'invitationNotFound', 'fr');
    expect((await invite(lead, project.projectId, 'bids@west.example')).status).toBe(201);

    const audit = await queryAll(
      AuditEvent,
      auditOfEntity(lead.info.customer.customerId, 'project', project.projectId),
    );
    expect(audit.map((e) => e.action)).toEqual(['create', 'invite', 'uninvite', 'invite']);
    expect(audit[2]).toMatchObject({
      actorId: lead.info.user.userId,
      before: { email: 'bids@west.example' },
    });
    const feed = await lead.call('GET', `${NODE}/AuditEvents/Search?projectId=${project.projectId}`);
    expect(feed.status, JSON.stringify(feed.json)).toBe(200);
    const shown = (feed.json.data.activitiesDTO.values.items as any[]).map((e) => e.action);
    expect(shown.filter((action) => action !== 'create').sort()).toEqual(['invite', 'invite', 'uninvite']);
  });

  it('makes an invitational bid’s publish checklist ask for an invited supplier until one is invited', async () => {
    const { project } = await create(lead, { sourceMethod: 'invitational' });
    const saved = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: project.version, settings: { classification: 'services' } },
    });
    const missing = (view: any) => view.missingPublishItems.map((item: any) => item.id);
    expect(missing(viewOf(saved))).toContain('invitedSupplier');
    await invite(lead, project.projectId, 'bids@north.example');
    expect(missing(await read(lead, project.projectId))).not.toContain('invitedSupplier');
  });

  it('refuses a user without the Build view right, and a closed project’s list', async () => {
    const { project } = await create(lead);
    const denied = await noBuildView.call('GET', `${INVITATIONS}?projectId=${project.projectId}`, {
      lang: 'fr',
    });
    expect(denied.status).toBe(403);
    const cancelled = await act(lead, project, 'cancel');
    expect(cancelled.status).toBe(200);
    for (const lang of LANGS)
      expectCatalogueError(
        await invite(lead, project.projectId, 'late@north.example', lang),
        'invitationsClosed',
        lang,
      );
    const unknown = await lead.call('GET', `${INVITATIONS}?projectId=${randomUUID()}`);
    expectCatalogueError(unknown, 'projectNotFound', 'en');
  });
});

describe('Build → compliance', () => {
  it('adds, renames at the version read and removes items; titles are unique ignoring case', async () => {
    const { project } = await create(lead);
    const added = await addItem(lead, project.projectId, 'Certificate of insurance');
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    const item = values(added, 'complianceItem');
    expect(item).toMatchObject({ title: 'Certificate of insurance', mandatory: true, version: 1 });
    expect((await addItem(lead, project.projectId, 'WSIB clearance')).status).toBe(201);

    for (const lang of LANGS) {
      const taken = await addItem(lead, project.projectId, 'certificate OF insurance', lang);
      expectCatalogueError(taken, 'complianceTitleExists', lang);
      expect(fieldsOf(taken)).toEqual(['body.title']);
    }
    const renamed = await lead.call('PUT', `${COMPLIANCE}?projectId=${project.projectId}`, {
      body: { complianceId: item.complianceId, version: 1, title: 'Proof of insurance', mandatory: false },
    });
    expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
    expect(values(renamed, 'complianceItem')).toMatchObject({
      title: 'Proof of insurance',
      version: 2,
      mandatory: false,
    });
    expect(values(renamed, 'complianceItem').description).toBeUndefined();
    const stale = await lead.call('PUT', `${COMPLIANCE}?projectId=${project.projectId}`, {
      body: { complianceId: item.complianceId, version: 1, title: 'Insurance', mandatory: true },
    });
    expectCatalogueError(stale, 'conflict', 'en');
    // The old title is free again once renamed.
    expect((await addItem(lead, project.projectId, 'Certificate of insurance')).status).toBe(201);

    const removed = await lead.call(
      'DELETE',
      `${COMPLIANCE}?projectId=${project.projectId}&complianceId=${item.complianceId}`,
    );
    expect(removed.status).toBe(204);
    const list = values(
      await lead.call('GET', `${COMPLIANCE}?projectId=${project.projectId}`),
      'complianceItems',
    );
    expect(list.map((i: any) => i.title)).toEqual(['WSIB clearance', 'Certificate of insurance']);
  });

  it('asks for a compliance item in the publish checklist when the bid has compliance, and locks the list once published', async () => {
    const { project } = await create(lead);
    const completed = await complete(lead, project, inSeconds(DAY));
    const withCompliance = await lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: completed.version, details: { tender: { hasCompliancy: true } } },
    });
    expect(withCompliance.status, JSON.stringify(withCompliance.json)).toBe(200);
    expect(viewOf(withCompliance).missingPublishItems.map((i: any) => i.id)).toEqual(['complianceItems']);
    const refused = await act(lead, viewOf(withCompliance).project, 'publish');
    expectCatalogueError(refused, 'projectPublishChecklistIncomplete', 'en');

    await addItem(lead, project.projectId, 'Safety certificate');
    const ready = await read(lead, project.projectId);
    expect(ready.missingPublishItems).toEqual([]);
    const published = await act(lead, ready.project, 'publish');
    expect(published.status, JSON.stringify(published.json)).toBe(200);
    for (const lang of LANGS)
      expectCatalogueError(
        await addItem(lead, project.projectId, 'Late item', lang),
        'complianceLocked',
        lang,
      );
  });
});

describe('deleting a project', () => {
  it('removes its compliance items and invitations with their claims', async () => {
    const { project } = await create(lead);
    await addItem(lead, project.projectId, 'Bonding letter');
    await invite(lead, project.projectId, 'bids@gone.example');
    const { customerId } = lead.info.customer;
    const deleted = await lead.call('DELETE', `${PROJECTS}?projectId=${project.projectId}&confirmed=true`);
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(204);
    expect(await queryAll(ProjectInvitation, invitationsOfProject(customerId, project.projectId))).toEqual(
      [],
    );
    expect(
      await queryAll(ProjectComplianceItem, complianceItemsOfProject(customerId, project.projectId)),
    ).toEqual([]);
    expect(
      await getItem(UniqueValue, {
        customerId,
        kind: invitationClaimKind(project.projectId),
        value: 'bids@gone.example',
      }),
    ).toBeUndefined();
  });
});

describe('the department restriction (docs/product/suppliers-and-accounts.md#roles-and-permissions)', () => {
  let restricted: SignedIn;
  let ownProject: any;
  let otherProject: any;

  beforeAll(async () => {
    const { customerId } = lead.info.customer;
    const refs = await loadRefs(lead);
    const parks = await createDepartment(customerId, `Parks ${tag()}`, SYSTEM_ACTOR);
    const trails = await createDivision(
      customerId,
      { departmentId: parks.departmentId, name: 'Trails' },
      SYSTEM_ACTOR,
    );
    const group = await createUserGroup(
      {
        customerId,
        name: `Department buyers ${tag()}`,
        permissionIds: ['build.view', 'build.edit', 'department.restrictToOwn'],
      },
      SYSTEM_ACTOR,
    );
    const email = `dept-${tag()}@demo.example`;
    await createUser(
      {
        customerId,
        email,
        firstName: 'Dee',
        lastName: 'Partment',
        password: DEMO_PASSWORD,
        groupIds: [group.groupId],
        departmentIds: [refs.departmentId],
      },
      SYSTEM_ACTOR,
    );
    restricted = await loginAs(email);
    ownProject = (await create(lead)).project;
    otherProject = (await create(lead, { departmentId: parks.departmentId, divisionId: trails.divisionId }))
      .project;
  });

  // The agency's setting outlives a run (a schema-fuzz case may have turned it on): the test starts from off.
  const turnRestrictionOff = async () => {
    const current = values(await lead.call('GET', RESTRICTION), 'departmentRestriction');
    if (current.restrictProjectsByDepartment)
      await lead.call('PUT', RESTRICTION, {
        body: { restrictProjectsByDepartment: false, version: current.version },
      });
  };
  beforeAll(turnRestrictionOff);
  afterAll(turnRestrictionOff);

  it('keeps a restricted user to their departments’ projects once the agency turns it on', async () => {
    const off = values(await lead.call('GET', RESTRICTION), 'departmentRestriction');
    expect(off.restrictProjectsByDepartment).toBe(false);
    expect((await restricted.call('GET', `${PROJECTS}?projectId=${otherProject.projectId}`)).status).toBe(
      200,
    );

    const on = await lead.call('PUT', RESTRICTION, {
      body: { restrictProjectsByDepartment: true, version: off.version },
    });
    expect(on.status, JSON.stringify(on.json)).toBe(200);
    expect(values(on, 'departmentRestriction')).toEqual({
      restrictProjectsByDepartment: true,
      version: off.version + 1,
    });
    const stale = await lead.call('PUT', RESTRICTION, {
      body: { restrictProjectsByDepartment: false, version: off.version },
    });
    expectCatalogueError(stale, 'conflict', 'en');

    for (const lang of LANGS) {
      const project = await restricted.call('GET', `${PROJECTS}?projectId=${otherProject.projectId}`, {
        lang,
      });
      expectCatalogueError(project, 'projectNotAuthorized', lang);
      const invitations = await restricted.call('GET', `${INVITATIONS}?projectId=${otherProject.projectId}`, {
        lang,
      });
      expectCatalogueError(invitations, 'projectNotAuthorized', lang);
    }
    expect((await restricted.call('GET', `${PROJECTS}?projectId=${ownProject.projectId}`)).status).toBe(200);
    expect((await restricted.call('GET', `${INVITATIONS}?projectId=${ownProject.projectId}`)).status).toBe(
      200,
    );

    const audit = await queryAll(
      AuditEvent,
      auditOfEntity(lead.info.customer.customerId, 'customer', lead.info.customer.customerId),
    );
    expect(audit.at(-1)).toMatchObject({
      action: 'updateDepartmentRestriction',
      actorId: lead.info.user.userId,
      before: { restrictProjectsByDepartment: false },
      after: { restrictProjectsByDepartment: true },
    });
  });
});

describe('drop-down items used by projects (decision 024)', () => {
  const TERM = `${NODE}/Term`;
  const addTerm = async () =>
    values(await lead.call('POST', TERM, { body: { name: `Net ${tag()}` } }), 'listItem');
  const usageOf = async (id: string) =>
    values(await lead.call('GET', `${TERM}/All`), 'listItems').find((t: any) => t.id === id).usageCount;
  const setTerm = (project: any, termId: string, lang?: 'en' | 'fr') =>
    lead.call('PUT', `${PROJECTS}?projectId=${project.projectId}`, {
      body: { version: project.version, details: { termId } },
      ...(lang ? { lang } : {}),
    });

  it('refuses to delete a term a project uses, and deletes it once no project does', async () => {
    const [first, second] = [await addTerm(), await addTerm()];
    const { project } = await create(lead);
    const used = await setTerm(project, first.id);
    expect(used.status, JSON.stringify(used.json)).toBe(200);
    expect(await usageOf(first.id)).toBe(1);

    for (const lang of LANGS)
      expectCatalogueError(
        await lead.call('DELETE', `${TERM}?id=${first.id}`, { lang }),
        'listItemInUse',
        lang,
      );

    // A copy uses the term too; deleting the copy gives its use back.
    const copy = await lead.call('POST', `${PROJECTS}/Copy`, {
      body: {
        name: `Copy ${tag()}`,
        sourceProjectId: project.projectId,
        copyFormsAndInstructions: false,
        departmentId: project.departmentId,
        divisionId: project.divisionId,
        projectLeadId: project.projectLeadId,
      },
    });
    expect(copy.status, JSON.stringify(copy.json)).toBe(201);
    expect(await usageOf(first.id)).toBe(2);
    const copied = viewOf(copy).project;
    expect(
      (await lead.call('DELETE', `${PROJECTS}?projectId=${copied.projectId}&confirmed=true`)).status,
    ).toBe(204);
    expect(await usageOf(first.id)).toBe(1);

    const changed = await setTerm(viewOf(used).project, second.id);
    expect(changed.status).toBe(200);
    expect(await usageOf(first.id)).toBe(0);
    expect(await usageOf(second.id)).toBe(1);
    expect((await lead.call('DELETE', `${TERM}?id=${first.id}`)).status).toBe(204);
  });

  it('refuses a term the agency does not have, at its field', async () => {
    const { project } = await create(lead);
    for (const lang of LANGS) {
      const unknown = await setTerm(project, `missing-${tag()}`, lang);
      expectCatalogueError(unknown, 'listItemNotFound', lang);
      expect(fieldsOf(unknown)).toEqual(['body.details.termId']);
    }
  });
});

describe('converting a notice of planned procurement (docs/product/projects.md#lifecycle)', () => {
  async function plannedNotice() {
    const notice = await create(lead, { startMode: 'plannedNotice', type: undefined });
    const ready = await complete(lead, notice.project, inSeconds(DAY));
    const planned = await act(lead, ready, 'publishPlanned');
    expect(planned.status, JSON.stringify(planned.json)).toBe(200);
    return viewOf(planned).project;
  }

  it('makes a new Design project from the notice, linked both ways, once', async () => {
    const notice = await plannedNotice();
    const converted = await lead.call('POST', `${PROJECTS}/Convert?projectId=${notice.projectId}`);
    expect(converted.status, JSON.stringify(converted.json)).toBe(201);
    const project = viewOf(converted).project;
    expect(project).toMatchObject({
      name: notice.name,
      type: 'source',
      kind: 'formal',
      status: 'design',
      phase: 'build',
      description: notice.description,
      categoryIds: notice.categoryIds,
      departmentId: notice.departmentId,
      convertedFromProjectId: notice.projectId,
      hasLinkedProject: true,
      linkedProjectId: notice.projectId,
    });
    expect(project.number).not.toBe(notice.number);
    const after = (await read(lead, notice.projectId)).project;
    expect(after).toMatchObject({ status: 'planned', convertedToProjectId: project.projectId });

    for (const lang of LANGS) {
      const twice = await lead.call('POST', `${PROJECTS}/Convert?projectId=${notice.projectId}`, { lang });
      expectCatalogueError(twice, 'transitionNotAllowed', lang);
    }
    const audit = await queryAll(
      AuditEvent,
      auditOfEntity(lead.info.customer.customerId, 'project', notice.projectId),
    );
    expect(audit.at(-1)).toMatchObject({
      action: 'convertPlannedNotice',
      after: { convertedToProjectId: project.projectId },
    });
  });

  it('converts through the lifecycle action too, and refuses a project that is not a planned notice', async () => {
    const notice = await plannedNotice();
    const acted = await act(lead, notice, 'convertPlannedNotice');
    expect(acted.status, JSON.stringify(acted.json)).toBe(200);
    expect(viewOf(acted).project.convertedFromProjectId).toBe(notice.projectId);

    const { project } = await create(lead);
    for (const lang of LANGS) {
      const refused = await lead.call('POST', `${PROJECTS}/Convert?projectId=${project.projectId}`, { lang });
      expectCatalogueError(refused, 'transitionNotAllowed', lang);
    }
  });
});
