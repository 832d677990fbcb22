import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** One problem of a form: a field's message links to the field; a message about no field is plain text. */
export interface ErrorSummaryItem {
  message: string;
  /** The id of the field's control (input, first checkbox): the link moves the focus there. */
  fieldId?: string | undefined;
  /** A test id for a message about no field (the login's failure keeps its data-testid). */
  testId?: string | undefined;
}

/**
 * The name of the field a message is about, as its label shows it (a checkbox group's legend), so that each
 * line of the summary says which field it is about: two "This field is required." read the same otherwise.
 */
function fieldLabelOf(fieldId: string): string | undefined {
  const field = document.getElementById(fieldId);
  if (!field) return undefined;
  const inGroup =
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.closest('fieldset')?.querySelector('legend')
      : undefined;
  const label = inGroup ?? (field as HTMLInputElement).labels?.[0];
  return label?.textContent?.trim() || undefined;
}

/** Moves the focus to the field and scrolls it into view, as GOV.UK's summary links do. */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string): void {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * The error summary of a form (GOV.UK pattern, docs/decisions/019): "There is a problem" at the top of the
 * form, each field error as a link to its field, and the messages that concern no field (a 409, a refused
 * login). It takes the focus each time `focusKey` changes while it has something to say, i.e. after a
 * failed submit; the messages also stay under their fields.
 */
export function ErrorSummary({
  items,
  focusKey,
}: {
  items: readonly ErrorSummaryItem[];
  /** Incremented on each failed submit. */
  focusKey: number;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const count = items.length;
  // Only a new failed submit moves the focus: fixing a field (fewer items) leaves it where the user types.
  const focusedKey = useRef(0);
  useEffect(() => {
    if (focusKey === focusedKey.current || count === 0) return;
    focusedKey.current = focusKey;
    ref.current?.focus();
  }, [focusKey, count]);
  if (count === 0) return null;
  const labelled = (fieldId: string, message: string) => {
    const label = fieldLabelOf(fieldId);
    return label ? t('errorSummary.item', { label, message }) : message;
  };
  return (
    <div
      ref={ref}
      className="tb-error-summary"
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      data-testid="error-summary"
    >
      <h2 id={titleId} className="tb-error-summary-title">
        {t('errorSummary.title')}
      </h2>
      <ul className="tb-error-summary-list">
        {items.map((item) => (
          <li key={`${item.fieldId ?? ''}:${item.message}`}>
            {item.fieldId ? (
              <a href={`#${item.fieldId}`} onClick={(e) => focusField(e, item.fieldId!)}>
                {labelled(item.fieldId, item.message)}
              </a>
            ) : (
              <span data-testid={item.testId}>{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
