import { Alert, Button, Flex, Heading, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '../../../../../../shared/domain/projects/project-limits';
import { ZSavedSearchCreate, type TSavedSearch } from '../../../../../../shared/schemas/project-search';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { ConfirmDeleteDialog } from '../../../../components/ui/confirm-delete-dialog';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { formErrorsOf } from '../../../../lib/form-errors';
import { validateForm } from '../../../../lib/validate-form';
import { notifier } from '../../../../lib/notify';
import { useChangeSavedSearch, useSavedSearches } from '../../api/project-search-api';
import type { ProjectScope } from '../../api/projects-api';
import { PROJECTS_LIST_NS } from '../../i18n/list';
import { Check } from '../../../../components/ui/native-fields';
import { criteriaOf, stateOfCriteria, type ListState } from './search-state';

const NAME_ERRORS = { savedSearchNameExists: 'name' } as const;
/** The name's rule of both routes (create and rename): this form edits the name alone. */
const ZName = z.pick(ZSavedSearchCreate, { name: true });

/** A name form (save the current search, or rename one): the name, and for a new search, shared or not. */
function NameForm({
  label,
  submitLabel,
  initialName = '',
  withShared,
  onSave,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initialName?: string;
  withShared: boolean;
  onSave: (name: string, shared: boolean) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(PROJECTS_LIST_NS);
  const [name, setName] = useState(initialName);
  const [shared, setShared] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(['name']);
  useDirtyForm(name.trim() !== initialName.trim() && !busy);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = validateForm(ZName, { name });
    if (problems) return errors.show(problems);
    setBusy(true);
    errors.clear();
    try {
      await onSave(name.trim(), shared);
      setName(initialName);
    } catch (error) {
      errors.show(formErrorsOf(error, NAME_ERRORS));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={label} onSubmit={(e) => void submit(e)} noValidate>
      <ErrorSummary {...errors.summary} />
      <Flex gap="small" wrap="wrap" alignItems="flex-end">
        <TextField
          id={errors.idOf('name')}
          label={withShared ? t('saved.name') : t('saved.newName')}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          autoFocus={onCancel !== undefined}
          onChange={(e) => {
            setName(e.target.value);
            errors.clearField('name');
          }}
          hasError={!!errors.fields.name}
          errorMessage={errors.fields.name}
        />
        {withShared && (
          <Check name="shared" label={t('saved.shared')} checked={shared} onChange={setShared} />
        )}
        <Button type="submit" loadingText={submitLabel} isLoading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            {t('saved.cancel')}
          </Button>
        )}
      </Flex>
    </form>
  );
}

/**
 * The saved searches beside the project list (docs/product/projects.md#search): save the current search
 * (private or shared in the agency), pick one to run it, rename or delete one's own. Names are unique in the
 * agency ignoring case; the server says so with the catalogue's message under the name.
 */
export function SavedSearchesPanel({
  scope,
  state,
  timeZone,
  onRun,
}: {
  scope: ProjectScope | null;
  state: ListState;
  timeZone: string;
  onRun: (state: ListState) => void;
}) {
  const { t } = useTranslation(PROJECTS_LIST_NS);
  const searches = useSavedSearches(scope);
  const change = useChangeSavedSearch(scope);
  const [pickedId, setPickedId] = useState('');
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState<TSavedSearch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = searches.data ?? [];
  const picked = list.find((s) => s.id === pickedId);

  const remove = async () => {
    const search = deleting;
    setDeleting(null);
    if (!search) return;
    setError(null);
    try {
      await change.trigger({ op: 'delete', search });
      setPickedId('');
      notifier.notify(t('saved.deleted', { name: search.name }), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  return (
    <section aria-labelledby="saved-searches-title" className="tb-card">
      <Heading level={2} id="saved-searches-title" className="tb-card-title">
        {t('saved.title')}
      </Heading>
      <Flex direction="column" gap="small">
        {list.length === 0 ? (
          <p>{t('saved.none')}</p>
        ) : (
          <Flex gap="small" wrap="wrap" alignItems="flex-end">
            <SelectField
              label={t('saved.pick')}
              value={pickedId}
              onChange={(e) => {
                setPickedId(e.target.value);
                setRenaming(false);
                const search = list.find((s) => s.id === e.target.value);
                if (search) onRun(stateOfCriteria(search.criteria, timeZone, state.size));
              }}
            >
              <option value="">{t('saved.choose')}</option>
              {list.map((s) => (
                <option key={s.id} value={s.id}>
                  {`${s.name} (${s.shared ? t('saved.sharedTag') : t('saved.privateTag')})`}
                </option>
              ))}
            </SelectField>
            {picked && (
              <Button onClick={() => onRun(stateOfCriteria(picked.criteria, timeZone, state.size))}>
                {t('saved.run')}
              </Button>
            )}
            {picked?.mine && (
              <>
                <Button onClick={() => setRenaming(true)}>{t('saved.rename')}</Button>
                <Button variation="destructive" onClick={() => setDeleting(picked)}>
                  {t('saved.delete')}
                </Button>
              </>
            )}
          </Flex>
        )}
        {picked && !picked.mine && <p className="tb-muted">{t('saved.notMine')}</p>}
        {picked?.mine && renaming && (
          <NameForm
            key={picked.id}
            label={t('saved.renameTitle', { name: picked.name })}
            submitLabel={t('saved.saveName')}
            initialName={picked.name}
            withShared={false}
            onCancel={() => setRenaming(false)}
            onSave={async (name) => {
              await change.trigger({
                op: 'update',
                search: picked,
                body: { name, shared: picked.shared, criteria: picked.criteria },
              });
              setRenaming(false);
              notifier.notify(t('saved.renamed', { name }), 'success');
            }}
          />
        )}
        {error && (
          <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
            {error}
          </Alert>
        )}
        <NameForm
          label={t('saved.saveTitle')}
          submitLabel={t('saved.save')}
          withShared
          onSave={async (name, shared) => {
            const created = await change.trigger({
              op: 'create',
              body: { name, shared, criteria: criteriaOf(state, timeZone) },
            });
            if (created) setPickedId(created.id);
            notifier.notify(t('saved.saved', { name }), 'success');
          }}
        />
      </Flex>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('saved.confirmTitle')}
        body={t('saved.confirmBody', { name: deleting?.name ?? '' })}
        cancelLabel={t('saved.cancel')}
        confirmLabel={t('saved.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void remove()}
        testId="confirm-delete-search"
      />
    </section>
  );
}
