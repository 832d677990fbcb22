import { Alert, Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../../shared/domain/money';
import { Link as RouterLink } from 'react-router-dom';
import { isAwardApprovalPending } from '../../../../../shared/domain/awards/award-approval-status';
import { awardBlockers } from '../../../../../shared/domain/awards/awards';
import { DataTable } from '../../../components/ui/data-table';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { notifier } from '../../../lib/notify';
import { AWARD_NS } from '../i18n';
import { AwardFrame, type AwardContext } from './award-frame';

/**
 * /projects/:id/award/summary (docs/product/evaluation-and-award.md#award; decision 064): the bids with their
 * totals from the opening, the awarded companies, the award status, the approvals' status and the contract
 * part's; the Award button, decided as the API decides it (the lifecycle's answer in the summary, then
 * awardBlockers on what the screen shows), with the reasons it is disabled, and a confirmation when no
 * company is awarded.
 */
export function AwardSummaryPage() {
  return <AwardFrame titleKey="summary.title">{(context) => <Summary {...context} />}</AwardFrame>;
}

function Summary({ projectId, summary, changes, canAct, reload }: AwardContext) {
  const { t, i18n } = useTranslation(AWARD_NS);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const seen = {
    projectVersion: summary.projectVersion,
    awards: summary.awards.map((a) => ({ awardId: a.awardId, version: a.version })),
  };
  const blockers = awardBlockers({
    projectVersion: summary.projectVersion,
    awards: seen.awards,
    approvalStatuses: summary.approvalStatuses,
    seen,
  });
  // What keeps the button disabled: the lifecycle's refusal, then the rules but the one the dialog answers.
  const reasons = [
    ...(summary.awardRefusal ? [summary.awardRefusal] : []),
    ...blockers.filter((code) => code !== 'awardNoneConfirm'),
  ];
  const shownReasons = summary.projectStatus === 'awarded' ? [] : reasons;
  const enabled = canAct && reasons.length === 0;
  const awardedIds = new Set(summary.awards.map((a) => a.submissionId));
  // The approval that decides the award status: one at work, else one approved, else any.
  const approval =
    summary.approvalStatuses.find(isAwardApprovalPending) ??
    summary.approvalStatuses.find((s) => s === 'approved') ??
    summary.approvalStatuses[0];

  const act = async (confirmNone: boolean) => {
    setProblem(null);
    setBusy(true);
    try {
      await changes.award({ ...seen, ...(confirmNone ? { confirmNone: true } : {}) });
      setConfirming(false);
      notifier.notify(t('summary.done'), 'success');
    } catch (error) {
      setConfirming(false);
      if (isApiError(error) && error.code === 'awardNoneConfirm') setConfirming(true);
      else setProblem(error instanceof Error ? error.message : String(error));
      if (isApiError(error) && error.status === 409 && error.code !== 'awardNoneConfirm') reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <dl className="tb-details">
        <dt>{t('status.label')}</dt>
        <dd data-testid="award-status">{t(`status.${summary.awardStatus ?? 'none'}`)}</dd>
        <dt>{t('approval.label')}</dt>
        <dd>{t(`approval.${approval ?? 'none'}`)}</dd>
        {summary.contractStatus && (
          <>
            <dt>{t('contract.label')}</dt>
            <dd>{t(`contract.${summary.contractStatus}`, { defaultValue: summary.contractStatus })}</dd>
          </>
        )}
      </dl>
      {problem && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {summary.projectStatus !== 'awarded' && (
        <Flex direction="column" gap="xs">
          <Flex gap="small" wrap="wrap">
            <Button
              variation="primary"
              isDisabled={!enabled || busy}
              onClick={() => (blockers.includes('awardNoneConfirm') ? setConfirming(true) : void act(false))}
              aria-describedby={shownReasons.length > 0 ? 'award-reasons' : undefined}
            >
              {t('summary.award')}
            </Button>
            <Button as={RouterLink} to={paths.projects.area.getHref(projectId, 'award', 'awards')}>
              {t('summary.manage')}
            </Button>
          </Flex>
          {shownReasons.length > 0 && (
            <div id="award-reasons">
              <p>{t('summary.awardDisabled')}</p>
              <ul>
                {shownReasons.map((code) => (
                  <li key={code}>{t(`reasons.${code}`, { defaultValue: code })}</li>
                ))}
              </ul>
            </div>
          )}
        </Flex>
      )}

      <Heading level={2}>{t('summary.bids')}</Heading>
      {summary.bids.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <DataTable label={t('summary.bids')}>
          <caption className="tb-visually-hidden">{t('summary.bids')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.company')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.total')}</th>
              <th scope="col">{t('columns.awarded')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.bids.map((bid) => (
              <tr key={bid.submissionId}>
                <th scope="row">{bid.companyName}</th>
                <td>{t(`bidStatus.${bid.status}`)}</td>
                <td>{bid.grandTotal ? formatMoney(bid.grandTotal, i18n.language) : '—'}</td>
                <td>{awardedIds.has(bid.submissionId) ? t('yes') : t('no')}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}

      <Heading level={2}>{t('summary.awarded')}</Heading>
      {summary.awards.length === 0 ? (
        <p>{t('summary.noAwards')}</p>
      ) : (
        <ul data-testid="awarded-companies">
          {summary.awards.map((a) => (
            <li key={a.awardId}>{`${a.companyName} · ${formatMoney(a.amount, i18n.language)}`}</li>
          ))}
        </ul>
      )}

      <ModalDialog
        open={confirming}
        title={t('summary.confirmTitle')}
        onCancel={() => setConfirming(false)}
        actions={
          <>
            <Button onClick={() => setConfirming(false)} data-autofocus>
              {t('summary.cancel')}
            </Button>
            <Button variation="primary" isDisabled={busy} onClick={() => void act(true)}>
              {t('summary.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('summary.confirmText')}</p>
      </ModalDialog>
    </>
  );
}

export default AwardSummaryPage;
