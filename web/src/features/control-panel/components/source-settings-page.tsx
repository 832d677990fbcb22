import { Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ZSourceSettingsUpdate } from '../../../../../shared/schemas/agency-settings';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { validateForm } from '../../../lib/validate-form';
import { useSourceSettings, useUpdateSourceSettings } from '../api/agency-settings-api';
import { SOURCE_SETTINGS_NS } from '../i18n/source-settings';
import { DaysSettingForm } from './days-settings';
import { SettingForm, useSettingDraft } from './setting-form';
import { useControlPanelLocked, useControlPanelScope } from './use-scope';
import { Loaded } from '../../../components/ui/loaded';
import { catalogueOf } from '../../../../../shared/errors';
import { AWARD_APPROVAL_ERRORS } from '../../../../../shared/errors/award-approvals';
import { PROJECT_ERRORS } from '../../../../../shared/errors/projects';

/** The texts of the codes the form's schema names, for its instant check (decision 081). */
const SETTINGS_TEXTS = catalogueOf(AWARD_APPROVAL_ERRORS, PROJECT_ERRORS);

/**
 * /control-panel/source-settings (docs/product/projects.md#publication, decision 060): the agency's default
 * No Bid email, which suppliers' "no bid" is sent to and the publish checklist checks
 * (`?focus=defaultNoBidEmail`, its link, focuses it). Checked in the browser with the route's schema
 * (validateForm), which the server checks again. Below it, the award approver link's validity in days (decision 066).
 */
export function SourceSettingsPage() {
  const { t } = useTranslation(SOURCE_SETTINGS_NS);
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const scope = useControlPanelScope();
  const locked = useControlPanelLocked();
  const settings = useSourceSettings(scope);
  const save = useUpdateSourceSettings(scope);
  const draft = useSettingDraft(settings.data?.defaultNoBidEmail, '', save.isMutating);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const loaded = settings.data !== undefined;
  useEffect(() => {
    if (loaded && params.get('focus') === 'defaultNoBidEmail') input.current?.focus();
  }, [loaded, params]);

  const submit = async () => {
    if (!settings.data) return;
    const body = { defaultNoBidEmail: draft.value.trim(), version: settings.data.version };
    const problem = validateForm(ZSourceSettingsUpdate, body, { catalogue: SETTINGS_TEXTS })?.fields
      .defaultNoBidEmail;
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    try {
      await save.trigger(body);
      draft.saved();
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      const { message, fields } = formErrorsOf(err);
      setError(fields.defaultNoBidEmail ?? message ?? undefined);
    }
  };

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      <Loaded
        result={settings}
        loadingText={t('loading')}
        failedText={t('loadError')}
        catalogueMessage={false}
      >
        {() => (
          <SettingForm
            heading={t('heading')}
            locked={locked}
            saving={save.isMutating}
            unchanged={draft.unchanged}
            saveLabel={t('save')}
            onSubmit={submit}
          >
            <TextField
              ref={input}
              label={t('label')}
              name="defaultNoBidEmail"
              id="defaultNoBidEmail"
              type="email"
              autoComplete="email"
              descriptiveText={t('hint')}
              value={draft.value}
              hasError={error !== undefined}
              errorMessage={error}
              onChange={(e) => draft.change(e.target.value)}
            />
          </SettingForm>
        )}
      </Loaded>
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
