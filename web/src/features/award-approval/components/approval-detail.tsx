import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { awardApprovalAllows } from '../../../../../shared/domain/awards/award-approval-rules';
import { isAwardApprovalPending } from '../../../../../shared/domain/awards/award-approval-status';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { formatMoney } from '../../../../../shared/domain/money';
import type { TAwardApproval } from '../../../../../shared/schemas/award-approvals';
import { accessTo } from '../../../lib/access';
import { formErrorsOf } from '../../../lib/form-errors';
import { notifier } from '../../../lib/notify';
import { downloadFile, loadJsPdf } from '../../../lib/office-files';
import { reportPdf } from '../../../lib/report-pdf';
import { useAgencyTimeZone, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAwardApproval, useAwardApprovalChanges, useTenantScope } from '../api/award-approvals-api';
import { AWARD_APPROVAL_NS } from '../i18n';
import { approvalRecord } from '../lib/approval-form';
import { ApprovalDocuments } from './approval-documents';
import { stepHref } from './approval-wizard';
import { ConfirmAction } from './confirm-action';
import { WorkflowTable } from './workflow-table';
import { LoadStatus } from '../../../components/ui/load-status';

const AMOUNTS = [
  'awardAmount',
  'provisionalAmount',
  'subtotal',
  'amountWithTax',
  'amountWithNonRebateableTax',
] as const;

type Action = 'edit' | 'cancel' | 'close' | 'delete';

/**
 * One award approval (docs/product/evaluation-and-award.md#award-approvals): its status, recommendation,
 * documents and workflow (each person's status, dates and comments, read again every few seconds while the
 * workflow runs), and the actions its status allows (AWARD_APPROVAL_TRANSITIONS, shared/domain): send, edit
 * (a sent approval becomes Correcting: a warning first), cancel with a reason, close, delete, and on the
 * workflow, resend and reset.
 */
