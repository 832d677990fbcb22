/**
 * The project lifecycle (docs/product/projects.md#lifecycle): ONE table of transitions. `transitionProject`
 * decides an action and returns the next state with the side effects the service must perform, or a catalogue
 * error code; `allowedProjectActions` lists the actions the screen offers. Both read the same table and the
 * same guards, so a button is shown exactly when the action would be accepted (apart from what the request
 * itself carries: a confirmation, an approver, a complete checklist, a due date). The state table is in
 * docs/decisions/022-project-domain.md.
 */
import type { ErrorCode } from '../../errors.js';
import {
  canApproveProject,
  canAwardProject,
  canCreateProject,
  canEditTemplate,
  canPublishProject,
  isApprovableKind,
  isProjectInUserDepartments,
  type ProjectUser,
} from './project-rights.js';
import {
  creationKindOf,
  type CreationKind,
  type ProjectKind,
  type ProjectPhase,
  type ProjectStatus,
  type ProjectType,
  type SourceMethod,
} from './project-types.js';
import { CLOSABLE_STATUSES, projectStatusAt } from './closing.js';

export const PROJECT_ACTIONS = [
  'publish',
  'requestApproval',
  'approve',
  'decline',
  'publishDue',
  'changePublishDate',
  'publishPlanned',
  'completePlanned',
  'convertPlannedNotice',
  'cancel',
  'terminate',
  'close',
  'delete',
  'archive',
  'award',
] as const;
export type ProjectAction = (typeof PROJECT_ACTIONS)[number];

/** What the service does besides writing the new status (in the same change, or scheduled by it). */
export const PROJECT_EFFECTS = [
  'schedulePublication',
  'cancelScheduledPublication',
  'unpublish',
  'notifyApprover',
  'notifyRequester',
  'notifyRegisteredSuppliers',
  'createProjectFromNotice',
  'deleteDocuments',
  'deleteProject',
  'createContractPart',
  'notifyBiddersOfResults',
] as const;
export type ProjectEffect = (typeof PROJECT_EFFECTS)[number];

/** What the lifecycle reads of a project. */
export interface LifecycleProject {
  status: ProjectStatus;
  phase: ProjectPhase;
  type: ProjectType;
  kind: ProjectKind;
  sourceMethod?: SourceMethod | undefined;
  departmentId?: string | undefined;
  /** The approver chosen when approval was requested. */
  approverId?: string | undefined;
  /** Instants (already read with readStoredDate). */
  publishDate?: Date | undefined;
  closingDate?: Date | undefined;
}

/** Who acts: a user, or the scheduler that fires timed transitions. */
export type LifecycleActor = { kind: 'user'; user: ProjectUser } | { kind: 'scheduler' };

export interface LifecycleContext {
  now: Date;
  actor: LifecycleActor;
  /**
   * The agency setting that restricts projects to the user's departments
   * (docs/product/suppliers-and-accounts.md#roles-and-permissions).
   */
  restrictProjectsToDepartments: boolean;
}

/** What the request carries; checked by transitionProject only. */
export interface ActionRequest {
  action: ProjectAction;
  /** requestApproval: the chosen approver, with their rights. */
  approver?: ProjectUser | undefined;
  /** cancel, terminate, decline: an optional reason. */
  reason?: string | undefined;
  /** delete: the user confirmed that deletion is permanent. */
  confirmed?: boolean | undefined;
  /** Publishing actions: how many publish-checklist items are missing (findMissingPublishItems); required. */
  missingPublishItems?: number | undefined;
  /** convertPlannedNotice: copy the forms and instructions into the new project. */
  copyFormsAndInstructions?: boolean | undefined;
}

export interface TransitionOk {
  ok: true;
  /** The next status; null when the project no longer exists (delete). */
  status: ProjectStatus | null;
  phase: ProjectPhase;
  effects: ProjectEffect[];
  /** Attributes of the project the change also sets (undefined = unchanged, null = cleared). */
  changes: {
    approverId?: string | null;
    statusReason?: string | null;
    kind?: ProjectKind;
    copyFormsAndInstructions?: boolean;
  };
}
export type TransitionResult = TransitionOk | { ok: false; code: ErrorCode };

type Guard = (project: LifecycleProject, user: ProjectUser, kind: CreationKind) => ErrorCode | undefined;
type Check = (
  project: LifecycleProject,
  request: ActionRequest,
  context: LifecycleContext,
) => ErrorCode | undefined;
type Outcome = (project: LifecycleProject, request: ActionRequest, context: LifecycleContext) => TransitionOk;

interface Rule {
  from: readonly ProjectStatus[];
  by: 'user' | 'scheduler';
  /** Which projects the action applies to at all (a contract has no tender to publish, etc.). */
  appliesTo?: (project: LifecycleProject, kind: CreationKind) => boolean;
  /** Rights of the acting user; shown actions pass it. */
  guard?: Guard;
  /** What the request must carry; checked only when the action is taken. */
  check?: Check;
  outcome: Outcome;
}

