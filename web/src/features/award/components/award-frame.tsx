import '../i18n';
import { Alert, Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { TAwardSummary } from '../../../../../shared/schemas/awards';
import { accessTo } from '../../../lib/access';
import { isApiError } from '../../../lib/api-client';

import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAwardChanges, useAwardSummary, useScope } from '../api/award-api';
import { AWARD_NS } from '../i18n';
import { Loaded } from '../../../components/ui/loaded';

export interface AwardContext {
  projectId: string;
  summary: TAwardSummary;
  changes: ReturnType<typeof useAwardChanges>;
  /** The route permission's edit right (award.edit) on this page. */
  canAct: boolean;
  reload: () => void;
}

/**
 * What both award pages share: the heading, the project's number and name, the summary read once, the
 * "not closed yet" state (awardBeforeClose), loading and failure; the page's own content gets the summary.
 */
export function AwardFrame({
  titleKey,
  children,
}: {
  titleKey: 'summary.title' | 'awards.title';
  children: (context: AwardContext) => ReactNode;
}) {
  const { t } = useTranslation(AWARD_NS);
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useScope();
  const summary = useAwardSummary(scope, id);
  const changes = useAwardChanges(scope, id);
  const view = summary.data;
  useDocumentTitle(view ? `${t(titleKey)} · ${view.projectName}` : t(titleKey));
  const beforeClose = isApiError(summary.error) && summary.error.code === 'awardBeforeClose';
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t(titleKey)}</Heading>
      {view && <p className="tb-muted">{`${view.projectNumber} · ${view.projectName}`}</p>}
      {beforeClose ? (
        <Alert variation="info" heading={t('beforeClose')}>
          {t('beforeCloseHint')}
        </Alert>
      ) : (
        <Loaded
          result={{ data: view, error: summary.error }}
          loadingText={t('loading')}
          failedText={t('loadError')}
        >
          {(view) =>
            children({
              projectId: id,
              summary: view,
              changes,
              canAct: accessTo(session, pathname).canAct,
              reload: () => void summary.mutate(),
            })
          }
        </Loaded>
      )}
    </Flex>
  );
}
