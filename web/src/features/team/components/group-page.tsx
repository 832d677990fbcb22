import { Alert, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Restricted } from '../../../components/restricted';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGroups } from '../api/team-api';
import { TEAM_NS } from '../i18n';
import { GroupForm } from './group-form';
import { GroupMembers } from './group-members';
import { useTeamScope } from './use-team-scope';

/**
 * /team/groups/{groupId}: the group's name, its permissions by category and its members
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
export function GroupPage() {
  const { t } = useTranslation(TEAM_NS);
  const { t: tc } = useTranslation();
  const { groupId = '' } = useParams();
  const { scope } = useTeamScope();
  const groups = useGroups(scope ?? { customerId: '', nodeId: '' });
  const group = groups.data?.find((g) => g.userGroupId === groupId);
  useDocumentTitle(group ? t('group.title', { name: group.name }) : tc('pages.team.group'));
  // A bare spinner, no loading text (as before); a missing or unreadable group has its own screen below.
  if (!scope || (!groups.data && !groups.error)) return <Loader />;
  if (!group) {
    return (
      <Flex direction="column" gap="medium">
        <Heading level={1}>{tc('pages.team.group')}</Heading>
        <Alert variation="error">
          {groups.error instanceof Error ? groups.error.message : t('group.notFound')}
        </Alert>
        <Link to={paths.team.all.getHref()}>{t('member.back')}</Link>
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="large">
      <Link to={`${paths.team.all.getHref()}?tab=groups`}>{t('member.back')}</Link>
      <Heading level={1}>{t('group.title', { name: group.name })}</Heading>
      <Restricted controlId="userGroupForm" block>
        {(locked) => (
          <>
            <GroupForm
              key={group.version}
              group={group}
              scope={scope}
              locked={locked}
              onDeleted={(id) => void groups.mutate((list) => list?.filter((g) => g.userGroupId !== id))}
            />
            <GroupMembers group={group} scope={scope} locked={locked} />
          </>
        )}
      </Restricted>
    </Flex>
  );
}

export default GroupPage;
