import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { FORM_NAME_MAX_LENGTH } from '../../../../../shared/domain/forms/form-limits';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import { ZTenderTableCreate } from '../../../../../shared/schemas/tender-tables';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TemplatePicker } from '../../../components/ui/template-picker';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { paths } from '../../../config/paths';
import { accessTo } from '../../../lib/access';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import type { FormTableType } from '../../../../../shared/domain/forms/form-model';
import {
  searchFormTemplates,
  useAddForm,
  useAddFormFromTemplate,
  useCopyForm,
  useDeleteForms,
  useFormScope,
  useProjectForms,
  useSortForms,
} from '../api/forms-api';
import { reorderedIds } from '../lib/form-order';
import { FORMS_NS } from '../i18n';
import { Check } from '../../../components/ui/native-fields';
import { LockNotice } from './lock-notice';
import './forms.css';
import { Loaded } from '../../../components/ui/loaded';

const ADD_FIELDS = ['newName'] as const;
const LIST_COLUMNS = ['select', 'name', 'mandatory', 'inSummary', 'total', 'actions'] as const;

/**
 * A project's forms of one type (docs/product/tender.md#price-forms,
 * docs/product/tender.md#submission-requirements): the price forms of
 * /projects/:id/build/submission-requirements/prices, the specification forms of .../specifications. Name,
 * mandatory, in the summary table, total; add (a name unique in the project), copy, delete several after a
 * confirmation, reorder; "Insert a form from the library" copies one of the agency's bid-form templates under
 * a name of its own. Each name opens the editor. The page's <h1> is its caller's.
 */
export function FormsList({
  tableType,
  headingLevel = 2,
}: {
  tableType: FormTableType;
  /** Its headings sit under the page's <h1> (prices) or under a section's <h2> (specifications). */
  headingLevel?: 2 | 3;
}) {
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
  const fromTemplate = useAddFormFromTemplate(scope, id);
  const [picking, setPicking] = useState(false);
  const [copyName, setCopyName] = useState('');
  const [newName, setNewName] = useState('');
  const [mandatory, setMandatory] = useState(true);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = useFormErrors(ADD_FIELDS);
  const locale = canadianLocale(i18n.language);
  const lock = forms.data?.lock ?? null;
  // A locked project's forms are read-only whatever the caller's rights (the server would refuse).
  const canAct = accessTo(session, pathname).canAct && !lock;
  const busy = add.isMutating || copy.isMutating || remove.isMutating || sort.isMutating;
  useDirtyForm(newName.trim() !== '' && !add.isMutating);
  const typed = (key: string, options?: Record<string, unknown>) => t(`list.${tableType}.${key}`, options);

  const all = forms.data?.lines ?? [];
  const prices = all.filter((f) => f.tableType === tableType);
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
    const body = { projectId: id, name, tableType, mandatory, includeInSummary: true };
    const problem = validateForm(ZTenderTableCreate, body)?.fields.name;
    if (problem) return errors.show({ fields: { newName: problem } });
    errors.clear();
    try {
      const created = await add.trigger(body);
      setNewName('');
      notifier.notify(t('list.added', { name }), 'success');
      await navigate(paths.projects.form.getHref(id, tableType, created.tenderTableId));
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
      <LockNotice lock={lock} />
      {!canAct && !lock && <p className="tb-muted">{t('editor.locked')}</p>}
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}

      <form noValidate aria-labelledby="add-form-heading" onSubmit={(e) => void addForm(e)}>
        <Flex direction="column" gap="small">
          <Heading level={headingLevel} id="add-form-heading">
            {typed('addHeading')}
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
            <Button
              type="submit"
              variation="primary"
              isDisabled={!canAct}
              loadingText={t('list.add')}
              isLoading={add.isMutating}
            >
              {t('list.add')}
            </Button>
          </div>
          <div>
            <Button isDisabled={!canAct} onClick={() => setPicking(true)}>
              {t('library.insert')}
            </Button>
          </div>
        </Flex>
      </form>

      <Heading level={headingLevel}>{typed('heading')}</Heading>
      <Loaded
        result={forms}
        loadingText={t('list.loading')}
        failedText={t('list.loadError')}
        catalogueMessage={false}
      >
        {() =>
          prices.length === 0 ? (
            <p data-testid="no-forms">{typed('empty')}</p>
          ) : (
            <>
              <DataTable label={typed('heading')} data-testid={`${tableType}-forms`}>
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
                        <Link to={paths.projects.form.getHref(id, tableType, form.tenderTableId)}>
                          {form.name}
                        </Link>
                      </td>
                      <td>{form.mandatory ? t('list.yes') : t('list.no')}</td>
                      <td>{form.includeInSummary ? t('list.yes') : t('list.no')}</td>
                      <td className="tb-form-amount">{formatMoney(form.totals.total, locale)}</td>
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
                <Button
                  isDisabled={!canAct || busy || chosen.length === 0}
                  onClick={() => setConfirming(true)}
                >
                  {t('list.deleteSelected', { count: chosen.length })}
                </Button>
              </div>
            </>
          )
        }
      </Loaded>

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

      <TemplatePicker
        open={picking}
        group={'tenderTable'}
        testId="form-template-picker"
        texts={{
          title: typed('libraryTitle'),
          search: t('library.search'),
          find: t('library.find'),
          results: t('library.results'),
          loading: t('library.loading'),
          empty: t('library.empty'),
          insert: t('library.insertButton'),
          cancel: t('bidderRows.cancel'),
          chooseOne: t('library.chooseOne'),
        }}
        search={(keywords) => searchFormTemplates(scope!, keywords)}
        onInsert={async (template) => {
          const name = (copyName.trim() || template.name).trim();
          const created = await fromTemplate.trigger({
            onlineSubmissionTemplateId: template.onlineSubmissionTemplateId,
            name,
          });
          // The copy keeps the template's type: a specification template lands among the specification forms.
          notifier.notify(
            created.tableType === tableType
              ? t('list.added', { name })
              : t('library.addedAs', { name, type: t(`library.types.${created.tableType}`) }),
            'success',
          );
        }}
        onClose={() => {
          setPicking(false);
          setCopyName('');
        }}
        extra={(picked) => (
          <TextField
            label={t('library.name')}
            descriptiveText={t('library.nameHint')}
            maxLength={FORM_NAME_MAX_LENGTH}
            value={copyName}
            placeholder={picked?.name}
            onChange={(e) => setCopyName(e.target.value)}
          />
        )}
      />
    </Flex>
  );
}
