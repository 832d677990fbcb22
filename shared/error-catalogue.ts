/**
 * The whole error catalogue in one object: for the API reference, the browser and tests. A Lambda imports
 * `shared/errors.ts` and the areas it answers for, never this file (decision 026).
 */
import { BASE_ERRORS } from './errors.js';
import { LIST_ERRORS } from './errors/lists.js';
import { PROJECT_BUILD_ERRORS } from './errors/project-build.js';
import { PROJECT_ERRORS } from './errors/projects.js';
import type { ErrorCode, CatalogueEntry } from './errors.js';

export const ERROR_CATALOGUE = {
  ...BASE_ERRORS,
  ...LIST_ERRORS,
  ...PROJECT_ERRORS,
  ...PROJECT_BUILD_ERRORS,
} as const satisfies Record<ErrorCode, CatalogueEntry>;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}
