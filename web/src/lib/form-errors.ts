import { isApiError } from './api-client';

/** What a form shows: the message under each field, and the one above the form (or null). */
export interface FormProblems {
  fields: Record<string, string>;
  message: string | null;
}

/**
 * The form field an answer's field error is about: "body.meetings.0.location" → "meetings". `within` lists the
 * objects a form's fields sit in (a requirement item's `content`): "body.content.text" → "text" rather than
 * "content"; the longest that applies is stripped.
 */
export function formFieldOf(field: string, within: readonly string[] = []): string {
  const path = field.replace(/^(body|query|path)\./, '');
  const outer = within
    .filter((w) => path.startsWith(`${w}.`))
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  return (outer ? path.slice(outer.length + 1) : path).split('.')[0] ?? field;
}

/**
 * The field errors of a 400 answer by form field: "body.firstName" → "firstName"
 * (docs/product/errors.md#the-answer: shown under the fields), plus the message to show above the form when
 * no field explains the failure. `fieldOfCode` names the field an error code is about (a duplicate email, a
 * duplicate name): its message then shows under that field rather than above the form. `within`: as
 * `formFieldOf`'s.
 */
export function formErrorsOf(
  error: unknown,
  fieldOfCode: Readonly<Record<string, string>> = {},
  within: readonly string[] = [],
): FormProblems {
  if (!isApiError(error))
    return { fields: {}, message: error instanceof Error ? error.message : String(error) };
  const about = Object.hasOwn(fieldOfCode, error.code) ? fieldOfCode[error.code] : undefined;
  if (about) return { fields: { [about]: error.message }, message: null };
  const fields: Record<string, string> = {};
  for (const f of error.fields) fields[formFieldOf(f.field, within)] ??= f.message;
  return { fields, message: Object.keys(fields).length > 0 && error.status === 400 ? null : error.message };
}
