import { Alert, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { AVATAR_MAX_MB } from '../../../../../shared/domain/limits';
import type { TUser } from '../../../../../shared/schemas/users';
import { Restricted, useControlAccess } from '../../../components/restricted';
import { paths } from '../../../config/paths';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { checkAvatarFile } from '../api/avatar';
import {
  useDepartments,
  useGroups,
  useResendInvitation,
  useSetUserActive,
  useUnlockUser,
  useUpdateUser,
  useUploadAvatar,
  useUser,
  type TeamScope,
} from '../api/team-api';
import { TEAM_NS } from '../i18n';
import { MemberForm } from './member-form';
import { useTeamScope } from './use-team-scope';

/**
 * /team/teammember/{userId}: edit a team member; also the user's own profile (the user menu;
 * docs/product/suppliers-and-accounts.md#team-administration).
 */
export function TeamMemberPage() {
  const { t } = useTranslation(TEAM_NS);
  const { userId = '' } = useParams();
  const { scope, userId: me } = useTeamScope();
  const navigate = useNavigate();
  const empty = { customerId: '', nodeId: '' };
  const user = useUser(scope ?? empty, userId);
  const groups = useGroups(scope ?? empty);
  const departments = useDepartments(scope ?? empty);
  const update = useUpdateUser(scope ?? empty);
  const own = userId === me;
  useDocumentTitle(own ? t('member.profileTitle') : t('member.title'));
  // Not a read's state: the session's scope arrives within a moment, so a bare spinner, no text (as before).
  if (!scope) return <Loader />;
  if (user.error) {
    return (
      <Flex direction="column" gap="medium">
        <Heading level={1}>{t('member.title')}</Heading>
        <Alert variation="error">
          {user.error instanceof Error ? user.error.message : t('member.notFound')}
        </Alert>
        <Link to={paths.team.all.getHref()}>{t('member.back')}</Link>
      </Flex>
    );
  }
  // A bare spinner, no loading text (as before); a failed read of the member has its own screen above.
  if (!user.data || !groups.data) return <Loader />;
  const u = user.data;

  return (
    <Flex direction="column" gap="medium">
      <Link to={paths.team.all.getHref()}>{t('member.back')}</Link>
      <Heading level={1}>{own ? t('member.profileTitle') : u.fullName}</Heading>
      <AccountCard user={u} scope={scope} own={own} />
      <Restricted controlId="teamMemberForm" block>
        {(locked) => (
          <MemberForm
            // A new version (after a save or a status change) starts the form from the server's values.
            key={u.version}
            initial={{
              firstName: u.firstName,
              lastName: u.lastName,
              email: u.email,
              username: u.username,
              purchaser: u.purchaser,
              receiveQuestionEmail: u.receiveQuestionEmail,
              groupIds: [...u.groupIds],
              departmentIds: [...u.departmentIds],
            }}
            groups={groups.data ?? []}
            departments={departments.data ?? []}
            locked={locked}
            submitLabel={t('form.save')}
            onCancel={() => void navigate(paths.team.all.getHref())}
            onSubmit={async (values) => {
              await update.trigger({ ...values, userId: u.userId, version: u.version });
              notifier.notify(t('form.saved'), 'success');
            }}
          />
        )}
      </Restricted>
    </Flex>
  );
}

export default TeamMemberPage;

function AccountCard({ user, scope, own }: { user: TUser; scope: TeamScope; own: boolean }) {
  const { t } = useTranslation(TEAM_NS);
  const { canAct } = useControlAccess('teamMemberForm');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useUploadAvatar(scope);
  const unlock = useUnlockUser(scope);
  const setActive = useSetUserActive(scope);
  const resend = useResendInvitation(scope);
  const fileId = useId();
  // One's own picture may always be changed; someone else's needs the right to edit team members.
  const mayUpload = own || canAct;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      // The change's hook reloads the user and the lists before this goes on.
      await action();
      notifier.notify(done, 'success');
    } catch (error) {
      setProblem(formErrorsOf(error).message ?? Object.values(formErrorsOf(error).fields)[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const check = checkAvatarFile(file);
    if (check) {
      setProblem(
        check === 'format' ? t('member.avatarFormat') : t('member.avatarSize', { max: AVATAR_MAX_MB }),
      );
      return;
    }
    void run(() => upload.trigger({ userId: user.userId, file }), t('member.avatarUploaded'));
  };

  return (
    <section className="tb-card" aria-labelledby={`${fileId}-title`}>
      <Heading level={2} id={`${fileId}-title`} className="tb-card-title">
        {t('member.statusTitle')}
      </Heading>
      <Flex gap="large" alignItems="center" wrap="wrap">
        {user.avatarUrl ? (
          <img
            className="tb-avatar-large"
            src={user.avatarUrl}
            alt={t('member.avatarAlt', { name: user.fullName })}
          />
        ) : (
          <span className="tb-avatar tb-avatar-large" aria-hidden="true">
            {user.fullName.charAt(0).toUpperCase()}
          </span>
        )}
        <Flex direction="column" gap="xs">
          <Text as="p">
            <span className={`tb-badge${user.active ? '' : ' tb-badge-off'}`}>
              {user.active ? t('members.active') : t('members.deactivated')}
            </span>
            {user.locked && <span className="tb-badge tb-badge-warn">{t('members.locked')}</span>}
            {!user.hasPassword && <span className="tb-badge tb-badge-warn">{t('member.noPassword')}</span>}
          </Text>
          <label htmlFor={fileId} className="tb-label">
            {t('member.avatar')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            onChange={onFile}
            disabled={!mayUpload || busy}
            aria-describedby={`${fileId}-hint`}
          />
          <span id={`${fileId}-hint`} className="tb-muted">
            {t('member.avatarHint', { max: AVATAR_MAX_MB })}
          </span>
        </Flex>
        <Restricted controlId="teamMemberForm">
          {(locked) => (
            <Flex gap="small">
              {/* Each button runs one change and, once it succeeded, notifies what it did. */}
              {[
                !user.hasPassword &&
                  user.active && {
                    label: t('member.resendInvitation'),
                    action: () => resend.trigger(user.userId),
                    done: t('member.invitationSent', { email: user.email }),
                  },
                user.locked && {
                  label: t('members.unlock'),
                  action: () => unlock.trigger(user.userId),
                  done: t('members.unlocked', { name: user.fullName }),
                },
                !own && {
                  label: user.active ? t('members.deactivate') : t('members.activate'),
                  action: () => setActive.trigger({ userId: user.userId, active: !user.active }),
                  done: t(user.active ? 'members.deactivatedDone' : 'members.activated', {
                    name: user.fullName,
                  }),
                },
              ].map(
                (button) =>
                  button && (
                    <Button
                      key={button.label}
                      isDisabled={locked || busy}
                      onClick={() => void run(button.action, button.done)}
                    >
                      {button.label}
                    </Button>
                  ),
              )}
            </Flex>
          )}
        </Restricted>
      </Flex>
      {!user.hasPassword && user.active && (
        <Text as="p" className="tb-muted">
          {t('member.invitationHint', { name: user.fullName })}
        </Text>
      )}
      {problem && (
        <Alert variation="error" role="alert">
          {problem}
        </Alert>
      )}
    </section>
  );
}
