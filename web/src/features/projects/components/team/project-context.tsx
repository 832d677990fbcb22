import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { LoadStatus } from '../../../../components/ui/load-status';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useProject, useProjectScope } from '../../api/projects-api';
import { PROJECT_TEAM_NS } from '../../i18n/team';

/**
 * What the team and activity screens share: the project of the route (read through useProject, which SWR
 * de-duplicates with the project layout), the page's title and its <h1> with the project's number and name.
 */
export function useProjectPage(title: string) {
  const { id = '' } = useParams();
  const scope = useProjectScope();
  const project = useProject(scope, id);
  useDocumentTitle(title);
  return { id, scope, project };
}

export function ProjectPageHeading({
  title,
  project,
}: {
  title: string;
  project: ReturnType<typeof useProject>;
}) {
  const { t } = useTranslation(PROJECT_TEAM_NS);
  const p = project.data?.project;
  return (
    <Flex direction="column" gap="xs">
      <Heading level={1}>{title}</Heading>
      {p && <Text>{t('projectLine', { number: p.number, name: p.name })}</Text>}
    </Flex>
  );
}

/** A list while it loads, or why it could not, in the project team's texts. */
export function LoadState({ error }: { error: unknown }) {
  const { t } = useTranslation(PROJECT_TEAM_NS);
  return <LoadStatus error={error} loadingText={t('loading')} failedText={t('loadError')} />;
}
