import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useDepartmentRestriction, useUpdateDepartmentRestriction } from '../api/agency-settings-api';
import { DEPARTMENT_RESTRICTION_NS } from '../i18n/department-restriction';
import { SettingForm, settingRead, useSettingDraft } from './setting-form';
import { useControlPanelLocked, useControlPanelScope } from './use-scope';

/**
 * The agency setting "restrict projects by department"
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions; decision 032), on
 * /control-panel/project-settings under the numbering (the page says when the controls are locked): a
 * checkbox and Save, at the version read; changing it needs the control panel's manage right.
 */
export function DepartmentRestrictionSetting() {
  const { t } = useTranslation(DEPARTMENT_RESTRICTION_NS);
  const scope = useControlPanelScope();
  const locked = useControlPanelLocked();
  const setting = useDepartmentRestriction(scope);
  const save = useUpdateDepartmentRestriction(scope);
  const draft = useSettingDraft(setting.data?.restrictProjectsByDepartment, false, save.isMutating);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!setting.data) return;
    setError(null);
    try {
      await save.trigger({ restrictProjectsByDepartment: draft.value, version: setting.data.version });
      draft.saved();
      notifier.notify(t('saved'), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  return (
    <SettingForm
      heading={t('heading')}
      read={settingRead(setting, t)}
      locked={locked}
      saving={save.isMutating}
      unchanged={draft.unchanged}
      saveLabel={t('save')}
      error={error}
      onSubmit={submit}
    >
      <label className="tb-check">
        <input
          type="checkbox"
          name="restrictProjectsByDepartment"
          checked={draft.value}
          onChange={(e) => draft.change(e.target.checked)}
        />
        {t('label')}
      </label>
      <p className="tb-muted">{t('hint')}</p>
    </SettingForm>
  );
}
