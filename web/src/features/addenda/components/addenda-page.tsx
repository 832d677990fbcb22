import '../i18n';
import { Flex, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ADDENDA_NS } from '../i18n';
import { AddendaSection } from './addenda-section';

/**
 * /projects/:id/source/questions on this branch only: the questions feature owns the page, and the lead
 * mounts <AddendaSection/> into it at merge (decision 052). Here it renders the section alone.
 */
export function AddendaPage() {
  const { t } = useTranslation(ADDENDA_NS);
  const { id = '' } = useParams();
  useDocumentTitle(t('pageTitle'));
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('pageTitle')}</Heading>
      <AddendaSection projectId={id} />
    </Flex>
  );
}

export default AddendaPage;
