import { Alert, Button, Flex, Heading, Loader, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { TDepartment, TUser, TUserGroup } from '../../../../../shared/schemas/users';
import { Restricted } from '../../../components/restricted';
import { paths } from '../../../config/paths';
import { useDirtyForm } from '../../../lib/dirty-forms';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  createDepartment,
  createDivision,
  createGroup,
  deleteDepartment,
  deleteDivision,
  renameDepartment,
  renameDivision,
  setUserActive,
  unlockUser,
  useDepartments,
  useGroups,
  useUsers,
  type TeamScope,
} from '../api/team-api';
import { TEAM_NS } from '../i18n';
import { useTeamScope } from './use-team-scope';

const TABS = ['members', 'groups', 'departments'] as const;
type Tab = (typeof TABS)[number];

/** /team/all: team members, groups, departments and divisions (spec 1 §2), each a tab. */
export function TeamAllPage() {
  const { t } = useTranslation(TEAM_NS);
  const { t: tc } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { scope, userId } = useTeamScope();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'members';
  useDocumentTitle(tc('pages.team.all'));

  const select = (next: Tab) => {
    const copy = new URLSearchParams(params);
    copy.set('tab', next);
    setParams(copy, { replace: true });
  };
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.indexOf(tab);
    const next =
      e.key === 'ArrowRight'
        ? TABS[(i + 1) % TABS.length]
        : e.key === 'ArrowLeft'
          ? TABS[(i + TABS.length - 1) % TABS.length]
          : undefined;
    if (next) {
      e.preventDefault();
      select(next);
      document.getElementById(`team-tab-${next}`)?.focus();
    }
  };
  if (!scope) return <Loader />;
  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
        <Heading level={1}>{tc('pages.team.all')}</Heading>
        <Restricted controlId="addTeamMember">
          {(locked) => (
            <Link
              to={paths.team.add.getHref()}
              className={`amplify-button amplify-button--primary${locked ? ' tb-link-disabled' : ''}`}
              aria-disabled={locked || undefined}
              tabIndex={locked ? -1 : undefined}
              onClick={(e) => locked && e.preventDefault()}
              data-testid="add-team-member"
            >
              {t('members.add')}
            </Link>
          )}
        </Restricted>
      </Flex>
      <div role="tablist" aria-label={t('tabs.label')} className="tb-tabs">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`team-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`team-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="tb-tab"
            onClick={() => select(name)}
            onKeyDown={onKey}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`team-panel-${tab}`} aria-labelledby={`team-tab-${tab}`} tabIndex={0}>
        {tab === 'members' && <MembersTab scope={scope} me={userId} />}
        {tab === 'groups' && <GroupsTab scope={scope} />}
        {tab === 'departments' && <DepartmentsTab scope={scope} />}
      </div>
    </Flex>
  );
}

export default TeamAllPage;

function LoadState({ error }: { error: unknown }) {
  const { t } = useTranslation(TEAM_NS);
  if (error)
    return <Alert variation="error">{error instanceof Error ? error.message : t('loadError')}</Alert>;
  return (
    <Flex alignItems="center" gap="small" role="status">
      <Loader />
      <span>{t('loading')}</span>
    </Flex>
  );
}

function MembersTab({ scope, me }: { scope: TeamScope; me: string | null }) {
  const { t } = useTranslation(TEAM_NS);
  const users = useUsers(scope);
  const groups = useGroups(scope);
  const [busy, setBusy] = useState<string | null>(null);
  const list = users.data;
  if (!list) return <LoadState error={users.error} />;
  const groupName = new Map((groups.data ?? []).map((g) => [g.userGroupId, g.name]));

  const act = async (user: TUser, action: 'activate' | 'deactivate' | 'unlock') => {
    setBusy(user.userId);
    try {
      if (action === 'unlock') await unlockUser(scope, user.userId);
      else await setUserActive(scope, user.userId, action === 'activate');
      await Promise.all([users.mutate(), groups.mutate()]);
      const key =
        action === 'unlock'
          ? 'members.unlocked'
          : action === 'activate'
            ? 'members.activated'
            : 'members.deactivatedDone';
      notifier.notify(t(key, { name: user.fullName }), 'success');
    } catch (error) {
      notifier.notify(formErrorsOf(error).message ?? String(error));
    } finally {
      setBusy(null);
    }
  };

  if (list.length === 0) return <p>{t('members.empty')}</p>;
  return (
    <Restricted controlId="teamMemberForm" block>
      {(locked) => (
        <table className="tb-table" data-testid="team-members">
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
                          isDisabled={locked || busy !== null}
                          onClick={() => void act(u, 'unlock')}
                        >
                          {t('members.unlock')}
                        </Button>
                      )}
                      {u.userId !== me && (
                        <Button
                          size="small"
                          isDisabled={locked || busy !== null}
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
        </table>
      )}
    </Restricted>
  );
}

