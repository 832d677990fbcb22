import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { REQUIREMENTS_NS } from '../i18n';
import { RequirementsFrame, type RequirementsContext } from './requirements-frame';
import { SectionFields } from './section-fields';
import { useSettingsEditor } from './use-settings-editor';

type SettingsSection = 'references' | 'subcontractors' | 'specifications';

const FIELDS: Record<SettingsSection, string[]> = {
  references: ['references.used', 'references.introduction', 'references.required'],
  subcontractors: ['subcontractors.used', 'subcontractors.introduction', 'subcontractors.mandatory'],
  specifications: ['specifications.used', 'specifications.introduction', 'specifications.title'],
};

/**
 * The subviews whose section is settings (build/submission-requirements/{references,
 * subcontractors,specifications}): the section's settings, saved with the whole record at the version
 * read, then what the bidder will be asked for (references, subcontractors) or the section's bid forms
 * (specifications: `forms`, drawn by the forms feature and composed by the route map).
 */
export function SettingsPage({ section, forms }: { section: SettingsSection; forms?: ReactNode }) {
  return (
    <RequirementsFrame titleKey={`sections.${section}`} back>
      {(context) => <SectionSettings section={section} forms={forms} {...context} />}
    </RequirementsFrame>
  );
}

function SectionSettings({
  section,
  forms,
  scope,
  projectId,
  data,
  canAct,
}: RequirementsContext & { section: SettingsSection; forms?: ReactNode }) {
  const { t } = useTranslation(REQUIREMENTS_NS);
  const editor = useSettingsEditor(scope, projectId, data, FIELDS[section]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void editor.save();
  };
  // The preview shows what is saved: the bidder sees nothing of an unsaved draft.
  const saved = data.settings;
  return (
    <Flex direction="column" gap="medium">
      <p>{t(`subviews.${section}`)}</p>
      {!canAct && <p className="tb-muted">{t('readOnly')}</p>}
      <form noValidate aria-label={t('settingsOf', { section: t(`sections.${section}`) })} onSubmit={submit}>
        <Flex direction="column" gap="small">
          <ErrorSummary {...editor.errors.summary} />
          <SectionFields section={section} editor={editor} disabled={!canAct || editor.busy} />
          {canAct && (
            <Flex gap="small" alignItems="center">
              <Button type="submit" variation="primary" loadingText={t('save')} isLoading={editor.busy}>
                {t('save')}
              </Button>
              {editor.dirty && <span className="tb-muted">{t('unsaved')}</span>}
            </Flex>
          )}
        </Flex>
      </form>
      {section !== 'specifications' && (
        <section aria-labelledby="preview-heading" className="tb-card" data-testid="bidder-preview">
          <Heading level={2} id="preview-heading" className="tb-card-title">
            {t('preview.heading')}
          </Heading>
          {!saved[section].used ? (
            <p>{t('preview.unused')}</p>
          ) : (
            <>
              {saved[section].introduction && (
                <p className="tb-requirement-text">{saved[section].introduction}</p>
              )}
              {section === 'references' ? (
                <>
                  <p>{t('preview.references', { count: saved.references.required })}</p>
                  <ul>
                    {(['organisation', 'contact', 'phoneEmail', 'work'] as const).map((key) => (
                      <li key={key}>{t(`preview.referenceFields.${key}`)}</li>
                    ))}
                  </ul>
                </>
              ) : (
                <>
                  <p>{t('preview.subcontractors')}</p>
                  <ul>
                    {(['name', 'work', 'share'] as const).map((key) => (
                      <li key={key}>{t(`preview.subcontractorFields.${key}`)}</li>
                    ))}
                  </ul>
                  <p>
                    {saved.subcontractors.mandatory
                      ? t('preview.subcontractorsMandatory')
                      : t('preview.subcontractorsOptional')}
                  </p>
                </>
              )}
            </>
          )}
        </section>
      )}
      {forms}
    </Flex>
  );
}

export default SettingsPage;
