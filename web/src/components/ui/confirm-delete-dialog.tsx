import { Button } from '@aws-amplify/ui-react';
import { ModalDialog } from './modal-dialog';

/**
 * The one question before something is deleted or removed: Cancel has the focus, so Enter or Escape never
 * deletes by accident. Shown while `open`; the texts are the caller's, in its namespace.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  body,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  testId = 'confirm-delete',
}: {
  open: boolean;
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
}) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onCancel={onCancel}
      testId={testId}
      actions={
        <>
          <Button data-autofocus onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button variation="destructive" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{body}</p>
    </ModalDialog>
  );
}
