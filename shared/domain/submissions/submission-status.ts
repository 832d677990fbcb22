/**
 * A bid's submission statuses (docs/product/bids.md#its-life): incomplete while the supplier works on it,
 * complete when handed in, withdrawn by the supplier, sealed and unsealed around the opening. Pure.
 */
export const SUBMISSION_STATUSES = ['incomplete', 'complete', 'withdrawn', 'sealed', 'unsealed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * Completed submissions are the ones made against the current requirements: they lock the requirements,
 * and an unlock (or an addendum, or a prompt-pay change) withdraws them to incomplete.
 */
export const isCompletedSubmission = (status: SubmissionStatus) => status === 'complete';

/** A bid handed in and not taken back: what a count of a company's submissions counts. */
export const isHandedIn = (status: SubmissionStatus) =>
  status === 'complete' || status === 'sealed' || status === 'unsealed';

/**
 * What the close does to a bid (docs/product/bids.md#its-life, decision 056): a bid handed in is sealed until
 * the opening; a draft stays incomplete (and, the bid being closed, is no longer edited); the rest stay as
 * they are.
 */
export const statusAtClose = (status: SubmissionStatus): SubmissionStatus =>
  status === 'complete' ? 'sealed' : status;

/**
 * The project statuses after the closing, when a bid's submissions may be shown
 * (docs/product/opening.md#closing).
 */
const SUBMISSIONS_SHOWN_IN: readonly string[] = ['closed', 'unofficial', 'awarded', 'terminated', 'archived'];

/**
 * "Submissions show only after close" (docs/product/opening.md#closing): before it, no buyer screen says who
 * bid or how many, not even that a draft exists (issue 10's sealed vault). Read from the project's recorded
 * status.
 */
export const areSubmissionsShown = (projectStatus: string) => SUBMISSIONS_SHOWN_IN.includes(projectStatus);
