/**
 * The whole error catalogue in one object: for the API reference, the browser and tests. A Lambda answers
 * from its group's catalogue (`catalogueOf` in its route file), never from this file (decision 082).
 */
import { BASE_ERRORS } from './errors.js';
import { AUTH_ERRORS } from './errors/auth.js';
import { DOCUMENT_ERRORS } from './errors/documents.js';
import { LIST_ERRORS } from './errors/lists.js';
import { LIST_ITEM_ERRORS } from './errors/list-items.js';
import { PROJECT_TEAM_ERRORS } from './errors/project-team.js';
import { PROJECT_BUILD_ERRORS } from './errors/project-build.js';
import { PROJECT_ACCESS_ERRORS } from './errors/project-access.js';
import { PROJECT_ERRORS } from './errors/projects.js';
import { TEAM_ERRORS } from './errors/team.js';
import { PROJECT_COLLABORATION_ERRORS } from './errors/project-collaboration.js';
import { PROJECT_SEARCH_ERRORS } from './errors/project-search.js';
import { FORM_ERRORS } from './errors/forms.js';
import { TENDER_TABLE_ERRORS } from './errors/tender-tables.js';
import { LIBRARY_ERRORS } from './errors/library.js';
import { SUBMISSION_REQUIREMENT_ERRORS } from './errors/submission-requirements.js';
import { SUBMISSION_ERRORS } from './errors/submissions.js';
import { PLATFORM_ERRORS } from './errors/platform.js';
import { WORKFLOW_ERRORS } from './errors/workflows.js';
import { PUBLIC_OPPORTUNITY_ERRORS } from './errors/public-opportunities.js';
import { SUPPLIER_ERRORS } from './errors/suppliers.js';
import { BID_MEETING_ERRORS } from './errors/bid-meetings.js';
import { VENDOR_QUESTION_ERRORS } from './errors/vendor-questions.js';
import { ADDENDUM_ERRORS } from './errors/addenda.js';
import { VENDOR_DIRECTORY_ERRORS } from './errors/vendor-directory.js';
import { ONLINE_SUBMISSION_ERRORS } from './errors/online-submissions.js';
import { EXPORT_ERRORS } from './errors/exports.js';
import { OPENING_ERRORS } from './errors/opening.js';
import { EVALUATION_ERRORS } from './errors/evaluation.js';
import { AWARD_ERRORS } from './errors/awards.js';
import { AWARD_APPROVAL_ERRORS } from './errors/award-approvals.js';
import type { ErrorCode, CatalogueEntry } from './errors.js';

export const ERROR_CATALOGUE = {
  ...BASE_ERRORS,
  ...AUTH_ERRORS,
  ...TEAM_ERRORS,
  ...LIST_ERRORS,
  ...LIST_ITEM_ERRORS,
  ...PROJECT_ERRORS,
  ...PROJECT_ACCESS_ERRORS,
  ...PROJECT_COLLABORATION_ERRORS,
  ...PROJECT_SEARCH_ERRORS,
  ...PROJECT_TEAM_ERRORS,
  ...DOCUMENT_ERRORS,
  ...PROJECT_BUILD_ERRORS,
  ...FORM_ERRORS,
  ...TENDER_TABLE_ERRORS,
  ...LIBRARY_ERRORS,
  ...SUBMISSION_REQUIREMENT_ERRORS,
  ...SUBMISSION_ERRORS,
  ...PLATFORM_ERRORS,
  ...WORKFLOW_ERRORS,
  ...PUBLIC_OPPORTUNITY_ERRORS,
  ...SUPPLIER_ERRORS,
  ...BID_MEETING_ERRORS,
  ...VENDOR_QUESTION_ERRORS,
  ...ADDENDUM_ERRORS,
  ...VENDOR_DIRECTORY_ERRORS,
  ...ONLINE_SUBMISSION_ERRORS,
  ...EXPORT_ERRORS,
  ...OPENING_ERRORS,
  ...EVALUATION_ERRORS,
  ...AWARD_ERRORS,
  ...AWARD_APPROVAL_ERRORS,
} as const satisfies Record<ErrorCode, CatalogueEntry>;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}
