/**
 * A bid's submission statuses (spec 1 §4, spec 2 §3.10): incomplete while the supplier works on it,
 * complete when handed in, withdrawn by the supplier, sealed and unsealed around the opening. Pure.
 */
export const SUBMISSION_STATUSES = ['incomplete', 'complete', 'withdrawn', 'sealed', 'unsealed'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/**
 * Completed submissions are the ones made against the current requirements: they lock the requirements,
 * and an unlock (or an addendum, or a prompt-pay change) withdraws them to incomplete (spec 1 §4).
 */
export const isCompletedSubmission = (status: SubmissionStatus) => status === 'complete';
