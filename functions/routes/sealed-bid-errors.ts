import { AWARD_ERRORS } from '../../shared/errors/awards.js';
import { ONLINE_SUBMISSION_ERRORS } from '../../shared/errors/online-submissions.js';
import { OPENING_ERRORS } from '../../shared/errors/opening.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';

/**
 * The areas whose codes isSealedBidAttempt (functions/core/submissions/sealed-access.ts) names: every group
 * that audits refused attempts on a sealed bid answers with them, so its catalogue starts with these.
 */
export const SEALED_BID_REFUSAL_AREAS = [
  AWARD_ERRORS,
  ONLINE_SUBMISSION_ERRORS,
  OPENING_ERRORS,
  PROJECT_ACCESS_ERRORS,
] as const;
