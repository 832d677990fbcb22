/**
 * The agency's drop-down lists (docs/product/projects.md#drop-down-lists): one implementation for every kind
 * of list. Names (codes for commodity categories) are unique in their list ignoring case, through a
 * unique-value claim written in the item's transaction; every change carries its audit event; an item used by
 * projects is not deleted.
 */
import { randomUUID } from 'node:crypto';
import { LIST_KIND_SPECS, uniqueListValue, type ListKind } from '../../shared/domain/list-kinds.js';
import { fieldMessage, type ErrorCode, type FieldError, type Language } from '../../shared/errors.js';
import type { TListItem, TListItemCreate, TListItemUpdate } from '../../shared/schemas/lists.js';
import { AppError, ConflictError, ValidationError } from '../core/app-error.js';
import { itemsOfList, ListItem, type ListItemRecord } from '../core/db/entities/list-item.js';
import { assertVersion, getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import {
  claimItem,
  explainClaimConflict,
  normalise,
  reclaimItems,
  releaseItem,
} from '../core/db/unique-claims.js';

/** The unique-value kind of a list: `list.term`, `list.commodityCategory`... */
export const claimKind = (kind: ListKind) => `list.${kind}`;

const duplicateCode = (kind: ListKind): ErrorCode =>
  LIST_KIND_SPECS[kind].coded ? 'listItemCodeExists' : 'listItemNameExists';

export const toListItemDto = (item: ListItemRecord): TListItem => ({
  id: item.listItemId,
  kind: item.kind as ListKind,
  name: item.name,
  ...(item.code === undefined ? {} : { code: item.code }),
  ...(item.parentCode === undefined ? {} : { parentCode: item.parentCode }),
  usageCount: item.usageCount,
  version: item.version,
  createdAt: item.createdAt,
  updatedAt: item.updatedAt,
});

export const listRecords = (customerId: string, kind: ListKind) =>
  queryAll(ListItem, itemsOfList(customerId, kind));

/** GET: the list in name order (categories in code order), or the items whose name or code holds `search`. */
export async function findListItems(
  customerId: string,
  kind: ListKind,
  search: string | undefined,
): Promise<TListItem[]> {
  const needle = normalise(search ?? '');
  const items = (await listRecords(customerId, kind)).filter(
    (item) =>
      needle === '' ||
      item.name.toLowerCase().includes(needle) ||
      (item.code ?? '').toLowerCase().includes(needle),
  );
  const sortValue = (item: ListItemRecord) => (LIST_KIND_SPECS[kind].coded ? (item.code ?? '') : item.name);
  return items.sort((a, b) => sortValue(a).localeCompare(sortValue(b))).map(toListItemDto);
}

/** Commodity categories need a code; the other lists have none. */
function codedFields(kind: ListKind, input: TListItemCreate, lang: Language) {
  const problems: FieldError[] = [];
  if (LIST_KIND_SPECS[kind].coded) {
    if (input.code === undefined)
      problems.push({ field: 'body.code', code: 'required', message: fieldMessage('required', lang) });
    if (
      input.parentCode !== undefined &&
      input.code !== undefined &&
      normalise(input.parentCode) === normalise(input.code)
    )
      problems.push({ field: 'body.parentCode', code: 'invalid', message: fieldMessage('invalid', lang) });
  } else {
    for (const field of ['code', 'parentCode'] as const) {
      if (input[field] !== undefined)
        problems.push({
          field: `body.${field}`,
          code: 'unknownField',
          message: fieldMessage('unknownField', lang),
        });
    }
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return LIST_KIND_SPECS[kind].coded ? { code: input.code, parentCode: input.parentCode } : {};
}

async function findRecord(customerId: string, kind: ListKind, listItemId: string): Promise<ListItemRecord> {
  const item = await getItem(ListItem, { customerId, kind, listItemId });
  if (!item) throw new AppError('listItemNotFound', { details: { kind, listItemId } });
  return item;
}

/** Turns a cancelled claim into the list's duplicate message. */
async function explainDuplicate(
  error: unknown,
  customerId: string,
  kind: ListKind,
  value: string,
  ownerId: string,
) {
  if (error instanceof ConflictError) {
    await explainClaimConflict(customerId, ownerId, [
      { kind: claimKind(kind), value, code: duplicateCode(kind) },
    ]);
  }
}

/** Who changed which item; the before and after images name the list. */
const auditOf = (customerId: string, actorId: string, listItemId: string) => ({
  customerId,
  actorId,
  entityType: 'listItem',
  entityId: listItemId,
});

/** POST: a new item, its name (or code) claimed in the same transaction. */
export async function createListItem(
  customerId: string,
  kind: ListKind,
  input: TListItemCreate,
  actorId: string,
  lang: Language,
): Promise<TListItem> {
  const listItemId = randomUUID();
  const record = { customerId, kind, listItemId, name: input.name, ...codedFields(kind, input, lang) };
  const unique = uniqueListValue(kind, record);
  try {
    const context = auditOf(customerId, actorId, listItemId);
    await transactAudited({ ...context, action: 'create', after: record }, [
      tx.create(ListItem, record),
      claimItem(customerId, claimKind(kind), unique, listItemId),
    ]);
  } catch (error) {
    await explainDuplicate(error, customerId, kind, unique, listItemId);
    throw error;
  }
  return toListItemDto(await findRecord(customerId, kind, listItemId));
}

/** PUT: a rename (and, for categories, a new code or parent) at the version the caller read. */
export async function updateListItem(
  customerId: string,
  kind: ListKind,
  input: TListItemUpdate,
  actorId: string,
  lang: Language,
): Promise<TListItem> {
  const current = await findRecord(customerId, kind, input.id);
  assertVersion(current, input.version);
  const coded = codedFields(kind, input, lang);
  const next = { name: input.name, ...coded };
  const before = uniqueListValue(kind, current);
  const after = uniqueListValue(kind, next);
  const context = auditOf(customerId, actorId, current.listItemId);
  try {
    await transactAudited(
      {
        ...context,
        action: 'update',
        before: {
          name: current.name,
          code: current.code,
          parentCode: current.parentCode,
          version: current.version,
        },
        after: { kind, ...next, version: current.version + 1 },
      },
      [
        tx.updateVersioned(ListItem, current, {
          set: {
            name: next.name,
            ...(coded.code === undefined ? {} : { code: coded.code }),
            ...(coded.parentCode === undefined ? {} : { parentCode: coded.parentCode }),
          },
          ...(LIST_KIND_SPECS[kind].coded &&
          coded.parentCode === undefined &&
          current.parentCode !== undefined
            ? { remove: ['parentCode' as const] }
            : {}),
        }),
        ...reclaimItems(customerId, claimKind(kind), before, after, current.listItemId),
      ],
    );
  } catch (error) {
    await explainDuplicate(error, customerId, kind, after, current.listItemId);
    throw error;
  }
  return toListItemDto(await findRecord(customerId, kind, current.listItemId));
}

/**
 * DELETE: conditioned on no project using the item, in the same transaction as the claim's release, so a
 * project that takes the item meanwhile wins and the delete is refused.
 */
export async function deleteListItem(
  customerId: string,
  kind: ListKind,
  listItemId: string,
  actorId: string,
): Promise<void> {
  const current = await findRecord(customerId, kind, listItemId);
  if (current.usageCount > 0) throw new AppError('listItemInUse', { details: { kind, listItemId } });
  const context = auditOf(customerId, actorId, listItemId);
  try {
    await transactAudited({ ...context, action: 'delete', before: current }, [
      tx.delete(
        ListItem,
        { customerId, kind, listItemId },
        { expression: '#usage = :none', names: { '#usage': 'usageCount' }, values: { ':none': 0 } },
      ),
      releaseItem(customerId, claimKind(kind), uniqueListValue(kind, current), listItemId),
    ]);
  } catch (error) {
    if (error instanceof ConflictError) {
      // Only to tell the outcomes apart; the delete itself was decided by its condition.
      const stored = await getItem(ListItem, { customerId, kind, listItemId });
      if (!stored) throw new AppError('listItemNotFound', { details: { kind, listItemId }, cause: error });
      if (stored.usageCount > 0)
        throw new AppError('listItemInUse', { details: { kind, listItemId }, cause: error });
    }
    throw error;
  }
}
