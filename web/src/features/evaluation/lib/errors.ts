import { isApiError } from '../../../lib/api-client';

/** The refusals that send a user to the permission-denied page: off the team, or not one of the leads. */
export const DENIED_CODES: ReadonlySet<string> = new Set([
  'evaluatorNotOnTeam',
  'evaluationManagersOnly',
  'forbidden',
  'permissionDenied',
  'projectNotAuthorized',
]);

export const isDenied = (error: unknown) => isApiError(error) && DENIED_CODES.has(error.code);

/**
 * An answer's field errors by their whole path without `body.` ("criteria.0.points", "scores.1.score",
 * "reason"), so each shows under its own field of a row; the message when no field explains it.
 */
export function errorsByField(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (!isApiError(error))
    return { fields: {}, message: error instanceof Error ? error.message : String(error) };
  const fields: Record<string, string> = {};
  for (const f of error.fields) fields[f.field.replace(/^(body|query|path)\./, '')] ??= f.message;
  return { fields, message: Object.keys(fields).length > 0 ? null : error.message };
}
