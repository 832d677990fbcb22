import { Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROJECT_NUMBER_MAX_PADDING,
  PROJECT_NUMBER_PREFIX_MAX_LENGTH,
  PROJECT_NUMBER_SEPARATOR_MAX_LENGTH,
} from '../../../../../shared/domain/projects/project-limits';
import {
  findNumberSettingsProblems,
  formatProjectNumber,
} from '../../../../../shared/domain/projects/project-number';
import { LOCKED_CONTROL_TOOLTIP_KEY } from '../../../../../shared/domain/route-access';
import type { TProjectNumberSettings } from '../../../../../shared/schemas/projects';
import { ErrorSummary } from '../../../components/ui/error-summary';

import { useFormErrors } from '../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DepartmentRestrictionSetting } from './department-restriction';
import { OpeningSettingsForm } from './opening-settings';
import { useControlPanelLocked, useControlPanelScope } from './use-scope';
import { useNumberSettings, useSaveNumberSettings } from '../api/project-settings-api';
import { CONTROL_PANEL_NS } from '../i18n';
import { Loaded } from '../../../components/ui/loaded';

const FIELD_ORDER = ['prefix', 'separator', 'padding', 'nextNumber'] as const;
type Draft = Record<(typeof FIELD_ORDER)[number], string>;

const draftOf = (s: TProjectNumberSettings): Draft => ({
  prefix: s.prefix,
  separator: s.separator,
  padding: String(s.padding),
  nextNumber: String(s.nextNumber),
});
const settingsOf = (d: Draft): TProjectNumberSettings => ({
  prefix: d.prefix.trim(),
  separator: d.separator.trim(),
  padding: d.padding.trim() === '' ? 0 : Number(d.padding),
  nextNumber: d.nextNumber.trim() === '' ? Number.NaN : Number(d.nextNumber),
});

/**
 * /control-panel/project-settings (docs/product/projects.md#build): the agency's automatic project numbering
 * — prefix, separator, zero padding (at most 14) and the next number — with a preview of the number the next
 * project gets, shown only while the server's rule (findNumberSettingsProblems) finds no problem; reading
 * needs the control panel's view right, saving its manage right. Below it, the agency's department
 * restriction (docs/product/suppliers-and-accounts.md#roles-and-permissions), which decides who reaches which
 * projects.
 */
export function ProjectSettingsPage() {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const { t: tc } = useTranslation();
  const locked = useControlPanelLocked();
  const scope = useControlPanelScope();
  const settings = useNumberSettings(scope);
  useDocumentTitle(tc('pages.controlPanel.project-settings'));

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{tc('pages.controlPanel.project-settings')}</Heading>
      {locked && <p className="tb-muted">{tc(LOCKED_CONTROL_TOOLTIP_KEY)}</p>}
      <Heading level={2}>{t('projectSettings.formLabel')}</Heading>
      <p>{t('projectSettings.intro')}</p>
      <Loaded
        result={settings}
        loadingText={t('projectSettings.loading')}
        failedText={t('projectSettings.loadError')}
        catalogueMessage={false}
      >
        {(saved) => <NumberingForm key={saved.nextNumber} scope={scope} saved={saved} locked={locked} />}
      </Loaded>
      <DepartmentRestrictionSetting />
      <OpeningSettingsForm />
    </Flex>
  );
}

function NumberingForm({
  scope,
  saved,
  locked,
}: {
  scope: ReturnType<typeof useControlPanelScope>;
  saved: TProjectNumberSettings;
  locked: boolean;
}) {
  const { t } = useTranslation(CONTROL_PANEL_NS);
  const [draft, setDraft] = useState<Draft>(draftOf(saved));
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELD_ORDER);
  const save = useSaveNumberSettings(scope);
  const dirty = FIELD_ORDER.some((f) => draft[f] !== draftOf(saved)[f]);
  useDirtyForm(dirty && !busy);

  const next = settingsOf(draft);
  const problems = findNumberSettingsProblems(next);
  const preview = problems.length === 0 ? formatProjectNumber(next, next.nextNumber) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The browser's rule gates the preview; the server runs the same rule and answers each problem under its
    // field in the catalogue's words (the catalogue's texts stay out of the browser's bundles).
    setBusy(true);
    errors.clear();
    try {
      await save.trigger(next);
      notifier.notify(t('projectSettings.saved'), 'success');
    } catch (error) {
      errors.show(formErrorsOf(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: (typeof FIELD_ORDER)[number], extra: Record<string, unknown> = {}) => (
    <TextField
      id={errors.idOf(name)}
      label={t(`projectSettings.${name}`)}
      value={draft[name]}
      onChange={(e) => {
        setDraft({ ...draft, [name]: e.target.value });
        errors.clearField(name);
      }}
      hasError={!!errors.fields[name]}
      errorMessage={errors.fields[name]}
      {...extra}
    />
  );

  return (
    <form aria-label={t('projectSettings.formLabel')} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset disabled={locked || busy} className="tb-fieldset">
        <Flex direction="column" gap="medium">
          <ErrorSummary {...errors.summary} />
          {field('prefix', { maxLength: PROJECT_NUMBER_PREFIX_MAX_LENGTH })}
          {field('separator', { maxLength: PROJECT_NUMBER_SEPARATOR_MAX_LENGTH })}
          {field('padding', {
            type: 'number',
            min: 0,
            max: PROJECT_NUMBER_MAX_PADDING,
            descriptiveText: t('projectSettings.paddingHint', { max: PROJECT_NUMBER_MAX_PADDING }),
          })}
          {field('nextNumber', { type: 'number', min: 1, isRequired: true })}
          <p role="status" data-testid="number-preview">
            {preview === null
              ? t('projectSettings.noPreview')
              : t('projectSettings.preview', { number: preview })}
          </p>
          <Flex gap="small">
            <Button
              type="submit"
              variation="primary"
              isDisabled={locked || busy || !dirty}
              loadingText={t('projectSettings.save')}
              isLoading={busy}
            >
              {t('projectSettings.save')}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}

export default ProjectSettingsPage;
