import { Alert, Button, Flex, Heading, Loader, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { FORM_NAME_MAX_LENGTH } from '../../../../../shared/domain/forms/form-limits';
import { formatAmount } from '../../../../../shared/domain/forms/money';
import { UnlockRequirements } from '../../../components/requirements/unlock-requirements';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { paths } from '../../../config/paths';
import { accessTo } from '../../../lib/access';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useAddForm,
  useCopyForm,
  useDeleteForms,
  useFormScope,
  useProjectForms,
  useSortForms,
} from '../api/forms-api';
import { amountLocaleOf } from '../lib/cells';
import { reorderedIds } from '../lib/form-order';
import { FORMS_NS } from '../i18n';
import { Check } from './fields';
import './forms.css';

const ADD_FIELDS = ['newName'] as const;
const LIST_COLUMNS = ['select', 'name', 'mandatory', 'inSummary', 'total', 'actions'] as const;

/**
 * /projects/:id/build/submission-requirements/prices: the project's price forms (spec 2 §3.6, §3.7): name,
 * mandatory, in the summary table, total; add (a name unique in the project), copy, delete several after a
 * confirmation, reorder. Each name opens the editor.
 */
export function PriceFormsPage() {
  const { t, i18n } = useTranslation(FORMS_NS);
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const scope = useFormScope();
  const forms = useProjectForms(scope, id);
  const add = useAddForm(scope, id);
  const copy = useCopyForm(scope, id);
  const remove = useDeleteForms(scope, id);
  const sort = useSortForms(scope, id);
  const [newName, setNewName] = useState('');
  const [mandatory, setMandatory] = useState(true);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = useFormErrors(ADD_FIELDS);
  const locale = amountLocaleOf(i18n.language);
  const canAct = accessTo(session, pathname).canAct;
  const busy = add.isMutating || copy.isMutating || remove.isMutating || sort.isMutating;
  useDirtyForm(newName.trim() !== '' && !add.isMutating);
  useDocumentTitle(t('list.title'));

  const all = forms.data ?? [];
  const prices = all.filter((f) => f.tableType === 'price');
  const chosen = prices.filter((f) => selected.has(f.tenderTableId));

  const act = async (run: () => Promise<unknown>, done?: string) => {
    setError(null);
    try {
      await run();
      if (done) notifier.notify(done, 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  const addForm = async (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) {
      errors.show({ fields: { newName: t('list.nameRequired') } });
      return;
    }
    errors.clear();
    try {
      const created = await add.trigger({
        projectId: id,
        name,
        tableType: 'price',
        mandatory,
        includeInSummary: true,
      });
      setNewName('');
      notifier.notify(t('list.added', { name }), 'success');
      await navigate(paths.projects.form.getHref(id, 'price', created.tenderTableId));
    } catch (err) {
      errors.show(formErrorsOf(err, { formNameNotUnique: 'newName' }));
    }
  };

  const toggle = (formId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(formId);
      else next.delete(formId);
      return next;
    });

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('list.title')}</Heading>
      <p>{t('list.intro')}</p>
      {!canAct && <p className="tb-muted">{t('editor.locked')}</p>}
      <UnlockRequirements projectId={id} canAct={canAct} onUnlocked={() => forms.mutate()} />
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}

      <form noValidate aria-labelledby="add-form-heading" onSubmit={(e) => void addForm(e)}>
        <Flex direction="column" gap="small">
          <Heading level={2} id="add-form-heading">
            {t('list.addHeading')}
          </Heading>
          <ErrorSummary {...errors.summary} />
          <TextField
            id={errors.idOf('newName')}
            label={t('list.newName')}
            value={newName}
            isRequired
            maxLength={FORM_NAME_MAX_LENGTH}
            isDisabled={!canAct}
            hasError={errors.fields.newName !== undefined}
            errorMessage={errors.fields.newName}
            onChange={(e) => {
              setNewName(e.target.value);
              errors.clearField('newName');
            }}
          />
          <Check
            label={t('settings.mandatory')}
            checked={mandatory}
            disabled={!canAct}
            onChange={setMandatory}
          />
          <div>
            <Button type="submit" variation="primary" isDisabled={!canAct} isLoading={add.isMutating}>
              {t('list.add')}
            </Button>
          </div>
        </Flex>
      </form>

      <Heading level={2}>{t('list.heading')}</Heading>
      {!forms.data ? (
        forms.error ? (
          <Alert variation="error">{t('list.loadError')}</Alert>
        ) : (
          <Flex alignItems="center" gap="small" role="status">
            <Loader />
            <span>{t('list.loading')}</span>
          </Flex>
        )
      ) : prices.length === 0 ? (
        <p data-testid="no-forms">{t('list.empty')}</p>
      ) : (
        <>
          <DataTable label={t('list.heading')} data-testid="price-forms">
            <thead>
              <tr>
                {LIST_COLUMNS.map((key) => (
                  <th key={key} scope="col">
                    {t(`list.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {prices.map((form, i) => (
                <tr key={form.tenderTableId}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('list.selectOne', { name: form.name })}
                      checked={selected.has(form.tenderTableId)}
                      disabled={!canAct}
                      onChange={(e) => toggle(form.tenderTableId, e.target.checked)}
                    />
                  </td>
                  <td>
                    <Link to={paths.projects.form.getHref(id, 'price', form.tenderTableId)}>{form.name}</Link>
                  </td>
                  <td>{form.mandatory ? t('list.yes') : t('list.no')}</td>
                  <td>{form.includeInSummary ? t('list.yes') : t('list.no')}</td>
                  <td className="tb-form-amount">{formatAmount(form.totals.total, locale)}</td>
                  <td>
                    <Flex gap="xs" wrap="wrap">
                      <Button
                        size="small"
                        isDisabled={!canAct || busy}
                        aria-label={t('list.copyOf', { name: form.name })}
                        onClick={() =>
                          void act(
                            () => copy.trigger(form.tenderTableId),
                            t('list.copied', { name: form.name }),
                          )
                        }
                      >
                        {t('list.copy')}
                      </Button>
                      <Button
                        size="small"
                        isDisabled={!canAct || busy || i === 0}
                        aria-label={t('list.moveUpOf', { name: form.name })}
                        onClick={() =>
                          void act(() => sort.trigger(reorderedIds(all, form.tenderTableId, -1)!))
                        }
                      >
                        {t('rows.moveUp')}
                      </Button>
                      <Button
                        size="small"
                        isDisabled={!canAct || busy || i === prices.length - 1}
                        aria-label={t('list.moveDownOf', { name: form.name })}
                        onClick={() =>
                          void act(() => sort.trigger(reorderedIds(all, form.tenderTableId, 1)!))
                        }
                      >
                        {t('rows.moveDown')}
                      </Button>
                    </Flex>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          <div>
            <Button isDisabled={!canAct || busy || chosen.length === 0} onClick={() => setConfirming(true)}>
              {t('list.deleteSelected', { count: chosen.length })}
            </Button>
          </div>
        </>
      )}

      <ModalDialog
        open={confirming}
        title={t('list.confirmTitle', { count: chosen.length })}
        onCancel={() => setConfirming(false)}
        testId="confirm-delete-forms"
        actions={
          <>
            <Button data-autofocus onClick={() => setConfirming(false)}>
              {t('bidderRows.cancel')}
            </Button>
            <Button
              variation="destructive"
              onClick={() => {
                setConfirming(false);
                const ids = chosen.map((f) => f.tenderTableId);
                void act(
                  async () => {
                    await remove.trigger(ids);
                    setSelected(new Set());
                  },
                  t('list.deleted', { count: ids.length }),
                );
              }}
            >
              {t('list.delete')}
            </Button>
          </>
        }
      >
        <ul>
          {chosen.map((f) => (
            <li key={f.tenderTableId}>{f.name}</li>
          ))}
        </ul>
      </ModalDialog>
    </Flex>
  );
}

export default PriceFormsPage;
