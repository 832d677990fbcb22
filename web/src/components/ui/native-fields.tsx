import type { ReactNode } from 'react';

/**
 * Select and check box fields as native elements in Amplify's classes (the form editor's, the submission
 * requirements'): Amplify's
 * SelectField and CheckboxField are used by no screen /login loads, so taking them would
 * grow the `vendor` chunk /login downloads (decision 028). Text inputs are Amplify's TextField (already
 * there); multi-line fields are components/ui's TextArea.
 */
function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="amplify-text amplify-field__error-message">
      {error}
    </p>
  ) : null;
}

export function Select({
  id,
  label,
  value,
  onChange,
  children,
  error,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  error?: string | undefined;
  disabled?: boolean | undefined;
}) {
  return (
    <div className="amplify-flex amplify-field amplify-selectfield" style={{ flexDirection: 'column' }}>
      <label className="amplify-label" htmlFor={id}>
        {label}
      </label>
      <div className="amplify-select__wrapper">
        <select
          id={id}
          className="amplify-select amplify-field-group__control"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          {children}
        </select>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function Check({
  id,
  label,
  checked,
  onChange,
  disabled,
}: {
  id?: string | undefined;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean | undefined;
}) {
  return (
    <label className="tb-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
