import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../../components/ui/confirm-delete-dialog';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import { COLLABORATION_NS } from '../../i18n/collaboration';

/** What is being deleted, as the dialog asks about it. */
export interface Confirmation {
  title: string;
  body: string;
  confirmLabel: string;
  done: string;
  run: () => Promise<unknown>;
}

/**
 * The one question before a note, a file or a task goes: Cancel has the focus, so Enter or Escape never
 * deletes by accident. A refusal (someone else's note, a lost race) shows as an error notice.
 */
export function useConfirmation() {
  const [asked, setAsked] = useState<Confirmation | null>(null);
  const confirm = async () => {
    const question = asked;
    setAsked(null);
    if (!question) return;
    try {
      await question.run();
      notifier.notify(question.done, 'success');
    } catch (error) {
      notifier.notify(formErrorsOf(error).message ?? '', 'error');
    }
  };
  return { asked, ask: setAsked, cancel: () => setAsked(null), confirm };
}

export function ConfirmDialog({ confirmation }: { confirmation: ReturnType<typeof useConfirmation> }) {
  const { t } = useTranslation(COLLABORATION_NS);
  const { asked, cancel, confirm } = confirmation;
  return (
    <ConfirmDeleteDialog
      open={asked !== null}
      title={asked?.title ?? ''}
      body={asked?.body ?? ''}
      cancelLabel={t('cancel')}
      confirmLabel={asked?.confirmLabel ?? ''}
      onCancel={cancel}
      onConfirm={() => void confirm()}
    />
  );
}
