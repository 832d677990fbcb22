import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageIn } from '../../../../../shared/errors';
import { SUBMISSION_REQUIREMENT_ERRORS } from '../../../../../shared/errors/submission-requirements';
import { REFERENCES_MAX } from '../../../../../shared/domain/projects/submission-requirements';
import type {
  TRequirementSettings,
  TSubmissionRequirements,
} from '../../../../../shared/schemas/submission-requirements';
import { useFormErrors, type FormErrors } from '../../../components/ui/use-form-errors';
import { currentLanguage } from '../../../i18n';
import { isApiError } from '../../../lib/api-client';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { notifier } from '../../../lib/notify';
import { useSaveSettings, type RequirementsScope } from '../api/requirements-api';
import { REQUIREMENTS_NS } from '../i18n';
import {
  findSettingsProblems,
  settingsChanged,
  settingsFieldOf,
  settingsToSave,
  withSection,
  type Section,
  type SettingsProblem,
} from '../lib/requirements-view';

export interface SettingsEditor {
  settings: TRequirementSettings;
  errors: FormErrors;
  dirty: boolean;
  busy: boolean;
  setSection: <S extends Section>(section: S, patch: Partial<TRequirementSettings[S]>, field: string) => void;
  /** The custom title is checked as it is typed: its special characters are refused at the field. */
  setSpecificationTitle: (title: string) => void;
  save: () => Promise<void>;
}

/**
 * The settings record being edited (the edit view's, or one section's on its subview): the draft over what
 * GET read, the browser's checks, and the save of the whole record at the version read. A lost race (409)
 * says someone saved first and shows what they saved.
 */
export function useSettingsEditor(
  scope: RequirementsScope | null,
  projectId: string,
  data: TSubmissionRequirements,
  fieldOrder: readonly string[],
): SettingsEditor {
  const { t } = useTranslation(REQUIREMENTS_NS);
  const [draft, setDraft] = useState<TRequirementSettings | null>(null);
  const saveSettings = useSaveSettings(scope, projectId);
  const errors = useFormErrors(fieldOrder);
  const settings = draft ?? data.settings;
  const dirty = draft !== null && settingsChanged(draft, data.settings);
  const busy = saveSettings.isMutating;
  useDirtyForm(dirty && !busy);
  const lang = currentLanguage();

  const messageOf = (problem: SettingsProblem) =>
    problem === 'specificationTitleInvalid'
      ? messageIn(SUBMISSION_REQUIREMENT_ERRORS, 'specificationTitleInvalid', lang)
      : t('fields.referencesRange', { max: REFERENCES_MAX });

  const setSection: SettingsEditor['setSection'] = (section, patch, field) => {
    setDraft((current) => withSection(current ?? data.settings, section, patch));
    errors.clearField(field);
  };

  const setSpecificationTitle = (title: string) => {
    const next = withSection(settings, 'specifications', { title });
    setDraft(next);
    const problem = findSettingsProblems(next)['specifications.title'];
    if (problem) errors.show({ fields: { ...errors.fields, 'specifications.title': messageOf(problem) } });
    else errors.clearField('specifications.title');
  };

  const save = async () => {
    const problems = findSettingsProblems(settings);
    if (Object.keys(problems).length > 0) {
      errors.show({
        fields: Object.fromEntries(Object.entries(problems).map(([field, p]) => [field, messageOf(p)])),
      });
      return;
    }
    errors.clear();
    try {
      await saveSettings.trigger({ version: data.settingsVersion, settings: settingsToSave(settings) });
      setDraft(null);
      notifier.notify(t('settingsSaved'), 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === 'conflict') {
        // What the other person saved is shown: the revalidated answer replaces the draft.
        setDraft(null);
        errors.show({ message: t('conflict') });
      } else if (isApiError(error) && error.code === 'specificationTitleInvalid') {
        errors.show({ fields: { 'specifications.title': error.message } });
      } else if (isApiError(error) && error.fields.length > 0) {
        const fields: Record<string, string> = {};
        for (const f of error.fields) fields[settingsFieldOf(f.field) ?? f.field] ??= f.message;
        errors.show({ fields });
      } else errors.show({ message: error instanceof Error ? error.message : String(error) });
    }
  };

  return { settings, errors, dirty, busy, setSection, setSpecificationTitle, save };
}
