import { Button } from '@aws-amplify/ui-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-client';
import { ModalDialog } from '../ui/modal-dialog';
import { REQUIREMENTS_LOCK_NS } from './i18n';

/** The count of a 409 `submissionsWouldBeWithdrawn` (decision 040); undefined for any other failure. */
export function withdrawalCountOf(error: unknown): number | undefined {
  if (!isApiError(error) || error.code !== 'submissionsWouldBeWithdrawn') return undefined;
  const count = error.details.completedSubmissions;
  return typeof count === 'number' ? count : undefined;
}

/**
 * The warning before a change that withdraws completed submissions (docs/product/bids.md#its-life):
 * `withWarning(attempt)` runs the change; when the server answers with the count, the dialog names it, and
 * Continue runs the change again naming that count (a newer count asks again). Resolves to the change's
 * answer, or undefined when the user cancelled. Render `dialog` where the change is made.
 */
export function useWithdrawalWarning() {
  const { t } = useTranslation(REQUIREMENTS_LOCK_NS);
  const [asking, setAsking] = useState<{ count: number; answer: (go: boolean) => void } | null>(null);

  const withWarning = useCallback(
    async <T,>(attempt: (named: number | undefined) => Promise<T>): Promise<T | undefined> => {
      let named: number | undefined;
      for (;;) {
        try {
          return await attempt(named);
        } catch (error) {
          const count = withdrawalCountOf(error);
          if (count === undefined) throw error;
          const go = await new Promise<boolean>((resolve) =>
            setAsking({
              count,
              answer: (yes) => {
                setAsking(null);
                resolve(yes);
              },
            }),
          );
          if (!go) return undefined;
          named = count;
        }
      }
    },
    [],
  );

  const dialog = (
    <ModalDialog
      open={asking !== null}
      title={t('warning.title')}
      onCancel={() => asking?.answer(false)}
      testId="withdrawal-warning"
      actions={
        <>
          <Button data-autofocus onClick={() => asking?.answer(false)}>
            {t('warning.cancel')}
          </Button>
          <Button variation="primary" onClick={() => asking?.answer(true)}>
            {t('warning.continue')}
          </Button>
        </>
      }
    >
      <p>{t('warning.body', { count: asking?.count ?? 0 })}</p>
    </ModalDialog>
  );

  return { withWarning, dialog };
}
