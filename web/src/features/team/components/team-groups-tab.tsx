import { Button, Flex, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { NAME_MAX_LENGTH } from '../../../../../shared/domain/limits';
import type { TUserGroup } from '../../../../../shared/schemas/users';
import { Restricted } from '../../../components/restricted';
import { DataTable } from '../../../components/ui/data-table';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { useFormErrors } from '../../../components/ui/use-form-errors';
import { paths } from '../../../config/paths';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { useCreateGroup, useGroups, type TeamScope } from '../api/team-api';
import { TEAM_NS } from '../i18n';
import { LoadState } from './load-state';

/** The user groups tab: the list and a form that adds a group, then opens it. */
export function GroupsTab({ scope }: { scope: TeamScope }) {
  const { t } = useTranslation(TEAM_NS);
  const navigate = useNavigate();
  const groups = useGroups(scope);
  const [name, setName] = useState('');
  const errors = useFormErrors(['name']);
  const error = errors.fields.name ?? null;
  const create = useCreateGroup(scope);
  const busy = create.isMutating;
  useDirtyForm(name.trim() !== '' && !busy);
  if (!groups.data) return <LoadState error={groups.error} />;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    errors.clear();
    try {
      // A new group starts without permissions: the group page sets them (and asks about departments).
      const group = await create.trigger({
        name: name.trim(),
        permissionIds: [],
        confirmNoDepartmentPermissions: true,
      });
      setName('');
      void navigate(paths.team.group.getHref(group.userGroupId));
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      errors.show({ fields: { name: fields.name ?? message ?? '' } });
    }
  };

  return (
    <Flex direction="column" gap="medium">
      {groups.data.length === 0 ? (
        <p>{t('groups.empty')}</p>
      ) : (
        <DataTable label={t('tabs.groups')}>
          <thead>
            <tr>
              <th scope="col">{t('groups.name')}</th>
              <th scope="col">{t('groups.members')}</th>
            </tr>
          </thead>
          <tbody>
            {[...groups.data]
              .sort((a: TUserGroup, b: TUserGroup) => a.name.localeCompare(b.name))
              .map((g) => (
                <tr key={g.userGroupId}>
                  <td>
                    <Link to={paths.team.group.getHref(g.userGroupId)}>{g.name}</Link>
                  </td>
                  <td>{t('groups.count', { count: g.users?.length ?? 0 })}</td>
                </tr>
              ))}
          </tbody>
        </DataTable>
      )}
      <Restricted controlId="userGroupForm" block>
        {(locked) => (
          <form onSubmit={(e) => void add(e)} aria-label={t('groups.newGroup')}>
            <ErrorSummary {...errors.summary} />
            <fieldset disabled={locked} className="tb-inline-form">
              <TextField
                label={t('groups.name')}
                id={errors.idOf('name')}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  errors.clearField('name');
                }}
                maxLength={NAME_MAX_LENGTH}
                hasError={error !== null}
                errorMessage={error ?? undefined}
              />
              <Button type="submit" isDisabled={locked || busy || !name.trim()}>
                {t('groups.add')}
              </Button>
            </fieldset>
          </form>
        )}
      </Restricted>
    </Flex>
  );
}
