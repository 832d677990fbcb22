import { Badge, Card, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PlatformStatus } from './platform-status';

/**
 * The buyer dashboard. The widget grid arrives with the dashboard release; today the page
 * welcomes the user, says what is coming and shows the platform's status.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const widgetsId = useId();
  useDocumentTitle(t('pages.dashboard'));
  return (
    <Flex direction="column" gap="large">
      <Flex alignItems="center" gap="small" wrap="wrap">
        <Heading level={1}>
          {session.status === 'authenticated'
            ? t('dashboard.welcomeName', { name: session.user.fullName })
            : t('dashboard.welcome')}
        </Heading>
        <Badge variation="info">{t('dashboard.buyerTag')}</Badge>
      </Flex>
      <Text as="p" className="tb-lead">
        {t('dashboard.intro')}
      </Text>
      <div className="tb-grid">
        <Card variation="outlined" className="tb-card" as="section" aria-labelledby={widgetsId}>
          <Flex direction="column" gap="small">
            <Heading level={2} id={widgetsId} className="tb-card-title">
              {t('dashboard.widgetsTitle')}
            </Heading>
            <Text as="p">{t('dashboard.widgetsBody')}</Text>
            <Link as={RouterLink} to={paths.projects.list.getHref()}>
              {t('dashboard.goToProjects')}
            </Link>
          </Flex>
        </Card>
        {session.status === 'authenticated' && session.user.isSiteAdmin && <PlatformStatus />}
      </div>
    </Flex>
  );
}

export default DashboardPage;
