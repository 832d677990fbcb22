import { Flex, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FORMS_NS } from '../i18n';
import { FormsList } from './forms-list';

/** /projects/:id/build/submission-requirements/prices: the project's price forms (decision 038). */
export function PriceFormsPage() {
  const { t } = useTranslation(FORMS_NS);
  useDocumentTitle(t('list.price.title'));
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('list.price.title')}</Heading>
      <p>{t('list.price.intro')}</p>
      <FormsList tableType="price" />
    </Flex>
  );
}

export default PriceFormsPage;
