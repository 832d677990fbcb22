import { Alert, Button, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { DataTable } from '../../../components/ui/data-table';
import { portalPaths } from '../../../config/portal-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  downloadSupplierBidDocument,
  registerBidInterest,
  useSupplierBid,
  useSupplierSession,
} from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { ZonedTime } from './zoned-time';
import { BidQuestionsSection } from './bid-questions-page';
import { BidAddenda } from './bid-addenda';

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} kB`;

interface DocumentRow {
  documentId: string;
  displayName: string;
  size: number;
}

/**
 * /portal/opportunities/:agencyDomain/:projectId (decision 047): an invitational or limited bid as the
 * invited company reads it, through the portal's bid routes (decisions 048, 050), which name the bid as this
 * address does. A plan taker downloads the documents; the meetings have their own screen (decision 049). A
 * bid that closed or was awarded stays readable, with its status, by a company invited to it or that took part
 * in it, but nothing is registered or downloaded any more (decision 050). Any other company is told the bid
 * is not found.
 */
export function InvitedOpportunityPage() {
  const { t } = useTranslation(PORTAL_NS);
  const { agencyDomain = '', projectId = '' } = useParams();
  const { data: session, isLoading } = useSupplierSession();
  const { data: bid, error, mutate } = useSupplierBid(agencyDomain, projectId);
  const [actionError, setActionError] = useState<string>();
  const [busy, setBusy] = useState(false);
  useDocumentTitle(bid?.name ?? t('opportunities.title'));
  if (isLoading) return <Text as="p">{t('opportunities.loading')}</Text>;
  if (!session) return <Navigate to={portalPaths.login.getHref()} replace />;

  const back = (
    <Link as={RouterLink} to={portalPaths.opportunities.getHref()}>
      {t('opportunities.back')}
    </Link>
  );
  if (!bid)
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

  const act = async (action: () => Promise<unknown>) => {
    setActionError(undefined);
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      setActionError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const download = (document: DocumentRow) =>
    act(async () => {
      const signed = await downloadSupplierBidDocument(agencyDomain, projectId, document.documentId);
      window.location.assign(signed.url);
    });
  const register = () =>
    act(async () => {
      await mutate(await registerBidInterest(agencyDomain, projectId), { revalidate: false });
    });
  const zone = bid.timeZone;
  // Downloads are a plan taker's, while the bid is open.
  const downloads = bid.planTaker && !bid.readOnly;
  const table = (label: string, rows: readonly DocumentRow[], none: string) =>
    rows.length === 0 ? (
      <Text as="p">{none}</Text>
    ) : (
      <DataTable label={label}>
        <thead>
          <tr>
            <th scope="col">{t('opportunities.document')}</th>
            <th scope="col">{t('opportunities.size')}</th>
            {downloads && <th scope="col">{t('opportunities.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.documentId}>
              <td>{d.displayName}</td>
              <td>{kilobytes(d.size)}</td>
              {downloads && (
                <td>
                  <Button size="small" isDisabled={busy} onClick={() => void download(d)}>
                    {t('opportunities.download', { name: d.displayName })}
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
    );
  return (
    <Flex direction="column" gap="medium" className="tb-page">
      {back}
      <Heading level={1}>{bid.name}</Heading>
      {!bid.readOnly && (
        // The way to the bid, first on the page (issue 22): not only at its foot.
        <RouterLink
          className="amplify-button amplify-button--primary"
          style={{ alignSelf: 'flex-start' }}
          to={portalPaths.bidSubmission.getHref(agencyDomain, projectId)}
        >
          {t('opportunities.prepareBid')}
        </RouterLink>
      )}
      <dl className="tb-details">
        <dt>{t('opportunities.number')}</dt>
        <dd>{bid.number}</dd>
        <dt>{t('opportunities.agency')}</dt>
        <dd>{bid.agencyName}</dd>
        <dt>{t('opportunities.status')}</dt>
        <dd>{t(`opportunities.statuses.${bid.status}`, { defaultValue: bid.status })}</dd>
        {bid.sourceMethod && (
          <>
            <dt>{t('opportunities.method')}</dt>
            <dd>{t(`opportunities.methods.${bid.sourceMethod}`, { defaultValue: bid.sourceMethod })}</dd>
          </>
        )}
        <dt>{t('opportunities.closing')}</dt>
        <dd>
          {bid.closingDate ? (
            <ZonedTime iso={bid.closingDate} agencyTimeZone={zone} />
          ) : (
            t('opportunities.noClosing')
          )}
        </dd>
      </dl>
      {bid.description && (
        <>
          <Heading level={2}>{t('opportunities.description')}</Heading>
          <Text as="p">{bid.description}</Text>
        </>
      )}
      {actionError && (
        <Alert variation="error" role="alert">
          {actionError}
        </Alert>
      )}
      {bid.readOnly ? (
        <Alert variation="info">{t('opportunities.readOnly')}</Alert>
      ) : bid.planTaker ? (
        <Text as="p">{t('opportunities.planTaker')}</Text>
      ) : (
        <Flex direction="column" gap="small" alignItems="flex-start">
          <Text as="p">{t('opportunities.registerFirst')}</Text>
          <Button variation="primary" isDisabled={busy} onClick={() => void register()}>
            {t('opportunities.registerInterest')}
          </Button>
        </Flex>
      )}
      <Heading level={2}>{t('opportunities.documents')}</Heading>
      {table(
        t('opportunities.documents'),
        bid.documents.filter((d) => d.documentType !== 'addendum'),
        t('opportunities.noDocuments'),
      )}
      <Heading level={2}>{t('opportunities.addenda')}</Heading>
      <BidAddenda agencyDomain={agencyDomain} projectId={projectId} />
      {table(
        t('opportunities.addenda'),
        bid.documents.filter((d) => d.documentType === 'addendum'),
        t('opportunities.noAddenda'),
      )}
      <Heading level={2}>{t('opportunities.meetings')}</Heading>
      <Link as={RouterLink} to={portalPaths.bidMeetings.getHref(agencyDomain, projectId)}>
        {t('opportunities.meetingsLink')}
      </Link>
      <Heading level={2}>{t('opportunities.questions')}</Heading>
      <BidQuestionsSection agencyDomain={agencyDomain} projectId={projectId} headingLevel={3} />
      <Heading level={2}>{t('submission.title')}</Heading>
      <Link as={RouterLink} to={portalPaths.bidSubmission.getHref(agencyDomain, projectId)}>
        {t('submission.link')}
      </Link>
    </Flex>
  );
}

export default InvitedOpportunityPage;
