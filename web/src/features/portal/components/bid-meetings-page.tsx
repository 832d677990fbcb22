import { Alert, Button, Flex, Heading, Link as UiLink, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { hasStarted } from '../../../../../shared/domain/meetings/bid-meetings';
import {
  ZMeetingRegistrationInput,
  type TSupplierBidMeetings,
} from '../../../../../shared/schemas/bid-meetings';
import { TextArea } from '../../../components/ui/text-area';
import { portalPaths } from '../../../config/portal-paths';
import { formErrorsOf } from '../../../lib/form-errors';
import { validateForm } from '../../../lib/validate-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cancelMeetingRegistration, registerForMeeting, useSupplierBidMeetings } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { SignedInSupplierOnly } from './signed-in-supplier-only';
import { serverNow } from '../../../lib/server-clock';

type Meeting = TSupplierBidMeetings['meetings'][number];

/**
 * /portal/bids/:agencyDomain/:projectId/meetings (decision 049): the meetings of a bid the supplier may see,
 * with its company's registration to each; it registers (who will attend), changes or cancels until the
 * meeting starts. The public detail page links here.
 */
export function BidMeetingsPage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('meetings.title'));
  const { agencyDomain = '', projectId = '' } = useParams();
  return (
    <Flex direction="column" gap="medium" className="tb-page">
      <Heading level={1}>{t('meetings.title')}</Heading>
      <Text as="p">{t('meetings.intro')}</Text>
      <SignedInSupplierOnly texts="meetings" here={portalPaths.bidMeetings.getHref(agencyDomain, projectId)}>
        <Meetings agencyDomain={agencyDomain} projectId={projectId} />
      </SignedInSupplierOnly>
      <UiLink
        as={Link}
        to={`/opportunities/${encodeURIComponent(agencyDomain)}/${encodeURIComponent(projectId)}`}
      >
        {t('meetings.back')}
      </UiLink>
    </Flex>
  );
}

function Meetings({ agencyDomain, projectId }: { agencyDomain: string; projectId: string }) {
  const { t } = useTranslation(PORTAL_NS);
  const { data, error, mutate } = useSupplierBidMeetings(agencyDomain, projectId);
  if (error) return <Alert variation="error">{formErrorsOf(error).message}</Alert>;
  if (!data) return <Text as="p">{t('meetings.loading')}</Text>;
  if (data.meetings.length === 0) return <Text as="p">{t('meetings.none')}</Text>;
  return (
    <>
      {data.meetings.map((meeting) => (
        <MeetingCard
          key={meeting.meetingId}
          meeting={meeting}
          timeZone={data.timeZone}
          params={{ agencyDomain, projectId, meetingId: meeting.meetingId }}
          onChanged={(next) => void mutate(next, { revalidate: false })}
        />
      ))}
    </>
  );
}

function MeetingCard({
  meeting,
  timeZone,
  params,
  onChanged,
}: {
  meeting: Meeting;
  timeZone: string;
  params: { agencyDomain: string; projectId: string; meetingId: string };
  onChanged: (next: TSupplierBidMeetings) => void;
}) {
  const { t, i18n } = useTranslation(PORTAL_NS);
  const registration = meeting.registration;
  const [names, setNames] = useState(registration?.attendees.join('\n') ?? '');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const started = hasStarted(meeting, serverNow());
  const headingId = `meeting-${meeting.meetingId}`;
  const when = meeting.startsAt
    ? new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone,
      }).format(new Date(meeting.startsAt)) + ` (${timeZone})`
    : '';

  const act = async (change: () => Promise<TSupplierBidMeetings>, done: string) => {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      onChanged(await change());
      setNotice(done);
    } catch (err) {
      const { message, fields } = formErrorsOf(err);
      const atField = Object.values(fields)[0];
      if (atField) setFieldError(atField);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };
  const register = () => {
    const attendees = names
      .split('\n')
      .map((n) => n.trim())
      .filter(Boolean);
    const problem = validateForm(ZMeetingRegistrationInput, { attendees })?.fields.attendees;
    setFieldError(problem);
    if (problem) return;
    void act(() => registerForMeeting(params, attendees), t('meetings.saved'));
  };

  return (
    <section aria-labelledby={headingId} className="tb-section">
      <Heading level={2} id={headingId}>
        {meeting.description ?? meeting.location}
      </Heading>
      <dl className="tb-details">
        <dt>{t('meetings.when')}</dt>
        <dd>{when}</dd>
        <dt>{t('meetings.location')}</dt>
        <dd>{meeting.location}</dd>
        <dt>{t('meetings.kind')}</dt>
        <dd>{meeting.mandatory ? t('meetings.mandatory') : t('meetings.optional')}</dd>
      </dl>
      <Text as="p" data-testid={`registration-${meeting.meetingId}`}>
        {registration
          ? t('meetings.registered', { names: registration.attendees.join(', ') })
          : t('meetings.notRegistered')}
      </Text>
      {registration?.attended === true && <Text as="p">{t('meetings.attended')}</Text>}
      {registration?.attended === false && <Text as="p">{t('meetings.absent')}</Text>}
      {registration?.disqualified && <Alert variation="warning">{t('meetings.disqualified')}</Alert>}
      {error && (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert variation="success" role="status">
          {notice}
        </Alert>
      )}
      {started ? (
        <Text as="p" className="tb-muted">
          {t('meetings.started')}
        </Text>
      ) : (
        <Flex direction="column" gap="small">
          <TextArea
            label={t('meetings.attendees')}
            id={`attendees-${meeting.meetingId}`}
            value={names}
            onChange={setNames}
            error={fieldError}
          />
          <Flex gap="small" wrap="wrap">
            <Button variation="primary" isDisabled={busy} onClick={register}>
              {registration ? t('meetings.update') : t('meetings.register')}
            </Button>
            {registration && (
              <Button
                isDisabled={busy}
                onClick={() =>
                  void act(() => cancelMeetingRegistration(params), t('meetings.cancelled')).then(() =>
                    setNames(''),
                  )
                }
              >
                {t('meetings.cancel')}
              </Button>
            )}
          </Flex>
        </Flex>
      )}
    </section>
  );
}

export default BidMeetingsPage;
