import '../i18n';
import { Flex, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EXPORTS_NS } from '../i18n';
import { SubmissionsExportPanel } from './submissions-export-panel';

/**
 * /projects/:id/source/exports (decision 058): the project's exports, until Source → submissions is built
 * and the panel moves there.
 */
export function ExportsPage() {
  const { t } = useTranslation(EXPORTS_NS);
  const { id = '' } = useParams();
  useDocumentTitle(t('title'));
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      <SubmissionsExportPanel projectId={id} />
    </Flex>
  );
}

export default ExportsPage;
