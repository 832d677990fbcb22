import { Button, Flex, Heading, Link } from '@aws-amplify/ui-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { TSubmissionRequirements } from '../../../../../shared/schemas/submission-requirements';
import { UnlockRequirements } from '../../../components/requirements/unlock-requirements';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { paths } from '../../../config/paths';
import { useRequirements } from '../api/requirements-api';
import { REQUIREMENTS_NS } from '../i18n';
import { focusTargetOf, lockReasonOf, sectionCount, type Section } from '../lib/requirements-view';
import { RequirementsFrame, type RequirementsContext } from './requirements-frame';
import { SectionFields } from './section-fields';
import { useSettingsEditor } from './use-settings-editor';

const SETTINGS_KEYS = [
  'used',
  'introduction',
  'required',
  'title',
  'mandatory',
  'bondTitle',
  'onlyDigitalBond',
  'acceptanceRequired',
];
/** Every control's name in screen order: the error summary lists them so. */
const fieldOrderOf = (sections: readonly Section[]) =>
  sections.flatMap((s) => [...SETTINGS_KEYS.map((key) => `${s}.${key}`), `${s}.link`]);

/**
 * /projects/:id/build/submission-requirements, the edit view
 * (docs/product/tender.md#submission-requirements): each section with its "used" switch, its introduction and
 * its own settings, saved together at the version read; each used section links to its subview with what it
 * holds; the sections the publish checklist finds incomplete are marked. When the requirements are locked
 * (after close or award, or while completed submissions exist) the view is read-only and says why.
 * `?focus=<field>` (the publish checklist's links) focuses the control that fixes the item.
 *
 * `sections` (every section, in screen order: SUBMISSION_REQUIREMENT_SECTIONS) comes from the route map,
 * whose chunk holds the constant: imported here too, it would become a chunk of its own that the first
 * screen's entry names among the route map's preloads (decision 038: /login must not grow).
 */
export function RequirementsPage({ sections }: { sections: readonly Section[] }) {
  return (
    <RequirementsFrame titleKey="title">
      {(context) => <RequirementsEditView sections={sections} {...context} />}
    </RequirementsFrame>
  );
}

function RequirementsEditView({
  sections,
  scope,
  projectId,
  data,
  canAct,
}: RequirementsContext & { sections: readonly Section[] }) {
  const { t } = useTranslation(REQUIREMENTS_NS);
  const editor = useSettingsEditor(scope, projectId, data, fieldOrderOf(sections));
  const requirements = useRequirements(scope, projectId);
  const lock = lockReasonOf(data);
  const readOnly = !canAct || lock !== null;
  const incomplete = new Set(data.incompleteSections);

  const [params] = useSearchParams();
  const focus = params.get('focus');
  const focused = useRef<string | null>(null);
  const { idOf } = editor.errors;
  useEffect(() => {
    if (!focus || focused.current === focus) return;
    focused.current = focus;
    const target = focusTargetOf(focus, data.settings);
    const element = target ? document.getElementById(idOf(target)) : null;
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  }, [focus, idOf, data.settings]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void editor.save();
  };

  return (
    <Flex direction="column" gap="medium">
      <p>{t('intro')}</p>
      {/* The lock's message, with the Unlock action while completed bids hold it (decision 040). */}
      {lock && (
        <UnlockRequirements projectId={projectId} canAct={canAct} onUnlocked={() => requirements.mutate()} />
      )}
      {!canAct && !lock && <p className="tb-muted">{t('readOnly')}</p>}
      <form noValidate aria-label={t('title')} onSubmit={submit}>
        <Flex direction="column" gap="medium">
          <ErrorSummary {...editor.errors.summary} />
          {sections.map((section) => (
            <SectionCard
              key={section}
              section={section}
              data={data}
              projectId={projectId}
              used={editor.settings[section].used}
              incomplete={incomplete.has(section)}
              linkId={idOf(`${section}.link`)}
              showLink={lock === null}
            >
              <SectionFields section={section} editor={editor} disabled={readOnly || editor.busy} />
            </SectionCard>
          ))}
          {!readOnly && (
            <Flex gap="small" alignItems="center">
              <Button type="submit" variation="primary" loadingText={t('save')} isLoading={editor.busy}>
                {t('save')}
              </Button>
              {editor.dirty && <span className="tb-muted">{t('unsaved')}</span>}
            </Flex>
          )}
        </Flex>
      </form>
    </Flex>
  );
}

/** One section of the edit view: its heading (marked when incomplete), its settings, its subview's link. */
function SectionCard({
  section,
  data,
  projectId,
  used,
  incomplete,
  linkId,
  showLink,
  children,
}: {
  section: Section;
  data: TSubmissionRequirements;
  projectId: string;
  used: boolean;
  incomplete: boolean;
  linkId: string;
  showLink: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation(REQUIREMENTS_NS);
  const headingId = `requirements-${section}-heading`;
  const count = sectionCount(section, data);
  const name = t(`sections.${section}`);
  const holds = count === null ? t('link.settings', { section: name }) : t(`link.${section}`, { count });
  return (
    <section className="tb-card" aria-labelledby={headingId} data-testid={`section-${section}`}>
      <Heading level={2} id={headingId} className="tb-card-title">
        {name}
        {incomplete && <span className="tb-badge tb-badge-warn tb-requirements-mark">{t('incomplete')}</span>}
      </Heading>
      {children}
      {used &&
        (showLink ? (
          <p>
            <Link
              as={RouterLink}
              id={linkId}
              to={paths.projects.submissionRequirement.getHref(projectId, section)}
            >
              {holds}
            </Link>
          </p>
        ) : (
          <p className="tb-muted">{holds}</p>
        ))}
    </section>
  );
}

export default RequirementsPage;
