import { Alert, Flex, Heading } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TAwardApproval } from '../../../../../shared/schemas/award-approvals';
import { notifier } from '../../../lib/notify';
import { useAwardApprovalChanges, useTenantScope } from '../api/award-approvals-api';
import { AWARD_APPROVAL_NS } from '../i18n';
import { stepHref } from './approval-wizard';
import { MemberForm } from './member-form';
import { WorkflowTable } from './workflow-table';

/**
 * Step 3, workflow: the approvers and reviewers in the order they are emailed, added, edited, reordered and
 * removed, each change saved at once. Finish opens the approval's page, where it is sent.
 */
export function WorkflowStep({
  projectId,
  approval,
  locked,
}: {
  projectId: string;
  approval: TAwardApproval;
  locked: boolean;
}) {
  const { t } = useTranslation(AWARD_APPROVAL_NS);
  const scope = useTenantScope();
  const changes = useAwardApprovalChanges(scope, projectId);
  const [error, setError] = useState<string | null>(null);

  return (
    <Flex direction="column" gap="large" data-testid="workflow-step">
      {error && (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <WorkflowTable projectId={projectId} approval={approval} editing locked={locked} onError={setError} />
      {!locked && (
        <section aria-labelledby="approval-add-member">
          <Heading level={3} id="approval-add-member">
            {t('workflow.add')}
          </Heading>
          <MemberForm
            members={approval.workflow}
            version={approval.version}
            submitLabel={t('workflow.addButton')}
            onSubmit={async (values) => {
              await changes.addMember(approval, values);
              notifier.notify(t('workflow.added', { name: values.fullName }), 'success');
            }}
          />
        </section>
      )}
      <Flex gap="small" wrap="wrap">
        <Link className="amplify-button" to={stepHref(approval.awardApprovalId, 'documents')}>
          {t('wizard.back')}
        </Link>
        <Link className="amplify-button amplify-button--primary" to={stepHref(approval.awardApprovalId)}>
          {t('wizard.finish')}
        </Link>
      </Flex>
    </Flex>
  );
}
