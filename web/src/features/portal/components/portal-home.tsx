import { Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { portalPaths } from '../../../config/portal-paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PORTAL_NS } from '../i18n';

/** /portal: what the portal is, and the way in. */
export function PortalHome() {
  const { t } = useTranslation(PORTAL_NS);
  useDocumentTitle(t('home.title'));
  return (
    <Flex direction="column" gap="medium" className="tb-login-card tb-narrow-card">
      <Heading level={1}>{t('home.title')}</Heading>
      <Text as="p">{t('home.intro')}</Text>
      <Link as={RouterLink} to={portalPaths.register.getHref()}>
        {t('home.register')}
      </Link>
      <Link as={RouterLink} to={portalPaths.login.getHref()}>
        {t('home.login')}
      </Link>
    </Flex>
  );
}

export default PortalHome;
