import { Alert, Button, Flex, Heading, Loader, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PERMISSION_CATEGORIES, type PermissionCategory } from '../../../../../shared/domain/permissions';
import {
  lacksDepartmentPermission,
  NO_DEPARTMENT_PERMISSION_QUESTION,
} from '../../../../../shared/domain/user-groups';
import type { TUserGroup } from '../../../../../shared/schemas/users';
import { Restricted } from '../../../components/restricted';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { paths } from '../../../config/paths';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  addGroupMembers,
  deleteGroup,
  removeGroupMembers,
  updateGroup,
  useGroups,
  useUsers,
  type TeamScope,
} from '../api/team-api';
import { TEAM_NS } from '../i18n';
import { useTeamScope } from './use-team-scope';

const categoryKey = (c: string) => c.replace(/[^A-Za-z]/g, '');
const actionKey = (id: string) => id.split('.')[1] ?? id;

/** /team/groups/{groupId}: the group's name, its permissions by category and its members (spec 1 §2, §6). */
export function GroupPage() {
  const { t } = useTranslation(TEAM_NS);
  const { t: tc } = useTranslation();
  const { groupId = '' } = useParams();
  const { scope } = useTeamScope();
  const groups = useGroups(scope ?? { customerId: '', nodeId: '' });
  const group = groups.data?.find((g) => g.userGroupId === groupId);
  useDocumentTitle(group ? t('group.title', { name: group.name }) : tc('pages.team.group'));
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
              onSaved={() => void groups.mutate()}
              onDeleted={(id) => void groups.mutate((list) => list?.filter((g) => g.userGroupId !== id))}
            />
            <GroupMembers
              group={group}
              scope={scope}
              locked={locked}
              onChanged={() => void groups.mutate()}
            />
          </>
        )}
      </Restricted>
    </Flex>
  );
}

export default GroupPage;

