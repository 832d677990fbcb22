/**
 * The data-layer helpers on DynamoDB Local: every race here is decided by DynamoDB's conditional write
 * itself (both writers read the same state first), not by a read before the write.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../../functions/core/app-error.js';
import { AuditEvent, auditOfCustomer, auditOfEntity } from '../../functions/core/db/entities/audit-event.js';
import { CustomerDomain } from '../../functions/core/db/entities/customer-domain.js';
import { Customer } from '../../functions/core/db/entities/customer-record.js';
import { Department, departmentsOfCustomer } from '../../functions/core/db/entities/department.js';
import { UniqueValue } from '../../functions/core/db/entities/unique-value.js';
import { createItem, getItem, queryAll, queryPage, updateVersioned } from '../../functions/core/db/ops.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import { createCustomer } from '../../functions/customer/customer-service.js';

const settle = async (writes: Promise<unknown>[]) => {
  const results = await Promise.allSettled(writes);
  return {
    won: results.filter((r) => r.status === 'fulfilled'),
    lost: results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as unknown),
  };
};

const audit = (customerId: string, entityId: string, action = 'test') => ({
  customerId,
  actorId: 'tester',
  entityType: 'department',
  entityId,
  action,
});

describe('optimistic concurrency on DynamoDB Local', () => {
  it('lets one of two writers from the same read win; the other gets a ConflictError (409)', async () => {
    const created = await createCustomer(
      { domain: `race-${randomUUID().slice(0, 8)}`, displayName: 'Race' },
      'test',
    );
    const { won, lost } = await settle([
      updateVersioned(Customer, created, { set: { displayName: 'First' } }),
      updateVersioned(Customer, created, { set: { displayName: 'Second' } }),
    ]);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(ConflictError);
    const stored = await getItem(Customer, { customerId: created.customerId });
    expect(stored?.version).toBe(created.version + 1);
    expect(['First', 'Second']).toContain(stored?.displayName);
  });

  it('refuses a stale version and reports a missing record as not found', async () => {
    const created = await createCustomer(
      { domain: `stale-${randomUUID().slice(0, 8)}`, displayName: 'Stale' },
      'test',
    );
    const v2 = await updateVersioned(Customer, created, { set: { displayName: 'v2' } });
    expect(v2).toMatchObject({ displayName: 'v2', version: 2 });
    await expect(updateVersioned(Customer, created, { set: { displayName: 'v3' } })).rejects.toMatchObject({
      code: 'conflict',
      details: { expectedVersion: 1, currentVersion: 2 },
    });
    await expect(
      updateVersioned(Customer, { ...created, customerId: randomUUID() }, { set: { displayName: 'x' } }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('decides two versioned transactions from the same read: one commits with its audit event, one is cancelled', async () => {
    const customerId = randomUUID();
    const department = await createItem(Department, {
      customerId,
      departmentId: randomUUID(),
      name: 'Roads',
    });
    const { won, lost } = await settle(
      ['Streets', 'Lanes'].map((name) =>
        transactAudited(audit(customerId, department.departmentId, name), [
          tx.updateVersioned(Department, department, { set: { name } }),
        ]),
      ),
    );
    expect(won).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(ConflictError);
    const stored = await getItem(Department, { customerId, departmentId: department.departmentId });
    expect(stored?.version).toBe(2);
    const events = await queryAll(
      AuditEvent,
      auditOfEntity(customerId, 'department', department.departmentId),
    );
    expect(events.map((e) => e.action)).toEqual([stored?.name]);
  });
});

describe('unique claims on DynamoDB Local', () => {
  it('lets one of two simultaneous claims of the same value win', async () => {
    const customerId = randomUUID();
    const claim = (ownerId: string) =>
      createItem(UniqueValue, { customerId, kind: 'user.email', value: 'same@example.org', ownerId });
    const { won, lost } = await settle([claim('first'), claim('second')]);
    expect(won).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(ConflictError);
  });

  it('lets one of two transactions claiming the same value commit; the other leaves no record and no audit item', async () => {
    const customerId = randomUUID();
    const ids = [randomUUID(), randomUUID()];
    const { won, lost } = await settle(
      ids.map((departmentId) =>
        transactAudited(audit(customerId, departmentId, 'create'), [
          tx.create(Department, { customerId, departmentId, name: 'Parks' }),
          tx.create(UniqueValue, {
            customerId,
            kind: 'department.name',
            value: 'parks',
            ownerId: departmentId,
          }),
        ]),
      ),
    );
    expect(won).toHaveLength(1);
    expect(lost[0]).toBeInstanceOf(ConflictError);
    const stored = await Promise.all(
      ids.map((departmentId) => getItem(Department, { customerId, departmentId })),
    );
    expect(stored.filter(Boolean)).toHaveLength(1);
    expect(await queryAll(AuditEvent, auditOfCustomer(customerId))).toHaveLength(1);
  });

  it('cancels a transaction whose claim is taken, with the reasons, and writes nothing of it', async () => {
    const customerId = randomUUID();
    await createItem(UniqueValue, { customerId, kind: 'department.name', value: 'taken', ownerId: 'other' });
    const departmentId = randomUUID();
    const error = await transactAudited(audit(customerId, departmentId, 'create'), [
      tx.create(Department, { customerId, departmentId, name: 'Taken' }),
      tx.create(UniqueValue, { customerId, kind: 'department.name', value: 'taken', ownerId: departmentId }),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).details).toEqual({ reasons: ['None', 'ConditionalCheckFailed', 'None'] });
    expect(await getItem(Department, { customerId, departmentId })).toBeUndefined();
    expect(await queryAll(AuditEvent, auditOfCustomer(customerId))).toEqual([]);
  });
});

describe('transactions on DynamoDB Local', () => {
  it('leaves nothing behind when a transaction is cancelled', async () => {
    const domain = `taken-${randomUUID().slice(0, 8)}`;
    await createCustomer({ domain, displayName: 'Original' }, 'test');
    const intruderId = randomUUID();
    await expect(
      createCustomer({ domain, displayName: 'Intruder', customerId: intruderId }, 'test'),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(await getItem(Customer, { customerId: intruderId })).toBeUndefined();
    expect(await queryAll(AuditEvent, auditOfCustomer(intruderId))).toEqual([]);
    expect((await getItem(CustomerDomain, { domain }))?.customerId).not.toBe(intruderId);
  });

  it('writes the record, its claim and its audit event together', async () => {
    const created = await createCustomer(
      { domain: `whole-${randomUUID().slice(0, 8)}`, displayName: 'Whole' },
      'tester',
    );
    const events = await queryAll(
      AuditEvent,
      auditOfEntity(created.customerId, 'customer', created.customerId),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: 'tester', action: 'create' });
  });

  it('applies follow-ups beyond one transaction of 100 items in further transactions', async () => {
    const customerId = randomUUID();
    const departments = await Promise.all(
      Array.from({ length: 150 }, (_, i) =>
        createItem(Department, {
          customerId,
          departmentId: `d-${String(i).padStart(3, '0')}`,
          name: `D${i}`,
        }),
      ),
    );
    await transactAudited(
      audit(customerId, 'all', 'renameAll'),
      [],
      departments.map((d) =>
        tx.update(Department, { customerId, departmentId: d.departmentId }, { set: { name: 'renamed' } }),
      ),
    );
    const page1 = await queryPage(Department, departmentsOfCustomer(customerId), { limit: 100 });
    expect(page1.items).toHaveLength(100);
    expect(page1.cursor).toEqual(expect.any(String));
    const page2 = await queryPage(Department, departmentsOfCustomer(customerId), {
      cursor: page1.cursor,
      limit: 100,
    });
    const all = [...page1.items, ...page2.items];
    expect(all.filter((d) => d.name === 'renamed')).toHaveLength(150);
    expect(new Set(all.map((d) => d.departmentId)).size).toBe(150);
  });
});
