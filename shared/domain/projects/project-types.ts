/**
 * The value sets of a project (docs/product/projects.md#types, docs/product/projects.md#lifecycle), as
 * `as const` arrays: the schemas validate against them, the domain rules switch on them, and the screens list
 * them. Ids are stable camelCase strings; the screens translate them (labels are not part of the domain).
 */

/** Project type (docs/product/projects.md#types). */
export const PROJECT_TYPES = ['source', 'contract', 'sourceAndContract', 'template'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Source method (docs/product/projects.md#types): how suppliers are reached. */
export const SOURCE_METHODS = ['public', 'publicPrequalified', 'invitational', 'limited'] as const;
export type SourceMethod = (typeof SOURCE_METHODS)[number];

/**
 * What kind of project is created, as the create rights name them (docs/product/projects.md#types): a formal
 * project by its source method, an informal bid, or a notice of planned procurement.
 */
export const PROJECT_KINDS = ['formal', 'informal', 'planned'] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

export const CREATION_KINDS = [...SOURCE_METHODS, 'informal', 'planned'] as const;
export type CreationKind = (typeof CREATION_KINDS)[number];

/** The creation kind a project counts as for the create and approve rights. */
export function creationKindOf(project: { kind: ProjectKind; sourceMethod?: SourceMethod }): CreationKind {
  if (project.kind !== 'formal') return project.kind;
  return project.sourceMethod ?? 'public';
}

/** The columns a project search sorts by (POST Projects/Search `sort.column`). */
export const PROJECT_SORT_COLUMNS = [
  'number',
  'name',
  'status',
  'publishDate',
  'closingDate',
  'updatedAt',
] as const;

/** The ways to start a project in the new-project wizard (docs/product/projects.md#types). */
export const PROJECT_START_MODES = ['new', 'copy', 'template', 'informal', 'plannedNotice'] as const;
export type ProjectStartMode = (typeof PROJECT_START_MODES)[number];

/** Classification (docs/product/projects.md#build). */
export const CLASSIFICATIONS = ['construction', 'goods', 'services', 'servicesRelatedToGoods'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

/** Submission method (Online is 1, Hard Copy is 0 in the original API). */
export const SUBMISSION_METHODS = ['online', 'hardCopy'] as const;
export type SubmissionMethod = (typeof SUBMISSION_METHODS)[number];

/**
 * Submission type (docs/product/opening.md#opening-settings): whether submissions stay sealed until the
 * closing.
 */
export const SUBMISSION_TYPES = ['sealed', 'unsealed'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** Lifecycle phases (docs/product/projects.md#types). New projects start in Build. */
export const PROJECT_PHASES = ['intake', 'build', 'source', 'evaluate', 'award', 'contract'] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];

/**
 * Project statuses (docs/product/projects.md#lifecycle). `scheduled` is the "open scheduled" status of
 * reports; the lifecycle (project-lifecycle.ts) moves projects between the others.
 */
export const PROJECT_STATUSES = [
  'design',
  'inProgress',
  'requestForApproval',
  'pendingApproval',
  'scheduledToPublish',
  'scheduled',
  'published',
  'upcoming',
  'planned',
  'open',
  'closed',
  'unofficial',
  'awarded',
  'cancelled',
  'terminated',
  'archived',
  'template',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/**
 * The contract part's statuses (docs/product/projects.md#the-contract-part). A source-and-contract project's
 * contract part starts in Design when the tender is awarded (decision 064).
 */
export const CONTRACT_STATUSES = [
  'design',
  'inProgress',
  'active',
  'warranty',
  'expired',
  'closed',
  'closedArchived',
  'cancelled',
] as const;

/** The statuses after which a bid's Build lists and requirements are history: closed, awarded or ended. */
export const STATUSES_AFTER_CLOSE: readonly ProjectStatus[] = [
  'closed',
  'unofficial',
  'awarded',
  'cancelled',
  'terminated',
  'archived',
];

/**
 * The status a new project starts in (docs/product/projects.md#lifecycle): Design, or Template for a
 * template.
 */
export function initialProjectStatus(type: ProjectType): ProjectStatus {
  return type === 'template' ? 'template' : 'design';
}

/** The phase a new project starts in (docs/product/projects.md#types). */
export const INITIAL_PROJECT_PHASE: ProjectPhase = 'build';
