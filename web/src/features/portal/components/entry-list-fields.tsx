import { Button, TextField } from '@aws-amplify/ui-react';

/**
 * Entries the bidder adds and removes on its bid (its references, its subcontractors): each a fieldset of
 * text fields under its numbered legend, with its Remove button, then Add; the buttons only while the bid
 * can be changed.
 */
export function EntryListFields<Field extends string>({
  entries,
  fields,
  empty,
  legend,
  fieldLabel,
  removeLabel,
  addLabel,
  editable,
  disabled,
  onChange,
}: {
  entries: readonly Record<Field, string>[];
  fields: readonly Field[];
  empty: Record<Field, string>;
  legend: (number: number) => string;
  fieldLabel: (field: Field) => string;
  removeLabel: (number: number) => string;
  addLabel: string;
  editable: boolean;
  disabled: boolean;
  onChange: (entries: Record<Field, string>[]) => void;
}) {
  return (
    <>
      {entries.map((entry, index) => (
        <fieldset key={index} className="tb-stack-form">
          <legend>{legend(index + 1)}</legend>
          {fields.map((field) => (
            <TextField
              key={field}
              label={fieldLabel(field)}
              value={entry[field]}
              isDisabled={disabled}
              onChange={(e) =>
                onChange(entries.map((r, i) => (i === index ? { ...r, [field]: e.target.value } : r)))
              }
            />
          ))}
          {editable && (
            <Button size="small" onClick={() => onChange(entries.filter((_, i) => i !== index))}>
              {removeLabel(index + 1)}
            </Button>
          )}
        </fieldset>
      ))}
      {editable && (
        <Button size="small" onClick={() => onChange([...entries, { ...empty }])}>
          {addLabel}
        </Button>
      )}
    </>
  );
}
