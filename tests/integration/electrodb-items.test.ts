/**
 * Tables written before decision 012 keep working: tests/integration/fixtures/electrodb-items.json holds one
 * raw item per entity exactly as ElectroDB 3.9.3 wrote it (generated with the old entities, upper-case input
 * included, string sets and its __edb_ markers). They are put with the plain client, then read, queried and
 * updated through the entity modules.
 */
import { BatchWriteItemCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamodb } from '../../functions/core/aws/dynamodb.js';
import { AuditEvent, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { Connection, connectionsOfCustomer } from '../../functions/core/db/entities/connection.js';
import { CustomerDomain } from '../../functions/core/db/entities/customer-domain.js';
import { Customer, customerDirectory } from '../../functions/core/db/entities/customer-record.js';
import { Department, departmentsOfCustomer } from '../../functions/core/db/entities/department.js';
import { Division, divisionsOfDepartment } from '../../functions/core/db/entities/division.js';
import { PasswordReset } from '../../functions/core/db/entities/password-reset.js';
import { RealtimeTicket } from '../../functions/core/db/entities/realtime-ticket.js';
import { Session, sessionsOfUser } from '../../functions/core/db/entities/session-record.js';
import { SupplierUser, supplierUserByEmail } from '../../functions/core/db/entities/supplier-user.js';
import { UniqueValue } from '../../functions/core/db/entities/unique-value.js';
import { groupsOfCustomer, UserGroup } from '../../functions/core/db/entities/user-group.js';
import { User, userByEmail, usersOfCustomer } from '../../functions/core/db/entities/user.js';
import { Vendor } from '../../functions/core/db/entities/vendor.js';
import { WorkflowProbe } from '../../functions/core/db/entities/workflow-probe.js';
import { getItem, patchItem, queryAll, updateVersioned } from '../../functions/core/db/ops.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import { env } from '../../functions/core/env.js';

const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures', 'electrodb-items.json'), 'utf8'),
) as Record<string, Record<string, AttributeValue>>;

const CUST = '4F0C2A1E-9B7D-4C3A-8E21-6A5B3C2D1E0F';
const USER = 'B7E1D2C3-A4F5-4B6C-8D7E-9F0A1B2C3D4E';

beforeAll(async () => {
  await dynamodb.send(
    new BatchWriteItemCommand({
      RequestItems: { [env().TABLE_NAME]: Object.values(fixture).map((Item) => ({ PutRequest: { Item } })) },
    }),
  );
});

