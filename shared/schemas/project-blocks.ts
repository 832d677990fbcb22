/**
 * The building blocks of the project schemas, in a module of their own so that a schema module that needs
 * only these (the search, decision 025) does not bring every project schema and the projects area's error
 * texts into its Lambda (decision 021's addendum). zod/mini.
 */
import * as z from 'zod/mini';
import type { ErrorCode } from '../errors.js';
import { safeText } from './common.js';

/** Ids the platform generates (the same pattern as common.ts's ZId, in zod/mini). */
export const ZProjectRefId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
export const ZText = (max: number) => z.string().check(z.trim(), safeText(), z.maxLength(max));
/**
 * A rule of docs/product/projects.md#build that the schema checks answers with its catalogue code
 * (shared/validation.ts catalogueCodeOf): absent or empty is `code`; any other problem keeps zod's own.
 */
export const requiredAs = (code: ErrorCode) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? code : undefined),
});
export const ZRequiredText = (max: number, code?: ErrorCode) =>
  z
    .string(code ? requiredAs(code) : undefined)
    .check(z.trim(), safeText(), z.minLength(1, code ? { error: code } : undefined), z.maxLength(max));
export const ZIds = (max: number) => z.array(ZProjectRefId).check(z.maxLength(max));

/**
 * A date as stored and sent: a UTC ISO instant. The browser converts what the user typed in the agency's
 * zone (localInputToStored); null clears a date in an update.
 */
export const ZStoredDate = z.iso.datetime({ error: 'dateInvalid' });
