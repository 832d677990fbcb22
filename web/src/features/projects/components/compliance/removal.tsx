import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../../../components/ui/confirm-delete-dialog';
import { PROJECT_BUILD_NS } from '../../i18n/compliance';

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