describe('records written by ElectroDB', () => {
  it('are read by key through every entity module, sets as arrays and without ElectroDB markers', async () => {
    const user = await getItem(User, { customerId: CUST, userId: USER });
    expect(user).toMatchObject({
      email: 'Jane.Doe@Demo.Example',
      failedLogins: 2,
      version: 1,
      purchaser: true,
    });
    expect(user?.groupIds?.sort()).toEqual(['Group-A', 'group-b']);
    expect(user).not.toHaveProperty('__edb_e__');
    expect(user).not.toHaveProperty('pk');
    // Keys lower-case their values: any casing of an id finds the record.
    expect(await getItem(User, { customerId: CUST.toLowerCase(), userId: USER.toLowerCase() })).toEqual(user);

    const group = await getItem(UserGroup, {
      customerId: CUST,
      groupId: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D',
    });
    expect(group?.permissionIds?.sort()).toEqual(['EditTender', 'ViewTender']);
    expect(await getItem(Customer, { customerId: CUST })).toMatchObject({
      domain: 'legacy',
      loginType: 'local',
    });
    expect(await getItem(CustomerDomain, { domain: 'legacy-agency' })).toEqual({
      domain: 'Legacy-Agency',
      customerId: CUST,
    });
    expect(
      await getItem(UniqueValue, { customerId: CUST, kind: 'user.email', value: 'jane.doe@demo.example' }),
    ).toMatchObject({
      ownerId: USER,
    });
    expect(await getItem(Connection, { connectionId: 'AbC123xyz=' })).toMatchObject({ userId: USER });
    expect(await getItem(WorkflowProbe, { probeId: 'C0FFEE00-1111-4222-8333-444455556666' })).toMatchObject({
      status: 'waiting',
      taskToken: 'TOKEN-abc',
    });
    expect(await getItem(Vendor, { vendorId: 'VENDOR-0001' })).toMatchObject({
      companyName: 'Legacy Supplies',
    });
    expect(await getItem(SupplierUser, { vendorId: 'VENDOR-0001', supplierUserId: 'SU-0001' })).toMatchObject(
      {
        email: 'Bids@Legacy.Example',
      },
    );
    expect(await getItem(Department, { customerId: CUST, departmentId: 'D1' })).toMatchObject({
      name: 'Public Works',
    });
    expect(await getItem(Division, { customerId: CUST, divisionId: 'DIV-01' })).toMatchObject({
      name: 'Roads',
    });
    expect(await getItem(Session, { sessionKey: 'AB12cd34ef56' })).toMatchObject({
      permissionIds: ['ViewTender'],
    });
    expect(await getItem(PasswordReset, { tokenHash: 'DEADbeef' })).toMatchObject({ userId: USER });
    expect(await getItem(RealtimeTicket, { ticketHash: 'CAFEbabe' })).toMatchObject({ userId: USER });
  });

  it('are found by every partition and index query', async () => {
    expect((await queryAll(User, userByEmail(CUST, 'jane.doe@demo.example'))).map((u) => u.userId)).toEqual([
      USER,
    ]);
    expect((await queryAll(User, userByEmail(CUST, 'JANE.DOE@demo.example'))).map((u) => u.userId)).toEqual([
      USER,
    ]);
    expect((await queryAll(User, usersOfCustomer(CUST))).map((u) => u.userId)).toEqual([USER]);
    expect(await queryAll(UserGroup, groupsOfCustomer(CUST))).toHaveLength(1);
    expect(await queryAll(Department, departmentsOfCustomer(CUST))).toHaveLength(1);
    expect((await queryAll(Division, divisionsOfDepartment(CUST, 'd1'))).map((d) => d.divisionId)).toEqual([
      'DIV-01',
    ]);
    expect((await queryAll(Session, sessionsOfUser(CUST, USER))).map((s) => s.sessionKey)).toEqual([
      'AB12cd34ef56',
    ]);
    expect((await queryAll(AuditEvent, auditOfEntity(CUST, 'user', USER))).map((e) => e.action)).toEqual([
      'create',
    ]);
    expect((await queryAll(Connection, connectionsOfCustomer(CUST))).map((c) => c.connectionId)).toEqual([
      'AbC123xyz=',
    ]);
    expect(
      (await queryAll(SupplierUser, supplierUserByEmail('bids@legacy.example'))).map((u) => u.supplierUserId),
    ).toEqual(['SU-0001']);
    expect((await queryAll(Customer, customerDirectory())).map((c) => c.customerId)).toContain(CUST);
  });

  it('are updated through the helpers, string sets included, and stay readable', async () => {
    const user = (await getItem(User, { customerId: CUST, userId: USER }))!;
    const updated = await updateVersioned(User, user, {
      set: { email: 'jane@demo.example', departmentIds: [] },
    });
    expect(updated).toMatchObject({ version: 2, email: 'jane@demo.example' });
    expect(updated.departmentIds).toBeUndefined();
    // The email index moved with the email.
    expect(await queryAll(User, userByEmail(CUST, 'jane.doe@demo.example'))).toEqual([]);
    expect((await queryAll(User, userByEmail(CUST, 'jane@demo.example'))).map((u) => u.version)).toEqual([2]);

    const groupKey = { customerId: CUST, groupId: 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D' };
    await transactAudited(
      {
        customerId: CUST,
        actorId: 'tester',
        entityType: 'userGroup',
        entityId: groupKey.groupId,
        action: 'test',
      },
      [
        tx.update(UserGroup, groupKey, { delete: { permissionIds: ['EditTender'] }, add: { version: 1 } }),
        tx.update(User, { customerId: CUST, userId: USER }, { add: { groupIds: ['group-c'] } }),
      ],
    );
    expect((await getItem(UserGroup, groupKey))?.permissionIds).toEqual(['ViewTender']);
    expect((await getItem(User, { customerId: CUST, userId: USER }))?.groupIds?.sort()).toEqual([
      'Group-A',
      'group-b',
      'group-c',
    ]);

    const division = (await getItem(Division, { customerId: CUST, divisionId: 'DIV-01' }))!;
    await updateVersioned(Division, division, { set: { departmentId: 'D2' } });
    expect(await queryAll(Division, divisionsOfDepartment(CUST, 'D1'))).toEqual([]);
    expect(await queryAll(Division, divisionsOfDepartment(CUST, 'D2'))).toHaveLength(1);

    await patchItem(
      Session,
      { sessionKey: 'AB12cd34ef56' },
      { set: { lastActivityAt: '2026-11-21T00:00:00.000Z' } },
    );
    expect((await getItem(Session, { sessionKey: 'ab12cd34ef56' }))?.lastActivityAt).toBe(
      '2026-11-21T00:00:00.000Z',
    );
  });
});
