import type { FormDefinition } from '../../../../../shared/domain/forms/form-model';
import { isApiError } from '../../../lib/api-client';

/**
 * A problem as the engine's findFormProblems names it. Its field is the editor's: a setting by its name
 * ("autoTax.percentage"), a column's by key ("columns.c4.formula", so that a move does not send the message
 * to another column), a cell by row and column ("rows.r1.c2").
 */
export type FormProblem = { field: string; code: string; columnKey?: string; rowId?: string };

/** The first message of each field, in the user's language. */
export function problemFieldsOf(
  problems: readonly FormProblem[],
  message: (problem: FormProblem) => string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.field] ??= message(problem);
  return fields;
}

/**
 * A refused save as the error summary shows it. The server names fields of the body it was sent
 * (`body.definition.columns.2.formula`, by position in the array sent): they are turned back into the
 * editor's fields by `sent`. A name already used in the project is about the name field; a lost race (409)
 * says so in the words given.
 */
export function saveErrorsOf(
  error: unknown,
  conflictText: string,
  sent?: FormDefinition,
): { fields: Record<string, string>; message: string | null } {
  if (!isApiError(error))
    return { fields: {}, message: error instanceof Error ? error.message : String(error) };
  if (error.code === 'conflict') return { fields: {}, message: conflictText };
  if (error.code === 'formNameNotUnique') return { fields: { name: error.message }, message: null };
  const fields: Record<string, string> = {};
  for (const f of error.fields) {
    const path = f.field.replace(/^body\./, '').replace(/^definition\./, '');
    const column = /^columns\.(\d+)\.(\w+)/.exec(path);
    const key = column ? sent?.columns[Number(column[1])]?.key : undefined;
    fields[key ? `columns.${key}.${column![2]}` : path] ??= f.message;
  }
  const described = Object.keys(fields).length > 0 && error.status === 400;
  return { fields, message: described ? null : error.message };
}