function GroupsTab({ scope }: { scope: TeamScope }) {
  const { t } = useTranslation(TEAM_NS);
  const navigate = useNavigate();
  const groups = useGroups(scope);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!groups.data) return <LoadState error={groups.error} />;

  const add = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      // A new group starts without permissions: the group page sets them (and asks about departments).
      const group = await createGroup(scope, {
        name: name.trim(),
        permissionIds: [],
        confirmNoDepartmentPermissions: true,
      });
      await groups.mutate();
      setName('');
      void navigate(paths.team.group.getHref(group.userGroupId));
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      setError(fields.name ?? message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex direction="column" gap="medium">
      {groups.data.length === 0 ? (
        <p>{t('groups.empty')}</p>
      ) : (
        <table className="tb-table">
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
        </table>
      )}
      <Restricted controlId="userGroupForm" block>
        {(locked) => (
          <form onSubmit={(e) => void add(e)} aria-label={t('groups.newGroup')}>
            <fieldset disabled={locked} className="tb-inline-form">
              <TextField
                label={t('groups.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={100}
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

function DepartmentsTab({ scope }: { scope: TeamScope }) {
  const { t } = useTranslation(TEAM_NS);
  const departments = useDepartments(scope);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!departments.data) return <LoadState error={departments.error} />;

  /** Runs a change and reloads the list; a failure shows above the list and answers false. */
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      await departments.mutate();
      return true;
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      setError(fields.name ?? message);
      return false;
    }
  };

  const add = async () => {
    setNameError(null);
    setError(null);
    try {
      await createDepartment(scope, name.trim());
      await departments.mutate();
      setName('');
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      setNameError(fields.name ?? message);
    }
  };

  return (
    <Restricted controlId="userGroupForm" block>
      {(locked) => (
        <Flex direction="column" gap="medium">
          {error && (
            <Alert variation="error" role="alert">
              {error}
            </Alert>
          )}
          {departments.data!.length === 0 && <p>{t('departments.empty')}</p>}
          {departments.data!.map((d) => (
            <DepartmentCard
              key={`${d.departmentId}-${d.version}`}
              department={d}
              locked={locked}
              scope={scope}
              run={run}
              onRenamed={() => void departments.mutate()}
            />
          ))}
          <form
            aria-label={t('departments.add')}
            onSubmit={(e) => {
              e.preventDefault();
              if (name.trim()) void add();
            }}
          >
            <fieldset disabled={locked} className="tb-inline-form">
              <TextField
                label={t('departments.name')}
                value={name}
                onChange={(e) => {
                  setName(e.target.value);
                  setNameError(null);
                }}
                maxLength={100}
                hasError={nameError !== null}
                errorMessage={nameError ?? undefined}
              />
              <Button type="submit" isDisabled={locked || !name.trim()}>
                {t('departments.add')}
              </Button>
            </fieldset>
          </form>
        </Flex>
      )}
    </Restricted>
  );
}

/** An inline rename: the name field with its own error (e.g. a duplicate name), save and cancel. */
function RenameForm({
  formLabel,
  label,
  initial,
  onSave,
  onCancel,
}: {
  formLabel: string;
  label: string;
  initial: string;
  onSave: (name: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation(TEAM_NS);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDirtyForm(name !== initial);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(name.trim());
    } catch (err) {
      const { fields, message } = formErrorsOf(err);
      setError(fields.name ?? message);
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={formLabel}>
      <fieldset disabled={busy} className="tb-inline-form">
        <TextField
          label={label}
          value={name}
          autoFocus
          maxLength={100}
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          hasError={error !== null}
          errorMessage={error ?? undefined}
        />
        <Button type="submit" size="small" variation="primary" isDisabled={busy || !name.trim()}>
          {t('departments.saveName')}
        </Button>
        <Button type="button" size="small" onClick={onCancel}>
          {t('departments.cancel')}
        </Button>
      </fieldset>
    </form>
  );
}

function DepartmentCard({
  department,
  locked,
  scope,
  run,
  onRenamed,
}: {
  department: TDepartment;
  locked: boolean;
  scope: TeamScope;
  run: (action: () => Promise<unknown>) => Promise<boolean>;
  onRenamed: () => void;
}) {
  const { t } = useTranslation(TEAM_NS);
  const [division, setDivision] = useState('');
  /** What is being renamed: the department itself or one of its divisions (by id). */
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <section className="tb-card" aria-label={department.name}>
      {renaming === department.departmentId ? (
        <RenameForm
          formLabel={t('departments.renameNamed', { name: department.name })}
          label={t('departments.newNameOf', { name: department.name })}
          initial={department.name}
          onCancel={() => setRenaming(null)}
          onSave={async (name) => {
            await renameDepartment(scope, department, name);
            setRenaming(null);
            onRenamed();
          }}
        />
      ) : (
        <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
          <Heading level={2} className="tb-card-title">
            {department.name}
          </Heading>
          <Flex gap="xs">
            <Button
              size="small"
              isDisabled={locked}
              aria-label={t('departments.renameNamed', { name: department.name })}
              onClick={() => setRenaming(department.departmentId)}
            >
              {t('departments.rename')}
            </Button>
            <Button
              size="small"
              isDisabled={locked}
              aria-label={t('departments.deleteNamed', { name: department.name })}
              onClick={() => void run(() => deleteDepartment(scope, department.departmentId))}
            >
              {t('departments.delete')}
            </Button>
          </Flex>
        </Flex>
      )}
      <Heading level={3} className="tb-subtitle">
        {t('departments.divisionsOf', { name: department.name })}
      </Heading>
      {(department.divisions ?? []).length === 0 ? (
        <p className="tb-muted">{t('departments.noDivisions')}</p>
      ) : (
        <ul className="tb-plain-list">
          {(department.divisions ?? []).map((v) => (
            <li key={v.divisionId}>
              {renaming === v.divisionId ? (
                <RenameForm
                  formLabel={t('departments.renameNamed', { name: v.name })}
                  label={t('departments.newNameOf', { name: v.name })}
                  initial={v.name}
                  onCancel={() => setRenaming(null)}
                  onSave={async (name) => {
                    await renameDivision(scope, v, name);
                    setRenaming(null);
                    onRenamed();
                  }}
                />
              ) : (
                <>
                  {v.name}{' '}
                  <Button
                    size="small"
                    variation="link"
                    isDisabled={locked}
                    aria-label={t('departments.renameNamed', { name: v.name })}
                    onClick={() => setRenaming(v.divisionId)}
                  >
                    {t('departments.rename')}
                  </Button>
                  <Button
                    size="small"
                    variation="link"
                    isDisabled={locked}
                    aria-label={t('departments.deleteNamed', { name: v.name })}
                    onClick={() => void run(() => deleteDivision(scope, v.divisionId))}
                  >
                    {t('departments.delete')}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label={t('departments.addDivisionTo', { name: department.name })}
        onSubmit={(e) => {
          e.preventDefault();
          if (division.trim())
            void run(() => createDivision(scope, department.departmentId, division.trim())).then(
              (ok) => ok && setDivision(''),
            );
        }}
      >
        <fieldset disabled={locked} className="tb-inline-form">
          <TextField
            label={t('departments.division')}
            value={division}
            onChange={(e) => setDivision(e.target.value)}
            maxLength={100}
          />
          <Button type="submit" size="small" isDisabled={locked || !division.trim()}>
            {t('departments.addDivision')}
          </Button>
        </fieldset>
      </form>
    </section>
  );
}
