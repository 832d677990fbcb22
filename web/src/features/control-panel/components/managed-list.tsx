import { Alert, Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';

import { useRemoval } from '../../../lib/use-removal';
import { CONTROL_PANEL_NS } from '../i18n';
import { Loaded } from '../../../components/ui/loaded';

/** Where a managed list's texts are, under the control panel's namespace: the drop-down lists' or the library's. */
export type ListTexts = 'lists' | 'library';

/**
 * What a managed list keeps: the search typed, the item whose deletion waits for its confirmation, and the
 * last action's error (useRemoval). `remove` deletes an item; its deletion is announced, its refusal shown.
 */
export function useManagedList<Item extends { name: string }>(
  texts: ListTexts,
  remove: (item: Item) => Promise<unknown>,
) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const [search, setSearch] = useState('');
  const removal = useRemoval(remove, (item: Item) => t(`${texts}.deleted`, { name: item.name }));
  return { texts, search, setSearch, ...removal };
}

type ManagedListState<Item extends { name: string }> = ReturnType<typeof useManagedList<Item>>;

/**
 * A managed list's panel: its add control (`adding`), the search, the last action's error, then the items
 * (loading, or why they could not be read; their count; none, none matching, or the table of those shown,
 * `head` its column headers and `children` its rows) and the delete confirmation.
 */
export function ManagedList<Item extends { name: string }>({
  list,
  read,
  shownCount,
  tableLabel,
  adding,
  head,
  children,
}: {
  list: ManagedListState<Item>;
  read: { data?: readonly Item[] | undefined; error?: unknown };
  shownCount: number;
  tableLabel: string;
  adding: ReactNode;
  head: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const { texts } = list;
  return (
    <Flex direction="column" gap="medium">
      {adding}
      <TextField
        type="search"
        label={t(`${texts}.search`)}
        value={list.search}
        onChange={(e) => list.setSearch(e.target.value)}
      />
      {list.error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => list.setError(null)}>
          {list.error}
        </Alert>
      )}
      <Loaded
        result={read}
        loadingText={t(`${texts}.loading`)}
        failedText={t(`${texts}.loadError`)}
        catalogueMessage={false}
      >
        {(items) => (
          <>
            <p role="status">{t(`${texts}.count`, { count: shownCount })}</p>
            {shownCount === 0 ? (
              <p>{items.length === 0 ? t(`${texts}.empty`) : t(`${texts}.noMatch`)}</p>
            ) : (
              <table className="tb-table" aria-label={tableLabel}>
                <thead>
                  <tr>{head}</tr>
                </thead>
                <tbody>{children}</tbody>
              </table>
            )}
          </>
        )}
      </Loaded>
      <ConfirmDeleteDialog
        open={list.removing !== null}
        title={t(`${texts}.confirmTitle`)}
        body={t(`${texts}.confirmBody`, { name: list.removing?.name ?? '' })}
        cancelLabel={t(`${texts}.cancel`)}
        confirmLabel={t(`${texts}.delete`)}
        onCancel={list.cancel}
        onConfirm={() => void list.confirm()}
      />
    </Flex>
  );
}

/**
 * A row's actions cell: the change given (`children`: Rename, Edit), then Delete, named with the item for
 * screen readers, which asks first.
 */
export function ItemActions<Item extends { name: string }>({
  list,
  item,
  locked,
  children,
}: {
  list: ManagedListState<Item>;
  item: Item;
  locked: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  return (
    <td>
      <Flex gap="xs" wrap="wrap">
        {children}
        <Button
          size="small"
          isDisabled={locked}
          aria-label={t(`${list.texts}.deleteItem`, { name: item.name })}
          onClick={() => list.ask(item)}
        >
          {t(`${list.texts}.delete`)}
        </Button>
      </Flex>
    </td>
  );
}
