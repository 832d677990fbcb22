import { Button, Flex, Heading, Link, Text, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { catalogueOf, messageIn } from '../../../../../../shared/errors';
import { PROJECT_ERRORS } from '../../../../../../shared/errors/projects';
import {
  findProjectDateProblems,
  localInputToStored,
  readStoredDate,
  storedToLocalInput,
} from '../../../../../../shared/domain/projects/project-dates';
import { isPastPublication } from '../../../../../../shared/domain/projects/publish-checklist';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { currentLanguage } from '../../../../i18n';
import { isApiError } from '../../../../lib/api-client';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { notifier } from '../../../../lib/notify';
import { useSetProjectStatus } from '../../api/projects-api';
import { BUILD_NS } from '../../i18n/build';
import { missingItemHref } from '../layout/missing-items';
import { BuildPageFrame } from './build-page-frame';
import { datesAfter } from './build-values';
import { useBuildPage } from './use-build-page';
import { bidPeriodWarning } from './dates-page';
import { serverNow } from '../../../../lib/server-clock';

// A project's problems are the projects area's, or a base code's.
const PROJECT_TEXTS = catalogueOf(PROJECT_ERRORS);

const FIELDS = ['publishDate'];

/**
 * /projects/{id}/build/publish, "Prepare to publish" (docs/product/projects.md#publication): every missing
 * item of the checklist as a link to its field (focused there), "Fix missing fields" to walk through them,
 * and the publication itself: at the publish date, which is now or later. A date ahead schedules the
 * publication (the project is Scheduled to Publish until the one-time job publishes it); a date that has come
 * publishes at once. The date is saved first (the date rules apply), then the lifecycle's publish action
 * runs.
 */
export function PublishPage() {
  const { t } = useTranslation(BUILD_NS);
  const page = useBuildPage('publish');
  const { project, view, timeZone, id } = page;
  const setStatus = useSetProjectStatus(page.scope, id);
  const storedLocal = project && timeZone ? storedToLocalInput(project.publishDate, timeZone) : '';
  const [publishAt, setPublishAt] = useState<string | null>(null);
  const value = publishAt ?? storedLocal;
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(FIELDS);
  useDirtyForm(publishAt !== null && publishAt !== storedLocal && !busy);
  const [params] = useSearchParams();
  const focusRef = useRef(false);
  useEffect(() => {
    if (params.get('focus') !== 'publishDate' || focusRef.current || !project) return;
    focusRef.current = true;
    document.getElementById(errors.idOf('publishDate'))?.focus();
  }, [params, project, errors]);

  const items = view.data?.missingPublishItems ?? [];
  const allowed = new Set(view.data?.allowedActions ?? []);
  const action = allowed.has('publish') ? 'publish' : allowed.has('publishPlanned') ? 'publishPlanned' : null;
  const lang = currentLanguage();

  const publish = async (e: FormEvent) => {
    e.preventDefault();
    if (!project || !timeZone || !action) return;
    errors.clear();
    let version = project.version;
    setBusy(true);
    try {
      if (value !== storedLocal) {
        const converted = value
          ? localInputToStored(value, timeZone)
          : ({ ok: false, code: 'dateInvalid' } as const);
        if (!converted.ok) {
          errors.show({ fields: { publishDate: messageIn(PROJECT_TEXTS, converted.code, lang) } });
          return;
        }
        const dates = { publishDate: converted.stored };
        const problems = findProjectDateProblems(datesAfter(project, dates), {
          now: serverNow(),
          changedFields: ['publishDate'],
          takesQuestions: project.tender?.hasQuestionDeadline === true,
        });
        if (problems.length > 0) {
          errors.show({
            fields: Object.fromEntries(
              problems.map((p) => [p.field, messageIn(PROJECT_TEXTS, p.code, lang)]),
            ),
          });
          return;
        }
        version = ((await page.save({ version, dates })) as { project: { version: number } }).project.version;
      }
      const after = await setStatus.trigger({ action, version });
      setPublishAt(null);
      notifier.notify(
        after?.project.status === 'scheduledToPublish' ? t('publish.scheduled') : t('publish.published'),
        'success',
      );
    } catch (error) {
      if (isApiError(error) && error.status === 409 && error.code === 'conflict') {
        notifier.notify(t('form.conflict'), 'error');
        page.reload();
      } else if (isApiError(error) && error.fields.length > 0) {
        errors.show({ fields: { publishDate: error.fields[0]!.message } });
      } else errors.show({ message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const due = readStoredDate(project?.publishDate);
  const scheduled = project?.status === 'scheduledToPublish';
  return (
    <BuildPageFrame
      title={page.title}
      ready={!!project && !!timeZone && !!view.data}
      warning={bidPeriodWarning(t, view.data?.bidPeriodShortfall)}
    >
      {() => (
        <Flex direction="column" gap="large">
          <section aria-labelledby="missing-heading">
            <Heading level={2} id="missing-heading">
              {t('publish.missingHeading')}
            </Heading>
            {items.length === 0 ? (
              <Text as="p" data-testid="checklist-complete">
                {t('publish.complete')}
              </Text>
            ) : (
              <Flex direction="column" gap="small">
                <Text as="p">{t('publish.missingIntro', { count: items.length })}</Text>
                <ul className="tb-missing-list" data-testid="missing-items">
                  {items.map((item) => (
                    <li key={item.id}>
                      <Link as={RouterLink} to={missingItemHref(id, item)}>
                        {t(`publishItems.${item.messageKey}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
                <div>
                  <Button as={RouterLink} to={missingItemHref(id, items[0]!, true)}>
                    {t('actions.fixMissing', { count: items.length })}
                  </Button>
                </div>
              </Flex>
            )}
          </section>
          <section aria-labelledby="publish-heading">
            <Heading level={2} id="publish-heading">
              {t('publish.heading')}
            </Heading>
            <Text as="p" data-testid="publish-state">
              {scheduled && due
                ? t('publish.scheduledAt', {
                    at: storedToLocalInput(project!.publishDate, timeZone!).replace('T', ' '),
                    zone: timeZone,
                  })
                : t(`values.status.${project!.status}`)}
            </Text>
            {action ? (
              <form onSubmit={(e) => void publish(e)} noValidate aria-label={t('publish.heading')}>
                <fieldset disabled={busy} className="tb-fieldset">
                  <Flex direction="column" gap="medium">
                    <ErrorSummary {...errors.summary} />
                    <TextField
                      label={t('fields.publishDate')}
                      descriptiveText={t('publish.when', { zone: timeZone })}
                      type="datetime-local"
                      id={errors.idOf('publishDate')}
                      name="publishDate"
                      value={value}
                      onChange={(e) => {
                        setPublishAt(e.target.value);
                        errors.clearField('publishDate');
                      }}
                      hasError={!!errors.fields.publishDate}
                      errorMessage={errors.fields.publishDate}
                    />
                    <div>
                      <Button
                        type="submit"
                        variation="primary"
                        isLoading={busy}
                        isDisabled={items.length > 0}
                      >
                        {t(action === 'publishPlanned' ? 'publish.submitPlanned' : 'publish.submit')}
                      </Button>
                    </div>
                    {items.length > 0 && (
                      <Text as="p" className="tb-muted">
                        {t('publish.blocked')}
                      </Text>
                    )}
                  </Flex>
                </fieldset>
              </form>
            ) : isPastPublication(project!.status) ? null : (
              <Text as="p" className="tb-muted">
                {t('publish.notAllowed')}
              </Text>
            )}
          </section>
        </Flex>
      )}
    </BuildPageFrame>
  );
}

export default PublishPage;
