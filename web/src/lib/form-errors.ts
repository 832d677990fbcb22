import { isApiError } from './api-client';

/**
 * The field errors of a 400 answer by form field: "body.firstName" → "firstName"
 * (docs/product/errors.md#the-answer: shown under the fields), plus the message to show above the form when
 * no field explains the failure. `fieldOfCode` names the field an error code is about (a duplicate email, a
 * duplicate name): its message then shows under that field rather than above the form.
 */
export function formErrorsOf(
  error: unknown,
  fieldOfCode: Readonly<Record<string, string>> = {},
): { fields: Record<string, string>; message: string | null } {
  if (!isApiError(error))
    return { fields: {}, message: error instanceof Error ? error.message : String(error) };
  const about = Object.hasOwn(fieldOfCode, error.code) ? fieldOfCode[error.code] : undefined;
  if (about) return { fields: { [about]: error.message }, message: null };
  const fields: Record<string, string> = {};
  for (const f of error.fields) {
    const name = f.field.replace(/^(body|query|path)\./, '').split('.')[0] ?? f.field;
    fields[name] ??= f.message;
  }
  return { fields, message: Object.keys(fields).length > 0 && error.status === 400 ? null : error.message };
}
