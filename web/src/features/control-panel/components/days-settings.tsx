import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSourceSettings } from '../../../../../shared/schemas/agency-settings';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useUpdateSourceSettings } from '../api/agency-settings-api';
import { SOURCE_SETTINGS_NS } from '../i18n/source-settings';

/** The source settings counted in days, each its own form, and the texts' key under the namespace. */
const DAYS_SETTINGS = {
  approverLinkValidityDays: 'approverLinks',
  minimumBidPeriodDays: 'bidPeriod',
} as const;
type DaysSetting = keyof typeof DAYS_SETTINGS;

/**
 * A source setting in days on /control-panel/source-settings, below the No Bid email: the award approver
 * link's validity (decisions 065 and 066) or the minimum bid period Build warns of. A whole number and Save,
 * at the version read; the server checks the range and answers its catalogue error at the field.
 */
export function DaysSettingForm({
  field,
  scope,
  settings,
  locked,
}: {
  field: DaysSetting;
  scope: { customerId: string; nodeId: string };
  settings: TSourceSettings;
  locked: boolean;
}) {
  const texts = DAYS_SETTINGS[field];
  const headingId = `source-${field}`;
  const { t } = useTranslation(SOURCE_SETTINGS_NS);
  const save = useUpdateSourceSettings(scope);
  const [typed, setTyped] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored = String(settings[field]);
  const value = typed ?? stored;
  useDirtyForm(value !== stored && !save.isMutating);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFieldError(null);
    try {
      // A value that is not a whole number goes as typed, so the server's catalogue error names it.
      const days = /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
      await save.trigger({
        defaultNoBidEmail: settings.defaultNoBidEmail,
        [field]: days as number,
        version: settings.version,
      });
      setTyped(null);
      notifier.notify(t(`${texts}.saved`), 'success');
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      setFieldError(fields[field] ?? null);
      setError(message);
    }
  };

  return (
    <form aria-labelledby={headingId} onSubmit={(e) => void submit(e)} noValidate>
      <Heading level={2} id={headingId}>
        {t(`${texts}.heading`)}
      </Heading>
      <fieldset disabled={locked || save.isMutating} className="tb-fieldset">
        <TextField
          label={t(`${texts}.label`)}
          name={field}
          inputMode="numeric"
          descriptiveText={t(`${texts}.hint`)}
          value={value}
          onChange={(e) => setTyped(e.target.value)}
          hasError={fieldError !== null}
          errorMessage={fieldError ?? undefined}
        />
        {error && (
          <Alert variation="error" role="alert">
            {error}
          </Alert>
        )}
        <Flex marginTop="small">
          <Button type="submit" variation="primary" isDisabled={locked || value === stored}>
            {t('save')}
          </Button>
        </Flex>
      </fieldset>
    </form>
  );
}