const denied = (allowed: boolean): ErrorCode | undefined => (allowed ? undefined : 'permissionDenied');

const ok = (
  status: ProjectStatus | null,
  phase: ProjectPhase,
  effects: ProjectEffect[] = [],
  changes: TransitionOk['changes'] = {},
): TransitionOk => ({ ok: true, status, phase, effects, changes });

const hasTender = (project: LifecycleProject) =>
  project.type === 'source' || project.type === 'sourceAndContract';
const isFormal = (project: LifecycleProject, kind: CreationKind) =>
  hasTender(project) && isApprovableKind(kind);
const DRAFT: readonly ProjectStatus[] = ['design', 'inProgress'];

/** The caller must have run the checklist: an absent count is not taken as "nothing missing". */
const checklistComplete: Check = (_project, request) =>
  request.missingPublishItems === 0 ? undefined : 'projectPublishChecklistIncomplete';

const publishDue = (project: LifecycleProject, now: Date) =>
  !project.publishDate || project.publishDate.getTime() <= now.getTime();

/** Published now, or scheduled when the publish date lies ahead (a scheduler fires publishDue then). */
const published =
  (extra: ProjectEffect[] = [], changes: TransitionOk['changes'] = {}): Outcome =>
  (project, _request, context) =>
    publishDue(project, context.now)
      ? ok('published', 'source', extra, changes)
      : ok('scheduledToPublish', project.phase, [...extra, 'schedulePublication'], changes);

const isTheApprover: Guard = (project, user, kind) => {
  if (!user.isSiteAdmin && project.approverId !== user.userId) return 'projectNotTheApprover';
  return denied(canApproveProject(user, kind));
};

const reason = (request: ActionRequest) => ({ statusReason: request.reason?.trim() || null });

const RULES: Record<ProjectAction, Rule> = {
  publish: {
    from: DRAFT,
    by: 'user',
    appliesTo: (project, kind) => hasTender(project) && kind !== 'planned',
    guard: (_project, user, kind) => denied(canPublishProject(user, kind)),
    check: checklistComplete,
    outcome: published(),
  },
  requestApproval: {
    from: DRAFT,
    by: 'user',
    appliesTo: isFormal,
    check: (project, request, context) => {
      if (!request.approver) return 'projectApproverRequired';
      if (!canApproveProject(request.approver, creationKindOf(project)))
        return 'projectApproverCannotApprove';
      return checklistComplete(project, request, context);
    },
    outcome: (project, request) =>
      ok('requestForApproval', project.phase, ['notifyApprover'], { approverId: request.approver?.userId }),
  },
  approve: {
    from: ['requestForApproval'],
    by: 'user',
    appliesTo: isFormal,
    guard: isTheApprover,
    check: checklistComplete,
    outcome: published(['notifyRequester'], { approverId: null }),
  },
  decline: {
    from: ['requestForApproval'],
    by: 'user',
    appliesTo: isFormal,
    guard: isTheApprover,
    outcome: (project, request) =>
      ok('inProgress', project.phase, ['notifyRequester'], { approverId: null, ...reason(request) }),
  },
  publishDue: {
    from: ['scheduledToPublish'],
    by: 'scheduler',
    check: (project, _request, context) =>
      publishDue(project, context.now) ? undefined : 'projectPublishNotDue',
    outcome: () => ok('published', 'source'),
  },
  changePublishDate: {
    from: ['published', 'scheduledToPublish'],
    by: 'user',
    outcome: (project) =>
      ok('inProgress', 'build', [
        project.status === 'published' ? 'unpublish' : 'cancelScheduledPublication',
      ]),
  },
  publishPlanned: {
    from: DRAFT,
    by: 'user',
    appliesTo: (project, kind) => hasTender(project) && kind === 'planned',
    guard: (_project, user) => denied(canPublishProject(user, 'planned')),
    check: checklistComplete,
    outcome: (project) => ok('planned', project.phase),
  },
  completePlanned: {
    from: ['planned'],
    by: 'user',
    guard: (project, user) => denied(canApproveProject(user, project.sourceMethod ?? 'public')),
    check: checklistComplete,
    outcome: () => ok('open', 'source', [], { kind: 'formal' }),
  },
  convertPlannedNotice: {
    from: ['planned'],
    by: 'user',
    guard: (project, user) => denied(canCreateProject(user, project.sourceMethod ?? 'public')),
    outcome: (project, request) =>
      ok(project.status, project.phase, ['createProjectFromNotice'], {
        copyFormsAndInstructions: request.copyFormsAndInstructions ?? false,
      }),
  },
  cancel: {
    from: [
      'design',
      'inProgress',
      'requestForApproval',
      'scheduledToPublish',
      'published',
      'planned',
      'open',
      'upcoming',
    ],
    by: 'user',
    appliesTo: hasTender,
    outcome: (project, request) => {
      const effects: ProjectEffect[] = [];
      if (project.status === 'scheduledToPublish') effects.push('cancelScheduledPublication');
      if (project.status === 'requestForApproval') effects.push('notifyApprover');
      if (['published', 'planned', 'open', 'upcoming'].includes(project.status))
        effects.push('notifyRegisteredSuppliers');
      return ok('cancelled', project.phase, effects, { ...reason(request), approverId: null });
    },
  },
  terminate: {
    from: ['closed', 'unofficial'],
    by: 'user',
    outcome: (project, request) =>
      ok('terminated', project.phase, ['notifyRegisteredSuppliers'], reason(request)),
  },
  close: {
    from: CLOSABLE_STATUSES,
    by: 'scheduler',
    check: (project, _request, context) =>
      project.closingDate && project.closingDate.getTime() <= context.now.getTime()
        ? undefined
        : 'projectClosingNotDue',
    outcome: (project) => ok('closed', project.phase),
  },
  delete: {
    from: ['design', 'inProgress', 'cancelled', 'template'],
    by: 'user',
    guard: (project, user) => (project.status === 'template' ? denied(canEditTemplate(user)) : undefined),
    check: (_project, request) => (request.confirmed === true ? undefined : 'projectDeleteNotConfirmed'),
    outcome: (project) => ok(null, project.phase, ['deleteDocuments', 'deleteProject']),
  },
  archive: {
    from: ['closed', 'unofficial', 'awarded', 'cancelled', 'terminated'],
    by: 'user',
    outcome: (project) => ok('archived', project.phase),
  },
  // The awards group takes it (its own route, decision 064); its own rules (saved changes, no approval
  // pending, a company awarded or none confirmed) are awardBlockers' in shared/domain/awards.
  award: {
    from: ['closed', 'unofficial'],
    by: 'user',
    appliesTo: hasTender,
    guard: (_project, user) => denied(canAwardProject(user)),
    outcome: (project) =>
      ok('awarded', 'award', [
        ...(project.type === 'sourceAndContract' ? (['createContractPart'] as const) : []),
        'notifyBiddersOfResults',
      ]),
  },
};

