import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../../components/ui/confirm-delete-dialog';
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
    <ConfirmDeleteDialog
      open={open}
      title={title}
      body={body}
      cancelLabel={t('cancel')}
      confirmLabel={t('remove')}
      onCancel={onCancel}
      onConfirm={() => void onConfirm()}
      testId="confirm-remove"
    />
  );
}
