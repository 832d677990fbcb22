import { Alert, Button, Flex, Heading, Loader, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { isValidEmail } from '../../../../../shared/domain/email-address';
import { accessTo } from '../../../lib/access';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSourceSettings, useUpdateSourceSettings } from '../api/agency-settings-api';
import { SOURCE_SETTINGS_NS } from '../i18n/source-settings';
import { DaysSettingForm } from './days-settings';

/**
 * /control-panel/source-settings (docs/product/projects.md#publication, decision 060): the agency's default
 * No Bid email, which suppliers' "no bid" is sent to and the publish checklist checks
 * (`?focus=defaultNoBidEmail`, its link, focuses it). Checked in the browser with the same rule as the
 * checklist, and by the server's schema. Below it, the award approver link's validity in days (decision 066).
 */
export function SourceSettingsPage() {
  const { t } = useTranslation(SOURCE_SETTINGS_NS);
  useDocumentTitle(t('title'));
  const session = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const scope =
    session.status === 'authenticated' && session.customer
      ? { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId }
      : null;
  const settings = useSourceSettings(scope);
  const save = useUpdateSourceSettings(scope);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const stored = settings.data?.defaultNoBidEmail;
  const value = typed ?? stored ?? '';
  useDirtyForm(stored !== undefined && value !== stored && !save.isMutating);
  const locked = !accessTo(session, pathname).canAct;
  const loaded = settings.data !== undefined;
  useEffect(() => {
    if (loaded && params.get('focus') === 'defaultNoBidEmail') input.current?.focus();
  }, [loaded, params]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!settings.data) return;
    const email = value.trim();
    if (email !== '' && !isValidEmail(email)) {
      setError(t('invalid'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    try {
      await save.trigger({ defaultNoBidEmail: email, version: settings.data.version });
      setTyped(null);
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      const { message, fields } = formErrorsOf(err);
      setError(fields['body.defaultNoBidEmail'] ?? message ?? undefined);
    }
  };

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      {!settings.data ? (
        settings.error ? (
          <Alert variation="error">{t('loadError')}</Alert>
        ) : (
          <Flex alignItems="center" gap="small" role="status">
            <Loader />
            <span>{t('loading')}</span>
          </Flex>
        )
      ) : (
        <form aria-labelledby="source-no-bid" onSubmit={(e) => void submit(e)} noValidate>
          <Heading level={2} id="source-no-bid">
            {t('heading')}
          </Heading>
          <fieldset disabled={locked || save.isMutating} className="tb-fieldset">
            <TextField
              ref={input}
              label={t('label')}
              name="defaultNoBidEmail"
              id="defaultNoBidEmail"
              type="email"
              autoComplete="email"
              descriptiveText={t('hint')}
              value={value}
              hasError={error !== undefined}
              errorMessage={error}
              onChange={(e) => setTyped(e.target.value)}
            />
            <Flex marginTop="small">
              <Button type="submit" variation="primary" isDisabled={locked || value === stored}>
                {t('save')}
              </Button>
            </Flex>
          </fieldset>
        </form>
      )}
      {settings.data && scope && (
        <>
          <DaysSettingForm
            field="minimumBidPeriodDays"
            scope={scope}
            settings={settings.data}
            locked={locked}
          />
          <DaysSettingForm
            field="approverLinkValidityDays"
            scope={scope}
            settings={settings.data}
            locked={locked}
          />
        </>
      )}
    </Flex>
  );
}

export default SourceSettingsPage;
