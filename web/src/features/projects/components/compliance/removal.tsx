import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';

/**
 * Removing a line of a Build list after a confirmation: the line asked about, the refusal to show (a
 * closed project, a lost race) and the notice once done.
 */
export function useRemoval<T>(remove: (item: T) => Promise<unknown>, doneMessage: (item: T) => string) {
  const [removing, setRemoving] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    const item = removing;
    setRemoving(null);
    if (!item) return;
    setError(null);
    try {
      await remove(item);
      notifier.notify(doneMessage(item), 'success');
    } catch (err) {
      setError(formErrorsOf(err).message);
    }
  };
  return { removing, ask: setRemoving, cancel: () => setRemoving(null), confirm, error, setError };
}

/** The confirmation: Cancel has the focus, so Enter never removes by accident. */
export function RemoveDialog({
  open,
  title,
  body,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  body: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { t } = useTranslation(PROJECT_BUILD_NS);
  return (
    <ModalDialog
      open={open}
      title={title}
      onCancel={onCancel}
      testId="confirm-remove"
      actions={
        <>
          <Button data-autofocus onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button variation="destructive" onClick={() => void onConfirm()}>
            {t('remove')}
          </Button>
        </>
      }
    >
      <p>{body}</p>
    </ModalDialog>
  );
}
