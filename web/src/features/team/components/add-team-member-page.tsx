import { Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Restricted } from '../../../components/restricted';
import { paths } from '../../../config/paths';
import { notifier } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { EMPTY_MEMBER, useCreateUser, useDepartments, useGroups } from '../api/team-api';
import { TEAM_NS } from '../i18n';
import { MemberForm } from './member-form';
import { useTeamScope } from './use-team-scope';

/** /team/addteammember (docs/product/suppliers-and-accounts.md#team-administration). */
export function AddTeamMemberPage() {
  const { t } = useTranslation(TEAM_NS);
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { scope } = useTeamScope();
  useDocumentTitle(tc('pages.team.add'));
  const groups = useGroups(scope ?? { customerId: '', nodeId: '' });
  const departments = useDepartments(scope ?? { customerId: '', nodeId: '' });
  const create = useCreateUser(scope ?? { customerId: '', nodeId: '' });
  // A bare spinner, no loading text (as before): the form waits for the groups it offers.
  if (!scope || !groups.data) return <Loader />;
  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{tc('pages.team.add')}</Heading>
      <Restricted controlId="addTeamMember" block>
        {(locked) => (
          <MemberForm
            initial={EMPTY_MEMBER}
            groups={groups.data ?? []}
            departments={departments.data ?? []}
            locked={locked}
            withPassword
            submitLabel={t('form.create')}
            onCancel={() => void navigate(paths.team.all.getHref())}
            onSubmit={async (values) => {
              const user = await create.trigger(values);
              // The member exists either way; a failed invitation email stays on screen until closed.
              if (user.invitationSent === false) notifier.notify(t('form.createdInvitationNotSent'), 'error');
              else notifier.notify(t('form.created'), 'success');
              void navigate(paths.team.member.getHref(user.userId));
            }}
          />
        )}
      </Restricted>
    </Flex>
  );
}

export default AddTeamMemberPage;
