import { Alert, Flex, Text } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { notifier } from '../../../../lib/notify';
import { useProjectTeam, useUpdateProjectTeamMember } from '../../api/team-api';
import { PROJECT_TEAM_NS } from '../../i18n/team';
import { LoadState, ProjectPageHeading, useProjectPage } from './project-context';
import { TeamMemberForm } from './team-member-form';

/** /projects/{id}/team/member/{userId}: a member's role and question-email choice. */
export function ProjectTeamMemberPage() {
  const { t } = useTranslation(PROJECT_TEAM_NS);
  const { userId = '' } = useParams();
  const { id, scope, project } = useProjectPage(t('member.title'));
  const team = useProjectTeam(scope, id);
  const update = useUpdateProjectTeamMember(scope, id, userId);
  const navigate = useNavigate();
  const back = paths.projects.team.getHref(id);
  const member = team.data?.members.find((m) => m.userId === userId);
  return (
    <Flex direction="column" gap="medium">
      <Link to={back}>{t('member.back')}</Link>
      <ProjectPageHeading title={t('member.title')} project={project} />
      {!team.data ? (
        <LoadState error={team.error} />
      ) : !member ? (
        <Alert variation="error">{t('member.notFound')}</Alert>
      ) : (
        <>
          <Text fontWeight="bold">{`${member.firstName} ${member.lastName} (${member.email})`}</Text>
          <TeamMemberForm
            // A new version (after a save) starts the form from the server's values.
            key={member.version}
            initial={{ userId, role: member.role, receiveQuestionEmail: member.receiveQuestionEmail }}
            initialRole={member.role}
            submitLabel={t('form.save')}
            onCancel={() => void navigate(back)}
            onSubmit={async (values) => {
              await update.trigger({
                version: member.version,
                role: values.role,
                receiveQuestionEmail: values.receiveQuestionEmail,
              });
              notifier.notify(t('form.saved'), 'success');
              void navigate(back);
            }}
          />
        </>
      )}
    </Flex>
  );
}

export default ProjectTeamMemberPage;
