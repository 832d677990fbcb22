import '../i18n';
import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { hasStarted } from '../../../../../shared/domain/meetings/bid-meetings';
import {
  ZDisqualify,
  ZWalkInCreate,
  type TBidMeetingsView,
  type TMeetingRegistration,
} from '../../../../../shared/schemas/bid-meetings';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextArea } from '../../../components/ui/text-area';
import { accessTo } from '../../../lib/access';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { validateForm } from '../../../lib/validate-form';
import { useBidMeetings, useMeetingChanges, useScope } from '../api/bid-meetings-api';
import { BID_MEETINGS_NS } from '../i18n';
import { downloadSheetPdf, downloadSheetWorkbook } from '../lib/download';
import { meetingWhen, sheetFileName, signInSheet, type SheetTexts } from '../lib/sign-in-sheet';
import { walkInBodyOf } from '../lib/walk-in';
import { serverNow } from '../../../lib/server-clock';
import { Loaded } from '../../../components/ui/loaded';

type Meeting = TBidMeetingsView['meetings'][number];
type Changes = ReturnType<typeof useMeetingChanges>;

/**
 * /projects/:id/source/bid-meetings (docs/product/tender.md#bid-meetings, decision 049): the project's
 * meetings with the suppliers registered to each; once a meeting has started, attendance per company and
 * walk-ins; the disqualification of a supplier recorded absent from a mandatory meeting (and its undoing);
 * the sign-in sheet in PDF and Excel.
 */
export function BidMeetingsPage() {
  const { t } = useTranslation(BID_MEETINGS_NS);
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useScope();
  const meetings = useBidMeetings(scope, id);
  const changes = useMeetingChanges(scope, id);
  const [error, setError] = useState<string | null>(null);
  const canAct = accessTo(session, pathname).canAct;
  const view = meetings.data;
  useDocumentTitle(view ? `${t('title')} · ${view.projectName}` : t('title'));

  /** Runs a change; a refusal shows the catalogue's message above the meetings. */
  const run = async (change: () => Promise<unknown>, done = t('saved')) => {
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

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      {view && <p className="tb-muted">{`${view.projectNumber ?? ''} · ${view.projectName}`}</p>}
      <p>{t('intro')}</p>
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Loaded
        result={{ data: view, error: meetings.error }}
        loadingText={t('loading')}
        failedText={t('loadError')}
        catalogueMessage={false}
      >
        {(view) =>
          view.meetings.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            view.meetings.map((meeting) => (
              <MeetingSection
                key={meeting.meetingId}
                view={view}
                meeting={meeting}
                canAct={canAct}
                changes={changes}
                run={run}
              />
            ))
          )
        }
      </Loaded>
    </Flex>
  );
}

