import { Button, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TUserGroup } from '../../../../../shared/schemas/users';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { paths } from '../../../config/paths';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { useAddGroupMembers, useRemoveGroupMembers, useUsers, type TeamScope } from '../api/team-api';
import { TEAM_NS } from '../i18n';

/** A group's members: remove one, or add an active user who is not in it yet. */
export function GroupMembers({
  group,
  scope,
  locked,
}: {
  group: TUserGroup;
  scope: TeamScope;
  locked: boolean;
}) {
  const { t } = useTranslation(TEAM_NS);
  const users = useUsers(scope);
  const [chosen, setChosen] = useState('');
  const errors = useFormErrors([]);
  useDirtyForm(chosen !== '');
  const addMembers = useAddGroupMembers(scope);
  const removeMembers = useRemoveGroupMembers(scope);
  const members = group.users ?? [];
  const candidates = (users.data ?? []).filter(
    (u) => u.active && !members.some((m) => m.userId === u.userId),
  );

  const run = async (action: () => Promise<unknown>) => {
    errors.clear();
    try {
      await action();
      setChosen('');
    } catch (error) {
      errors.show({ message: formErrorsOf(error).message });
    }
  };

  return (
    <section aria-labelledby="group-members-title">
      <Heading level={2} id="group-members-title" className="tb-card-title">
        {t('group.membersTitle')}
      </Heading>
      <ErrorSummary {...errors.summary} />
      {members.length === 0 ? (
        <p className="tb-muted">{t('group.noMembers')}</p>
      ) : (
        <ul className="tb-plain-list" data-testid="group-members">
          {members.map((m) => (
            <li key={m.userId}>
              <Link to={paths.team.member.getHref(m.userId)}>{m.fullName}</Link>{' '}
              <span className="tb-muted">{m.email}</span>{' '}
              <Button
                size="small"
                variation="link"
                isDisabled={locked}
                aria-label={t('group.removeMember', { name: m.fullName })}
                onClick={() =>
                  void run(() =>
                    removeMembers.trigger({ userGroupId: group.userGroupId, userIds: [m.userId] }),
                  )
                }
              >
                {t('group.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label={t('group.addMember')}
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen)
            void run(() => addMembers.trigger({ userGroupId: group.userGroupId, userIds: [chosen] }));
        }}
      >
        <fieldset disabled={locked} className="tb-inline-form">
          <div className="tb-select">
            <label htmlFor="group-add-member" className="tb-label">
              {t('group.chooseMember')}
            </label>
            <select id="group-add-member" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">—</option>
              {candidates.map((u) => (
                <option key={u.userId} value={u.userId}>
                  {u.fullName} ({u.email})
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" isDisabled={locked || !chosen}>
            {t('group.addMemberButton')}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
