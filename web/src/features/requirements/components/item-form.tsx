import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canadianLocale } from '../../../../../shared/domain/locale';
import type { RequirementItemKind } from '../../../../../shared/domain/projects/submission-requirements';
import type { TRequirementItemBody } from '../../../../../shared/schemas/submission-requirements';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { Check, Select } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { REQUIREMENTS_NS } from '../i18n';
import {
  ITEM_FIELDS,
  itemBodyOf,
  itemDraftChanged,
  itemProblemsOf,
  ITEM_FIELDS_WITHIN,
  type ItemDraft,
  type ItemProblem,
} from '../lib/item-draft';

/** A refusal about the title shows under it; a full section or a lock is the form's message. */
const FIELD_OF_CODE = { requirementTitleNotUnique: 'title' };

/**
 * One requirement item's fields, by kind (documents: title, instructions, mandatory, minimum page count;
 * questions: text, answer type, mandatory; security: kind, amount or percentage, value, description;
 * instructions and terms: text), with save and, when editing, cancel. A refused save shows under its field
 * and in the error summary; unsaved text asks Leave or Stay.
 */
export function ItemForm({
  kind,
  label,
  initial,
  submitLabel,
  disabled,
  onSave,
  onCancel,
}: {
  kind: RequirementItemKind;
  label: string;
  initial: ItemDraft;
  submitLabel: string;
  disabled: boolean;
  onSave: (body: TRequirementItemBody) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation(REQUIREMENTS_NS);
  const fields = ITEM_FIELDS[kind];
  const [draft, setDraft] = useState<ItemDraft>(initial);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(fields.map((f) => f.key));
  useDirtyForm(itemDraftChanged(draft, initial) && !busy);
  const locale = canadianLocale(i18n.language);

  const set = (key: string, value: string | boolean) => {
    setDraft((d) => ({ ...d, [key]: value }));
    errors.clearField(key);
  };
  const messageOf = (problem: ItemProblem) =>
    problem === 'wholeNumber' ? t('items.wholeNumber') : t('items.amountInvalid');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { body, unreadable } = itemBodyOf(kind, draft, locale);
    const problems = itemProblemsOf(body, unreadable, messageOf);
    if (problems) return errors.show(problems);
    errors.clear();
    setBusy(true);
    try {
      await onSave(body);
      setDraft(initial);
    } catch (error) {
      errors.show(formErrorsOf(error, FIELD_OF_CODE, ITEM_FIELDS_WITHIN));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={label} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset disabled={disabled || busy} className="tb-fieldset">
        <Flex direction="column" gap="small">
          <ErrorSummary {...errors.summary} />
          {fields.map((f) => {
            const id = errors.idOf(f.key);
            const error = errors.fields[f.key];
            const labelText = t(`items.fields.${f.key}`);
            switch (f.kind) {
              case 'checkbox':
                return (
                  <Check
                    key={f.key}
                    id={id}
                    label={labelText}
                    checked={draft[f.key] === true}
                    onChange={(v) => set(f.key, v)}
                  />
                );
              case 'select':
                return (
                  <Select
                    key={f.key}
                    id={id}
                    label={labelText}
                    value={String(draft[f.key])}
                    error={error}
                    onChange={(v) => set(f.key, v)}
                  >
                    {f.options.map((option) => (
                      <option key={option} value={option}>
                        {t(`items.options.${option}`)}
                      </option>
                    ))}
                  </Select>
                );
              case 'choices': {
                const chosen = String(draft[f.key] ?? '').split(',');
                const toggle = (option: string, on: boolean) =>
                  set(f.key, f.options.filter((o) => (o === option ? on : chosen.includes(o))).join(','));
                return (
                  <fieldset key={f.key} id={id} className="tb-fieldset" data-testid={`choices-${f.key}`}>
                    <legend>{labelText}</legend>
                    <p className="tb-muted">{t(`items.hints.${f.key}`)}</p>
                    {f.options.map((option) => (
                      <Check
                        key={option}
                        label={t(`items.${f.key}.${option}`)}
                        checked={chosen.includes(option)}
                        onChange={(v) => toggle(option, v)}
                      />
                    ))}
                  </fieldset>
                );
              }
              case 'textarea':
                return (
                  <TextArea
                    key={f.key}
                    id={id}
                    label={labelText}
                    rows={3}
                    maxLength={f.max}
                    value={String(draft[f.key] ?? '')}
                    error={error}
                    onChange={(v) => set(f.key, v)}
                  />
                );
              default:
                return (
                  <TextField
                    key={f.key}
                    id={id}
                    label={labelText}
                    isRequired={f.kind === 'text' ? f.required : f.kind === 'amount'}
                    autoFocus={f.key === 'title' && onCancel !== undefined}
                    inputMode={f.kind === 'count' ? 'numeric' : f.kind === 'amount' ? 'decimal' : undefined}
                    descriptiveText={
                      f.kind === 'count'
                        ? t('items.minimumPageCountHint')
                        : f.kind === 'amount'
                          ? t('items.valueHint')
                          : undefined
                    }
                    maxLength={f.kind === 'text' ? f.max : undefined}
                    value={String(draft[f.key] ?? '')}
                    hasError={error !== undefined}
                    errorMessage={error}
                    onChange={(e) => set(f.key, e.target.value)}
                  />
                );
            }
          })}
          <Flex gap="small">
            <Button
              type="submit"
              variation="primary"
              isDisabled={disabled || busy}
              loadingText={submitLabel}
              isLoading={busy}
            >
              {submitLabel}
            </Button>
            {onCancel && (
              <Button type="button" onClick={onCancel}>
                {t('cancel')}
              </Button>
            )}
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}
