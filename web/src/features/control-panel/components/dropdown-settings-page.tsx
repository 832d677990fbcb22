import { Alert, Button, Flex, Heading, Loader, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  findDuplicateListItem,
  isListKind,
  LIST_KIND_SPECS,
  LIST_KINDS,
  type ListKind,
} from '../../../../../shared/domain/list-kinds';
import { LOCKED_CONTROL_TOOLTIP_KEY } from '../../../../../shared/domain/route-access';
import type { TListItem } from '../../../../../shared/schemas/lists';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { accessTo } from '../../../lib/access';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
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
import { ItemForm } from './item-form';
import { useControlPanelScope } from './use-scope';

/**
 * /control-panel/dropdown-settings (docs/product/projects.md#drop-down-lists): the agency's drop-down lists,
 * one at a time (?list=), with search, add, edit, delete (confirmed; refused while projects use the item)
 * and, for commodity categories, the CSV import. Reading needs the control panel's view right, changing its
 * manage right.
 */
export function DropdownSettingsPage() {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const scope = useControlPanelScope();
  const session = useSession();
  const { pathname } = useLocation();
  const locked = !accessTo(session, pathname).canAct;
  const requested = params.get('list') ?? '';
  const kind: ListKind = isListKind(requested) ? requested : 'term';
  useDocumentTitle(tc('pages.controlPanel.dropdown-settings'));

  if (!scope) return <Loader />;
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{tc('pages.controlPanel.dropdown-settings')}</Heading>
      <p>{t('lists.intro')}</p>
      {locked && <p className="tb-muted">{tc(LOCKED_CONTROL_TOOLTIP_KEY)}</p>}
      <SelectField
        label={t('lists.choose')}
        value={kind}
        onChange={(e) => {
          const copy = new URLSearchParams(params);
          copy.set('list', e.target.value);
          setParams(copy, { replace: true });
        }}
      >
        {LIST_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`lists.kinds.${k}`)}
          </option>
        ))}
      </SelectField>
      <ListPanel key={kind} scope={scope} kind={kind} locked={locked} />
    </Flex>
  );
}

function ListPanel({ scope, kind, locked }: { scope: ListScope; kind: ListKind; locked: boolean }) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const coded = LIST_KIND_SPECS[kind].coded;
  const items = useListItems(scope, kind);
  const add = useAddItem(scope, kind);
  const update = useUpdateItem(scope, kind);
  const remove = useDeleteItem(scope, kind);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TListItem | null>(null);
  const [error, setError] = useState<string | null>(null);

  const duplicateOf = (id?: string) => (fields: ItemFields) =>
    findDuplicateListItem(kind, items.data ?? [], { ...fields, id })
      ? t(coded ? 'lists.duplicateCode' : 'lists.duplicate')
      : null;

  const confirmDelete = async () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    setError(null);
    try {
      await remove.trigger(item);
      notifier.notify(t('lists.deleted', { name: item.name }), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  const needle = search.trim().toLowerCase();
  const shown = (items.data ?? []).filter(
    (i) =>
      needle === '' || i.name.toLowerCase().includes(needle) || (i.code ?? '').toLowerCase().includes(needle),
  );

  return (
    <Flex direction="column" gap="medium">
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
      <TextField
        type="search"
        label={t('lists.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {!items.data ? (
        items.error ? (
          <Alert variation="error">{t('lists.loadError')}</Alert>
        ) : (
          <Flex alignItems="center" gap="small" role="status">
            <Loader />
            <span>{t('lists.loading')}</span>
          </Flex>
        )
      ) : (
        <>
          <p role="status">{t('lists.count', { count: shown.length })}</p>
          {shown.length === 0 ? (
            <p>{items.data.length === 0 ? t('lists.empty') : t('lists.noMatch')}</p>
          ) : (
            <table className="tb-table" aria-label={t(`lists.kinds.${kind}`)}>
              <thead>
                <tr>
                  {coded && <th scope="col">{t('lists.code')}</th>}
                  <th scope="col">{coded ? t('lists.title') : t('lists.name')}</th>
                  {coded && <th scope="col">{t('lists.parentCode')}</th>}
                  <th scope="col">{t('lists.usage')}</th>
                  <th scope="col">{t('lists.actions')}</th>
                </tr>
              </thead>
              <tbody>
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
                      <td>
                        <Flex gap="xs" wrap="wrap">
                          <Button
                            size="small"
                            isDisabled={locked}
                            aria-label={t('lists.renameItem', { name: item.name })}
                            onClick={() => setEditing(item.id)}
                          >
                            {t('lists.rename')}
                          </Button>
                          <Button
                            size="small"
                            isDisabled={locked}
                            aria-label={t('lists.deleteItem', { name: item.name })}
                            onClick={() => setDeleting(item)}
                          >
                            {t('lists.delete')}
                          </Button>
                        </Flex>
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          )}
        </>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('lists.confirmTitle')}
        body={t('lists.confirmBody', { name: deleting?.name ?? '' })}
        cancelLabel={t('lists.cancel')}
        confirmLabel={t('lists.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Flex>
  );
}

export default DropdownSettingsPage;
