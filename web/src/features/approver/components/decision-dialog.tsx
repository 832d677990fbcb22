import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { declineNeedsComments } from '../../../../../shared/domain/awards/award-approval-rules';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextArea } from '../../../components/ui/text-area';
import { ApproverCallError } from '../api/approver-api';
import { APPROVER_NS } from '../i18n';

export type Decision = 'approved' | 'declined';

/**
 * Approve or decline, with comments (docs/product/evaluation-and-award.md#links): declining without comments
 * is refused here, at the field, in the user's language, before anything is sent; the server refuses it too.
 * A refusal of the server (the token expired meanwhile, the award being corrected) shows its message in the
 * dialog.
 */
export function DecisionDialog({
  decision,
  onCancel,
  onSubmit,
}: {
  decision: Decision;
  onCancel: () => void;
  onSubmit: (comments: string) => Promise<void>;
}) {
  const { t } = useTranslation(APPROVER_NS);
  const [comments, setComments] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [busy, setBusy] = useState(false);
  const declining = decision === 'declined';

  const submit = async () => {
    setFailed(undefined);
    if (declineNeedsComments(decision, comments)) return setFieldError(t('commentsRequired'));
    setFieldError(undefined);
    setBusy(true);
    try {
      await onSubmit(comments.trim());
    } catch (error) {
      // The server's "comments are required" belongs under the field, as the browser's own check shows it.
      if (error instanceof ApproverCallError && error.code === 'awardApprovalDeclineComments')
        setFieldError(error.message);
      else setFailed((error as Error).message);
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={t(declining ? 'declineTitle' : 'approveTitle')}
      onCancel={busy ? undefined : onCancel}
      testId="decision-dialog"
      actions={
        <>
          <Button data-autofocus onClick={onCancel} isDisabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            variation={declining ? 'destructive' : 'primary'}
            isLoading={busy}
            loadingText={t('saving')}
            onClick={() => void submit()}
          >
            {t(declining ? 'confirmDecline' : 'confirmApprove')}
          </Button>
        </>
      }
    >
      <p>{t(declining ? 'declineBody' : 'approveBody')}</p>
      <TextArea
        label={t('comments')}
        hint={declining ? undefined : t('commentsOptional')}
        name="comments"
        rows={4}
        value={comments}
        onChange={(value) => {
          setComments(value);
          setFieldError(undefined);
        }}
        error={fieldError}
      />
      {failed && (
        <div role="alert" className="amplify-text amplify-field__error-message">
          {failed}
        </div>
      )}
    </ModalDialog>
  );
}
