import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { NO_DEPARTMENT_PERMISSION_QUESTION } from '../../shared/domain/user-groups.js';
import { eventually } from '../helpers/api.js';
import { loginAs, type SignedIn } from '../helpers/session.js';

const GROUPS = '/api/v1/customer/{customerId}/node/{nodeId}/UserGroups';
const USERS = '/api/v1/customer/{customerId}/Users';
const STRONG = 'Str0ng!Passw0rd';

let lead: SignedIn;
let buyer: SignedIn;
let siteAdmin: SignedIn;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  [lead, buyer, siteAdmin] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('buyer@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
});

afterAll(() => {
  for (const socket of sockets) socket.close();
});

const tag = () => randomUUID().slice(0, 8);

async function addGroup(overrides: Record<string, unknown> = {}, as = lead) {
  const res = await as.call('POST', GROUPS, {
    body: {
      name: `Group ${tag()}`,
      permissionIds: ['teamMembers.view', 'department.restrictToOwn'],
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.userGroupDTO.values;
}

async function listGroups(as = lead, fields = 'Users,ProPermissions') {
  const res = await as.call('GET', `${GROUPS}?filter.fields=${fields}`);
  expect(res.status).toBe(200);
  return res.json.data.userGroupsDTO.values as any[];
}

async function addUser(overrides: Record<string, unknown> = {}) {
  const t = tag();
  const res = await lead.call('POST', USERS, {
    body: { firstName: 'Member', lastName: t, email: `member-${t}@demo.example`, ...overrides },
  });
  expect(res.status).toBe(201);
  return res.json.data.userDTO.values;
}

/** Opens the realtime channel bound to a session (one-time ticket) and collects what it hears. */
async function openChannel(session: SignedIn) {
  const res = await session.call('GET', '/api/v1/realtime/ticket');
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const { url, ticket } = res.json.data.realtimeTicketDTO.values as { url: string; ticket: string };
  const socket = new WebSocket(`${url}${url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`);
  sockets.push(socket);
  const messages: any[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return messages;
}

describe('UserGroups: create, list, uniqueness', () => {
  it('creates a group and lists it with its users and categorised permissions', async () => {
    const group = await addGroup({ permissionIds: ['build.view', 'department.restrictToOwn'] });
    expect(group).toMatchObject({
      permissionIds: ['build.view', 'department.restrictToOwn'],
      departmentIds: [],
      version: 1,
    });
    const listed = (await listGroups()).find((g) => g.userGroupId === group.userGroupId);
    expect(listed).toMatchObject({
      name: group.name,
      users: [],
      proPermissions: [
        { id: 'build.view', category: 'Build' },
        { id: 'department.restrictToOwn', category: 'Department' },
      ],
    });
    const plain = (await listGroups(lead, '')).find((g) => g.userGroupId === group.userGroupId);
    expect(plain.users).toBeUndefined();
    expect(plain.proPermissions).toBeUndefined();
  });

  it('refuses a name already used, ignoring case', async () => {
    const group = await addGroup();
    const res = await lead.call('POST', GROUPS, {
      body: { name: ` ${group.name.toUpperCase()} `, permissionIds: ['department.restrictToOwn'] },
      lang: 'fr',
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 'userGroupNameExists',
      message: ERROR_CATALOGUE.userGroupNameExists.fr,
    });
  });

  it('asks for confirmation before saving a group with no department permission', async () => {
    const name = `No department ${tag()}`;
    const refused = await lead.call('POST', GROUPS, { body: { name, permissionIds: ['build.view'] } });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatchObject({
      code: 'notAllowed',
      message: NO_DEPARTMENT_PERMISSION_QUESTION.en,
    });
    expect((await listGroups()).some((g) => g.name === name)).toBe(false);

    const french = await lead.call('POST', GROUPS, { body: { name, permissionIds: [] }, lang: 'fr' });
    expect(french.json.error.message).toBe(NO_DEPARTMENT_PERMISSION_QUESTION.fr);

    const confirmed = await lead.call('POST', GROUPS, {
      body: { name, permissionIds: ['build.view'], confirmNoDepartmentPermissions: true },
    });
    expect(confirmed.status).toBe(201);
  });

  it('refuses permission ids that are not in the catalogue', async () => {
    const res = await lead.call('POST', GROUPS, {
      body: { name: `Bad ${tag()}`, permissionIds: ['department.restrictToOwn', 'launch.missiles'] },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('userGroupInvalidPermissionId');
  });
});

describe('UserGroups: edit and delete', () => {
  it('renames at the read version: the old name is free, the new one taken, a stale save refused', async () => {
    const group = await addGroup();
    const newName = `Renamed ${tag()}`;
    const saved = await lead.call('PUT', GROUPS, {
      body: {
        userGroupId: group.userGroupId,
        version: 1,
        name: newName,
        permissionIds: ['department.restrictToOwn', 'reports.view'],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.data.userGroupDTO.values).toMatchObject({
      name: newName,
      permissionIds: ['department.restrictToOwn', 'reports.view'],
      version: 2,
    });

    await addGroup({ name: group.name });
    const taken = await lead.call('POST', GROUPS, {
      body: { name: newName.toLowerCase(), permissionIds: ['department.restrictToOwn'] },
    });
    expect(taken.json.error.code).toBe('userGroupNameExists');

    const stale = await lead.call('PUT', GROUPS, {
      body: {
        userGroupId: group.userGroupId,
        version: 1,
        name: 'Lost',
        permissionIds: ['department.restrictToOwn'],
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('conflict');
  });

  it('adds and removes members, and their open sessions get the new permissions at once', async () => {
    const group = await addGroup({ permissionIds: ['teamMembers.view', 'department.restrictToOwn'] });
    const user = await addUser({ password: STRONG });
    const session = await loginAs(user.email, 'demo', STRONG);
    expect((await session.call('GET', USERS)).status).toBe(403);

    const added = await lead.call('POST', `${GROUPS}/Users`, {
      body: { userGroupId: group.userGroupId, userIds: [user.userId] },
    });
    expect(added.status).toBe(200);
    expect(added.json.data.userGroupDTO.values.users.map((u: any) => u.userId)).toEqual([user.userId]);
    expect(
      (await lead.call('GET', `${USERS}?userId=${user.userId}`)).json.data.usersDTO.values.groupIds,
    ).toEqual([group.userGroupId]);
    expect((await session.call('GET', USERS)).status).toBe(200);

    const removed = await lead.call('DELETE', `${GROUPS}/Users`, {
      body: { userGroupId: group.userGroupId, userIds: [user.userId] },
    });
    expect(removed.status).toBe(200);
    expect(removed.json.data.userGroupDTO.values.users).toEqual([]);
    expect((await session.call('GET', USERS)).status).toBe(403);
  });

  it('changing a group’s permissions reaches its members’ sessions', async () => {
    const group = await addGroup({ permissionIds: ['department.restrictToOwn'] });
    const user = await addUser({ password: STRONG, groupIds: [group.userGroupId] });
    const session = await loginAs(user.email, 'demo', STRONG);
    expect((await session.call('GET', USERS)).status).toBe(403);
    const saved = await lead.call('PUT', GROUPS, {
      body: {
        userGroupId: group.userGroupId,
        version: 1,
        name: group.name,
        permissionIds: ['department.restrictToOwn', 'teamMembers.view'],
      },
    });
    expect(saved.status).toBe(200);
    expect((await session.call('GET', USERS)).status).toBe(200);
  });

  it('refuses users that are not of the agency', async () => {
    const group = await addGroup();
    const res = await lead.call('POST', `${GROUPS}/Users`, {
      body: { userGroupId: group.userGroupId, userIds: [siteAdmin.info.user.userId] },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe('userGroupInvalidUserId');
  });

  it('deletes a group, removes it from its users and frees its name', async () => {
    const group = await addGroup();
    const user = await addUser({ groupIds: [group.userGroupId] });
    const res = await lead.call('DELETE', `${GROUPS}?userGroupId=${group.userGroupId}`);
    expect(res.status).toBe(204);
    expect((await listGroups()).some((g) => g.userGroupId === group.userGroupId)).toBe(false);
    const after = (await lead.call('GET', `${USERS}?userId=${user.userId}`)).json.data.usersDTO.values;
    expect(after.groupIds).toEqual([]);
    expect(after.version).toBe(2);
    await addGroup({ name: group.name });

    const again = await lead.call('DELETE', `${GROUPS}?userGroupId=${group.userGroupId}`);
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe('userGroupNotFound');
  });
});

describe('UserGroups: realtime', () => {
  it('pushes userGroupUpdated to the agency’s open screens, and only to them', async () => {
    const demoScreen = await openChannel(lead);
    const otherAgencyScreen = await openChannel(siteAdmin);
    const group = await addGroup();
    const event = { type: 'userGroupUpdated', customerId: lead.info.customer.customerId };
    await eventually(async () => (demoScreen.some((m) => m.type === 'userGroupUpdated') ? true : undefined));
    expect(demoScreen).toContainEqual(event);

    demoScreen.length = 0;
    await lead.call('DELETE', `${GROUPS}?userGroupId=${group.userGroupId}`);
    await eventually(async () => (demoScreen.length > 0 ? true : undefined));
    expect(demoScreen).toEqual([event]);
    expect(otherAgencyScreen.filter((m) => m.type === 'userGroupUpdated')).toEqual([]);
  });
});

describe('UserGroups: who may', () => {
  it('lets a buyer read groups but not change them', async () => {
    expect((await buyer.call('GET', GROUPS)).status).toBe(200);
    const group = await addGroup();
    const attempts = [
      await buyer.call('POST', GROUPS, {
        body: { name: `Buyer ${tag()}`, permissionIds: ['department.restrictToOwn'] },
      }),
      await buyer.call('PUT', GROUPS, {
        body: {
          userGroupId: group.userGroupId,
          version: 1,
          name: 'X',
          permissionIds: ['department.restrictToOwn'],
        },
      }),
      await buyer.call('DELETE', `${GROUPS}?userGroupId=${group.userGroupId}`),
      await buyer.call('POST', `${GROUPS}/Users`, {
        body: { userGroupId: group.userGroupId, userIds: [buyer.info.user.userId] },
      }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('permissionDenied');
    }
    expect((await listGroups()).find((g) => g.userGroupId === group.userGroupId)).toMatchObject({
      version: 1,
    });
  });

  it('answers 404 to another agency naming demo groups, and changes nothing', async () => {
    const group = await addGroup();
    const user = await addUser({ groupIds: [group.userGroupId] });
    const attempts = [
      await siteAdmin.call('DELETE', `${GROUPS}?userGroupId=${group.userGroupId}`),
      await siteAdmin.call('PUT', GROUPS, {
        body: {
          userGroupId: group.userGroupId,
          version: 1,
          name: 'X',
          permissionIds: ['department.restrictToOwn'],
        },
      }),
      await siteAdmin.call('DELETE', `${GROUPS}/Users`, {
        body: { userGroupId: group.userGroupId, userIds: [user.userId] },
      }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('userGroupNotFound');
    }
    expect((await listGroups(siteAdmin)).some((g) => g.userGroupId === group.userGroupId)).toBe(false);
    const still = (await listGroups()).find((g) => g.userGroupId === group.userGroupId);
    expect(still).toMatchObject({ name: group.name, version: 1 });
    expect(still.users.map((u: any) => u.userId)).toEqual([user.userId]);
  });
});
