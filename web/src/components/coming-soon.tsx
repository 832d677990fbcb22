import '../i18n/app-texts';
import { Card, Flex, Heading, Link, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../config/paths';
import { useDocumentTitle } from '../lib/use-document-title';

export interface ComingSoonProps {
  /** i18n key of the screen's title. */
  titleKey: string;
  /** i18n key of the area the screen belongs to (e.g. a project's Build area), shown above the title. */
  sectionKey?: string;
  /** i18n key naming the record of the route's :id ("Project {{id}}"), shown above the title. */
  recordKey?: string;
}

/** A screen of the route map that a later release builds: real title, a sentence, a way back. */
export function ComingSoon({ titleKey, sectionKey, recordKey }: ComingSoonProps) {
  const { t } = useTranslation();
  const params = useParams();
  const title = t(titleKey);
  useDocumentTitle(title);
  const context = [
    recordKey && params.id ? t(recordKey, { id: params.id }) : '',
    sectionKey ? t(sectionKey) : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Flex direction="column" gap="medium">
      {context && (
        <Text className="tb-eyebrow" as="p">
          {context}
        </Text>
      )}
      <Heading level={1}>{title}</Heading>
      <Card variation="outlined" className="tb-coming">
        <Flex direction="column" gap="small">
          <Text as="p" fontWeight="semibold">
            {t('coming.heading')}
          </Text>
          <Text as="p">{t('coming.body')}</Text>
          <Link as={RouterLink} to={paths.dashboard.getHref()}>
            {t('coming.back')}
          </Link>
        </Flex>
      </Card>
    </Flex>
  );
}

export default ComingSoon;
