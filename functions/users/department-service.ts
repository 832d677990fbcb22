import { randomUUID } from 'node:crypto';
import { ZId } from '../../shared/schemas/common.js';
import type {
  TDepartment,
  TDepartmentUpdateName,
  TDivision,
  TDivisionCreate,
  TDivisionUpdate,
} from '../../shared/schemas/users.js';
import { requestedFields } from '../../shared/schemas/users.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { Department } from '../core/db/entities/department.js';
import {
  Division,
  divisionsOfCustomer,
  divisionsOfDepartment,
  type DivisionItem,
} from '../core/db/entities/division.js';
import { UserGroup } from '../core/db/entities/user-group.js';
import { User } from '../core/db/entities/user.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import {
  findDepartmentRecord,
  listTenantDepartments,
  listTenantGroups,
  listTenantUsers,
  type DepartmentRecord,
} from './team-records.js';
import { claimItem, explainClaimConflict, reclaimItems, releaseItem } from '../core/db/unique-claims.js';

type DivisionRecord = DivisionItem;

const NAME_KIND = 'department.name';

const toDivisionDto = (d: DivisionRecord): TDivision => ({
  divisionId: d.divisionId,
  departmentId: d.departmentId,
  name: d.name,
  version: d.version,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);

async function listTenantDivisions(customerId: string): Promise<DivisionRecord[]> {
  return queryAll(Division, divisionsOfCustomer(customerId));
}

async function divisionsOf(customerId: string, departmentId: string): Promise<DivisionRecord[]> {
  return (await queryAll(Division, divisionsOfDepartment(customerId, departmentId))).sort(byName);
}

/** GET Departments (filter.fields Divisions, UserGroups) and Departments/All (always with divisions). */
export async function findDepartments(
  customerId: string,
  rawFields: string | undefined,
): Promise<TDepartment[]> {
  const fields = requestedFields(rawFields);
  const [departments, divisions, groups] = await Promise.all([
    listTenantDepartments(customerId),
    fields.has('divisions') ? listTenantDivisions(customerId) : Promise.resolve([]),
    fields.has('usergroups') ? listTenantGroups(customerId) : Promise.resolve([]),
  ]);
  return departments.sort(byName).map((d) => ({
    departmentId: d.departmentId,
    name: d.name,
    version: d.version,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    ...(fields.has('divisions')
      ? {
          divisions: divisions
            .filter((v) => v.departmentId === d.departmentId)
            .sort(byName)
            .map(toDivisionDto),
        }
      : {}),
    ...(fields.has('usergroups')
      ? {
          userGroups: groups
            .filter((g) => g.departmentIds?.includes(d.departmentId))
            .sort(byName)
            .map((g) => ({ userGroupId: g.groupId, name: g.name })),
        }
      : {}),
  }));
}

const departmentDto = (d: DepartmentRecord): TDepartment => ({
  departmentId: d.departmentId,
  name: d.name,
  version: d.version,
  createdAt: d.createdAt,
  updatedAt: d.updatedAt,
});

/** POST Departments: a name unique in the agency, ignoring case. */
export async function createDepartment(
  customerId: string,
  rawName: string,
  actorId: string,
): Promise<TDepartment> {
  const departmentId = randomUUID();
  const record = { customerId, departmentId, name: rawName.trim() };
  try {
    await transactAudited(
      {
        customerId,
        actorId,
        entityType: 'department',
        entityId: departmentId,
        action: 'create',
        after: record,
      },
      [tx.create(Department, record), claimItem(customerId, NAME_KIND, record.name, departmentId)],
    );
  } catch (error) {
    if (error instanceof ConflictError) {
      await explainClaimConflict(customerId, departmentId, [
        { kind: NAME_KIND, value: record.name, code: 'departmentNameExists' },
      ]);
    }
    throw error;
  }
  return departmentDto(await findDepartmentRecord(customerId, departmentId));
}

/** PUT Departments/UpdateName: versioned rename that re-claims the unique name. */
export async function renameDepartment(
  customerId: string,
  input: TDepartmentUpdateName,
  actorId: string,
): Promise<TDepartment> {
  const current = await findDepartmentRecord(customerId, input.departmentId);
  assertVersion(current, input.version);
  const name = input.name.trim();
  const claims = reclaimItems(customerId, NAME_KIND, current.name, name, current.departmentId);
  const renamed = claims.length > 0;
  try {
    await transactAudited(
      {
        customerId,
        actorId,
        entityType: 'department',
        entityId: current.departmentId,
        action: 'rename',
        before: { name: current.name, version: current.version },
        after: { name, version: current.version + 1 },
      },
      [tx.updateVersioned(Department, current, { set: { name } }), ...claims],
    );
  } catch (error) {
    if (error instanceof ConflictError && renamed) {
      await explainClaimConflict(customerId, current.departmentId, [
        { kind: NAME_KIND, value: name, code: 'departmentNameExists' },
      ]);
    }
    throw error;
  }
  return departmentDto(await findDepartmentRecord(customerId, current.departmentId));
}

/**
 * DELETE Departments: the department, its divisions and its name claim in one transaction with the audit
 * event; users and groups that named it drop it (idempotent set deletes, batched when there are many).
 */
export async function deleteDepartment(
  customerId: string,
  departmentId: string,
  actorId: string,
): Promise<void> {
  const current = await findDepartmentRecord(customerId, departmentId);
  const [divisions, users, groups] = await Promise.all([
    divisionsOf(customerId, departmentId),
    listTenantUsers(customerId),
    listTenantGroups(customerId),
  ]);
  if (divisions.length > 90) {
    throw new AppError('notAllowed', { message: 'Too many divisions to delete in one transaction' });
  }
  const dropDepartment = { delete: { departmentIds: [departmentId] }, add: { version: 1 } };
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'department',
      entityId: departmentId,
      action: 'delete',
      before: { ...current, divisions: divisions.map(toDivisionDto) },
    },
    [
      tx.delete(Department, { customerId, departmentId }),
      ...divisions.map((d) => tx.delete(Division, { customerId, divisionId: d.divisionId })),
      releaseItem(customerId, NAME_KIND, current.name, departmentId),
    ],
    [
      ...users
        .filter((u) => u.departmentIds?.includes(departmentId))
        .map((u) => tx.update(User, { customerId, userId: u.userId }, dropDepartment)),
      ...groups
        .filter((g) => g.departmentIds?.includes(departmentId))
        .map((g) => tx.update(UserGroup, { customerId, groupId: g.groupId }, dropDepartment)),
    ],
  );
}

