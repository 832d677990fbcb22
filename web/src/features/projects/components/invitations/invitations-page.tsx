import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { canChangeInvitations } from '../../../../../../shared/domain/projects/invitations';
import type { TInvitation } from '../../../../../../shared/schemas/project-build';
import { notifier } from '../../../../lib/notify';
import { paths } from '../../../../config/paths';
import { canOpen } from '../../../../lib/access';
import { useAgencyTimeZone, useSession } from '../../../../lib/session';
import { useRemoval } from '../../../../lib/use-removal';
import {
  useAddInvitation,
  useAddInvitationsFromList,
  useCopyInvitations,
  useDeleteInvitation,
  useInvitations,
  useSupplierLists,
} from '../../api/project-build-api';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';
import { BuildListTable } from '../compliance/build-list-table';
import { BuildListFrame, type BuildListContext } from '../compliance/build-list-frame';
import { RemoveDialog } from '../compliance/removal';
import { CopyInvitationsForm } from './copy-invitations-form';
import { FindSuppliersPanel } from './find-suppliers-panel';
import { InvitationForm } from './invitation-form';
import { InviteeLookupHint } from './invitee-lookup-hint';
import { InviteFromListForm } from './invite-from-list-form';

/**
 * /projects/:id/build/invitations (docs/product/tender.md#invitations; decision 032): the suppliers invited
 * to the project, by address and company until the supplier directory exists; one invitation per address.
 */
export function InvitationsPage() {
  return (
    <BuildListFrame titleKey="invitations.title">{(context) => <Invitations {...context} />}</BuildListFrame>
  );
}

function Invitations({ scope, projectId, view, canAct }: BuildListContext) {
  const { t, i18n } = useTranslation(PROJECT_BUILD_NS);
  const invitations = useInvitations(scope, projectId);
  const add = useAddInvitation(scope, projectId);
  const remove = useDeleteInvitation(scope, projectId);
  // A reader without the supplier directory's view right (the route permission the server applies) is not
  // asked for the lists, rather than refused them: the form does not show.
  const session = useSession();
  const lists = useSupplierLists(canOpen(paths.suppliers.list.getHref(), session) ? scope : null);
  const fromList = useAddInvitationsFromList(scope, projectId);
  const copy = useCopyInvitations(scope, projectId);
  const removal = useRemoval(
    (invitation: TInvitation) => remove.trigger(invitation),
    (invitation) => t('invitations.removed', { company: invitation.companyName }),
  );
  const { error, setError } = removal;
  const open = canChangeInvitations(view.project.status);
  const locked = !canAct || !open;
  const list = invitations.data ?? [];
  const timeZone = useAgencyTimeZone();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });

  return (
    <Flex direction="column" gap="medium">
      <p>{t('invitations.intro')}</p>
      {!canAct && <p className="tb-muted">{t('locked')}</p>}
      {canAct && !open && <p className="tb-muted">{t('invitations.lockedStatus')}</p>}
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Heading level={2}>{t('invitations.addHeading')}</Heading>
      <InvitationForm
        invited={list.map((i) => i.email)}
        disabled={locked || !invitations.data}
        onInvite={async (invitation) => {
          const created = await add.trigger(invitation);
          notifier.notify(t('invitations.invited', { company: created.companyName }), 'success');
        }}
        emailHint={{
          hintId: 'invitee-lookup',
          render: (email) =>
            locked ? null : (
              <InviteeLookupHint scope={scope} projectId={projectId} email={email} id="invitee-lookup" />
            ),
        }}
      />
      {lists.data && lists.data.length > 0 && (
        <InviteFromListForm
          lists={lists.data}
          disabled={locked || !invitations.data}
          onInvite={async (body) => {
            const invited = await fromList.trigger(body);
            const name = lists.data?.find((l) => l.vendorListId === body.vendorListId)?.name ?? '';
            notifier.notify(t('invitations.fromList.invited', { count: invited.length, name }), 'success');
          }}
        />
      )}
      {
        <FindSuppliersPanel
          scope={scope}
          projectId={projectId}
          disabled={locked || !invitations.data}
          onInvite={async (suppliers) => {
            // One invitation each, as the form above adds one: the same rule, claim and email (decision 048).
            for (const supplier of suppliers)
              await add.trigger({
                email: supplier.email,
                companyName: supplier.companyName,
                ...(supplier.contactName ? { contactName: supplier.contactName } : {}),
                ...(supplier.city ? { city: supplier.city } : {}),
              });
            notifier.notify(t('invitations.find.invitedSome', { count: suppliers.length }), 'success');
          }}
        />
      }
      {
        <CopyInvitationsForm
          scope={scope}
          projectId={projectId}
          disabled={locked || !invitations.data}
          onCopy={async (bid) => {
            const copied = await copy.trigger(bid.projectId);
            notifier.notify(
              t('invitations.copy.copied', {
                count: copied.invitations.length,
                number: bid.number,
                skipped: copied.skipped,
              }),
              'success',
            );
          }}
        />
      }

      <BuildListTable
        area="invitations"
        loaded={invitations.data !== undefined}
        failed={invitations.error !== undefined}
        count={list.length}
        columns={[
          t('invitations.companyName'),
          t('invitations.contactName'),
          t('invitations.city'),
          t('invitations.email'),
          t('invitations.invitedAt'),
          t('invitations.accountStatus'),
          t('invitations.actions'),
        ]}
      >
        {list.map((invitation) => (
          <tr key={invitation.invitationId}>
            <td>{invitation.companyName}</td>
            <td>{invitation.contactName}</td>
            <td>{invitation.city}</td>
            <td>{invitation.email}</td>
            <td>{dateFormat.format(new Date(invitation.invitedAt))}</td>
            <td>{t(`invitations.account.${invitation.accountStatus ?? 'none'}`)}</td>
            <td>
              <Button
                size="small"
                isDisabled={locked}
                aria-label={t('invitations.removeInvitation', { company: invitation.companyName })}
                onClick={() => removal.ask(invitation)}
              >
                {t('remove')}
              </Button>
            </td>
          </tr>
        ))}
      </BuildListTable>
      <RemoveDialog
        open={removal.removing !== null}
        title={t('invitations.confirmTitle')}
        body={t('invitations.confirmBody', {
          company: removal.removing?.companyName ?? '',
          email: removal.removing?.email ?? '',
        })}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </Flex>
  );
}

export default InvitationsPage;
