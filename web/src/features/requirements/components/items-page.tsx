import { Alert, Button, Flex, Heading, Link } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  acceptedExtensionsOf,
  extensionsText,
  fileTypesOf,
} from '../../../../../shared/domain/submissions/bid-files';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import { TEMPLATE_GROUP_OF_KIND } from '../../../../../shared/domain/projects/submission-requirements';
import type { TRequirementItem } from '../../../../../shared/schemas/submission-requirements';
import { DataTable } from '../../../components/ui/data-table';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { TemplatePicker } from '../../../components/ui/template-picker';
import { paths } from '../../../config/paths';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import {
  searchTemplates,
  useAddItem,
  useAddItemFromTemplate,
  useDeleteItem,
  useSortItems,
  useUpdateItem,
} from '../api/requirements-api';
import { REQUIREMENTS_NS } from '../i18n';
import { emptyItemDraft, itemDraftOf } from '../lib/item-draft';
import { KIND_OF_SECTION, itemsOfKind, movedIds, type ItemSection } from '../lib/requirements-view';
import { ItemForm } from './item-form';
import { RequirementsFrame, type RequirementsContext } from './requirements-frame';

/**
 * A list subview (build/submission-requirements/{documents,instructions,questions,security,terms}):
 * the section's items in order; add, edit, delete after a confirmation, and reorder with Move up / Move down
 * (the focus stays on the moved item's button); "Insert from the library" copies one of the agency's
 * templates of the section's group as a new item. The limits are the server's (10 document uploads): its
 * refusal is shown as it says it.
 */
export function ItemsPage({ section }: { section: ItemSection }) {
  return (
    <RequirementsFrame titleKey={`sections.${section}`} back>
      {(context) => <Items section={section} {...context} />}
    </RequirementsFrame>
  );
}

const moveButtonId = (itemId: string, delta: -1 | 1) => `move-${delta < 0 ? 'up' : 'down'}-${itemId}`;

