/**
 * The key builders give exactly the keys ElectroDB wrote: tests/integration/fixtures/electrodb-items.json holds
 * one item per entity as ElectroDB 3.9.3 stored it (decision 012). The integration test reads them back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyEntity } from '../ops.js';
import { AuditEvent } from './audit-event.js';
import { Connection } from './connection.js';
import { CustomerDomain } from './customer-domain.js';
import { Customer } from './customer.js';
import { Department } from './department.js';
import { Division } from './division.js';
import { PasswordReset } from './password-reset.js';
import { RealtimeTicket } from './realtime-ticket.js';
import { Session } from './session.js';
import { SupplierUser } from './supplier-user.js';
import { UniqueValue } from './unique-value.js';
import { UserGroup } from './user-group.js';
import { User } from './user.js';
import { Vendor } from './vendor.js';
import { WorkflowProbe } from './workflow-probe.js';

type Raw = Record<string, Record<string, unknown>>;
const fixture = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '../../../../tests/integration/fixtures/electrodb-items.json'),
    'utf8',
  ),
) as Record<string, Raw>;

/** Enough of DynamoDB JSON for these items. */
function plain(value: Record<string, unknown>): unknown {
  const [type, inner] = Object.entries(value)[0]!;
  switch (type) {
    case 'N':
      return Number(inner);
    case 'SS':
      return new Set(inner as string[]);
    case 'L':
      return (inner as Record<string, unknown>[]).map(plain);
    case 'M':
      return Object.fromEntries(Object.entries(inner as Raw).map(([k, v]) => [k, plain(v)]));
    default:
      return inner;
  }
}

const ENTITIES: Record<string, AnyEntity> = {
  auditEvent: AuditEvent,
  connection: Connection,
  customer: Customer,
  customerDomain: CustomerDomain,
  department: Department,
  division: Division,
  passwordReset: PasswordReset,
  realtimeTicket: RealtimeTicket,
  session: Session,
  supplierUser: SupplierUser,
  uniqueValue: UniqueValue,
  user: User,
  userGroup: UserGroup,
  vendor: Vendor,
  workflowProbe: WorkflowProbe,
};

const KEY_FIELDS = ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'];

describe('entity keys', () => {
  it('covers every entity with a fixture item', () => {
    expect(Object.keys(fixture).sort()).toEqual(Object.keys(ENTITIES).sort());
  });

  it.each(Object.entries(ENTITIES))('%s builds the keys ElectroDB wrote', (name, entity) => {
    const raw = fixture[name]!;
    const stored = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, plain(v)]));
    const item = entity.schema.parse(stored) as Record<string, unknown>;
    const built: Record<string, unknown> = { ...entity.key(item), ...entity.indexes?.(item) };
    const expected = Object.fromEntries(KEY_FIELDS.filter((k) => k in stored).map((k) => [k, stored[k]]));
    expect(built).toEqual(expected);
  });
});
