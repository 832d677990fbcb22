/**
 * A project's use of drop-down items (decision 024, 032): every write that sets, changes or clears a list
 * field carries listItemUsage's items (release the old, add the new), so an item in use cannot be deleted,
 * even in a race. An item named for the first time is checked first, so a wrong id is a 404 at its field
 * rather than a cancelled transaction.
 */
import {
  listRefChanges,
  type ProjectListField,
  type ProjectListRef,
} from '../../shared/domain/projects/project-list-refs.js';
import { catalogueMessage, type Language } from '../../shared/errors.js';
import { AppError } from '../core/app-error.js';
import { ListItem } from '../core/db/entities/list-item.js';
import { listItemUsage } from '../core/db/list-usage.js';
import { batchGet } from '../core/db/ops.js';
import type { TxItem } from '../core/db/transaction.js';

type ListFields = Partial<Record<ProjectListField, string | readonly string[] | undefined>>;

/** The Build section (PUT Projects) a list field is saved in. */
const sectionOf = (field: ProjectListField) => (field === 'leadAgencyNameId' ? 'settings' : 'details');

/** 404 listItemNotFound, at each field that names an item the agency does not have. */
export async function assertListItemsExist(
  customerId: string,
  refs: readonly ProjectListRef[],
  lang: Language,
): Promise<void> {
  if (refs.length === 0) return;
  const found = await batchGet(
    ListItem,
    refs.map((ref) => ({ customerId, kind: ref.kind, listItemId: ref.listItemId })),
  );
  const known = new Set(found.map((item) => `${item.kind}#${item.listItemId}`));
  const missing = refs.filter((ref) => !known.has(`${ref.kind}#${ref.listItemId}`));
  if (missing.length === 0) return;
  throw new AppError('listItemNotFound', {
    details: { missing: missing.map((ref) => `${ref.kind}:${ref.listItemId}`) },
    fields: [...new Set(missing.map((ref) => ref.field))].map((field) => ({
      field: `body.${sectionOf(field)}.${field}`,
      code: 'invalid',
      message: catalogueMessage('listItemNotFound', lang),
    })),
  });
}

/** The usage items of a project going from `before` to `after` (undefined: created or deleted). */
export function listUsageItems(
  customerId: string,
  before: ListFields | undefined,
  after: ListFields | undefined,
): TxItem[] {
  const { added, released } = listRefChanges(before, after);
  const ref = (r: ProjectListRef) => ({ customerId, kind: r.kind, listItemId: r.listItemId });
  return [
    ...released.map((r) => listItemUsage.release(ref(r))),
    ...added.map((r) => listItemUsage.add(ref(r))),
  ];
}

/** The items a change starts using, for assertListItemsExist. */
export const addedListRefs = (before: ListFields | undefined, after: ListFields) =>
  listRefChanges(before, after).added;
