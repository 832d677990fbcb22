/**
 * Removing the records that belong to a record being deleted (a project's team, documents, journal...),
 * found by their access paths: each query reads only the table keys, so the caller need not bundle the
 * owned entities' schemas, and never scans. The keys become delete items for transactAudited's follow-ups,
 * which go in transactions of 100: a retry after a partial failure finds what is left and converges.
 */
import * as z from 'zod/mini';
import { defineEntity, type QuerySpec, type TableKey } from './entity.js';
import { queryPage } from './ops.js';
import { TABLE_KEYS } from './table-definition.js';
import { tx, type TxItem } from './transaction.js';

/**
 * Any item of the table, read and written as stored (never parsed): known by its keys, as a query projected
 * to them returns it, or whole when a record is copied as it is.
 */
export const TableItem = defineEntity({
  name: 'tableItem',
  schema: z.looseObject({}),
  key: (k: TableKey) => ({ pk: k.pk, sk: k.sk }),
});

/** The table keys of every item the queries find, each query paged to its end. */
export async function keysOf(specs: readonly QuerySpec[]): Promise<TableKey[]> {
  const pages = await Promise.all(
    specs.map(async (spec) => {
      const keys: TableKey[] = [];
      let cursor: string | undefined;
      do {
        const page = await queryPage(TableItem, spec, {
          cursor,
          attributes: [TABLE_KEYS.pk, TABLE_KEYS.sk],
        });
        keys.push(...(page.items as unknown as TableKey[]));
        cursor = page.cursor;
      } while (cursor);
      return keys;
    }),
  );
  return uniqueKeys(pages.flat());
}

/** Keys once each: two access paths may find the same item, and a transaction may not name one twice. */
export function uniqueKeys(keys: readonly TableKey[]): TableKey[] {
  const seen = new Map<string, TableKey>();
  for (const key of keys) seen.set(JSON.stringify([key.pk, key.sk]), { pk: key.pk, sk: key.sk });
  return [...seen.values()];
}

/** The delete items of the keys (unconditional: an item already gone is no error). */
export const deletesOf = (keys: readonly TableKey[]): TxItem[] =>
  keys.map((key) => tx.delete(TableItem, key));
