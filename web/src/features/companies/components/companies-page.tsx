import '../i18n';
import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { HARD_COPY_NOTE_MAX_LENGTH } from '../../../../../shared/domain/opportunities/plan-takers';
import { localInputToStored, storedToLocalInput } from '../../../../../shared/domain/projects/project-dates';
import { catalogueOf, messageIn, type Language } from '../../../../../shared/errors';
import { PROJECT_ERRORS } from '../../../../../shared/errors/projects';
import {
  ZHardCopySubmissionCreate,
  type TPlanTaker,
  type TPlanTakerSubmission,
} from '../../../../../shared/schemas/plan-takers';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextArea } from '../../../components/ui/text-area';
import { accessTo } from '../../../lib/access';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAgencyTimeZone } from '../../../lib/session';
import { usePlanTakerChanges, usePlanTakers, useScope } from '../api/companies-api';
import { COMPANIES_NS } from '../i18n';
import { NoBidsSection } from './no-bids-section';
import { SupplierActivitySection } from './supplier-activity-section';
import { serverNow } from '../../../lib/server-clock';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { Loaded } from '../../../components/ui/loaded';

// A hard-copy submission's problems are the projects area's, or a base code's.
const PROJECT_TEXTS = catalogueOf(PROJECT_ERRORS);

type Changes = ReturnType<typeof usePlanTakerChanges>;
type Run = (change: () => Promise<unknown>, done: string) => Promise<boolean>;

/** An instant in the agency's zone, in the reader's language. */
function formatInstant(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(canadianLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(instant));
}

/**
 * /projects/:id/source/companies (docs/product/tender.md#following-and-plan-takers;
 * decisions 048, 050): the bid's plan takers (the companies that registered their interest in the
 * portal) with their contact, when they registered and their submissions; whether the public page lists
 * them; the hard copies received from them, recorded and deleted here (an online submission is the
 * supplier's and is never deleted). Read only without the right to act on the page.
 */