function MeetingSection({
  view,
  meeting,
  canAct,
  changes,
  run,
}: {
  view: TBidMeetingsView;
  meeting: Meeting;
  canAct: boolean;
  changes: Changes;
  run: (change: () => Promise<unknown>, done?: string) => Promise<boolean>;
}) {
  const { t, i18n } = useTranslation(BID_MEETINGS_NS);
  const [disqualifying, setDisqualifying] = useState<TMeetingRegistration | null>(null);
  const started = hasStarted(meeting, serverNow());
  const headingId = `meeting-${meeting.meetingId}`;
  const title = meeting.description ?? meeting.location;

  const download = async (kind: 'pdf' | 'xlsx') => {
    const texts = t('sheet', { returnObjects: true }) as SheetTexts;
    const sheet = signInSheet(view, meeting, texts, i18n.language);
    const fileName = sheetFileName(meeting, view.timeZone, kind);
    try {
      await (kind === 'pdf' ? downloadSheetPdf(sheet, fileName) : downloadSheetWorkbook(sheet, fileName));
    } catch (err) {
      notifier.notify(t('downloadFailed', { message: (err as Error).message }), 'error');
    }
  };

  return (
    <section aria-labelledby={headingId} className="tb-section">
      <Heading level={2} id={headingId}>
        {title}
      </Heading>
      <dl className="tb-details">
        <dt>{t('when')}</dt>
        <dd>{meetingWhen(meeting, view.timeZone, i18n.language)}</dd>
        <dt>{t('location')}</dt>
        <dd>{meeting.location}</dd>
        <dt>{t('status')}</dt>
        <dd>{meeting.mandatory ? t('mandatory') : t('optional')}</dd>
      </dl>
      <Flex gap="small" wrap="wrap" role="group" aria-label={`${t('signInSheet')} · ${title}`}>
        <Button size="small" onClick={() => void download('pdf')}>
          {t('downloadPdf')}
        </Button>
        <Button size="small" onClick={() => void download('xlsx')}>
          {t('downloadExcel')}
        </Button>
      </Flex>
      {!started && <p className="tb-muted">{t('notStarted')}</p>}
      <Heading level={3}>{t('registrations')}</Heading>
      {meeting.registrations.length === 0 ? (
        <p>{t('noRegistrations')}</p>
      ) : (
        <table className="tb-table">
          <caption className="tb-visually-hidden">{`${t('registrations')} · ${title}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t('company')}</th>
              <th scope="col">{t('attendees')}</th>
              <th scope="col">{t('attendance')}</th>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {meeting.registrations.map((r) => (
              <tr key={r.registrationId}>
                <th scope="row">
                  {r.companyName}
                  {!r.vendorId && <span className="tb-muted">{` (${t('walkIn')})`}</span>}
                </th>
                <td>{r.attendees.join(', ')}</td>
                <td>
                  {r.attended === undefined ? t('notRecorded') : r.attended ? t('present') : t('absent')}
                </td>
                <td>
                  {r.disqualified ? t('disqualified', { reason: r.disqualified.reason }) : t('qualified')}
                </td>
                <td>
                  {canAct && started && (
                    <Flex gap="xs" wrap="wrap">
                      <Button
                        size="small"
                        aria-label={t('markPresentLabel', { company: r.companyName })}
                        isDisabled={r.attended === true || !!r.disqualified}
                        onClick={() => void run(() => changes.attendance(r, true))}
                      >
                        {t('markPresent')}
                      </Button>
                      <Button
                        size="small"
                        aria-label={t('markAbsentLabel', { company: r.companyName })}
                        isDisabled={r.attended === false}
                        onClick={() => void run(() => changes.attendance(r, false))}
                      >
                        {t('markAbsent')}
                      </Button>
                      {meeting.mandatory && r.attended === false && !r.disqualified && (
                        <Button
                          size="small"
                          variation="destructive"
                          aria-label={t('disqualifyLabel', { company: r.companyName })}
                          onClick={() => setDisqualifying(r)}
                        >
                          {t('disqualify')}
                        </Button>
                      )}
                      {r.disqualified && (
                        <Button
                          size="small"
                          aria-label={t('undoLabel', { company: r.companyName })}
                          onClick={() => void run(() => changes.undo(r))}
                        >
                          {t('undo')}
                        </Button>
                      )}
                    </Flex>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canAct && started && <WalkInForm meeting={meeting} changes={changes} run={run} />}
      <DisqualifyDialog
        registration={disqualifying}
        onCancel={() => setDisqualifying(null)}
        onConfirm={async (reason) => {
          const r = disqualifying!;
          setDisqualifying(null);
          await run(() => changes.disqualify(r, reason));
        }}
      />
    </section>
  );
}

function DisqualifyDialog({
  registration,
  onCancel,
  onConfirm,
}: {
  registration: TMeetingRegistration | null;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation(BID_MEETINGS_NS);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const company = registration?.companyName ?? '';
  const confirm = () => {
    const body = { reason: reason.trim(), version: registration?.version ?? 0 };
    const found = validateForm(ZDisqualify, body)?.fields.reason;
    setError(found);
    if (found) return;
    setReason('');
    void onConfirm(reason.trim());
  };
  return (
    <ModalDialog
      open={registration !== null}
      title={t('disqualifyTitle', { company })}
      onCancel={onCancel}
      actions={
        <>
          <Button data-autofocus onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button variation="destructive" onClick={confirm}>
            {t('confirmDisqualify')}
          </Button>
        </>
      }
    >
      <p>{t('disqualifyBody', { company })}</p>
      <TextArea label={t('reason')} value={reason} onChange={setReason} maxLength={1000} error={error} />
    </ModalDialog>
  );
}

function WalkInForm({
  meeting,
  changes,
  run,
}: {
  meeting: Meeting;
  changes: Changes;
  run: (change: () => Promise<unknown>, done?: string) => Promise<boolean>;
}) {
  const { t } = useTranslation(BID_MEETINGS_NS);
  const [company, setCompany] = useState('');
  const [attendees, setAttendees] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = walkInBodyOf(company, attendees);
    const found = validateForm(ZWalkInCreate, body)?.fields ?? {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const done = await run(
      () => changes.walkIn(meeting.meetingId, body.companyName, body.attendees),
      t('walkInAdded', { company: body.companyName }),
    );
    if (done) {
      setCompany('');
      setAttendees('');
    }
  };
  const formTitle = `${t('walkInHeading')} · ${meeting.description ?? meeting.location}`;
  return (
    <form aria-label={formTitle} onSubmit={(e) => void submit(e)} noValidate>
      <Heading level={3}>{t('walkInHeading')}</Heading>
      <Flex direction="column" gap="small">
        <TextField
          label={t('walkInCompany')}
          value={company}
          onChange={(e) => setCompany(e.target.value)}
          maxLength={100}
          hasError={!!errors.companyName}
          errorMessage={errors.companyName}
        />
        <TextArea
          label={t('walkInAttendees')}
          value={attendees}
          onChange={setAttendees}
          error={errors.attendees}
        />
        <Button type="submit" alignSelf="flex-start">
          {t('walkInAdd')}
        </Button>
      </Flex>
    </form>
  );
}

export default BidMeetingsPage;
