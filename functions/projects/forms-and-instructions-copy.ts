/**
 * A project's bid forms and submission requirements copied into another project (POST
 * Projects/Copy and /Convert with copyFormsInstructions, docs/product/projects.md#types; decisions 037, 039):
 * every form (each with a new id and version 1, its name claimed in the new project), the requirement
 * settings record and every requirement item (new ids, version 1, titles claimed per kind). Never
 * submissions; nothing of the source changes. Records are copied as they are stored: only the attributes that
 * name the record (its project, its id, its version, times and authors) change, and the keys come from the
 * entity modules' key builders, so the caller bundles no form or requirement schema.
 */
import { randomUUID } from 'node:crypto';
import { requirementTitleKey } from '../../shared/domain/projects/submission-requirements.js';
import type { QuerySpec, TableKey } from '../core/db/entity.js';
import { nowIso } from '../core/clock.js';
import {
  requirementClaimKind,
  requirementItemKey,
  requirementItemsOfProject,
  requirementSettingsKey,
  requirementSettingsOfProject,
} from '../core/db/entities/submission-requirement-keys.js';
import {
  tenderTableClaimKind,
  tenderTableClaimValue,
  tenderTableIndexes,
  tenderTableKey,
  tenderTablesOfProject,
} from '../core/db/entities/tender-table-keys.js';
import { queryAll } from '../core/db/ops.js';
import { TableItem } from '../core/db/owned-records.js';
import { MAX_TRANSACTION_ITEMS, transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { claimItem } from '../core/db/unique-claims.js';

/** A stored record, whatever its entity: its attributes are the entity's (written after its schema accepted them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any entity's attributes
type Stored = any;

/**
 * DynamoDB's 4 MB per transaction, with room for attribute names and the audit event; a form alone may be
 * close to the 400 KB item limit.
 */
export const COPY_BYTES_PER_TRANSACTION = 3_500_000;

/** One copied record: its transaction items (the record and its claim), its size, and what the audit says. */
export interface RecordCopy {
  items: readonly TxItem[];
  bytes: number;
  audit: { forms?: string; requirements?: string; settings?: true };
}

/** About a record's stored size: binary attributes by length, the others as JSON. */
const sizeOf = (record: Stored) =>
  Object.entries(record).reduce(
    (total: number, [name, value]) =>
      total + name.length + (value instanceof Uint8Array ? value.byteLength : JSON.stringify(value).length),
    0,
  );

/**
 * The copies grouped into transactions, in order: each within DynamoDB's 100 items (one kept for the audit
 * event) and within COPY_BYTES_PER_TRANSACTION; a record's items never split across two.
 */
export function copyBatches(
  copies: readonly RecordCopy[],
  maxItems = MAX_TRANSACTION_ITEMS - 1,
  maxBytes = COPY_BYTES_PER_TRANSACTION,
): RecordCopy[][] {
  const batches: RecordCopy[][] = [];
  let items = maxItems;
  let bytes = 0;
  for (const copy of copies) {
    items += copy.items.length;
    bytes += copy.bytes;
    if (items > maxItems || bytes > maxBytes) {
      batches.push([]);
      items = copy.items.length;
      bytes = copy.bytes;
    }
    batches.at(-1)!.push(copy);
  }
  return batches;
}

export interface FormsAndInstructionsCopy {
  customerId: string;
  fromProjectId: string;
  toProjectId: string;
  actorId: string;
}

/**
 * Copies the forms and the requirements of `fromProjectId` into `toProjectId`, in transactions of at most
 * 100 items, each with its audit event on the new project naming what it copied. Create-if-absent writes:
 * a failed transaction writes nothing, and the caller decides what becomes of the batches before it.
 */
export async function copyFormsAndInstructions({
  customerId,
  fromProjectId,
  toProjectId,
  actorId,
}: FormsAndInstructionsCopy): Promise<void> {
  const read = (spec: QuerySpec) => queryAll(TableItem, spec) as Promise<Stored[]>;
  const [settings, forms, requirements] = await Promise.all([
    read(requirementSettingsOfProject(customerId, fromProjectId)),
    read(tenderTablesOfProject(customerId, fromProjectId)),
    read(requirementItemsOfProject(customerId, fromProjectId)),
  ]);
  const now = nowIso();
  const copies: RecordCopy[] = [];
  /** The source as stored, renamed into the new project, its keys rebuilt by its entity's builders. */
  const copy = (
    source: Stored,
    id: Stored,
    keys: (record: Stored) => Partial<TableKey>,
    audit: RecordCopy['audit'],
    claim?: (record: Stored) => TxItem,
  ) => {
    const record: Stored = {
      ...source,
      ...id,
      projectId: toProjectId,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    if (record.createdBy) record.createdBy = record.updatedBy = actorId;
    const stored = { ...record, ...keys(record) };
    copies.push({
      items: claim ? [tx.create(TableItem, stored), claim(record)] : [tx.create(TableItem, stored)],
      bytes: sizeOf(stored),
      audit,
    });
  };
  for (const source of settings) copy(source, {}, requirementSettingsKey, { settings: true });
  for (const source of forms)
    copy(
      source,
      { tenderTableId: randomUUID() },
      (record) => ({ ...tenderTableKey(record), ...tenderTableIndexes(record) }),
      { forms: source.name },
      (record) =>
        claimItem(
          customerId,
          tenderTableClaimKind(toProjectId),
          tenderTableClaimValue(record.name),
          record.tenderTableId,
        ),
    );
  for (const source of requirements)
    copy(
      source,
      { submissionRequirementId: randomUUID() },
      requirementItemKey,
      { requirements: source.title },
      (record) =>
        claimItem(
          customerId,
          requirementClaimKind(toProjectId, record.kind),
          requirementTitleKey(record.title),
          record.submissionRequirementId,
        ),
    );
  for (const batch of copyBatches(copies)) {
    const named = (part: 'forms' | 'requirements') => batch.flatMap((one) => one.audit[part] ?? []);
    await transactAudited(
      {
        customerId,
        actorId,
        entityType: 'project',
        entityId: toProjectId,
        projectId: toProjectId,
        action: 'copyFormsAndInstructions',
        after: {
          fromProjectId,
          forms: named('forms'),
          requirements: named('requirements'),
          ...(batch.some((one) => one.audit.settings) ? { requirementSettings: true } : {}),
        },
      },
      batch.flatMap((one) => one.items),
    );
  }
}
