import type { TextareaHTMLAttributes } from 'react';

/**
 * A labelled multi-line field with its error message, styled as Amplify's fields. A native textarea rather
 * than Amplify's TextAreaField: every Amplify component a screen uses lands in the vendor chunk that
 * /login loads, which is at its size goal (docs/progress.md).
 */
export function TextArea({
  id,
  label,
  errorMessage,
  ...textarea
}: {
  id: string;
  label: string;
  errorMessage?: string | undefined;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>) {
  const errorId = `${id}-error`;
  return (
    <div className="amplify-flex amplify-field amplify-textareafield tb-text-area">
      <label htmlFor={id} className="amplify-label">
        {label}
      </label>
      <textarea
        {...textarea}
        id={id}
        className={`amplify-textarea amplify-field-group__control${errorMessage ? ' amplify-textarea--error' : ''}`}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
      />
      {errorMessage && (
        <p id={errorId} className="tb-field-error">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
