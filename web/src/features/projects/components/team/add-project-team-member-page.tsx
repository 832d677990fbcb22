import { Flex } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { notifier } from '../../../../lib/notify';
import { useAddProjectTeamMember, useProjectTeam } from '../../api/team-api';
import { PROJECT_TEAM_NS } from '../../i18n/team';
import { LoadState, ProjectPageHeading, useProjectPage } from './project-context';
import { TeamMemberForm } from './team-member-form';

/** /projects/{id}/team/add: an active user of the agency joins the team with a role. */
export function AddProjectTeamMemberPage() {
  const { t } = useTranslation(PROJECT_TEAM_NS);
  const { id, scope, project } = useProjectPage(t('team.add'));
  const team = useProjectTeam(scope, id);
  const add = useAddProjectTeamMember(scope, id);
  const navigate = useNavigate();
  const back = paths.projects.team.getHref(id);
  return (
    <Flex direction="column" gap="medium">
      <Link to={back}>{t('member.back')}</Link>
      <ProjectPageHeading title={t('team.add')} project={project} />
      {!team.data ? (
        <LoadState error={team.error} />
      ) : team.data.candidates.length === 0 ? (
        <p>{t('form.noCandidates')}</p>
      ) : (
        <TeamMemberForm
          initial={{ userId: '', role: 'projectTeamMember', receiveQuestionEmail: false }}
          candidates={team.data.candidates}
          submitLabel={t('form.addSubmit')}
          onCancel={() => void navigate(back)}
          onSubmit={async (values) => {
            const member = await add.trigger(values);
            notifier.notify(t('form.added', { name: `${member.firstName} ${member.lastName}` }), 'success');
            void navigate(back);
          }}
        />
      )}
    </Flex>
  );
}

export default AddProjectTeamMemberPage;
