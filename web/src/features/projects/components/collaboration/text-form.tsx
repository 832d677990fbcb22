import { Button, Flex } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { ErrorSummary } from '../../../../components/ui/error-summary';
import { useFormErrors } from '../../../../components/ui/use-form-errors';
import { useDirtyForm } from '../../../../lib/dirty-forms';
import { formErrorsOf } from '../../../../lib/form-errors';
import { notifier } from '../../../../lib/notify';
import { TextArea } from '../../../../components/ui/text-area';

const FIELD = 'text';

/**
 * One text to add (a journal note, a comment) or to edit (a note, from `initialText`): the field, its error
 * summary and message, and the unsaved text guarded against leaving. A new text is cleared once saved.
 */
export function TextForm({
  label,
  submitLabel,
  maxLength,
  rows = 3,
  disabled,
  savedMessage,
  onSave,
  onCancel,
  initialText = '',
  cancelLabel,
  testId,
}: {
  label: string;
  submitLabel: string;
  maxLength: number;
  rows?: number;
  disabled: boolean;
  savedMessage?: string;
  onSave: (text: string) => Promise<void>;
  /** An edit form offers Cancel, which drops the changes. */
  onCancel?: () => void;
  initialText?: string;
  cancelLabel?: string;
  testId?: string;
}) {
  const [text, setText] = useState(initialText);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors([FIELD]);
  useDirtyForm(text.trim() !== initialText.trim() && !busy);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    errors.clear();
    try {
      await onSave(text.trim());
      setText(initialText);
      if (savedMessage) notifier.notify(savedMessage, 'success');
    } catch (error) {
      const { fields, message } = formErrorsOf(error);
      const [first] = Object.values(fields);
      errors.show({ fields: first ? { [FIELD]: first } : {}, message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid={testId}>
      <fieldset disabled={disabled || busy} className="tb-fieldset">
        <Flex direction="column" gap="small">
          <ErrorSummary {...errors.summary} />
          <TextArea
            label={label}
            id={errors.idOf(FIELD)}
            value={text}
            rows={rows}
            maxLength={maxLength}
            onChange={(value) => {
              setText(value);
              errors.clearField(FIELD);
            }}
            error={errors.fields[FIELD]}
          />
          <Flex gap="small">
            <Button
              type="submit"
              isDisabled={disabled || busy || !text.trim()}
              loadingText={submitLabel}
              isLoading={busy}
            >
              {submitLabel}
            </Button>
            {onCancel && <Button onClick={onCancel}>{cancelLabel}</Button>}
          </Flex>
        </Flex>
      </fieldset>
    </form>
  );
}
