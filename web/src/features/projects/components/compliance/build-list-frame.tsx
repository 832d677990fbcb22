import { Flex, Heading } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { TProjectView } from '../../../../../../shared/schemas/projects';
import { LoadStatus } from '../../../../components/ui/load-status';
import { accessTo } from '../../../../lib/access';
import { useSession } from '../../../../lib/session';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useProject, useProjectScope, type ProjectScope } from '../../api/projects-api';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';

export interface BuildListContext {
  scope: ProjectScope;
  projectId: string;
  view: TProjectView;
  /**
   * The caller may act on the Build phase (route permissions,
   * docs/product/suppliers-and-accounts.md#roles-and-permissions).
   */
  canAct: boolean;
}

/**
 * What a Build list screen (compliance, invitations) shows around its content, on its own inside the main
 * layout: the project read through the shared hook, the screen's <h1> and tab title, loading and errors.
 */
export function BuildListFrame({
  titleKey,
  children,
}: {
  titleKey: 'compliance.title' | 'invitations.title';
  children: (context: BuildListContext) => ReactNode;
}) {
  const { t } = useTranslation(PROJECT_BUILD_NS);
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const session = useSession();
  const scope = useProjectScope();
  const project = useProject(scope, id);
  const title = t(titleKey);
  const name = project.data?.project.name;
  useDocumentTitle(name ? `${title} · ${name}` : title);

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{title}</Heading>
      {name && <p className="tb-muted">{`${project.data!.project.number} · ${name}`}</p>}
      {!project.data || !scope ? (
        <LoadStatus
          error={project.error}
          loadingText={t('loading')}
          failedText={t('loadError')}
          catalogueMessage={false}
        />
      ) : (
        children({
          scope,
          projectId: id,
          view: project.data,
          canAct: accessTo(session, pathname).canAct,
        })
      )}
    </Flex>
  );
}
