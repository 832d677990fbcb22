import { Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TProjectTeamMember } from '../../../../../../shared/schemas/project-team';
import { DataTable } from '../../../../components/ui/data-table';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { paths } from '../../../../config/paths';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { canChangeProjectRole } from '../../../../../../shared/domain/projects/project-team';
import { useProjectTeam, useRemoveProjectTeamMember } from '../../api/team-api';
import { PROJECT_TEAM_NS } from '../../i18n/team';
import { LoadState, ProjectPageHeading, useProjectPage } from './project-context';

const nameOf = (m: Pick<TProjectTeamMember, 'firstName' | 'lastName'>) =>
  `${m.firstName} ${m.lastName}`.trim();

/**
 * /projects/{id}/team (docs/product/projects.md#team-and-roles): the members with their roles; add, edit, and
 * remove after a confirmation.
 */
export function ProjectTeamPage() {
  const { t } = useTranslation(PROJECT_TEAM_NS);
  const { id, scope, project } = useProjectPage(t('team.title'));
  const team = useProjectTeam(scope, id);
  const remove = useRemoveProjectTeamMember(scope, id);
  const session = useSession();
  const isSiteAdmin = session.status === 'authenticated' && session.user.isSiteAdmin;
  const [removing, setRemoving] = useState<TProjectTeamMember | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    const name = nameOf(removing);
    try {
      await remove.trigger(removing.userId);
      notifier.notify(t('team.removed', { name }), 'success');
    } catch (error) {
      notifier.notify(formErrorsOf(error).message ?? String(error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Flex direction="column" gap="medium">
      <ProjectPageHeading title={t('team.title')} project={project} />
      <Flex>
        <Link to={paths.projects.team.add.getHref(id)} className="amplify-button amplify-button--primary">
          {t('team.add')}
        </Link>
      </Flex>
      {!team.data ? (
        <LoadState error={team.error} />
      ) : team.data.members.length === 0 ? (
        <p>{t('team.empty')}</p>
      ) : (
        <DataTable label={t('team.listLabel')} data-testid="project-team">
          <thead>
            <tr>
              <th scope="col">{t('team.name')}</th>
              <th scope="col">{t('team.email')}</th>
              <th scope="col">{t('team.role')}</th>
              <th scope="col">{t('team.questionEmail')}</th>
              <th scope="col">{t('team.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {team.data.members.map((m) => (
              <tr key={m.userId} data-user-id={m.userId}>
                <td>{nameOf(m)}</td>
                <td>{m.email}</td>
                <td>{t(`roles.${m.role}`)}</td>
                <td>{m.receiveQuestionEmail ? t('team.yes') : t('team.no')}</td>
                <td>
                  <Flex gap="small" alignItems="center">
                    <Link
                      to={paths.projects.team.member.getHref(id, m.userId)}
                      aria-label={t('team.editLabel', { name: nameOf(m) })}
                    >
                      {t('team.edit')}
                    </Link>
                    <Button
                      size="small"
                      variation="link"
                      isDisabled={!canChangeProjectRole({ isSiteAdmin }, m.role, undefined)}
                      aria-label={t('team.removeLabel', { name: nameOf(m) })}
                      onClick={() => setRemoving(m)}
                    >
                      {t('team.remove')}
                    </Button>
                  </Flex>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <ModalDialog
        open={removing !== null}
        title={removing ? t('team.removeTitle', { name: nameOf(removing) }) : ''}
        onCancel={() => setRemoving(null)}
        testId="remove-team-member"
        actions={
          <>
            <Button data-autofocus onClick={() => setRemoving(null)}>
              {t('team.cancel')}
            </Button>
            <Button
              variation="destructive"
              isLoading={remove.isMutating}
              onClick={() => void confirmRemove()}
            >
              {t('team.remove')}
            </Button>
          </>
        }
      >
        <p>{t('team.removeBody')}</p>
      </ModalDialog>
    </Flex>
  );
}

export default ProjectTeamPage;
