/**
 * Every submission-requirement section of a project (docs/product/tender.md#submission-requirements); the
 * screens route to each. Pure constants with no imports, in a module of their own: the browser's route map
 * reads them on its first screen.
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

/** The sections that must be completed when the project uses them (the publish checklist's items). */
export const REQUIREMENT_SECTIONS = [
  'instructions',
  'prices',
  'questions',
  'references',
  'specifications',
  'subcontractors',
  'terms',
] as const satisfies readonly SubmissionRequirementSection[];
export type RequirementSection = (typeof REQUIREMENT_SECTIONS)[number];
