import { useTranslation } from 'react-i18next';
import type { TSourceSettings } from '../../../../../shared/schemas/agency-settings';
import { useUpdateSourceSettings } from '../api/agency-settings-api';
import { SOURCE_SETTINGS_NS } from '../i18n/source-settings';
import { WholeNumberSettingForm } from './setting-form';

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
  const { t } = useTranslation(SOURCE_SETTINGS_NS);
  const save = useUpdateSourceSettings(scope);
  return (
    <WholeNumberSettingForm
      name={field}
      setting={{ value: settings[field], version: settings.version }}
      save={(days, version) =>
        save.trigger({ defaultNoBidEmail: settings.defaultNoBidEmail, [field]: days, version })
      }
      texts={{
        heading: t(`${texts}.heading`),
        label: t(`${texts}.label`),
        hint: t(`${texts}.hint`),
        save: t('save'),
        saved: t(`${texts}.saved`),
      }}
      locked={locked}
      saving={save.isMutating}
    />
  );
}
