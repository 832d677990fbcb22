import { useTranslation } from 'react-i18next';
import { useOpeningSettings, useUpdateOpeningSettings } from '../api/agency-settings-api';
import { OPENING_SETTINGS_NS } from '../i18n/opening-settings';
import { settingRead, WholeNumberSettingForm } from './setting-form';
import { useControlPanelLocked, useControlPanelScope } from './use-scope';

/**
 * The agency setting "submissions required to unseal" (docs/product/opening.md#unsealing; decision 057), on
 * /control-panel/project-settings: a whole number and Save, at the version read. The server checks the
 * number (0 to 99) and answers its catalogue error at the field.
 */
export function OpeningSettingsForm() {
  const { t } = useTranslation(OPENING_SETTINGS_NS);
  const scope = useControlPanelScope();
  const locked = useControlPanelLocked();
  const setting = useOpeningSettings(scope);
  const save = useUpdateOpeningSettings(scope);
  return (
    <WholeNumberSettingForm
      name="submissionsRequiredToUnseal"
      setting={
        setting.data && { value: setting.data.submissionsRequiredToUnseal, version: setting.data.version }
      }
      save={(value, version) => save.trigger({ submissionsRequiredToUnseal: value, version })}
      texts={{
        heading: t('heading'),
        label: t('label'),
        hint: t('hint'),
        save: t('save'),
        saved: t('saved'),
      }}
      read={settingRead(setting, t)}
      locked={locked}
      saving={save.isMutating}
    />
  );
}
