import { Button, Flex } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TUser } from '../../../../../shared/schemas/users';
import { Restricted } from '../../../components/restricted';
import { DataTable } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useGroups, useSetUserActive, useUnlockUser, useUsers, type TeamScope } from '../api/team-api';
import { TEAM_NS } from '../i18n';
import { LoadState } from './load-state';

/** The team members tab: the list, with unlock and (de)activation. */
export function MembersTab({ scope, me }: { scope: TeamScope; me: string | null }) {
  const { t } = useTranslation(TEAM_NS);
  const users = useUsers(scope);
  const groups = useGroups(scope);
  const unlock = useUnlockUser(scope);
  const setActive = useSetUserActive(scope);
  const busy = unlock.isMutating || setActive.isMutating;
  const list = users.data;
  if (!list) return <LoadState error={users.error} />;
  const groupName = new Map((groups.data ?? []).map((g) => [g.userGroupId, g.name]));

  const act = async (user: TUser, action: 'activate' | 'deactivate' | 'unlock') => {
    try {
      if (action === 'unlock') await unlock.trigger(user.userId);
      else await setActive.trigger({ userId: user.userId, active: action === 'activate' });
      const key =
        action === 'unlock'
          ? 'members.unlocked'
          : action === 'activate'
            ? 'members.activated'
            : 'members.deactivatedDone';
      notifier.notify(t(key, { name: user.fullName }), 'success');
    } catch (error) {
      notifier.notify(formErrorsOf(error).message ?? String(error));
    }
  };

  if (list.length === 0) return <p>{t('members.empty')}</p>;
  return (
    <Restricted controlId="teamMemberForm" block>
      {(locked) => (
        <DataTable label={t('tabs.members')} data-testid="team-members">
          <thead>
            <tr>
              <th scope="col">{t('members.name')}</th>
              <th scope="col">{t('members.email')}</th>
              <th scope="col">{t('members.status')}</th>
              <th scope="col">{t('members.groups')}</th>
              <th scope="col">{t('members.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {[...list]
              .sort((a, b) => a.fullName.localeCompare(b.fullName))
              .map((u) => (
                <tr key={u.userId} data-email={u.email}>
                  <td>
                    <Link
                      to={paths.team.member.getHref(u.userId)}
                      aria-label={t('members.editMember', { name: u.fullName })}
                    >
                      {u.fullName}
                    </Link>{' '}
                    {u.userId === me && <span className="tb-muted">{t('members.you')}</span>}
                  </td>
                  <td>{u.email}</td>
                  <td>
                    <span className={`tb-badge${u.active ? '' : ' tb-badge-off'}`}>
                      {u.active ? t('members.active') : t('members.deactivated')}
                    </span>
                    {u.locked && <span className="tb-badge tb-badge-warn">{t('members.locked')}</span>}
                  </td>
                  <td>{u.groupIds.map((id) => groupName.get(id) ?? id).join(', ')}</td>
                  <td>
                    <Flex gap="xs" wrap="wrap">
                      {u.locked && (
                        <Button
                          size="small"
                          isDisabled={locked || busy}
                          onClick={() => void act(u, 'unlock')}
                        >
                          {t('members.unlock')}
                        </Button>
                      )}
                      {u.userId !== me && (
                        <Button
                          size="small"
                          isDisabled={locked || busy}
                          onClick={() => void act(u, u.active ? 'deactivate' : 'activate')}
                        >
                          {u.active ? t('members.deactivate') : t('members.activate')}
                        </Button>
                      )}
                    </Flex>
                  </td>
                </tr>
              ))}
          </tbody>
        </DataTable>
      )}
    </Restricted>
  );
}
