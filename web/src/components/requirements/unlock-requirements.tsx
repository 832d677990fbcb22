import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../lib/form-errors';
import { notifier } from '../../lib/notify';
import { REQUIREMENTS_LOCK_NS } from './i18n';
import { useRequirementsLock, useUnlockRequirements } from './requirements-api';
import { useWithdrawalWarning } from './withdrawal-warning';

/**
 * The submission requirements' lock (docs/product/tender.md#submission-requirements; decision 040), for the
 * screens that change requirements: nothing while they may change; while completed bids exist, says so with
 * an Unlock button whose warning names how many bids are withdrawn to incomplete (and their bidders emailed);
 * after close or award, says that nothing changes any more.
 */
export function UnlockRequirements({
  projectId,
  canAct,
  onUnlocked,
}: {
  projectId: string;
  canAct: boolean;
  /** The screen reads again what the lock kept it from changing. */
  onUnlocked?: () => unknown;
}) {
  const { t } = useTranslation(REQUIREMENTS_LOCK_NS);
  const lock = useRequirementsLock(projectId);
  const unlock = useUnlockRequirements(projectId);
  const { withWarning, dialog } = useWithdrawalWarning();
  const [error, setError] = useState<string | null>(null);
  const state = lock.data;
  if (!state?.lock) return null;

  const run = async () => {
    setError(null);
    try {
      const done = await withWarning((named) => unlock.trigger(named));
      if (!done) return;
      notifier.notify(t('lock.unlocked', { count: done.withdrawnSubmissions }), 'success');
      await onUnlocked?.();
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };

  return (
    <Flex direction="column" gap="small" data-testid="requirements-lock">
      <Alert variation={state.lock === 'tenderTablesClosed' ? 'info' : 'warning'} hasIcon>
        {state.lock === 'tenderTablesClosed'
          ? t('lock.closed')
          : t('lock.submitted', { count: state.completedSubmissions })}
      </Alert>
      {state.lock === 'tenderTablesSubmitted' && (
        <div>
          <Button isDisabled={!canAct} isLoading={unlock.isMutating} onClick={() => void run()}>
            {t('lock.unlock')}
          </Button>
        </div>
      )}
      {error && (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      )}
      {dialog}
    </Flex>
  );
}
