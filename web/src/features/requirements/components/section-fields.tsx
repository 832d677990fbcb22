import { TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import {
  BOND_TITLE_MAX_LENGTH,
  REFERENCES_MAX,
  REQUIREMENT_INTRODUCTION_MAX_LENGTH,
  SPECIFICATION_TITLE_MAX_LENGTH,
} from '../../../../../shared/domain/projects/submission-requirements';
import type { TRequirementSettings } from '../../../../../shared/schemas/submission-requirements';
import { Check } from '../../../components/ui/native-fields';
import { TextArea } from '../../../components/ui/text-area';
import { REQUIREMENTS_NS } from '../i18n';
import type { Section } from '../lib/requirements-view';
import type { SettingsEditor } from './use-settings-editor';

/**
 * One section's settings: whether the bid uses it, and once used its introduction and its own settings
 * (references: how many; specifications: the custom title; subcontractors: mandatory; security: the bond
 * title and "only digital bonds"; terms: acceptance required). Controls are named "<section>.<key>", the
 * names the error summary and the publish checklist's links focus.
 */
export function SectionFields({
  section,
  editor,
  disabled,
}: {
  section: Section;
  editor: SettingsEditor;
  disabled: boolean;
}) {
  const { t } = useTranslation(REQUIREMENTS_NS);
  const { errors } = editor;
  const value = editor.settings[section];
  const name = t(`sections.${section}`);
  const field = (key: string) => `${section}.${key}`;
  const set = (patch: Partial<TRequirementSettings[typeof section]>, key: string) =>
    editor.setSection(section, patch, field(key));
  const text = (key: string) => ((value as Record<string, unknown>)[key] as string | undefined) ?? '';

  return (
    <>
      <Check
        id={errors.idOf(field('used'))}
        label={t('fields.used', { section: name })}
        checked={value.used}
        disabled={disabled}
        onChange={(used) => set({ used }, 'used')}
      />
      {value.used && (
        <>
          <TextArea
            id={errors.idOf(field('introduction'))}
            label={t('fields.introduction', { section: name })}
            hint={t('fields.introductionHint')}
            rows={3}
            maxLength={REQUIREMENT_INTRODUCTION_MAX_LENGTH}
            value={text('introduction')}
            disabled={disabled}
            error={errors.fields[field('introduction')]}
            onChange={(introduction) => set({ introduction }, 'introduction')}
          />
          {section === 'references' && (
            <TextField
              id={errors.idOf(field('required'))}
              label={t('fields.referencesRequired')}
              descriptiveText={t('fields.referencesRequiredHint', { max: REFERENCES_MAX })}
              type="number"
              min={1}
              max={REFERENCES_MAX}
              inputMode="numeric"
              value={
                Number.isNaN(editor.settings.references.required)
                  ? ''
                  : String(editor.settings.references.required)
              }
              isDisabled={disabled}
              hasError={errors.fields[field('required')] !== undefined}
              errorMessage={errors.fields[field('required')]}
              onChange={(e) =>
                set({ required: e.target.value === '' ? Number.NaN : Number(e.target.value) }, 'required')
              }
            />
          )}
          {section === 'specifications' && (
            <TextField
              id={errors.idOf(field('title'))}
              label={t('fields.specificationTitle')}
              descriptiveText={t('fields.specificationTitleHint')}
              maxLength={SPECIFICATION_TITLE_MAX_LENGTH}
              value={text('title')}
              isDisabled={disabled}
              hasError={errors.fields[field('title')] !== undefined}
              errorMessage={errors.fields[field('title')]}
              onChange={(e) => editor.setSpecificationTitle(e.target.value)}
            />
          )}
          {section === 'subcontractors' && (
            <Check
              id={errors.idOf(field('mandatory'))}
              label={t('fields.subcontractorsMandatory')}
              checked={editor.settings.subcontractors.mandatory}
              disabled={disabled}
              onChange={(mandatory) => set({ mandatory }, 'mandatory')}
            />
          )}
          {section === 'security' && (
            <>
              <TextField
                id={errors.idOf(field('bondTitle'))}
                label={t('fields.bondTitle')}
                maxLength={BOND_TITLE_MAX_LENGTH}
                value={text('bondTitle')}
                isDisabled={disabled}
                hasError={errors.fields[field('bondTitle')] !== undefined}
                errorMessage={errors.fields[field('bondTitle')]}
                onChange={(e) => set({ bondTitle: e.target.value }, 'bondTitle')}
              />
              <Check
                id={errors.idOf(field('onlyDigitalBond'))}
                label={t('fields.onlyDigitalBond')}
                checked={editor.settings.security.onlyDigitalBond}
                disabled={disabled}
                onChange={(onlyDigitalBond) => set({ onlyDigitalBond }, 'onlyDigitalBond')}
              />
            </>
          )}
          {section === 'terms' && (
            <Check
              id={errors.idOf(field('acceptanceRequired'))}
              label={t('fields.acceptanceRequired')}
              checked={editor.settings.terms.acceptanceRequired}
              disabled={disabled}
              onChange={(acceptanceRequired) => set({ acceptanceRequired }, 'acceptanceRequired')}
            />
          )}
        </>
      )}
    </>
  );
}
