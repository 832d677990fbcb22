/**
 * How another group records that one of its records uses a drop-down item (a project's term, tender type,
 * commodity category...): the transaction item to put beside its own write. An item in use cannot be
 * deleted (docs/product/projects.md#drop-down-lists): the lists group's delete is conditioned on
 * `usageCount = 0`.
 */
import { ListItem } from './entities/list-item.js';
import { tx, type TxItem } from './transaction.js';

export interface ListItemRef {
  customerId: string;
  kind: string;
  listItemId: string;
}

export const listItemUsage = {
  /** One more reference: cancels the caller's transaction when the item no longer exists. */
  add(ref: ListItemRef): TxItem {
    return tx.update(ListItem, ref, { add: { usageCount: 1 } });
  },
  /** One reference fewer: cancels the caller's transaction when the item holds none (a double release). */
  release(ref: ListItemRef): TxItem {
    return tx.update(
      ListItem,
      ref,
      { add: { usageCount: -1 } },
      { expression: '#usage > :none', names: { '#usage': 'usageCount' }, values: { ':none': 0 } },
    );
  },
};
