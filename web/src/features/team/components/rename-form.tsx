import { Button, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MAX_LENGTH } from '../../../../../shared/domain/limits';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { TEAM_NS } from '../i18n';

/** An inline rename: the name field with its own error (e.g. a duplicate name), save and cancel. */
export function RenameForm({
  formLabel,
  label,
  initial,
  onSave,
  onCancel,
}: {
  formLabel: string;
  label: string;
  initial: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(TEAM_NS);
  const [name, setName] = useState(initial);
  const errors = useFormErrors(['name']);
  const error = errors.fields.name ?? null;
  const [busy, setBusy] = useState(false);
  useDirtyForm(name !== initial && !busy);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    errors.clear();
    try {
      await onSave(name.trim());
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      // A refusal about the name (a duplicate) shows under the field and in the summary.
      errors.show({ fields: { name: fields.name ?? message ?? '' } });
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={formLabel}>
      <ErrorSummary {...errors.summary} />
      <fieldset disabled={busy} className="tb-inline-form">
        <TextField
          label={label}
          id={errors.idOf('name')}
          value={name}
          autoFocus
          maxLength={NAME_MAX_LENGTH}
          onChange={(e) => {
            setName(e.target.value);
            errors.clearField('name');
          }}
          hasError={error !== null}
          errorMessage={error ?? undefined}
        />
        <Button type="submit" size="small" variation="primary" isDisabled={busy || !name.trim()}>
          {t('departments.saveName')}
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          {t('departments.cancel')}
        </Button>
      </fieldset>
    </form>
  );
}
