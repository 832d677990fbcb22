import { Alert, Button, Flex, Heading, Loader, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { accessTo } from '../../../lib/access';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useOpeningSettings, useUpdateOpeningSettings } from '../api/agency-settings-api';
import { OPENING_SETTINGS_NS } from '../i18n/opening-settings';

/**
 * The agency setting "submissions required to unseal" (docs/product/opening.md#unsealing; decision 057), on
 * /control-panel/project-settings: a whole number and Save, at the version read. The server checks the
 * number (0 to 99) and answers its catalogue error at the field.
 */
export function OpeningSettingsForm() {
  const { t } = useTranslation(OPENING_SETTINGS_NS);
  const session = useSession();
  const { pathname } = useLocation();
  const scope =
    session.status === 'authenticated' && session.customer
      ? { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId }
      : null;
  const setting = useOpeningSettings(scope);
  const save = useUpdateOpeningSettings(scope);
  const [typed, setTyped] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const stored = setting.data ? String(setting.data.submissionsRequiredToUnseal) : undefined;
  const value = typed ?? stored ?? '';
  useDirtyForm(stored !== undefined && value !== stored && !save.isMutating);
  const locked = !accessTo(session, pathname).canAct;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!setting.data) return;
    setError(null);
    setFieldError(null);
    try {
      // A value that is not a whole number goes as typed, so the server's catalogue error names it.
      const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
      await save.trigger({
        submissionsRequiredToUnseal: number as number,
        version: setting.data.version,
      });
      setTyped(null);
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      setFieldError(fields.submissionsRequiredToUnseal ?? null);
      setError(message);
    }
  };

  return (
    <form aria-label={t('heading')} onSubmit={(e) => void submit(e)}>
      <Flex direction="column" gap="small">
        <Heading level={2}>{t('heading')}</Heading>
        {!setting.data ? (
          setting.error ? (
            <Alert variation="error">{t('loadError')}</Alert>
          ) : (
            <Flex alignItems="center" gap="small" role="status">
              <Loader />
              <span>{t('loading')}</span>
            </Flex>
          )
        ) : (
          <fieldset disabled={locked || save.isMutating} className="tb-fieldset">
            <TextField
              label={t('label')}
              name="submissionsRequiredToUnseal"
              inputMode="numeric"
              descriptiveText={t('hint')}
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
        )}
      </Flex>
    </form>
  );
}
