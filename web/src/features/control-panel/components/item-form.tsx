import { Alert, Button, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMODITY_CODE_MAX_LENGTH, LIST_ITEM_NAME_MAX_LENGTH } from '../../../../../shared/domain/limits';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import type { ItemFields } from '../api/lists-api';
import { CONTROL_PANEL_NS } from '../i18n';

const EMPTY: ItemFields = { name: '', code: '', parentCode: '' };

/** Blank optional fields are left out of the request. */
const trimmed = (fields: ItemFields, coded: boolean): ItemFields => {
  const code = fields.code?.trim();
  const parentCode = fields.parentCode?.trim();
  return {
    name: fields.name.trim(),
    ...(coded && code ? { code } : {}),
    ...(coded && parentCode ? { parentCode } : {}),
  };
};

/**
 * The fields of an item (a name; a code and parent code for commodity categories) with save and, when
 * editing, cancel. Unsaved text asks Leave or Stay before navigating away; a refused save (a duplicate
 * name) shows under its field.
 */
export function ItemForm({
  formLabel,
  coded,
  initial = EMPTY,
  submitLabel,
  disabled = false,
  onSave,
  onCancel,
  findDuplicate,
}: {
  formLabel: string;
  coded: boolean;
  initial?: ItemFields;
  submitLabel: string;
  disabled?: boolean;
  onSave: (fields: ItemFields) => Promise<void>;
  onCancel?: () => void;
  /** The browser's instant duplicate check: the message to show, or null. */
  findDuplicate: (fields: ItemFields) => string | null;
}) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const [fields, setFields] = useState<ItemFields>({ ...EMPTY, ...initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const dirty =
    fields.name !== initial.name ||
    (fields.code ?? '') !== (initial.code ?? '') ||
    (fields.parentCode ?? '') !== (initial.parentCode ?? '');
  useDirtyForm(dirty && !busy);
  const ready = fields.name.trim() !== '' && (!coded || (fields.code ?? '').trim() !== '');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    const duplicate = findDuplicate(fields);
    if (duplicate) {
      setErrors({ [coded ? 'code' : 'name']: duplicate });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await onSave(trimmed(fields, coded));
      setFields({ ...EMPTY, ...initial });
    } catch (err) {
      const field = coded ? 'code' : 'name';
      const { fields: byField, message } = formErrorsOf(err, {
        listItemNameExists: 'name',
        listItemCodeExists: field,
      });
      setErrors(message ? { ...byField, form: message } : byField);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof ItemFields, label: string, maxLength: number) => (
    <TextField
      label={label}
      value={fields[name] ?? ''}
      maxLength={maxLength}
      autoFocus={onCancel !== undefined && name === (coded ? 'code' : 'name')}
      onChange={(e) => {
        setFields({ ...fields, [name]: e.target.value });
        setErrors({});
      }}
      hasError={errors[name] !== undefined}
      errorMessage={errors[name]}
    />
  );

  return (
    <form aria-label={formLabel} onSubmit={(e) => void submit(e)}>
      <fieldset disabled={disabled || busy} className="tb-inline-form">
        {coded && field('code', t('lists.code'), COMMODITY_CODE_MAX_LENGTH)}
        {field('name', coded ? t('lists.title') : t('lists.name'), LIST_ITEM_NAME_MAX_LENGTH)}
        {coded && field('parentCode', t('lists.parentCode'), COMMODITY_CODE_MAX_LENGTH)}
        <Button type="submit" variation="primary" isDisabled={disabled || busy || !ready}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" onClick={onCancel}>
            {t('lists.cancel')}
          </Button>
        )}
      </fieldset>
      {errors.form && (
        <Alert variation="error" role="alert">
          {errors.form}
        </Alert>
      )}
    </form>
  );
}
