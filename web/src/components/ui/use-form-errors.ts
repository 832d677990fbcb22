import { useCallback, useId, useMemo, useState } from 'react';
import type { ErrorSummaryItem } from './error-summary';

export interface FormErrors {
  /** The message under each field, by field name. */
  fields: Readonly<Record<string, string>>;
  /** The message that concerns no field (a 409, a refused call), or null. */
  message: string | null;
  /** The id to give the field's control, so that the summary links to it. */
  idOf: (name: string) => string;
  /** Shows a submit's problems (browser checks or formErrorsOf(error)); any problem focuses the summary. */
  show: (problems: { fields?: Record<string, string>; message?: string | null }) => void;
  /** The user changed the field: its message goes. */
  clearField: (name: string) => void;
  /** Everything goes (a new submit starts). */
  clear: () => void;
  /** The props of <ErrorSummary>: the message first, then the fields in the form's order. */
  summary: { items: ErrorSummaryItem[]; focusKey: number };
}

/**
 * The state behind a form's field messages and its error summary. `order` lists the form's fields from top
 * to bottom: the summary lists their errors in that order (a field the form does not know comes last).
 */
export function useFormErrors(order: readonly string[], messageTestId?: string): FormErrors {
  const base = useId();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(0);
  const idOf = useCallback((name: string) => `${base}${name}`, [base]);

  const show = useCallback((problems: { fields?: Record<string, string>; message?: string | null }) => {
    // An empty text says nothing: it is neither shown nor focused.
    const nextFields = Object.fromEntries(Object.entries(problems.fields ?? {}).filter(([, text]) => text));
    const nextMessage = problems.message || null;
    setFields(nextFields);
    setMessage(nextMessage);
    if (nextMessage !== null || Object.keys(nextFields).length > 0) setFocusKey((k) => k + 1);
  }, []);
  const clearField = useCallback(
    (name: string) =>
      setFields((current) => {
        if (!(name in current)) return current;
        const { [name]: _gone, ...rest } = current;
        return rest;
      }),
    [],
  );
  const clear = useCallback(() => {
    setFields({});
    setMessage(null);
  }, []);

  const items = useMemo(() => {
    // A field the form does not show (an unknown server field) is listed without a link.
    const unknown = Object.keys(fields).filter((name) => !order.includes(name));
    return [
      ...(message ? [{ message, testId: messageTestId }] : []),
      ...order
        .filter((name) => name in fields)
        .map((name) => ({ message: fields[name]!, fieldId: idOf(name) })),
      ...unknown.map((name) => ({ message: fields[name]! })),
    ];
  }, [order, fields, message, messageTestId, idOf]);

  return { fields, message, idOf, show, clearField, clear, summary: { items, focusKey } };
}