export function CompaniesPage() {
  const { t, i18n } = useTranslation(COMPANIES_NS);
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useScope();
  const timeZone = useAgencyTimeZone() ?? 'America/Toronto';
  const list = usePlanTakers(scope, id);
  const changes = usePlanTakerChanges(scope, id);
  const [error, setError] = useState<string | null>(null);
  const [recording, setRecording] = useState<TPlanTaker | null>(null);
  const [deleting, setDeleting] = useState<{ company: string; submission: TPlanTakerSubmission } | null>(
    null,
  );
  const canAct = accessTo(session, pathname).canAct;
  const view = list.data;
  useDocumentTitle(t('title'));
  const when = (instant: string) => formatInstant(instant, timeZone, i18n.language);

  /** Runs a change; a refusal shows the catalogue's message above the list. */
  const run: Run = async (change, done) => {
    setError(null);
    try {
      await change();
      notifier.notify(done, 'success');
      return true;
    } catch (err) {
      setError(formErrorsOf(err).message);
      return false;
    }
  };

  const submissionText = (s: TPlanTakerSubmission) =>
    s.kind === 'hardCopy'
      ? t('hardCopyReceived', { date: s.receivedAt ? when(s.receivedAt) : '' })
      : t('online', {
          status: t(`statuses.${s.status ?? 'unknown'}`, { defaultValue: s.status ?? '' }),
        });

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      <p>{t('intro')}</p>
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Loaded
        result={{ data: view, error: list.error }}
        loadingText={t('loading')}
        failedText={t('loadError')}
        catalogueMessage={false}
      >
        {(view) => (
          <>
            <section aria-labelledby="companies-public" className="tb-section">
              <Heading level={2} id="companies-public">
                {t('publicHeading')}
              </Heading>
              <label className="tb-check">
                <input
                  type="checkbox"
                  checked={view.isHidePlanTakers}
                  disabled={!canAct}
                  onChange={(e) =>
                    void run(
                      () => changes.setHidden(e.target.checked, view.version),
                      e.target.checked ? t('hiddenSaved') : t('shownSaved'),
                    )
                  }
                />
                {t('hide')}
              </label>
              <p className="tb-muted">{view.isHidePlanTakers ? t('hiddenHint') : t('shownHint')}</p>
            </section>
            <section aria-labelledby="companies-plan-takers" className="tb-section">
              <Heading level={2} id="companies-plan-takers">
                {t('planTakers')}
              </Heading>
              {view.planTakers.length === 0 ? (
                <p>{t('none')}</p>
              ) : (
                <table className="tb-table">
                  <caption className="tb-visually-hidden">{t('planTakers')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('company')}</th>
                      <th scope="col">{t('contact')}</th>
                      <th scope="col">{t('registered')}</th>
                      <th scope="col">{t('submissions')}</th>
                      {canAct && <th scope="col">{t('actions')}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {view.planTakers.map((p) => (
                      <tr key={p.vendorId}>
                        <th scope="row">{p.companyName}</th>
                        <td>
                          {p.contactName}
                          <br />
                          <a href={`mailto:${p.email}`}>{p.email}</a>
                        </td>
                        <td>{when(p.registeredAt)}</td>
                        <td>
                          {p.submissions.length === 0 ? (
                            t('noSubmissions')
                          ) : (
                            <ul className="tb-plain-list">
                              {p.submissions.map((s) => (
                                <li key={s.planTakerSubmissionId}>
                                  {submissionText(s)}
                                  {s.note && <span className="tb-muted">{` · ${s.note}`}</span>}
                                  {canAct && s.kind === 'hardCopy' && (
                                    <>
                                      {' '}
                                      <Button
                                        size="small"
                                        variation="link"
                                        aria-label={t('deleteLabel', {
                                          company: p.companyName,
                                          date: s.receivedAt ? when(s.receivedAt) : '',
                                        })}
                                        onClick={() => setDeleting({ company: p.companyName, submission: s })}
                                      >
                                        {t('delete')}
                                      </Button>
                                    </>
                                  )}
                                </li>
                              ))}
                            </ul>
                          )}
                        </td>
                        {canAct && (
                          <td>
                            <Button
                              size="small"
                              aria-label={t('recordLabel', { company: p.companyName })}
                              onClick={() => setRecording(p)}
                            >
                              {t('record')}
                            </Button>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <NoBidsSection scope={scope} projectId={id} when={when} />
            <SupplierActivitySection
              scope={scope}
              projectId={id}
              when={when}
              submissionText={submissionText}
            />
          </>
        )}
      </Loaded>
      <HardCopyDialog
        key={recording?.vendorId ?? 'none'}
        planTaker={recording}
        timeZone={timeZone}
        changes={changes}
        onClose={() => setRecording(null)}
      />
      <ModalDialog
        open={deleting !== null}
        title={t('deleteTitle', { company: deleting?.company ?? '' })}
        onCancel={() => setDeleting(null)}
        actions={
          <>
            <Button data-autofocus onClick={() => setDeleting(null)}>
              {t('cancel')}
            </Button>
            <Button
              variation="destructive"
              onClick={() => {
                const target = deleting!;
                setDeleting(null);
                void run(
                  () => changes.deleteHardCopy(target.submission.planTakerSubmissionId),
                  t('deleted', { company: target.company }),
                );
              }}
            >
              {t('confirmDelete')}
            </Button>
          </>
        }
      >
        <p>
          {deleting &&
            t('deleteBody', {
              company: deleting.company,
              date: deleting.submission.receivedAt ? when(deleting.submission.receivedAt) : '',
            })}
        </p>
      </ModalDialog>
    </Flex>
  );
}

/** Records a hard copy received from a plan taker: when (typed in the agency's zone) and a note. */
function HardCopyDialog({
  planTaker,
  timeZone,
  changes,
  onClose,
}: {
  planTaker: TPlanTaker | null;
  timeZone: string;
  changes: Changes;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(COMPANIES_NS);
  const lang: Language = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const [receivedAt, setReceivedAt] = useState(() => storedToLocalInput(serverNow().toISOString(), timeZone));
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const company = planTaker?.companyName ?? '';
  const formId = 'hard-copy-form';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!planTaker) return;
    const stored = receivedAt ? localInputToStored(receivedAt, timeZone) : undefined;
    const body = { vendorId: planTaker.vendorId, receivedAt: stored?.ok ? stored.stored : undefined };
    // A date the agency's zone cannot read is the form's; an empty one, the route schema's.
    const found =
      stored && !stored.ok
        ? { receivedAt: messageIn(PROJECT_TEXTS, stored.code, lang) }
        : (validateForm(
            ZHardCopySubmissionCreate,
            { ...body, note: note.trim() },
            { catalogue: PROJECT_TEXTS },
          )?.fields ?? {});
    setFields(found);
    if (Object.keys(found).length > 0 || !body.receivedAt) return;
    setMessage(null);
    setBusy(true);
    try {
      await changes.addHardCopy(body.vendorId, body.receivedAt, note.trim());
      notifier.notify(t('recorded', { company }), 'success');
      onClose();
    } catch (err) {
      const found = formErrorsOf(err);
      setFields(found.fields);
      setMessage(found.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open={planTaker !== null}
      title={t('recordTitle', { company })}
      onCancel={onClose}
      actions={
        <>
          <Button data-autofocus onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} variation="primary" isLoading={busy} loadingText={t('record')}>
            {t('record')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <Flex direction="column" gap="small">
          {message && (
            <Alert variation="error" role="alert">
              {message}
            </Alert>
          )}
          <TextField
            label={t('receivedAt', { zone: timeZone })}
            type="datetime-local"
            value={receivedAt}
            isRequired
            onChange={(e) => setReceivedAt(e.target.value)}
            hasError={!!fields.receivedAt}
            errorMessage={fields.receivedAt}
          />
          <TextArea
            label={t('note')}
            value={note}
            onChange={setNote}
            maxLength={HARD_COPY_NOTE_MAX_LENGTH}
            rows={3}
            error={fields.note}
          />
        </Flex>
      </form>
    </ModalDialog>
  );
}

export default CompaniesPage;
