import { Button, TextField } from '@aws-amplify/ui-react';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_NS } from '../i18n';
import { BidSection } from './bid-section';

/** The lists a bidder writes on its bid, each entry of text fields, and the texts of their buttons. */
const ENTRY_LISTS = {
  reference: {
    fields: ['companyName', 'contactName', 'email', 'phone', 'description'],
    add: 'submission.addReference',
    remove: 'submission.removeReference',
  },
  subcontractor: {
    fields: ['companyName', 'trade'],
    add: 'submission.addSubcontractor',
    remove: 'submission.removeSubcontractor',
  },
} as const;
type EntryKind = keyof typeof ENTRY_LISTS;
/** An entry of a list: its fields' texts. */
export type EntryOf<Kind extends EntryKind> = Record<(typeof ENTRY_LISTS)[Kind]['fields'][number], string>;

/**
 * A list the bidder writes on its bid (its references, its subcontractors), as a section under its heading
 * (`children` below it): each entry a fieldset of text fields under its numbered legend, with its Remove
 * button, then Add; the buttons only while the bid can be changed.
 */
export function EntryListSection<Kind extends EntryKind>({
  kind,
  entries,
  onChange,
  editable,
  disabled,
  children,
}: {
  kind: Kind;
  entries: readonly EntryOf<Kind>[];
  onChange: (entries: EntryOf<Kind>[]) => void;
  editable: boolean;
  disabled: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(PORTAL_NS);
  const { add, remove } = ENTRY_LISTS[kind];
  const fields: readonly (keyof EntryOf<Kind> & string)[] = ENTRY_LISTS[kind].fields;
  const empty = Object.fromEntries(fields.map((field) => [field, ''])) as EntryOf<Kind>;
  return (
    <BidSection name={`${kind}s`} heading={t(`submission.${kind}s`)}>
      {children}
      {entries.map((entry, index) => (
        <fieldset key={index} className="tb-stack-form">
          <legend>{t(`submission.${kind}`, { number: index + 1 })}</legend>
          {fields.map((field) => (
            <TextField
              key={field}
              label={t(`submission.${kind}Fields.${field}`)}
              value={entry[field]}
              isDisabled={disabled}
              onChange={(e: ChangeEvent<HTMLInputElement>) =>
                onChange(entries.map((r, i) => (i === index ? { ...r, [field]: e.target.value } : r)))
              }
            />
          ))}
          {editable && (
            <Button size="small" onClick={() => onChange(entries.filter((_, i) => i !== index))}>
              {t(remove, { number: index + 1 })}
            </Button>
          )}
        </fieldset>
      ))}
      {editable && (
        <Button size="small" onClick={() => onChange([...entries, { ...empty }])}>
          {t(add)}
        </Button>
      )}
    </BidSection>
  );
}
