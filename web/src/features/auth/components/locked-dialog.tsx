import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';

/**
 * The locked-out dialog (docs/product/suppliers-and-accounts.md#logging-in): the server's message and a
 * confirm button.
 */
export function LockedDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open
      alert
      title={t('login.lockedTitle')}
      testId="locked-dialog"
      onCancel={onClose}
      actions={
        <Button variation="primary" onClick={onClose} autoFocus data-autofocus>
          {t('login.lockedConfirm')}
        </Button>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}

export default LockedDialog;