/** The status-and-rights part of a decision: everything but what the request carries. */
function availability(
  project: LifecycleProject,
  action: ProjectAction,
  context: LifecycleContext,
): ErrorCode | undefined {
  const rule = RULES[action];
  const kind = creationKindOf(project);
  if (rule.by !== context.actor.kind) return 'transitionNotAllowed';
  // A user acts on the status the clock gives (a bid past its closing is closed before its job records it);
  // the scheduler's close is what records it, so it reads the stored status.
  const status = context.actor.kind === 'user' ? projectStatusAt(project, context.now) : project.status;
  if (!rule.from.includes(status)) return 'transitionNotAllowed';
  if (rule.appliesTo && !rule.appliesTo(project, kind)) return 'transitionNotAllowed';
  if (context.actor.kind === 'scheduler') return undefined;
  const { user } = context.actor;
  const agency = { restrictProjectsToDepartments: context.restrictProjectsToDepartments };
  if (!isProjectInUserDepartments(user, project, agency)) return 'projectNotAuthorized';
  return rule.guard?.(project, user, kind);
}

/** Decides an action: the next status, phase, effects and changes, or the catalogue error code. */
export function transitionProject(
  project: LifecycleProject,
  request: ActionRequest,
  context: LifecycleContext,
): TransitionResult {
  const code = availability(project, request.action, context);
  if (code) return { ok: false, code };
  const rule = RULES[request.action];
  const refused = rule.check?.(project, request, context);
  if (refused) return { ok: false, code: refused };
  return rule.outcome(project, request, context);
}

/** The actions the acting user may take on the project now (the screen shows only these). */
export function allowedProjectActions(project: LifecycleProject, context: LifecycleContext): ProjectAction[] {
  return PROJECT_ACTIONS.filter((action) => availability(project, action, context) === undefined);
}

/** The actions a user takes (the others are the scheduler's); the status-action request accepts these. */
export const USER_PROJECT_ACTIONS = PROJECT_ACTIONS.filter((action) => RULES[action].by === 'user');

/**
 * The actions PUT Projects/status takes: the users' actions but the award, which the awards group takes
 * with its own rules and writes (decision 064).
 */
export const STATUS_ROUTE_ACTIONS = USER_PROJECT_ACTIONS.filter((action) => action !== 'award');

/** The statuses an action may start from (for the decision record's table and its test). */
export function statusesAllowing(action: ProjectAction): readonly ProjectStatus[] {
  return RULES[action].from;
}
