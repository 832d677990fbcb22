import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSION_IDS } from '../../shared/domain/permissions.js';
import { DEFAULT_ROUTE_PERMISSIONS } from '../../shared/domain/route-permissions.js';
import { ERROR_CATALOGUE } from '../../shared/error-catalogue.js';
import { loginAs, type SignedIn } from '../helpers/session.js';

const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const DEPARTMENTS = `${NODE}/Departments`;
const DIVISIONS = `${NODE}/Divisions`;

let lead: SignedIn;
let buyer: SignedIn;
let evaluator: SignedIn;
let siteAdmin: SignedIn;

beforeAll(async () => {
  [lead, buyer, evaluator, siteAdmin] = await Promise.all([
    loginAs('lead@demo.example'),
    loginAs('buyer@demo.example'),
    loginAs('evaluator@demo.example'),
    loginAs('siteadmin@tenderbox.example', 'tenderbox'),
  ]);
});

const tag = () => randomUUID().slice(0, 8);

async function addDepartment(name = `Department ${tag()}`) {
  const res = await lead.call('POST', DEPARTMENTS, { body: { name } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.departmentDTO.values;
}

async function addDivision(departmentId: string, name = `Division ${tag()}`) {
  const res = await lead.call('POST', DIVISIONS, { body: { departmentId, name } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.data.divisionDTO.values;
}

async function listDepartments(as = lead, fields = 'Divisions,UserGroups') {
  const res = await as.call('GET', `${DEPARTMENTS}?filter.fields=${fields}`);
  expect(res.status).toBe(200);
  return res.json.data.departmentsDTO.values as any[];
}

describe('Departments', () => {
  it('creates, lists with divisions and user groups, and renames at the read version', async () => {
    const department = await addDepartment();
    expect(department).toMatchObject({ version: 1 });
    const division = await addDivision(department.departmentId, 'Roads');
    const group = await lead.call('POST', `${NODE}/UserGroups`, {
      body: {
        name: `Roads team ${tag()}`,
        permissionIds: ['department.restrictToOwn'],
        departmentIds: [department.departmentId],
      },
    });
    expect(group.status).toBe(201);

    const listed = (await listDepartments()).find((d) => d.departmentId === department.departmentId);
    expect(listed).toMatchObject({
      name: department.name,
      divisions: [division],
      userGroups: [
        { userGroupId: group.json.data.userGroupDTO.values.userGroupId, name: expect.any(String) },
      ],
    });
    const plain = (await listDepartments(lead, '')).find((d) => d.departmentId === department.departmentId);
    expect(plain.divisions).toBeUndefined();
    const all = (await lead.call('GET', `${DEPARTMENTS}/All`)).json.data.departmentsDTO.values;
    expect(all.find((d: any) => d.departmentId === department.departmentId).divisions).toEqual([division]);

    const newName = `Renamed ${tag()}`;
    const renamed = await lead.call('PUT', `${DEPARTMENTS}/UpdateName`, {
      body: { departmentId: department.departmentId, version: 1, name: newName },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data.departmentDTO.values).toMatchObject({ name: newName, version: 2 });
    const stale = await lead.call('PUT', `${DEPARTMENTS}/UpdateName`, {
      body: { departmentId: department.departmentId, version: 1, name: 'Lost' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error.code).toBe('conflict');
    await addDepartment(department.name);
  });

  it('requires a name, unique ignoring case', async () => {
    const department = await addDepartment();
    const dup = await lead.call('POST', DEPARTMENTS, {
      body: { name: department.name.toUpperCase() },
      lang: 'fr',
    });
    expect(dup.status).toBe(409);
    expect(dup.json.error).toMatchObject({
      code: 'departmentNameExists',
      message: ERROR_CATALOGUE.departmentNameExists.fr,
    });
    const empty = await lead.call('POST', DEPARTMENTS, { body: { name: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.json.error.fields).toEqual([
      expect.objectContaining({ field: 'body.name', code: 'required' }),
    ]);
  });

  it('deletes a department with its divisions; its users and groups no longer name it', async () => {
    const department = await addDepartment();
    const division = await addDivision(department.departmentId);
    const user = await lead.call('POST', '/api/v1/customer/{customerId}/Users', {
      body: {
        firstName: 'Dept',
        lastName: 'Member',
        email: `dept-${tag()}@demo.example`,
        departmentIds: [department.departmentId],
      },
    });
    expect(user.json.data.userDTO.values.departmentIds).toEqual([department.departmentId]);

    const res = await lead.call('DELETE', `${DEPARTMENTS}?departmentId=${department.departmentId}`);
    expect(res.status).toBe(204);
    expect((await listDepartments()).some((d) => d.departmentId === department.departmentId)).toBe(false);
    const gone = await lead.call('DELETE', `${DIVISIONS}?divisionId=${division.divisionId}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error.code).toBe('divisionNotFound');
    const after = await lead.call(
      'GET',
      `/api/v1/customer/{customerId}/Users?userId=${user.json.data.userDTO.values.userId}`,
    );
    expect(after.json.data.usersDTO.values.departmentIds).toEqual([]);

    const again = await lead.call('DELETE', `${DEPARTMENTS}?departmentId=${department.departmentId}`);
    expect(again.status).toBe(404);
    expect(again.json.error.code).toBe('departmentNotFound');
  });
});

describe('Divisions', () => {
  it('lists, renames, moves and deletes divisions', async () => {
    const first = await addDepartment();
    const second = await addDepartment();
    const b = await addDivision(first.departmentId, 'B division');
    const a = await addDivision(first.departmentId, 'A division');
    const listed = await lead.call('GET', `${DIVISIONS}?departmentId=${first.departmentId}`);
    expect(listed.status).toBe(200);
    expect(listed.json.data.divisionsDTO.values).toEqual([a, b]);

    const moved = await lead.call('PUT', DIVISIONS, {
      body: { divisionId: b.divisionId, departmentId: second.departmentId, version: 1, name: 'B moved' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.data.divisionDTO.values).toMatchObject({
      departmentId: second.departmentId,
      name: 'B moved',
      version: 2,
    });
    expect(
      (await lead.call('GET', `${DIVISIONS}?departmentId=${first.departmentId}`)).json.data.divisionsDTO
        .values,
    ).toEqual([a]);
    const stale = await lead.call('PUT', DIVISIONS, {
      body: { divisionId: b.divisionId, version: 1, name: 'x' },
    });
    expect(stale.status).toBe(409);

    const deleted = await lead.call('DELETE', `${DIVISIONS}?divisionId=${a.divisionId}`);
    expect(deleted.status).toBe(204);
    expect(
      (await lead.call('GET', `${DIVISIONS}?departmentId=${first.departmentId}`)).json.data.divisionsDTO
        .values,
    ).toEqual([]);
  });

  it.each([
    ['GET without departmentId', 'GET', DIVISIONS, undefined, 'divisionRequiredId', 400],
    [
      'GET with a malformed departmentId',
      'GET',
      `${DIVISIONS}?departmentId=a%20b`,
      undefined,
      'divisionInvalidDepartmentId',
      400,
    ],
    [
      'GET with an unknown department',
      'GET',
      `${DIVISIONS}?departmentId=nope`,
      undefined,
      'divisionNotFoundDepartment',
      404,
    ],
    ['POST without departmentId', 'POST', DIVISIONS, { name: 'X' }, 'divisionRequiredId', 400],
    [
      'POST to an unknown department',
      'POST',
      DIVISIONS,
      { departmentId: 'nope', name: 'X' },
      'divisionNotFoundDepartment',
      404,
    ],
    ['PUT without divisionId', 'PUT', DIVISIONS, { version: 1, name: 'X' }, 'divisionRequiredId', 400],
    [
      'PUT an unknown division',
      'PUT',
      DIVISIONS,
      { divisionId: 'nope', version: 1, name: 'X' },
      'divisionNotFound',
      404,
    ],
    ['DELETE without divisionId', 'DELETE', DIVISIONS, undefined, 'divisionRequiredId', 400],
    [
      'DELETE a malformed divisionId',
      'DELETE',
      `${DIVISIONS}?divisionId=%2F%2F`,
      undefined,
      'divisionInvalidDivisionId',
      400,
    ],
    [
      'DELETE an unknown division',
      'DELETE',
      `${DIVISIONS}?divisionId=nope`,
      undefined,
      'divisionNotFound',
      404,
    ],
  ] as const)('%s answers %s', async (_name, method, path, body, code, status) => {
    const res = await lead.call(method, path, { ...(body ? { body } : {}), lang: 'fr' });
    expect(res.status).toBe(status);
    expect(res.json.error).toMatchObject({ code, message: ERROR_CATALOGUE[code].fr });
  });
});

describe('Team catalogues and access', () => {
  it('serves the route permissions and the permission catalogue to every signed-in user', async () => {
    for (const session of [lead, evaluator]) {
      const routes = await session.call('GET', `${NODE}/RoutePermissions/All`);
      expect(routes.status).toBe(200);
      expect(routes.json.data.routePermissionsDTO.values).toEqual(DEFAULT_ROUTE_PERMISSIONS);
      const permissions = await session.call('GET', `${NODE}/Permissions/All`);
      expect(permissions.status).toBe(200);
      const values = permissions.json.data.permissionsDTO.values;
      expect(values.map((p: any) => p.id).sort()).toEqual([...ALL_PERMISSION_IDS].sort());
      expect(values).toContainEqual({ id: 'department.restrictToOwn', category: 'Department' });
    }
    const none = await evaluator.call('GET', DEPARTMENTS);
    expect(none.status).toBe(403);
    expect(none.json.error.code).toBe('permissionDenied');
  });

  it('lets a buyer read departments and divisions but not change them', async () => {
    const department = await addDepartment();
    const division = await addDivision(department.departmentId);
    expect((await buyer.call('GET', DEPARTMENTS)).status).toBe(200);
    expect((await buyer.call('GET', `${DIVISIONS}?departmentId=${department.departmentId}`)).status).toBe(
      200,
    );
    const attempts = [
      await buyer.call('POST', DEPARTMENTS, { body: { name: `Buyer ${tag()}` } }),
      await buyer.call('PUT', `${DEPARTMENTS}/UpdateName`, {
        body: { departmentId: department.departmentId, version: 1, name: 'X' },
      }),
      await buyer.call('DELETE', `${DEPARTMENTS}?departmentId=${department.departmentId}`),
      await buyer.call('POST', DIVISIONS, { body: { departmentId: department.departmentId, name: 'X' } }),
      await buyer.call('DELETE', `${DIVISIONS}?divisionId=${division.divisionId}`),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('permissionDenied');
    }
  });

  it('answers 404 to another agency naming demo departments and divisions, and changes nothing', async () => {
    const department = await addDepartment();
    const division = await addDivision(department.departmentId);
    const attempts = [
      [
        await siteAdmin.call('GET', `${DIVISIONS}?departmentId=${department.departmentId}`),
        'divisionNotFoundDepartment',
      ],
      [
        await siteAdmin.call('PUT', `${DEPARTMENTS}/UpdateName`, {
          body: { departmentId: department.departmentId, version: 1, name: 'Hijacked' },
        }),
        'departmentNotFound',
      ],
      [
        await siteAdmin.call('DELETE', `${DEPARTMENTS}?departmentId=${department.departmentId}`),
        'departmentNotFound',
      ],
      [
        await siteAdmin.call('PUT', DIVISIONS, {
          body: { divisionId: division.divisionId, version: 1, name: 'X' },
        }),
        'divisionNotFound',
      ],
      [await siteAdmin.call('DELETE', `${DIVISIONS}?divisionId=${division.divisionId}`), 'divisionNotFound'],
    ] as const;
    for (const [res, code] of attempts) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe(code);
    }
    expect((await listDepartments(siteAdmin)).some((d) => d.departmentId === department.departmentId)).toBe(
      false,
    );
    expect((await listDepartments()).find((d) => d.departmentId === department.departmentId)).toMatchObject({
      name: department.name,
      version: 1,
      divisions: [division],
    });
  });
});
