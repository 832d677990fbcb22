import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  findDuplicateListItem,
  LIST_KIND_SPECS,
  LIST_KINDS,
  type ListKind,
} from '../../../../../shared/domain/list-kinds';
import type { TListItem } from '../../../../../shared/schemas/lists';
import { notifier } from '../../../lib/notify';
import {
  useAddItem,
  useDeleteItem,
  useListItems,
  useUpdateItem,
  type ItemFields,
  type ListScope,
} from '../api/lists-api';
import { CONTROL_PANEL_NS } from '../i18n';
import { CategoryImport } from './category-import';
import { ChoicePage } from './choice-page';
import { ItemForm } from './item-form';
import { ItemActions, ManagedList, useManagedList } from './managed-list';

/**
 * /control-panel/dropdown-settings (docs/product/projects.md#drop-down-lists): the agency's drop-down lists,
 * one at a time (?list=), with search, add, edit, delete (confirmed; refused while projects use the item)
 * and, for commodity categories, the CSV import. Reading needs the control panel's view right, changing its
 * manage right.
 */
export function DropdownSettingsPage() {
  return <ChoicePage of="lists" choices={LIST_KINDS} panel={ListPanel} />;
}

function ListPanel({ scope, choice: kind, locked }: { scope: ListScope; choice: ListKind; locked: boolean }) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const coded = LIST_KIND_SPECS[kind].coded;
  const items = useListItems(scope, kind);
  const add = useAddItem(scope, kind);
  const update = useUpdateItem(scope, kind);
  const remove = useDeleteItem(scope, kind);
  const list = useManagedList<TListItem>('lists', (item) => remove.trigger(item));
  const [editing, setEditing] = useState<string | null>(null);

  const duplicateOf = (id?: string) => (fields: ItemFields) =>
    findDuplicateListItem(kind, items.data ?? [], { ...fields, id })
      ? t(coded ? 'lists.duplicateCode' : 'lists.duplicate')
      : null;

  const needle = list.search.trim().toLowerCase();
  const shown = (items.data ?? []).filter(
    (i) =>
      needle === '' || i.name.toLowerCase().includes(needle) || (i.code ?? '').toLowerCase().includes(needle),
  );

  return (
    <ManagedList
      list={list}
      read={items}
      shownCount={shown.length}
      tableLabel={t(`lists.kinds.${kind}`)}
      adding={
        <>
          <ItemForm
            formLabel={t('lists.add')}
            coded={coded}
            submitLabel={t('lists.addButton')}
            disabled={locked}
            findDuplicate={duplicateOf()}
            onSave={async (fields) => {
              const created = await add.trigger(fields);
              notifier.notify(t('lists.added', { name: created.name }), 'success');
            }}
          />
          {coded && <CategoryImport scope={scope} disabled={locked} />}
        </>
      }
      head={
        <>
          {coded && <th scope="col">{t('lists.code')}</th>}
          <th scope="col">{coded ? t('lists.title') : t('lists.name')}</th>
          {coded && <th scope="col">{t('lists.parentCode')}</th>}
          <th scope="col">{t('lists.usage')}</th>
          <th scope="col">{t('lists.actions')}</th>
        </>
      }
    >
      {shown.map((item) =>
        editing === item.id ? (
          <tr key={item.id}>
            <td colSpan={coded ? 5 : 3}>
              <ItemForm
                formLabel={t('lists.editForm', { name: item.name })}
                coded={coded}
                initial={{
                  name: item.name,
                  code: item.code ?? '',
                  parentCode: item.parentCode ?? '',
                }}
                submitLabel={t('lists.save')}
                findDuplicate={duplicateOf(item.id)}
                onCancel={() => setEditing(null)}
                onSave={async (fields) => {
                  const saved = await update.trigger({
                    ...fields,
                    id: item.id,
                    version: item.version,
                  });
                  setEditing(null);
                  notifier.notify(t('lists.saved', { name: saved.name }), 'success');
                }}
              />
            </td>
          </tr>
        ) : (
          <tr key={item.id}>
            {coded && <td>{item.code}</td>}
            <td>{item.name}</td>
            {coded && <td>{item.parentCode}</td>}
            <td>{item.usageCount}</td>
            <ItemActions list={list} item={item} locked={locked}>
              <Button
                size="small"
                isDisabled={locked}
                aria-label={t('lists.renameItem', { name: item.name })}
                onClick={() => setEditing(item.id)}
              >
                {t('lists.rename')}
              </Button>
            </ItemActions>
          </tr>
        ),
      )}
    </ManagedList>
  );
}

export default DropdownSettingsPage;
