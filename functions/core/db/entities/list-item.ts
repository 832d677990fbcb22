import * as z from 'zod/mini';
import { defineEntity, partitionKey, sortKey, versionedFields, type QuerySpec } from '../entity.js';

const name = 'listItem';

/**
 * An item of one of the agency's drop-down lists (a term, a tender type, a commodity category...; the kinds
 * are shared/domain/list-kinds.ts). The kind is in the key, after the tenant, so a list is one query.
 * `usageCount` counts the project references that hold the item (functions/core/db/list-usage.ts): a
 * delete is conditioned on it being 0, so an item in use is never deleted, even in a race.
 */
export const ListItem = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    kind: z.string(),
    listItemId: z.string(),
    name: z.string(),
    code: z.optional(z.string()),
    parentCode: z.optional(z.string()),
    usageCount: z._default(z.int(), 0),
    ...versionedFields,
  }),
  key: (k: { customerId: string; kind: string; listItemId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { kind: k.kind, listitemid: k.listItemId }),
  }),
});

export type ListItemRecord = z.output<typeof ListItem.schema>;

/** Every item of one list of an agency. */
export const itemsOfList = (customerId: string, kind: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(name, { kind })}#listitemid_` },
});
