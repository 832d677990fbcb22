import { Alert, Flex, Heading } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { PROJECT_DOCUMENTS_MAX } from '../../../../../../shared/domain/projects/documents';
import { LOCKED_CONTROL_TOOLTIP_KEY } from '../../../../../../shared/domain/route-access';
import { accessTo } from '../../../../lib/access';
import { useSession } from '../../../../lib/session';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { projectUploadCalls } from '../../../../lib/upload/project-upload-calls';
import { useDocuments, useRefreshDocuments } from '../../api/documents-api';
import { useProject, useProjectScope } from '../../api/projects-api';
import { DOCUMENTS_NS } from '../../i18n/documents';
import { DocumentList } from './document-list';
import { UploadForm } from './upload-form';
import { Loaded } from '../../../../components/ui/loaded';

/**
 * /projects/:id/build/documents (docs/product/tender.md#documents; decision 029): the project's documents, at
 * most ten, each up to 1 GB, uploaded straight to S3 with a progress bar, pause, resume and cancel; listed in
 * their sort order with rename, type, page count, delete (confirmed), a PDF preview up to 5 MB and
 * downloads. Viewing needs build.view; changing needs build.edit.
 */
export function DocumentsPage() {
  const { t } = useTranslation(DOCUMENTS_NS);
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const scope = useProjectScope();
  const session = useSession();
  const { pathname } = useLocation();
  const locked = !accessTo(session, pathname).canAct;
  const project = useProject(scope, id);
  const documents = useDocuments(scope, id);
  const refresh = useRefreshDocuments(scope, id);
  // The scope object is new on each render; the upload calls (and the uploader) only change with its ids.
  const customerId = scope?.customerId;
  const nodeId = scope?.nodeId;
  const calls = useMemo(
    () => (customerId && nodeId ? projectUploadCalls({ customerId, nodeId }, id) : null),
    [customerId, nodeId, id],
  );
  useDocumentTitle(t('title'));

  const list = documents.data?.documents ?? [];
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      {project.data && <p className="tb-muted">{project.data.project.name}</p>}
      {project.error && <Alert variation="error">{t('projectLoadError')}</Alert>}
      <p>{t('intro', { max: PROJECT_DOCUMENTS_MAX })}</p>
      {locked && <p className="tb-muted">{tc(LOCKED_CONTROL_TOOLTIP_KEY)}</p>}
      <Loaded
        result={documents}
        loadingText={t('loading')}
        failedText={t('loadError')}
        catalogueMessage={false}
      >
        {() => (
          <>
            {calls && scope && (
              <UploadForm calls={calls} existing={list} locked={locked} onUploaded={refresh} />
            )}
            {scope && <DocumentList scope={scope} documents={list} locked={locked} onChanged={refresh} />}
          </>
        )}
      </Loaded>
    </Flex>
  );
}

export default DocumentsPage;
