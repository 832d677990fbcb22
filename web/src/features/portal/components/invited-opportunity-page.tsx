import { Alert, Button, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { DataTable } from '../../../components/ui/data-table';
import { portalPaths } from '../../../config/portal-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadInvitedDocument, useInvitedOpportunity, useSupplierSession } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { ZonedTime } from './zoned-time';

const FACTS = { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem' } as const;
const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} kB`;

interface DocumentRow {
  documentId: string;
  displayName: string;
  size: number;
}

/**
 * /portal/opportunities/:agencyDomain/:projectId (decision 047): an invitational or limited bid as the
 * invited company reads it; any other company is told it is not found.
 */
export function InvitedOpportunityPage() {
  const { t } = useTranslation(PORTAL_NS);
  const { agencyDomain = '', projectId = '' } = useParams();
  const { data: session, isLoading } = useSupplierSession();
  const { data: o, error } = useInvitedOpportunity(agencyDomain, projectId);
  const [downloadError, setDownloadError] = useState<string>();
  useDocumentTitle(o?.name ?? t('opportunities.title'));
  if (isLoading) return <Text as="p">{t('opportunities.loading')}</Text>;
  if (!session) return <Navigate to={portalPaths.login.getHref()} replace />;

  const download = async (document: DocumentRow) => {
    setDownloadError(undefined);
    try {
      const signed = await downloadInvitedDocument(agencyDomain, projectId, document.documentId);
      window.location.assign(signed.url);
    } catch (failure) {
      setDownloadError((failure as Error).message);
    }
  };
  const back = (
    <Link as={RouterLink} to={portalPaths.opportunities.getHref()}>
      {t('opportunities.back')}
    </Link>
  );
  if (!o)
    return (
      <Flex direction="column" gap="medium" className="tb-page">
        {back}
        <Heading level={1}>{t('opportunities.title')}</Heading>
        {error ? (
          <Alert variation="error" role="alert">
            {(error as Error).message}
          </Alert>
        ) : (
          <Text as="p">{t('opportunities.loading')}</Text>
        )}
      </Flex>
    );
  const zone = o.agency.timeZone;
  const table = (label: string, rows: readonly DocumentRow[], none: string) =>
    rows.length === 0 ? (
      <Text as="p">{none}</Text>
    ) : (
      <DataTable label={label}>
        <thead>
          <tr>
            <th scope="col">{t('opportunities.document')}</th>
            <th scope="col">{t('opportunities.size')}</th>
            <th scope="col">{t('opportunities.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.documentId}>
              <td>{d.displayName}</td>
              <td>{kilobytes(d.size)}</td>
              <td>
                <Button size="small" onClick={() => void download(d)}>
                  {t('opportunities.download', { name: d.displayName })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    );
  return (
    <Flex direction="column" gap="medium" className="tb-page">
      {back}
      <Heading level={1}>{o.name}</Heading>
      <dl style={FACTS}>
        <dt>{t('opportunities.number')}</dt>
        <dd>{o.number}</dd>
        <dt>{t('opportunities.agency')}</dt>
        <dd>{o.agency.name}</dd>
        <dt>{t('opportunities.status')}</dt>
        <dd>{t(`opportunities.statuses.${o.status}`, { defaultValue: o.status })}</dd>
        {o.sourceMethod && (
          <>
            <dt>{t('opportunities.method')}</dt>
            <dd>{t(`opportunities.methods.${o.sourceMethod}`, { defaultValue: o.sourceMethod })}</dd>
          </>
        )}
        <dt>{t('opportunities.closing')}</dt>
        <dd>
          {o.closingDate ? (
            <ZonedTime iso={o.closingDate} agencyTimeZone={zone} />
          ) : (
            t('opportunities.noClosing')
          )}
        </dd>
        {o.publishDate && (
          <>
            <dt>{t('opportunities.published')}</dt>
            <dd>
              <ZonedTime iso={o.publishDate} agencyTimeZone={zone} />
            </dd>
          </>
        )}
        {o.questionDeadline && (
          <>
            <dt>{t('opportunities.questionDeadline')}</dt>
            <dd>
              <ZonedTime iso={o.questionDeadline} agencyTimeZone={zone} />
            </dd>
          </>
        )}
        {o.submissionAddress && (
          <>
            <dt>{t('opportunities.submissionAddress')}</dt>
            <dd>{o.submissionAddress}</dd>
          </>
        )}
      </dl>
      {o.description && (
        <>
          <Heading level={2}>{t('opportunities.description')}</Heading>
          <Text as="p">{o.description}</Text>
        </>
      )}
      {downloadError && (
        <Alert variation="error" role="alert">
          {downloadError}
        </Alert>
      )}
      <Heading level={2}>{t('opportunities.documents')}</Heading>
      {table(t('opportunities.documents'), o.documents, t('opportunities.noDocuments'))}
      <Heading level={2}>{t('opportunities.addenda')}</Heading>
      {table(t('opportunities.addenda'), o.addenda, t('opportunities.noAddenda'))}
      <Heading level={2}>{t('opportunities.meetings')}</Heading>
      {o.meetings.length === 0 ? (
        <Text as="p">{t('opportunities.noMeetings')}</Text>
      ) : (
        <ul>
          {o.meetings.map((m) => (
            <li key={m.meetingId}>
              {m.startsAt && <ZonedTime iso={m.startsAt} agencyTimeZone={zone} />} {m.location}
              {m.mandatory ? ` (${t('opportunities.mandatory')})` : ''}
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}

export default InvitedOpportunityPage;
