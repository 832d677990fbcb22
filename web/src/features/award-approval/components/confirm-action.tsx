import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextArea } from '../../../components/ui/text-area';
import { formErrorsOf } from '../../../lib/form-errors';
import { AWARD_APPROVAL_NS } from '../i18n';

/**
 * The confirmation of one of the approval's actions (docs/product/evaluation-and-award.md#award-approvals):
 * its title, what it does, the safe choice focused first; with `reason`, a required reason checked here and
 * by the server, whose refusal shows at the field (awardApprovalCancelReasonRequired) or above the actions.
 */
export function ConfirmAction({
  title,
  body,
  confirm,
  destructive = false,
  reason,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirm: string;
  destructive?: boolean;
  /** The reason field's label and its "required" message. */
  reason?: { label: string; required: string };
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(AWARD_APPROVAL_NS);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setFailed(null);
    if (reason && text.trim() === '') return setFieldError(reason.required);
    setBusy(true);
    try {
      await onConfirm(text.trim());
    } catch (error) {
      const problems = formErrorsOf(error, { awardApprovalCancelReasonRequired: 'reason' });
      setFieldError(problems.fields.reason);
      setFailed(problems.fields.reason ? null : problems.message);
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      open
      title={title}
      onCancel={busy ? undefined : onClose}
      testId="confirm-action"
      actions={
        <>
          <Button data-autofocus onClick={onClose} isDisabled={busy}>
            {t('detail.keep')}
          </Button>
          <Button
            variation={destructive ? 'destructive' : 'primary'}
            isLoading={busy}
            onClick={() => void submit()}
          >
            {confirm}
          </Button>
        </>
      }
    >
      <p>{body}</p>
      {reason && (
        <TextArea
          label={reason.label}
          name="reason"
          rows={3}
          value={text}
          onChange={(value) => {
            setText(value);
            setFieldError(undefined);
          }}
          error={fieldError}
        />
      )}
      {failed && (
        <p role="alert" className="amplify-text amplify-field__error-message">
          {failed}
        </p>
      )}
    </ModalDialog>
  );
}
