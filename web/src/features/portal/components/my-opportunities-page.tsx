import { Alert, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/ui/data-table';
import { portalPaths } from '../../../config/portal-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSupplierOpportunities, useSupplierSession } from '../api/portal-api';
import { PORTAL_NS } from '../i18n';
import { ZonedTime } from './zoned-time';
import { isOpenAt, PUBLIC_LISTING_STATUSES } from '../../../../../shared/domain/opportunities/public-listing';
import { serverNow } from '../../../lib/server-clock';

/** The public page of a listed bid: not from the opportunities feature's paths, another lazy chunk. */
const publicHref = (domain: string, projectId: string) =>
  `/opportunities/${encodeURIComponent(domain)}/${encodeURIComponent(projectId)}`;

/**
 * Is the bid still on the public pages, and so open for bids? Out (published or open) and before its closing
 * (decision 046).
 */
const isPublicNow = (o: { status: string; closingDate?: string | undefined }) =>
  PUBLIC_LISTING_STATUSES.includes(o.status) && isOpenAt(o.closingDate, serverNow());

/**
 * /portal/opportunities (decision 047): the bids the company follows, is invited to or submitted to, with
 * each one's status and closing in the viewer's and the agency's zone. An invited bid opens in the portal,
 * as does one that closed (the public pages no longer show it: decision 050); any other on its public page.
 */
export function MyOpportunitiesPage() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('opportunities.title'));
  const { data: session, isLoading } = useSupplierSession();
  const { data, error } = useSupplierOpportunities();
  if (isLoading) return <Text as="p">{t('opportunities.loading')}</Text>;
  if (!session)
    return (
      <Navigate to={`${portalPaths.login.getHref()}?next=${portalPaths.opportunities.getHref()}`} replace />
    );
  const rows = data?.opportunities;
  return (
    <Flex direction="column" gap="medium" className="tb-page">
      <Heading level={1}>{t('opportunities.title')}</Heading>
      <Text as="p">{t('opportunities.intro')}</Text>
      <Link as={RouterLink} to="/opportunities">
        {t('opportunities.findMore')}
      </Link>
      {error && (
        <Alert variation="error" role="alert">
          {(error as Error).message}
        </Alert>
      )}
      {!rows && !error && <Text as="p">{t('opportunities.loading')}</Text>}
      {rows && rows.length === 0 && (
        <Text as="p" role="status">
          {t('opportunities.none')}
        </Text>
      )}
      {rows && rows.length > 0 && (
        <DataTable label={t('opportunities.label')}>
          <thead>
            <tr>
              <th scope="col">{t('opportunities.number')}</th>
              <th scope="col">{t('opportunities.name')}</th>
              <th scope="col">{t('opportunities.agency')}</th>
              <th scope="col">{t('opportunities.status')}</th>
              <th scope="col">{t('opportunities.closing')}</th>
              <th scope="col">{t('opportunities.why')}</th>
              <th scope="col">{t('opportunities.bid')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={`${o.agency.domain}/${o.projectId}`}>
                <td>{o.number}</td>
                <td>
                  <Link
                    as={RouterLink}
                    to={
                      o.invited || !isPublicNow(o)
                        ? portalPaths.invitedOpportunity.getHref(o.agency.domain, o.projectId)
                        : publicHref(o.agency.domain, o.projectId)
                    }
                  >
                    {o.name}
                  </Link>
                </td>
                <td>{o.agency.name}</td>
                <td>{t(`opportunities.statuses.${o.status}`, { defaultValue: o.status })}</td>
                <td>
                  {o.closingDate ? (
                    <ZonedTime iso={o.closingDate} agencyTimeZone={o.agency.timeZone} />
                  ) : (
                    t('opportunities.noClosing')
                  )}
                </td>
                <td>
                  {(['following', 'invited', 'submitted'] as const)
                    .filter((why) => o[why])
                    .map((why) => t(`opportunities.${why}`))
                    .join(', ')}
                </td>
                <td>
                  {/* The bid screen: to prepare an open bid, or to read what the company submitted. */}
                  {(isPublicNow(o) || o.submitted) && (
                    <Link
                      as={RouterLink}
                      to={portalPaths.bidSubmission.getHref(o.agency.domain, o.projectId)}
                      aria-label={t(
                        isPublicNow(o) ? 'opportunities.prepareBidOf' : 'opportunities.seeBidOf',
                        {
                          name: o.name,
                        },
                      )}
                    >
                      {t(isPublicNow(o) ? 'opportunities.prepareBid' : 'opportunities.seeBid')}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </Flex>
  );
}

export default MyOpportunitiesPage;
