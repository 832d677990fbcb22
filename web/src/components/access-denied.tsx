import { Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

export function AccessDenied() {
  const { t } = useTranslation();
  useDocumentTitle(t('accessDenied.title'));
  return (
    <Flex direction="column" gap="medium" className="tb-access-denied">
      <Heading level={1}>{t('accessDenied.title')}</Heading>
      <Text as="p">{t('accessDenied.body')}</Text>
      <Link as={RouterLink} to={paths.dashboard.getHref()}>
        {t('accessDenied.back')}
      </Link>
    </Flex>
  );
}
