import '../i18n';
import { Flex, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { TAwardApproval } from '../../../../../shared/schemas/award-approvals';
import { messageIn } from '../../../../../shared/errors';
import { AWARD_APPROVAL_ERRORS } from '../../../../../shared/errors/award-approvals';
import { DataTable } from '../../../components/ui/data-table';
import { accessTo } from '../../../lib/access';

import { useAgencyTimeZone, useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAwardApprovals, useTenantScope } from '../api/award-approvals-api';
import { AWARD_APPROVAL_NS } from '../i18n';
import { ApprovalDetail } from './approval-detail';
import { ApprovalWizard, WIZARD_STEPS, type WizardStep } from './approval-wizard';
import { canadianLocale } from '../../../../../shared/domain/locale';
import { Loaded } from '../../../components/ui/loaded';

/**
 * /projects/:id/award/approval (docs/product/evaluation-and-award.md#award-approvals; decision 066): the
 * project's award approvals with their statuses; `?new` opens the 3-step creation wizard, `?approval=<id>` an
 * approval with its workflow and its actions, `&step=` one of the wizard's steps to edit it. The addresses
 * keep each view bookmarkable and let the browser's back button step back through the wizard.
 */
export function AwardApprovalPage() {
  const { id: projectId = '' } = useParams();
  const [params] = useSearchParams();
  const awardApprovalId = params.get('approval');
  const step = params.get('step') as WizardStep | null;
  if (params.has('new'))
    return <ApprovalWizard projectId={projectId} awardApprovalId={null} step="supplier" />;
  if (awardApprovalId && step && WIZARD_STEPS.includes(step))
    return <ApprovalWizard projectId={projectId} awardApprovalId={awardApprovalId} step={step} />;
  if (awardApprovalId) return <ApprovalDetail projectId={projectId} awardApprovalId={awardApprovalId} />;
  return <ApprovalsList projectId={projectId} />;
}

function ApprovalsList({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation(AWARD_APPROVAL_NS);
  useDocumentTitle(t('title'));
  const session = useSession();
  const { pathname } = useLocation();
  const scope = useTenantScope();
  const list = useAwardApprovals(scope, projectId);
  const canAct = accessTo(session, pathname).canAct;
  // In the agency's time zone, as every date of the buyer's screens.
  const timeZone = useAgencyTimeZone() ?? 'UTC';
  const dateFormat = new Intl.DateTimeFormat(canadianLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const approvals = list.data?.awardApprovals ?? [];
  const nameOf = (a: TAwardApproval) => a.reportName || a.companyName;

  return (
    <Flex direction="column" gap="medium">
      <Heading level={1}>{t('title')}</Heading>
      <p>{t('intro')}</p>
      {canAct && list.data?.creationRefusal && (
        <p className="tb-muted" data-testid="approval-creation-refusal">
          {messageIn(
            AWARD_APPROVAL_ERRORS,
            list.data.creationRefusal,
            i18n.language.startsWith('fr') ? 'fr' : 'en',
          )}
        </p>
      )}
      {canAct && list.data && !list.data.creationRefusal && (
        <div>
          <Link className="amplify-button amplify-button--primary" to="?new">
            {t('create')}
          </Link>
        </div>
      )}
      <Loaded result={list} loadingText={t('loading')} failedText={t('loadError')}>
        {() =>
          approvals.length === 0 ? (
            <p>{t('list.empty')}</p>
          ) : (
            <DataTable label={t('list.label')} data-testid="award-approvals">
              <thead>
                <tr>
                  <th scope="col">{t('list.report')}</th>
                  <th scope="col">{t('list.company')}</th>
                  <th scope="col">{t('list.status')}</th>
                  <th scope="col">{t('list.updated')}</th>
                  <th scope="col">{t('list.approvalDate')}</th>
                  <th scope="col">
                    <span className="tb-visually-hidden">{t('list.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {approvals.map((a) => (
                  <tr key={a.awardApprovalId}>
                    <td>{[a.reportNumber, a.reportName].filter(Boolean).join(' · ') || '—'}</td>
                    <td>{a.companyName}</td>
                    <td data-testid="approval-status">{t(`status.${a.status}`)}</td>
                    <td>{dateFormat.format(new Date(a.updatedAt))}</td>
                    <td>{a.approvalDate ? dateFormat.format(new Date(a.approvalDate)) : '—'}</td>
                    <td>
                      <Link
                        className="amplify-button amplify-button--small"
                        aria-label={t('list.openItem', { name: nameOf(a) })}
                        to={`?${new URLSearchParams({ approval: a.awardApprovalId })}`}
                      >
                        {t('list.open')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )
        }
      </Loaded>
    </Flex>
  );
}

export default AwardApprovalPage;