export function ApprovalDetail({
  projectId,
  awardApprovalId,
}: {
  projectId: string;
  awardApprovalId: string;
}) {
  const { t } = useTranslation(AWARD_APPROVAL_NS);
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const scope = useTenantScope();
  const approval = useAwardApproval(scope, projectId, awardApprovalId);
  const changes = useAwardApprovalChanges(scope, projectId);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const a = approval.data;
  useDocumentTitle(a ? `${a.reportName || a.companyName} · ${t('title')}` : t('title'));
  // Read only for a viewer without the award right, and for everyone once the project is awarded.
  const locked = !accessTo(session, pathname).canAct || a?.readOnly === true;

  if (!a)
    return (
      <Flex direction="column" gap="medium">
        <Link to="?">{t('detail.back')}</Link>
        <Heading level={1}>{t('title')}</Heading>
        <LoadStatus error={approval.error} loadingText={t('loading')} failedText={t('detail.notFound')} />
      </Flex>
    );

  const allows = (act: Parameters<typeof awardApprovalAllows>[1]) =>
    !locked && awardApprovalAllows(a.status, act);
  const send = async () => {
    setError(null);
    setSending(true);
    try {
      await changes.send(a);
      notifier.notify(t('detail.sent'), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    } finally {
      setSending(false);
    }
  };
  const edit = () =>
    isAwardApprovalPending(a.status) && a.status !== 'correcting'
      ? setAction('edit')
      : navigate(stepHref(a.awardApprovalId, 'supplier'));

  return (
    <Flex direction="column" gap="medium">
      <Link to="?">{t('detail.back')}</Link>
      <Heading level={1}>{a.reportName || a.companyName}</Heading>
      <p>
        {t('detail.statusLabel')}: <strong data-testid="approval-status">{t(`status.${a.status}`)}</strong>
      </p>
      {a.cancelReason && <p>{t('detail.cancelReason', { reason: a.cancelReason })}</p>}
      {a.readOnly && (
        <Alert variation="info" data-testid="approval-read-only">
          {t('detail.readOnly')}
        </Alert>
      )}
      {a.gaps.length > 0 && !locked && awardApprovalAllows(a.status, 'send') && (
        <Alert variation="info" heading={t('detail.gaps')}>
          <ul>
            {a.gaps.map((gap) => (
              <li key={gap}>{t(`detail.gap.${gap}`)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <Flex gap="small" wrap="wrap" data-testid="approval-actions">
        {allows('send') && (
          <Button variation="primary" isLoading={sending} onClick={() => void send()}>
            {t('detail.send')}
          </Button>
        )}
        {allows('edit') && <Button onClick={edit}>{t('detail.edit')}</Button>}
        {allows('cancel') && <Button onClick={() => setAction('cancel')}>{t('detail.cancel')}</Button>}
        {allows('close') && <Button onClick={() => setAction('close')}>{t('detail.close')}</Button>}
        <RecordDownload approval={a} />
        {allows('delete') && (
          <Button variation="destructive" onClick={() => setAction('delete')}>
            {t('detail.delete')}
          </Button>
        )}
      </Flex>
      <Facts approval={a} />
      <ApprovalDocuments projectId={projectId} approval={a} editable={false} onError={setError} />
      <WorkflowTable projectId={projectId} approval={a} editing={false} locked={locked} onError={setError} />
      {action === 'edit' && (
        <ConfirmAction
          title={t('detail.editTitle')}
          body={t('detail.editBody')}
          confirm={t('detail.editConfirm')}
          onConfirm={async () => navigate(stepHref(a.awardApprovalId, 'supplier'))}
          onClose={() => setAction(null)}
        />
      )}
      {action === 'cancel' && (
        <ConfirmAction
          title={t('detail.cancelTitle')}
          body={t('detail.cancelBody')}
          confirm={t('detail.cancelConfirm')}
          destructive
          reason={{ label: t('detail.reason'), required: t('errors.reasonRequired') }}
          onConfirm={async (reason) => {
            await changes.cancel(a, reason);
            setAction(null);
            notifier.notify(t('detail.cancelled'), 'success');
          }}
          onClose={() => setAction(null)}
        />
      )}
      {action === 'close' && (
        <ConfirmAction
          title={t('detail.closeTitle')}
          body={t('detail.closeBody')}
          confirm={t('detail.closeConfirm')}
          onConfirm={async () => {
            await changes.close(a);
            setAction(null);
            notifier.notify(t('detail.closed'), 'success');
          }}
          onClose={() => setAction(null)}
        />
      )}
      {action === 'delete' && (
        <ConfirmAction
          title={t('detail.deleteTitle')}
          body={t('detail.deleteBody')}
          confirm={t('detail.deleteConfirm')}
          destructive
          onConfirm={async () => {
            await changes.remove(a);
            notifier.notify(t('detail.deleted'), 'success');
            navigate('?');
          }}
          onClose={() => setAction(null)}
        />
      )}
    </Flex>
  );
}

function Facts({ approval }: { approval: TAwardApproval }) {
  const { t, i18n } = useTranslation(AWARD_APPROVAL_NS);
  const locale = canadianLocale(i18n.language);
  return (
    <section aria-labelledby="approval-facts">
      <Heading level={2} id="approval-facts">
        {t('detail.facts')}
      </Heading>
      <dl className="tb-details">
        <dt>{t('fields.company')}</dt>
        <dd>{approval.companyName}</dd>
        <dt>{t('fields.allocation')}</dt>
        <dd>{t(`allocation.${approval.awardAllocation}`)}</dd>
        {AMOUNTS.filter((f) => approval[f] !== null).map((f) => (
          <Fragment key={f}>
            <dt>{t(`fields.${f}`)}</dt>
            <dd>{formatMoney(approval[f]!, locale)}</dd>
          </Fragment>
        ))}
        {approval.reportName && (
          <>
            <dt>{t('fields.reportName')}</dt>
            <dd>{approval.reportName}</dd>
          </>
        )}
        {approval.reportNumber && (
          <>
            <dt>{t('fields.reportNumber')}</dt>
            <dd>{approval.reportNumber}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** The approval's record as a PDF: the recommendation, documents' SHA-256 and each decision's digest. */
function RecordDownload({ approval }: { approval: TAwardApproval }) {
  const { t, i18n } = useTranslation(AWARD_APPROVAL_NS);
  const timeZone = useAgencyTimeZone() ?? 'UTC';
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const locale = canadianLocale(i18n.language);
  const save = async () => {
    setFailed(false);
    setBusy(true);
    try {
      const dateFormat = new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      });
      const report = approvalRecord(t, approval, locale, (iso) => dateFormat.format(new Date(iso)));
      const number = (approval.reportNumber || approval.awardApprovalId.slice(0, 8)).replace(/[^\w-]+/g, '-');
      downloadFile(reportPdf(await loadJsPdf(), report), 'application/pdf', t('record.fileName', { number }));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button isLoading={busy} onClick={() => void save()} data-testid="approval-record">
        {t('record.download')}
      </Button>
      {failed && (
        <Alert variation="error" role="alert">
          {t('record.failed')}
        </Alert>
      )}
    </>
  );
}
