import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { awardApprovalAllows } from '../../../../../shared/domain/awards/award-approval-rules';
import type { TAwardApproval, TAwardApprovalMember } from '../../../../../shared/schemas/award-approvals';
import { DataTable } from '../../../components/ui/data-table';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { useAwardApprovalChanges, useTenantScope } from '../api/award-approvals-api';
import { AWARD_APPROVAL_NS } from '../i18n';
import { movedIds } from '../lib/approval-form';
import { ConfirmAction } from './confirm-action';
import { MemberForm } from './member-form';
import { useAgencyTimeZone } from '../../../lib/session';
import { canadianLocale } from '../../../../../shared/domain/locale';

type Pending = { kind: 'resend' | 'reset' | 'remove'; member: TAwardApprovalMember };

/**
 * The workflow's members in their order, with each one's status, dates and comments. In the wizard
 * (`editing`): move up or down (buttons: the keyboard reorders as the mouse does), edit, remove. On the
 * approval's page: resend the link to the person the workflow waits on, and reset a decided person's
 * status (docs/product/evaluation-and-award.md#award-approvals), each after a confirmation, as the status
 * allows (awardApprovalAllows, shared/domain).
 */
export function WorkflowTable({
  projectId,
  approval,
  editing,
  locked,
  onError,
}: {
  projectId: string;
  approval: TAwardApproval;
  editing: boolean;
  locked: boolean;
  onError: (message: string | null) => void;
}) {
  const { t, i18n } = useTranslation(AWARD_APPROVAL_NS);
  const scope = useTenantScope();
  const changes = useAwardApprovalChanges(scope, projectId);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [edited, setEdited] = useState<TAwardApprovalMember | null>(null);
  const members = approval.workflow;
  const ids = members.map((m) => m.awardApprovalWorkflowId);
  // In the agency's time zone, as every date of the buyer's screens.
  const timeZone = useAgencyTimeZone() ?? 'UTC';
  const dateFormat = new Intl.DateTimeFormat(canadianLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const canResend = !locked && awardApprovalAllows(approval.status, 'resendToApprover');
  const canReset = !locked && awardApprovalAllows(approval.status, 'resetApprover');

  const reorder = async (index: number, by: -1 | 1) => {
    onError(null);
    setBusy(true);
    try {
      await changes.orderMembers(approval, movedIds(ids, index, by));
    } catch (error) {
      onError(formErrorsOf(error).message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    const { kind, member } = pending;
    const name = member.fullName;
    if (kind === 'resend') await changes.resend(approval, member.awardApprovalWorkflowId);
    else if (kind === 'reset') await changes.reset(approval, member.awardApprovalWorkflowId);
    else await changes.removeMember(approval, member.awardApprovalWorkflowId);
    setPending(null);
    if (kind !== 'remove')
      notifier.notify(t(kind === 'resend' ? 'workflow.resent' : 'workflow.resetDone', { name }), 'success');
  };

  return (
    <section aria-labelledby="approval-workflow">
      <Heading level={editing ? 3 : 2} id="approval-workflow">
        {t('workflow.members')}
      </Heading>
      <p>{t('workflow.hint')}</p>
      {members.length === 0 ? (
        <p>{t('workflow.none')}</p>
      ) : (
        <DataTable label={t('workflow.members')} data-testid="approval-workflow">
          <thead>
            <tr>
              <th scope="col">{t('workflow.order')}</th>
              <th scope="col">{t('workflow.person')}</th>
              <th scope="col">{t('fields.role')}</th>
              <th scope="col">{t('workflow.statusCol')}</th>
              {!editing && <th scope="col">{t('workflow.comments')}</th>}
              <th scope="col">{t('workflow.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m, index) => {
              const name = m.fullName;
              const decided = m.status === 'approved' || m.status === 'declined';
              return (
                <tr key={m.awardApprovalWorkflowId} data-testid="workflow-member">
                  <td>
                    {editing && !locked ? (
                      <Flex gap="xxs" alignItems="center">
                        <span>{index + 1}</span>
                        <Button
                          size="small"
                          isDisabled={busy || index === 0}
                          aria-label={t('workflow.moveUp', { name })}
                          onClick={() => void reorder(index, -1)}
                        >
                          {t('workflow.up')}
                        </Button>
                        <Button
                          size="small"
                          isDisabled={busy || index === members.length - 1}
                          aria-label={t('workflow.moveDown', { name })}
                          onClick={() => void reorder(index, 1)}
                        >
                          {t('workflow.down')}
                        </Button>
                      </Flex>
                    ) : (
                      index + 1
                    )}
                  </td>
                  <td>
                    <strong>{name}</strong>
                    {m.title && <div>{m.title}</div>}
                    <div style={{ overflowWrap: 'anywhere' }}>{m.email}</div>
                  </td>
                  <td>{t(`roles.${m.role}`)}</td>
                  <td>
                    <span data-testid="member-status">{t(`approverStatus.${m.status}`)}</span>
                    {m.actedAt ? (
                      <div className="tb-muted">
                        {t('workflow.actedAt', { date: dateFormat.format(new Date(m.actedAt)) })}
                        {decided && m.decisionDigest && (
                          <div>
                            {t('workflow.digest')}{' '}
                            <code data-testid="member-digest" style={{ overflowWrap: 'anywhere' }}>
                              {m.decisionDigest}
                            </code>
                          </div>
                        )}
                      </div>
                    ) : (
                      m.emailedAt && (
                        <div className="tb-muted">
                          {t('workflow.emailedAt', { date: dateFormat.format(new Date(m.emailedAt)) })}
                        </div>
                      )
                    )}
                  </td>
                  {!editing && <td style={{ whiteSpace: 'pre-wrap' }}>{m.comments ?? ''}</td>}
                  <td>
                    <Flex gap="xs" wrap="wrap">
                      {editing && !locked && (
                        <>
                          <Button
                            size="small"
                            aria-label={t('workflow.editItem', { name })}
                            onClick={() => setEdited(m)}
                          >
                            {t('workflow.edit')}
                          </Button>
                          <Button
                            size="small"
                            aria-label={t('workflow.removeItem', { name })}
                            onClick={() => setPending({ kind: 'remove', member: m })}
                          >
                            {t('workflow.remove')}
                          </Button>
                        </>
                      )}
                      {!editing && canResend && m.status === 'emailSent' && (
                        <Button
                          size="small"
                          aria-label={t('workflow.resendItem', { name })}
                          onClick={() => setPending({ kind: 'resend', member: m })}
                        >
                          {t('workflow.resend')}
                        </Button>
                      )}
                      {!editing && canReset && decided && (
                        <Button
                          size="small"
                          aria-label={t('workflow.resetItem', { name })}
                          onClick={() => setPending({ kind: 'reset', member: m })}
                        >
                          {t('workflow.reset')}
                        </Button>
                      )}
                    </Flex>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      {pending && (
        <ConfirmAction
          title={t(
            pending.kind === 'resend'
              ? 'detail.resendTitle'
              : pending.kind === 'reset'
                ? 'detail.resetTitle'
                : 'workflow.removeItem',
            { name: pending.member.fullName },
          )}
          body={t(
            pending.kind === 'resend'
              ? 'detail.resendBody'
              : pending.kind === 'reset'
                ? 'detail.resetBody'
                : 'workflow.removeBody',
          )}
          confirm={t(
            pending.kind === 'resend'
              ? 'detail.resendConfirm'
              : pending.kind === 'reset'
                ? 'detail.resetConfirm'
                : 'workflow.remove',
          )}
          destructive={pending.kind !== 'resend'}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        />
      )}
      {edited && (
        <ModalDialog
          open
          title={t('workflow.editTitle', { name: edited.fullName })}
          onCancel={() => setEdited(null)}
          actions={<Button onClick={() => setEdited(null)}>{t('detail.keep')}</Button>}
        >
          <MemberForm
            members={members}
            version={approval.version}
            editing={edited}
            submitLabel={t('workflow.save')}
            onSubmit={async (values) => {
              await changes.updateMember(approval, edited.awardApprovalWorkflowId, values);
              setEdited(null);
            }}
          />
        </ModalDialog>
      )}
    </section>
  );
}
