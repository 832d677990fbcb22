import type * as z from 'zod/mini';
import type { Language } from '../../../shared/errors';
import { catalogueCodeOf, toFieldErrors } from '../../../shared/validation';
import { currentLanguage } from '../i18n';
import { formFieldOf, type FormProblems } from './form-errors';

/** A catalogue code as a schema names it; zod's own messages are sentences ("Invalid input"). */
const CODE_LIKE = /^[a-z]+[A-Z]\w*$/;

/**
 * A form's instant check, before anything is sent: the body the submit would send, parsed with the route's
 * own schema and worded by `toFieldErrors` as the server words its 400 (prefix `body`), under the field
 * names `formErrorsOf` gives, so one error state serves the check and the server's answer. Null when the
 * body passes. A catalogue code the schema names (`vendorSearchTooShort`) has its text only where its error
 * area is imported: a screen whose schema does not import it imports it, and development and tests fail
 * loudly when one is missing, rather than show a generic text the server would not. `within`: the objects
 * the form's fields sit in, as `formFieldOf` takes them (`['content']`: "body.content.text" → "text").
 */
export function validateForm(
  schema: z.ZodMiniType,
  body: unknown,
  { lang = currentLanguage(), within = [] }: { lang?: Language; within?: readonly string[] } = {},
): FormProblems | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  if (import.meta.env.DEV) {
    const missing = parsed.error.issues.find((i) => CODE_LIKE.test(i.message) && !catalogueCodeOf(i));
    if (missing) throw new Error(`validateForm: import the error area of ${missing.message}`);
  }
  const fields: Record<string, string> = {};
  for (const f of toFieldErrors(parsed.error.issues, lang, 'body'))
    fields[formFieldOf(f.field, within)] ??= f.message;
  return { fields, message: null };
}
