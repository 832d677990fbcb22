import { useId } from 'react';
import './text-area.css';

/**
 * A labelled multi-line text field with its hint and error, styled as Amplify's fields. Amplify's own
 * TextAreaField is used by no screen that /login loads, so taking it would add it to the `vendor` chunk that
 * /login downloads (web/vite.config.ts); this stays in the lazy chunks of the screens that use it.
 * Every multi-line field of the project and form screens is this one.
 */
export function TextArea({
  label,
  id,
  name,
  value,
  onChange,
  maxLength,
  hint,
  error,
  rows = 5,
  disabled,
  spellCheck,
}: {
  label: string;
  id?: string | undefined;
  name?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  rows?: number;
  disabled?: boolean | undefined;
  /** Off for codes and digests, which a spelling checker would only underline. */
  spellCheck?: boolean | undefined;
}) {
  const own = useId();
  const fieldId = id ?? own;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="amplify-flex amplify-field amplify-textareafield" style={{ flexDirection: 'column' }}>
      <label className="amplify-label" htmlFor={fieldId}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="amplify-text amplify-field__description">
          {hint}
        </p>
      )}
      <textarea
        id={fieldId}
        name={name}
        className={`amplify-textarea amplify-field-group__control${error ? ' amplify-textarea--error' : ''}`}
        rows={rows}
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        spellCheck={spellCheck}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={errorId} className="amplify-text amplify-field__error-message">
          {error}
        </p>
      )}
    </div>
  );
}