// ------------------------------------------------------------------------------------------------ divisions

/**
 * Division ids answer the division codes of shared/errors/team.ts: RequiredId, then InvalidDivisionId /
 * InvalidDepartmentId.
 */
function requireId(
  raw: string | undefined,
  invalid: 'divisionInvalidDivisionId' | 'divisionInvalidDepartmentId',
) {
  if (raw === undefined || raw.trim() === '')
    throw new AppError('divisionRequiredId', { details: { invalid } });
  if (!ZId.safeParse(raw).success) throw new AppError(invalid, { details: { raw } });
  return raw;
}

async function requireDivisionDepartment(customerId: string, raw: string | undefined): Promise<string> {
  const departmentId = requireId(raw, 'divisionInvalidDepartmentId');
  if (!(await getItem(Department, { customerId, departmentId }))) {
    throw new AppError('divisionNotFoundDepartment', { details: { departmentId } });
  }
  return departmentId;
}

async function findDivisionRecord(customerId: string, raw: string | undefined): Promise<DivisionRecord> {
  const divisionId = requireId(raw, 'divisionInvalidDivisionId');
  const division = await getItem(Division, { customerId, divisionId });
  if (!division) throw new AppError('divisionNotFound', { details: { divisionId } });
  return division;
}

/** GET Divisions?departmentId */
export async function findDivisions(
  customerId: string,
  rawDepartmentId: string | undefined,
): Promise<TDivision[]> {
  const departmentId = await requireDivisionDepartment(customerId, rawDepartmentId);
  return (await divisionsOf(customerId, departmentId)).map(toDivisionDto);
}

export async function createDivision(
  customerId: string,
  input: TDivisionCreate,
  actorId: string,
): Promise<TDivision> {
  const departmentId = await requireDivisionDepartment(customerId, input.departmentId);
  const record = { customerId, divisionId: randomUUID(), departmentId, name: input.name.trim() };
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'division',
      entityId: record.divisionId,
      action: 'create',
      after: record,
    },
    [tx.create(Division, record)],
  );
  return toDivisionDto(await findDivisionRecord(customerId, record.divisionId));
}

/** PUT Divisions: renames a division or moves it to another department of the agency (versioned). */
export async function updateDivision(
  customerId: string,
  input: TDivisionUpdate,
  actorId: string,
): Promise<TDivision> {
  const current = await findDivisionRecord(customerId, input.divisionId);
  const departmentId =
    input.departmentId === undefined
      ? current.departmentId
      : await requireDivisionDepartment(customerId, input.departmentId);
  assertVersion(current, input.version);
  const changes = { name: input.name.trim(), departmentId };
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'division',
      entityId: current.divisionId,
      action: 'update',
      before: toDivisionDto(current),
      after: { ...changes, version: current.version + 1 },
    },
    [tx.updateVersioned(Division, current, { set: changes })],
  );
  return toDivisionDto(await findDivisionRecord(customerId, current.divisionId));
}

export async function deleteDivision(customerId: string, rawDivisionId: string | undefined, actorId: string) {
  const current = await findDivisionRecord(customerId, rawDivisionId);
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'division',
      entityId: current.divisionId,
      action: 'delete',
      before: toDivisionDto(current),
    },
    [tx.delete(Division, { customerId, divisionId: current.divisionId })],
  );
}
