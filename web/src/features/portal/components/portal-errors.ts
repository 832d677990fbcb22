import { isApiError } from '../../../lib/api-client';
import { fieldKeyOf } from './profile-draft';

/**
 * An answer's problems for a portal form: each field's message under its field (by the form's own keys,
 * fieldKeyOf), and the message when no field explains the refusal (a 409, a lockout).
 */
export function portalFormErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!isApiError(error))
    return { fields: {}, message: error instanceof Error ? error.message : String(error) };
  const fields: Record<string, string> = {};
  for (const f of error.fields) fields[fieldKeyOf(f.field)] ??= f.message;
  return { fields, message: Object.keys(fields).length > 0 ? null : error.message };
}
