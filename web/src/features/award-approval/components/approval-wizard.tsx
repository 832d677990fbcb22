import { Alert, Flex, Heading } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isAwardApprovalPending } from '../../../../../shared/domain/awards/award-approval-status';
import { accessTo } from '../../../lib/access';

import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAwardApproval, useTenantScope } from '../api/award-approvals-api';
import { AWARD_APPROVAL_NS } from '../i18n';
import { DocumentsStep } from './documents-step';
import { SupplierStep } from './supplier-step';
import { WorkflowStep } from './workflow-step';
import './award-approval.css';
import { LoadStatus } from '../../../components/ui/load-status';

export const WIZARD_STEPS = ['supplier', 'documents', 'workflow'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const stepHref = (awardApprovalId: string, step?: WizardStep) =>
  `?${new URLSearchParams(step ? { approval: awardApprovalId, step } : { approval: awardApprovalId })}`;

/**
 * The award approval's 3-step wizard (docs/product/evaluation-and-award.md#award-approvals): add supplier,
 * documents, workflow. The first step creates the approval (Incomplete until it has what sending needs, then
 * Draft); the others change it, each change saved at once. The steps are links once the approval exists, so
 * any step can be reopened to edit.
 */
export function ApprovalWizard({
  projectId,
  awardApprovalId,
  step,
}: {
  projectId: string;
  awardApprovalId: string | null;
  step: WizardStep;
}) {
  const { t } = useTranslation(AWARD_APPROVAL_NS);
  const session = useSession();
  const { pathname } = useLocation();
  const scope = useTenantScope();
  const approval = useAwardApproval(scope, projectId, awardApprovalId);
  const title = t(awardApprovalId ? 'wizard.editTitle' : 'wizard.title');
  const stepName = t(`wizard.${step}`);
  useDocumentTitle(`${stepName} · ${title}`);
  // Read only for a viewer without the award right, and for everyone once the project is awarded.
  const locked = !accessTo(session, pathname).canAct || approval.data?.readOnly === true;
  const index = WIZARD_STEPS.indexOf(step);

  return (
    <Flex direction="column" gap="medium">
      <Link to="?">{t('wizard.cancel')}</Link>
      <Heading level={1}>{title}</Heading>
      <nav aria-label={t('wizard.steps')}>
        <ol className="tb-steps" data-testid="wizard-steps">
          {WIZARD_STEPS.map((s, i) => (
            <li key={s} aria-current={s === step ? 'step' : undefined}>
              {approval.data && s !== step ? (
                <Link to={stepHref(approval.data.awardApprovalId, s)}>{t(`wizard.${s}`)}</Link>
              ) : (
                <span>{t(`wizard.${s}`)}</span>
              )}
              {i < WIZARD_STEPS.length - 1 && <span aria-hidden="true"> › </span>}
            </li>
          ))}
        </ol>
      </nav>
      <Heading level={2}>{t('wizard.step', { number: index + 1, name: stepName })}</Heading>
      {approval.data &&
        isAwardApprovalPending(approval.data.status) &&
        approval.data.status !== 'correcting' && <Alert variation="warning">{t('detail.editBody')}</Alert>}
      {awardApprovalId && !approval.data ? (
        <LoadStatus error={approval.error} loadingText={t('loading')} failedText={t('detail.notFound')} />
      ) : step === 'supplier' ? (
        <SupplierStep projectId={projectId} approval={approval.data ?? null} locked={locked} />
      ) : step === 'documents' ? (
        <DocumentsStep projectId={projectId} approval={approval.data!} locked={locked} />
      ) : (
        <WorkflowStep projectId={projectId} approval={approval.data!} locked={locked} />
      )}
    </Flex>
  );
}
