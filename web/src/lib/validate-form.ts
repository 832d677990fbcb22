import type * as z from 'zod/mini';
import type { Language } from '../../../shared/errors';
import { toFieldErrors } from '../../../shared/validation';
import { currentLanguage } from '../i18n';
import { formFieldOf, type FormProblems } from './form-errors';

/**
 * A form's instant check, before anything is sent: the body the submit would send, parsed with the route's
 * own schema and worded by `toFieldErrors` as the server words its 400 (prefix `body`), under the field
 * names `formErrorsOf` gives, so one error state serves the check and the server's answer. Null when the
 * body passes. A schema that names catalogue codes imports its error area, so their texts are here too.
 */
export function validateForm(
  schema: z.ZodMiniType,
  body: unknown,
  lang: Language = currentLanguage(),
): FormProblems | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const fields: Record<string, string> = {};
  for (const f of toFieldErrors(parsed.error.issues, lang, 'body'))
    fields[formFieldOf(f.field)] ??= f.message;
  return { fields, message: null };
}
