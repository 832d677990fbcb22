import { Flex, Heading, Link } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { TSubmissionRequirements } from '../../../../../shared/schemas/submission-requirements';
import { paths } from '../../../config/paths';
import { LoadStatus } from '../../../components/ui/load-status';
import { accessTo } from '../../../lib/access';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRequirements, useRequirementsScope, type RequirementsScope } from '../api/requirements-api';
import { REQUIREMENTS_NS } from '../i18n';
import './requirements.css';

export interface RequirementsContext {
  scope: RequirementsScope;
  projectId: string;
  data: TSubmissionRequirements;
  /**
   * The caller may act on the Build phase (route permissions,
   * docs/product/suppliers-and-accounts.md#roles-and-permissions).
   */
  canAct: boolean;
}

/**
 * What the edit view and every subview show around their content: the <h1> and tab title, the requirements
 * read (one answer, shared through SWR), loading and errors; a subview links back to the edit view.
 */
export function RequirementsFrame({
  titleKey,
  back = false,
  children,
}: {
  titleKey: string;
  back?: boolean;
  children: (context: RequirementsContext) => ReactNode;
}) {
  const { t } = useTranslation(REQUIREMENTS_NS);
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useRequirementsScope();
  const requirements = useRequirements(scope, id);
  const title = t(titleKey);
  useDocumentTitle(title);

  return (
    <Flex direction="column" gap="medium">
      {back && (
        <Link as={RouterLink} to={paths.projects.submissionRequirement.getHref(id)}>
          {t('back')}
        </Link>
      )}
      <Heading level={1}>{title}</Heading>
      {!requirements.data || !scope ? (
        <LoadStatus
          error={requirements.error}
          loadingText={t('loading')}
          failedText={t('loadError')}
          catalogueMessage={false}
        />
      ) : (
        children({
          scope,
          projectId: id,
          data: requirements.data,
          canAct: accessTo(session, pathname).canAct,
        })
      )}
    </Flex>
  );
}
