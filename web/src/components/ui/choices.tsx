import type { ReactNode } from 'react';

/**
 * Radio buttons and a checkbox as plain inputs in the app's own styles (tb-choices, tb-check): Amplify's
 * RadioGroupField and CheckboxField would join the vendor chunk that /login loads (decision 017).
 */
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

export function Checkbox({
  name,
  label,
  checked,
  onChange,
  id,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  id?: string | undefined;
}) {
  return (
    <label className="tb-check">
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />{' '}
      {label}
    </label>
  );
}
