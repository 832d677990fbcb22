import { Alert, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import type { BidSubmission } from '../api/submission-api';
import { PORTAL_NS } from '../i18n';
import { ZonedTime } from './zoned-time';

/** The bid's project, its closing in the agency's time zone, the bid's status, and that the bid is closed. */
export function BidHeader({ data }: { data: BidSubmission }) {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <>
      <Text as="p">
        <strong>{data.projectName}</strong>
      </Text>
      {data.closingDate && (
        <Text as="p">
          {`${t('submission.closing')} `}
          <ZonedTime iso={data.closingDate} agencyTimeZone={data.timeZone} />
        </Text>
      )}
      <Text as="p" data-testid="submission-status">
        {t(`submission.status.${data.submission?.status ?? 'none'}`)}
      </Text>
      {!data.open && <Alert variation="warning">{t('submission.closed')}</Alert>}
    </>
  );
}
