import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../functions/core/app-error.js';
import { updateVersioned } from '../../functions/core/db/concurrency.js';
import { AuditEvent } from '../../functions/core/db/entities/audit-event.js';
import { Customer } from '../../functions/core/db/entities/customer.js';
import { CustomerDomain } from '../../functions/core/db/entities/customer-domain.js';
import { createCustomer } from '../../functions/customer/customer-service.js';

describe('optimistic concurrency on DynamoDB Local', () => {
  it('lets one of two racing writers win; the other gets a ConflictError (409)', async () => {
    const created = await createCustomer({ domain: `race-${Date.now()}`, displayName: 'Race' }, 'test');
    const key = { customerId: created.customerId };
    const results = await Promise.allSettled([
      updateVersioned(Customer, key, created.version, { displayName: 'First' }),
      updateVersioned(Customer, key, created.version, { displayName: 'Second' }),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]?.reason).toBeInstanceOf(ConflictError);
    const { data } = await Customer.get(key).go();
    expect(data?.version).toBe(created.version + 1);
    expect(['First', 'Second']).toContain(data?.displayName);
  });

  it('refuses a stale version and reports a missing record as not found', async () => {
    const created = await createCustomer({ domain: `stale-${Date.now()}`, displayName: 'Stale' }, 'test');
    await updateVersioned(Customer, { customerId: created.customerId }, 1, { displayName: 'v2' });
    await expect(
      updateVersioned(Customer, { customerId: created.customerId }, 1, { displayName: 'v3' }),
    ).rejects.toMatchObject({
      code: 'conflict',
    });
    await expect(
      updateVersioned(Customer, { customerId: randomUUID() }, 1, { displayName: 'x' }),
    ).rejects.toMatchObject({
      code: 'notFound',
    });
  });
});

describe('transactions on DynamoDB Local', () => {
  it('leaves nothing behind when a transaction is cancelled', async () => {
    const domain = `taken-${Date.now()}`;
    await createCustomer({ domain, displayName: 'Original' }, 'test');
    const intruderId = randomUUID();
    await expect(
      createCustomer({ domain, displayName: 'Intruder', customerId: intruderId }, 'test'),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await Customer.get({ customerId: intruderId }).go()).data).toBeNull();
    expect((await AuditEvent.query.primary({ customerId: intruderId }).go()).data).toEqual([]);
    expect((await CustomerDomain.get({ domain }).go()).data?.customerId).not.toBe(intruderId);
  });

  it('writes the record, its claim and its audit event together', async () => {
    const created = await createCustomer({ domain: `whole-${Date.now()}`, displayName: 'Whole' }, 'tester');
    const audit = await AuditEvent.query
      .byEntity({ customerId: created.customerId, entityType: 'customer', entityId: created.customerId })
      .go();
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({ actorId: 'tester', action: 'create' });
  });
});
