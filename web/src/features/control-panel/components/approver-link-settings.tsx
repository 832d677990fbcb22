import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSourceSettings } from '../../../../../shared/schemas/agency-settings';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useUpdateSourceSettings } from '../api/agency-settings-api';
import { SOURCE_SETTINGS_NS } from '../i18n/source-settings';

/**
 * The agency's award approver link validity in days (issue 11 item 4, decisions 065 and 066), on
 * /control-panel/source-settings below the No Bid email: a whole number and Save, at the version read.
 * The server checks it (1 to 365) and answers its catalogue error at the field.
 */
export function ApproverLinkSettingsForm({
  scope,
  settings,
  locked,
}: {
  scope: { customerId: string; nodeId: string };
  settings: TSourceSettings;
  locked: boolean;
}) {
  const { t } = useTranslation(SOURCE_SETTINGS_NS);
  const save = useUpdateSourceSettings(scope);
  const [typed, setTyped] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored = String(settings.approverLinkValidityDays);
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
        approverLinkValidityDays: days as number,
        version: settings.version,
      });
      setTyped(null);
      notifier.notify(t('approverLinks.saved'), 'success');
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      setFieldError(fields.approverLinkValidityDays ?? null);
      setError(message);
    }
  };

  return (
    <form aria-labelledby="source-approver-links" onSubmit={(e) => void submit(e)} noValidate>
      <Heading level={2} id="source-approver-links">
        {t('approverLinks.heading')}
      </Heading>
      <fieldset disabled={locked || save.isMutating} className="tb-fieldset">
        <TextField
          label={t('approverLinks.label')}
          name="approverLinkValidityDays"
          inputMode="numeric"
          descriptiveText={t('approverLinks.hint')}
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
