import type * as z from 'zod/mini';
import { BASE_ERRORS, type CatalogueArea, type Language } from '../../../shared/errors';
import { catalogueCodeOf, toFieldErrors } from '../../../shared/validation';
import { currentLanguage } from '../i18n';
import { formFieldOf, type FormProblems } from './form-errors';

/** A catalogue code as a schema names it; zod's own messages are sentences ("Invalid input"). */
const CODE_LIKE = /^[a-z]+[A-Z]\w*$/;

export interface ValidateFormOptions {
  /**
   * The error areas whose codes the schema names (`PROJECT_ERRORS` for `projectNameRequired`): a screen
   * carries only the texts it names (decision 082). The base codes by default.
   */
  catalogue?: CatalogueArea;
  lang?: Language;
  /** The objects the form's fields sit in (formFieldOf). */
  within?: readonly string[];
}

/**
 * A form's instant check, before anything is sent: the body the submit would send, parsed with the route's
 * own schema and worded by `toFieldErrors` as the server words its 400 (prefix `body`), under the field
 * names `formErrorsOf` gives, so one error state serves the check and the server's answer. Null when the
 * body passes. A catalogue code the schema names has its text only in the catalogue the screen names:
 * development and tests fail loudly when it lacks one, rather than show a generic text the server would not.
 * `within`: the objects the form's fields sit in, as `formFieldOf` takes them (`['content']`:
 * "body.content.text" → "text").
 */
export function validateForm(
  schema: z.ZodMiniType,
  body: unknown,
  { catalogue = BASE_ERRORS, lang = currentLanguage(), within = [] }: ValidateFormOptions = {},
): FormProblems | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  if (import.meta.env.DEV) {
    const missing = parsed.error.issues.find(
      (i) => CODE_LIKE.test(i.message) && !catalogueCodeOf(i, catalogue),
    );
    if (missing) throw new Error(`validateForm: name the error area of ${missing.message}`);
  }
  const fields: Record<string, string> = {};
  for (const f of toFieldErrors(parsed.error.issues, lang, 'body', catalogue))
    fields[formFieldOf(f.field, within)] ??= f.message;
  return { fields, message: null };
}
