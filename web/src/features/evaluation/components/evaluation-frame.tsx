import '../i18n';
import { Alert, Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EVALUATION_NS } from '../i18n';
import { isDenied } from '../lib/errors';
import { Loaded } from '../../../components/ui/loaded';

/**
 * What every evaluation screen shows around its content: the title, the project, and while its read is
 * not there, the wait, the refusal before the closing, or the permission-denied page for a refusal of
 * access (off the team, not a lead).
 */
export function EvaluationFrame<V extends { projectName: string; projectNumber?: string | undefined }>({
  titleKey,
  view,
  error,
  children,
}: {
  titleKey: string;
  view: V | undefined;
  error: unknown;
  children: (view: V) => ReactNode;
}) {
  const { t } = useTranslation(EVALUATION_NS);
  const { id = '' } = useParams();
  const title = t(titleKey);
  useDocumentTitle(view ? `${title} · ${view.projectName}` : title);
  if (!view && isDenied(error))
    return <Navigate to={paths.projects.area.getHref(id, 'evaluate', 'permission-denied')} replace />;
  const beforeClose = isApiError(error) && error.code === 'openingBeforeClose';
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{title}</Heading>
      {view && (
        <p className="tb-muted">{[view.projectNumber, view.projectName].filter(Boolean).join(' · ')}</p>
      )}
      {beforeClose ? (
        <Alert variation="info" heading={t('beforeClose')}>
          {t('beforeCloseHint')}
        </Alert>
      ) : (
        <Loaded result={{ data: view, error }} loadingText={t('loading')} failedText={t('loadError')}>
          {(view) => children(view)}
        </Loaded>
      )}
    </Flex>
  );
}
