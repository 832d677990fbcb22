/**
 * Every submission-requirement section of a project (spec 1 §2); the screens route to each. Pure constants
 * with no imports, in a module of their own: the browser's route map reads them on its first screen.
 */
export const SUBMISSION_REQUIREMENT_SECTIONS = [
  'documents',
  'instructions',
  'prices',
  'questions',
  'references',
  'security',
  'specifications',
  'subcontractors',
  'terms',
] as const;
export type SubmissionRequirementSection = (typeof SUBMISSION_REQUIREMENT_SECTIONS)[number];