function Items({ section, scope, projectId, data, canAct }: RequirementsContext & { section: ItemSection }) {
  const { t, i18n } = useTranslation(REQUIREMENTS_NS);
  const kind = KIND_OF_SECTION[section];
  const add = useAddItem(scope, projectId);
  const update = useUpdateItem(scope, projectId);
  const remove = useDeleteItem(scope, projectId);
  const sort = useSortItems(scope, projectId);
  const fromTemplate = useAddItemFromTemplate(scope, projectId);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TRequirementItem | null>(null);
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locale = canadianLocale(i18n.language);
  const items = itemsOfKind(data.items, kind);
  const locked = !canAct;
  const busy = sort.isMutating || remove.isMutating;
  const name = t(`sections.${section}`);
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const id = focusAfter.current;
    const button = id ? (document.getElementById(id) as HTMLButtonElement | null) : null;
    if (button && !button.disabled) {
      focusAfter.current = null;
      button.focus();
    }
  });

  const move = async (item: TRequirementItem, delta: -1 | 1) => {
    const ids = movedIds(
      items.map((i) => i.submissionRequirementId),
      item.submissionRequirementId,
      delta,
    );
    if (!ids) return;
    setError(null);
    try {
      await sort.trigger({ kind, submissionRequirementIds: ids });
      notifier.notify(
        t('items.moved', { title: item.title, position: ids.indexOf(item.submissionRequirementId) + 1 }),
        'success',
      );
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
    // The keyboard stays on the item: on the same button, or the other one once it reaches an end. The
    // buttons are disabled while the order is saved, so the focus moves once they are enabled again.
    const at = ids.indexOf(item.submissionRequirementId);
    const stillMoves = delta < 0 ? at > 0 : at < ids.length - 1;
    focusAfter.current = moveButtonId(item.submissionRequirementId, stillMoves ? delta : delta < 0 ? 1 : -1);
  };

  const confirmRemove = async () => {
    const item = removing;
    setRemoving(null);
    if (!item) return;
    setError(null);
    try {
      await remove.trigger(item.submissionRequirementId);
      notifier.notify(t('items.deleted', { title: item.title }), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  return (
    <Flex direction="column" gap="medium">
      <p>{t(`subviews.${section}`)}</p>
      {!data.settings[section].used && (
        <p className="tb-muted" data-testid="section-unused">
          {t('items.unused', { section: name })}{' '}
          <Link as={RouterLink} to={paths.projects.submissionRequirement.getHref(projectId)}>
            {t('back')}
          </Link>
        </p>
      )}
      {locked && <p className="tb-muted">{t('readOnly')}</p>}
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}

      <section aria-labelledby="add-item-heading">
        <Flex direction="column" gap="small">
          <Heading level={2} id="add-item-heading">
            {t(`items.add.${kind}`)}
          </Heading>
          <ItemForm
            key={`add-${kind}`}
            kind={kind}
            label={t(`items.add.${kind}`)}
            initial={emptyItemDraft(kind)}
            submitLabel={t('items.addButton')}
            disabled={locked}
            onSave={async (body) => {
              const created = await add.trigger(body);
              notifier.notify(t('items.added', { title: created.title }), 'success');
            }}
          />
          <div>
            <Button isDisabled={locked} onClick={() => setPicking(true)}>
              {t('library.insert')}
            </Button>
          </div>
        </Flex>
      </section>

      <Heading level={2}>{t('items.listHeading', { section: name })}</Heading>
      <p role="status">{t('items.count', { count: items.length })}</p>
      {items.length > 0 && (
        <DataTable label={t('items.listHeading', { section: name })} data-testid="requirement-items">
          <thead>
            <tr>
              <th scope="col">{t('items.position')}</th>
              <th scope="col">{t('items.fields.title')}</th>
              <th scope="col">{t('items.details')}</th>
              <th scope="col">{t('items.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) =>
              editing === item.submissionRequirementId ? (
                <tr key={item.submissionRequirementId}>
                  <td colSpan={4}>
                    <ItemForm
                      kind={kind}
                      label={t('items.editForm', { title: item.title })}
                      initial={itemDraftOf(item, locale)}
                      submitLabel={t('items.save')}
                      disabled={locked}
                      onCancel={() => setEditing(null)}
                      onSave={async (body) => {
                        const saved = await update.trigger({
                          submissionRequirementId: item.submissionRequirementId,
                          version: item.version,
                          item: body,
                        });
                        setEditing(null);
                        notifier.notify(t('items.saved', { title: saved.title }), 'success');
                      }}
                    />
                  </td>
                </tr>
              ) : (
                <tr key={item.submissionRequirementId}>
                  <td>{index + 1}</td>
                  <td>{item.title}</td>
                  <td>
                    <ItemDetails item={item} locale={locale} />
                  </td>
                  <td>
                    <Flex gap="xs" wrap="wrap">
                      <Button
                        size="small"
                        isDisabled={locked}
                        aria-label={t('items.editItem', { title: item.title })}
                        onClick={() => setEditing(item.submissionRequirementId)}
                      >
                        {t('items.edit')}
                      </Button>
                      <Button
                        size="small"
                        id={moveButtonId(item.submissionRequirementId, -1)}
                        isDisabled={locked || busy || index === 0}
                        aria-label={t('items.moveUpOf', { title: item.title })}
                        onClick={() => void move(item, -1)}
                      >
                        {t('items.moveUp')}
                      </Button>
                      <Button
                        size="small"
                        id={moveButtonId(item.submissionRequirementId, 1)}
                        isDisabled={locked || busy || index === items.length - 1}
                        aria-label={t('items.moveDownOf', { title: item.title })}
                        onClick={() => void move(item, 1)}
                      >
                        {t('items.moveDown')}
                      </Button>
                      <Button
                        size="small"
                        isDisabled={locked || busy}
                        aria-label={t('items.deleteItem', { title: item.title })}
                        onClick={() => setRemoving(item)}
                      >
                        {t('items.delete')}
                      </Button>
                    </Flex>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </DataTable>
      )}

      <ConfirmDeleteDialog
        open={removing !== null}
        title={t('items.confirmTitle')}
        body={t('items.confirmBody', { title: removing?.title ?? '' })}
        cancelLabel={t('cancel')}
        confirmLabel={t('items.delete')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
        testId="confirm-delete-item"
      />

      <TemplatePicker
        open={picking}
        group={TEMPLATE_GROUP_OF_KIND[kind]}
        testId="template-picker"
        texts={{
          title: t('library.title', { section: name }),
          search: t('library.search'),
          find: t('library.find'),
          results: t('library.results'),
          loading: t('library.loading'),
          empty: t('library.empty'),
          insert: t('library.insertButton'),
          cancel: t('cancel'),
          chooseOne: t('library.chooseOne'),
        }}
        search={(keywords) => searchTemplates(scope, TEMPLATE_GROUP_OF_KIND[kind], keywords)}
        onInsert={async (template) => {
          const created = await fromTemplate.trigger(template.onlineSubmissionTemplateId);
          notifier.notify(t('items.added', { title: created.title }), 'success');
        }}
        onClose={() => setPicking(false)}
      />
    </Flex>
  );
}

/** What an item asks beyond its title, in a line. */
function ItemDetails({ item, locale }: { item: TRequirementItem; locale: 'en-CA' | 'fr-CA' }) {
  const { t } = useTranslation(REQUIREMENTS_NS);
  switch (item.kind) {
    case 'document':
      return (
        <>
          {[
            item.content.mandatory ? t('items.mandatory') : t('items.optional'),
            // 0 is "any number of pages": nothing to say (not "At least 0 pages").
            item.content.minimumPageCount > 0
              ? t('items.pages', { count: item.content.minimumPageCount })
              : null,
            fileTypesOf(item.content).length > 0
              ? t('items.accepts', { types: extensionsText(acceptedExtensionsOf(item.content)) })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </>
      );
    case 'question':
      return (
        <>
          {[
            item.content.text,
            t(`items.options.${item.content.answerType}`),
            item.content.mandatory ? t('items.mandatory') : t('items.optional'),
          ].join(' · ')}
        </>
      );
    case 'security':
      return (
        <>
          {[
            t(`items.options.${item.content.kind}`),
            item.content.amountType === 'percentage'
              ? t('items.percentValue', { value: formatMoney(item.content.value, locale) })
              : t('items.amountValue', { value: formatMoney(item.content.value, locale) }),
          ].join(' · ')}
        </>
      );
    default:
      return <span className="tb-requirement-text">{item.content.text}</span>;
  }
}

export default ItemsPage;
