import type * as z from 'zod/mini';
import { BASE_ERRORS, type CatalogueArea, type Language } from '../../../shared/errors';
import { toFieldErrors } from '../../../shared/validation';
import { ApiError } from './api-client';
import { formErrorsOf, type FormProblems } from './form-errors';

/**
 * For tests of a form's instant check (decision 081): what the form shows from the server's 400 for the same
 * body, its fields worded as the server's parsePart words them (toFieldErrors, prefix `body`), from the
 * catalogue its Lambda answers with (`catalogue`: the base codes and the group's areas, decision 082).
 */
export function serverAnswer(
  schema: z.ZodMiniType,
  body: unknown,
  lang: Language,
  { catalogue = BASE_ERRORS, within = [] }: { catalogue?: CatalogueArea; within?: readonly string[] } = {},
): FormProblems {
  const issues = schema.safeParse(body).error?.issues ?? [];
  const error = new ApiError({
    code: 'invalidParameter',
    status: 400,
    message: 'Invalid parameter.',
    fields: toFieldErrors(issues, lang, 'body', catalogue),
  });
  return formErrorsOf(error, {}, within);
}