function GroupForm({
  group,
  scope,
  locked,
  onSaved,
  onDeleted,
}: {
  group: TUserGroup;
  scope: TeamScope;
  locked: boolean;
  onSaved: () => void;
  onDeleted: (userGroupId: string) => void;
}) {
  const { t, i18n } = useTranslation(TEAM_NS);
  const navigate = useNavigate();
  const [name, setName] = useState(group.name);
  const [ids, setIds] = useState<string[]>(group.permissionIds);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [confirmNoDepartment, setConfirmNoDepartment] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const dirty = name !== group.name || [...ids].sort().join() !== [...group.permissionIds].sort().join();
  useDirtyForm(dirty);

  const save = async (confirmed: boolean) => {
    setConfirmNoDepartment(false);
    if (!confirmed && lacksDepartmentPermission(ids)) {
      setConfirmNoDepartment(true);
      return;
    }
    setBusy(true);
    setFields({});
    setMessage(null);
    try {
      await updateGroup(scope, {
        userGroupId: group.userGroupId,
        version: group.version,
        name: name.trim(),
        permissionIds: ids,
        departmentIds: group.departmentIds,
        ...(confirmed ? { confirmNoDepartmentPermissions: true } : {}),
      });
      notifier.notify(t('group.saved'), 'success');
      onSaved();
    } catch (error) {
      const result = formErrorsOf(error, { userGroupNameExists: 'name' });
      setFields(result.fields);
      setMessage(result.message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    setBusy(true);
    try {
      await deleteGroup(scope, group.userGroupId);
      // Leave first, then drop the group from the cached list (and refetch it): the list never shows the
      // deleted group, and this page never shows it as not found.
      void navigate(`${paths.team.all.getHref()}?tab=groups`);
      onDeleted(group.userGroupId);
    } catch (error) {
      setMessage(formErrorsOf(error).message);
      setBusy(false);
    }
  };

  const question = NO_DEPARTMENT_PERMISSION_QUESTION[i18n.language.startsWith('fr') ? 'fr' : 'en'];

  return (
    <form
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void save(false);
      }}
      noValidate
      data-testid="group-form"
    >
      <fieldset disabled={locked || busy} className="tb-fieldset">
        <Flex direction="column" gap="medium">
          {message && (
            <Alert variation="error" role="alert">
              {message}
            </Alert>
          )}
          <TextField
            label={t('groups.name')}
            value={name}
            maxLength={100}
            onChange={(e) => {
              setName(e.target.value);
              setFields(({ name: _gone, ...rest }) => rest);
            }}
            hasError={!!fields.name}
            errorMessage={fields.name}
          />
          <Heading level={2} className="tb-card-title">
            {t('group.permissions')}
          </Heading>
          <div className="tb-permission-grid">
            {(Object.keys(PERMISSION_CATEGORIES) as PermissionCategory[]).map((category) => (
              <fieldset key={category} className="tb-choices">
                <legend>{t(`categories.${categoryKey(category)}`)}</legend>
                {PERMISSION_CATEGORIES[category].map((id) => (
                  <label key={id} className="tb-check">
                    <input
                      type="checkbox"
                      name="permissionIds"
                      value={id}
                      checked={ids.includes(id)}
                      onChange={(e) =>
                        setIds((cur) => (e.target.checked ? [...cur, id] : cur.filter((x) => x !== id)))
                      }
                    />{' '}
                    {t(`actions.${actionKey(id)}`)}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          {fields.permissionIds && <p className="tb-field-error">{fields.permissionIds}</p>}
          <Flex gap="small" wrap="wrap">
            <Button
              type="submit"
              variation="primary"
              isDisabled={locked || busy || !name.trim()}
              isLoading={busy}
            >
              {t('group.save')}
            </Button>
            <Button
              type="button"
              variation="destructive"
              isDisabled={locked || busy}
              onClick={() => setConfirmDelete(true)}
            >
              {t('group.delete')}
            </Button>
          </Flex>
        </Flex>
      </fieldset>
      <ModalDialog
        open={confirmNoDepartment}
        title={t('group.noDepartmentTitle')}
        onCancel={() => setConfirmNoDepartment(false)}
        testId="no-department-dialog"
        actions={
          <>
            <Button onClick={() => setConfirmNoDepartment(false)}>{t('group.cancel')}</Button>
            <Button variation="primary" onClick={() => void save(true)} autoFocus>
              {t('group.saveAnyway')}
            </Button>
          </>
        }
      >
        <p>{question}</p>
      </ModalDialog>
      <ModalDialog
        open={confirmDelete}
        title={t('group.deleteTitle')}
        onCancel={() => setConfirmDelete(false)}
        actions={
          <>
            <Button onClick={() => setConfirmDelete(false)} autoFocus>
              {t('group.cancel')}
            </Button>
            <Button variation="destructive" onClick={() => void remove()}>
              {t('group.confirmDelete')}
            </Button>
          </>
        }
      >
        <p>{t('group.deleteBody')}</p>
      </ModalDialog>
    </form>
  );
}

function GroupMembers({
  group,
  scope,
  locked,
  onChanged,
}: {
  group: TUserGroup;
  scope: TeamScope;
  locked: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation(TEAM_NS);
  const users = useUsers(scope);
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const members = group.users ?? [];
  const candidates = (users.data ?? []).filter(
    (u) => u.active && !members.some((m) => m.userId === u.userId),
  );

  const run = async (action: () => Promise<unknown>) => {
    setMessage(null);
    try {
      await action();
      onChanged();
      void users.mutate();
      setChosen('');
    } catch (error) {
      setMessage(formErrorsOf(error).message);
    }
  };

  return (
    <section aria-labelledby="group-members-title">
      <Heading level={2} id="group-members-title" className="tb-card-title">
        {t('group.membersTitle')}
      </Heading>
      {message && (
        <Alert variation="error" role="alert">
          {message}
        </Alert>
      )}
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
                onClick={() => void run(() => removeGroupMembers(scope, group.userGroupId, [m.userId]))}
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
          if (chosen) void run(() => addGroupMembers(scope, group.userGroupId, [chosen]));
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
