import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPLIANCE_DESCRIPTION_MAX_LENGTH,
  COMPLIANCE_TITLE_MAX_LENGTH,
  findComplianceProblem,
} from '../../../../../../shared/domain/projects/compliance';
import {
  ZComplianceItemCreate,
  type TComplianceItemCreate,
} from '../../../../../../shared/schemas/project-build';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { formErrorsOf } from '../../../../lib/form-errors';
import { validateForm } from '../../../../lib/validate-form';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';
import { TextArea } from '../../../../components/ui/text-area';

const FIELD_ORDER = ['title', 'description', 'mandatory'] as const;
const FIELD_OF_CODE = { complianceTitleExists: 'title', complianceItemsTooMany: 'title' };
const EMPTY: TComplianceItemCreate = { title: '', description: '', mandatory: true };

/**
 * A compliance item's fields (title, description, mandatory) with save and, when editing, cancel. The
 * title is checked against the other items as the server does (findComplianceProblem); a refused save
 * shows under its field and in the error summary; unsaved text asks Leave or Stay.
 */
export function ComplianceItemForm({
  label,
  initial = EMPTY,
  otherTitles,
  adding,
  submitLabel,
  disabled,
  onSave,
  onCancel,
}: {
  label: string;
  initial?: TComplianceItemCreate;
  otherTitles: readonly string[];
  adding: boolean;
  submitLabel: string;
  disabled: boolean;
  onSave: (item: TComplianceItemCreate) => Promise<void>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(PROJECT_BUILD_NS);
  const [values, setValues] = useState<TComplianceItemCreate>(initial);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELD_ORDER);
  const { fields, idOf } = errors;
  const dirty =
    values.title !== initial.title ||
    (values.description ?? '') !== (initial.description ?? '') ||
    values.mandatory !== initial.mandatory;
  useDirtyForm(dirty && !busy);

  const set = <K extends keyof TComplianceItemCreate>(key: K, value: TComplianceItemCreate[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    errors.clearField(key);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const title = values.title.trim();
    const description = values.description?.trim();
    const item = { title, mandatory: values.mandatory, ...(description ? { description } : {}) };
    // The item's own schema (the create route's; an update carries the same fields), then the other items.
    const problems = validateForm(ZComplianceItemCreate, item);
    if (problems) return errors.show(problems);
    const problem = findComplianceProblem(title, otherTitles, adding);
    if (problem)
      return errors.show({
        fields: { title: problem === 'complianceTitleExists' ? t('compliance.duplicate') : '' },
      });
    errors.clear();
    setBusy(true);
    try {
      await onSave(item);
      setValues(initial);
    } catch (error) {
      errors.show(formErrorsOf(error, FIELD_OF_CODE));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={label} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset disabled={disabled || busy} className="tb-fieldset">
        <ErrorSummary {...errors.summary} />
        <TextField
          label={t('compliance.itemTitle')}
          id={idOf('title')}
          isRequired
          autoFocus={onCancel !== undefined}
          maxLength={COMPLIANCE_TITLE_MAX_LENGTH}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          hasError={!!fields.title}
          errorMessage={fields.title}
        />
        {/* A native checkbox in Amplify's classes: CheckboxField would join the vendor chunk /login loads. */}
        <TextArea
          label={t('compliance.description')}
          id={idOf('description')}
          rows={2}
          maxLength={COMPLIANCE_DESCRIPTION_MAX_LENGTH}
          value={values.description ?? ''}
          onChange={(value) => set('description', value)}
          error={fields.description}
        />
        <label className="tb-check">
          <input
            type="checkbox"
            name="mandatory"
            id={idOf('mandatory')}
            checked={values.mandatory}
            onChange={(e) => set('mandatory', e.target.checked)}
          />
          {t('compliance.mandatory')}
        </label>
        <p className="tb-muted">{t('compliance.mandatoryHint')}</p>
        <Flex gap="small" marginTop="small">
          <Button type="submit" variation="primary" isDisabled={disabled || busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" onClick={onCancel}>
              {t('cancel')}
            </Button>
          )}
        </Flex>
      </fieldset>
    </form>
  );
}
