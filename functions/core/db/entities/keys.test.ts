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
import { Customer } from './customer-record.js';
import { Department } from './department.js';
import { Division } from './division.js';
import { PasswordReset } from './password-reset.js';
import { RealtimeTicket } from './realtime-ticket.js';
import { Session } from './session-record.js';
import { requirementItemKey, requirementSettingsKey } from './submission-requirement-keys.js';
import { SubmissionRequirement, SubmissionRequirementSettings } from './submission-requirement.js';
import { SupplierUser } from './supplier-user.js';
import { tenderTableIndexes, tenderTableKey } from './tender-table-keys.js';
import { TenderTable, type TenderTableRecord } from './tender-table.js';
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
/** Indexes an ElectroDB-era entity gained later (the vendor's directory index, decision 045): pinned below. */
const INDEXES_ADDED_AFTER_ELECTRODB: Record<string, readonly string[]> = { vendor: ['gsi2pk', 'gsi2sk'] };

describe('entity keys', () => {
  it('covers every entity with a fixture item', () => {
    expect(Object.keys(fixture).sort()).toEqual(Object.keys(ENTITIES).sort());
  });

  it.each(Object.entries(ENTITIES))('%s builds the keys ElectroDB wrote', (name, entity) => {
    const raw = fixture[name]!;
    const stored = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, plain(v)]));
    const item = entity.schema.parse(stored) as Record<string, unknown>;
    const added = INDEXES_ADDED_AFTER_ELECTRODB[name] ?? [];
    const built: Record<string, unknown> = Object.fromEntries(
      Object.entries({ ...entity.key(item), ...entity.indexes?.(item) }).filter(([k]) => !added.includes(k)),
    );
    const expected = Object.fromEntries(KEY_FIELDS.filter((k) => k in stored).map((k) => [k, stored[k]]));
    expect(built).toEqual(expected);
  });
});

/**
 * Entities written after ElectroDB left (no fixture item): their keys pinned byte for byte, through the
 * entity and through the keys-only module's builders that other groups copy records with (decision 039).
 */
describe('keys of the entities that came after ElectroDB', () => {
  it("keeps a vendor's table key and files it in the directory by trimmed, lower-cased name", () => {
    const vendor = Vendor.schema.parse({
      vendorId: 'VENDOR-0001',
      companyName: '  Acme Construction Ltd. ',
      primaryEmail: 'bids@acme.example',
    });
    expect({ ...Vendor.key(vendor), ...Vendor.indexes?.(vendor) }).toEqual({
      pk: '$tenderbox#vendorid_vendor-0001',
      sk: '$vendor_1',
      gsi2pk: '$tenderbox#directory_vendors',
      gsi2sk: '$vendor_1#name_acme construction ltd.#vendorid_vendor-0001',
    });
  });

  const form = {
    customerId: 'Cust-1',
    projectId: 'Proj-A',
    tenderTableId: 'TT-9',
    tableType: 'price' as const,
    name: '  Unit Prices  ',
  };
  const formKeys = {
    pk: '$tenderbox#customerid_cust-1',
    sk: '$tendertable_1#tendertableid_tt-9',
    gsi1pk: '$tenderbox#customerid_cust-1#projectid_proj-a',
    gsi1sk: '$tendertable_1#tendertableid_tt-9',
    gsi2pk: '$tenderbox#customerid_cust-1',
    gsi2sk: '$tendertable_1#tabletype_price#name_unit prices#tendertableid_tt-9',
  };
  const settings = { customerId: 'Cust-1', projectId: 'Proj-A' };
  const settingsKey = {
    pk: '$tenderbox#customerid_cust-1',
    sk: '$submissionrequirementsettings_1#projectid_proj-a',
  };
  const item = { ...settings, submissionRequirementId: 'Req-3' };
  const itemKey = {
    pk: '$tenderbox#customerid_cust-1',
    sk: '$submissionrequirement_1#projectid_proj-a#submissionrequirementid_req-3',
  };

  it('a bid form (tender table)', () => {
    const record = form as unknown as TenderTableRecord;
    expect({ ...TenderTable.key(form), ...TenderTable.indexes?.(record) }).toEqual(formKeys);
    expect({ ...tenderTableKey(form), ...tenderTableIndexes(form) }).toEqual(formKeys);
  });

  it('submission-requirement settings and items', () => {
    expect(SubmissionRequirementSettings.key(settings)).toEqual(settingsKey);
    expect(requirementSettingsKey(settings)).toEqual(settingsKey);
    expect(SubmissionRequirement.key(item)).toEqual(itemKey);
    expect(requirementItemKey(item)).toEqual(itemKey);
  });
});
