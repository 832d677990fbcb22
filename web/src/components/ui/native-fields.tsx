import type { ReactNode } from 'react';

/**
 * Select, check box and radio fields as native elements in Amplify's classes and the app's own (tb-check,
 * tb-choices): Amplify's SelectField, CheckboxField and RadioGroupField are used by no screen /login loads,
 * so taking them would grow the `vendor` chunk /login downloads (decisions 017, 028). Text inputs are Amplify's TextField (already
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
  name,
  label,
  checked,
  onChange,
  disabled,
}: {
  id?: string | undefined;
  name?: string | undefined;
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
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

export function RadioChoices<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: ReactNode; disabled?: boolean }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="tb-choices">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="tb-check">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
