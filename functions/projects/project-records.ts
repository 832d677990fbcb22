/**
 * What every project operation shares: loading a project of the caller's agency and who the caller is in
 * the domain's terms (functions/core/projects/project-access.ts), the lifecycle's view of a project, the publish
 * checklist with what the Build lists hold, and the search row written with every change.
 */
import { now as clockNow, nowIso } from '../core/clock.js';
import { searchGenerationBump } from '../core/projects/project-search-writes.js';
import { AppError, ConflictError } from '../core/app-error.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import { Department } from '../core/db/entities/department.js';
import { Division } from '../core/db/entities/division.js';
import { Project, type ProjectItem } from '../core/db/entities/project.js';
import { ProjectSearchRow, type ProjectSearchRowItem } from '../core/db/entities/project-search-row.js';
import { User } from '../core/db/entities/user.js';
import { getItem, toStored, type Changes } from '../core/db/ops.js';
import { projectBuildCounts } from './project-build-records.js';
import { transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { env } from '../core/env.js';
import { emailInvitations } from '../core/suppliers/invitation-emails.js';
import { emailMeetingChanges } from './meeting-change-emails.js';
import { publicOpportunityWrites } from './public-opportunity-writes.js';
import { refreshPublicDetail } from '../core/opportunities/public-detail.js';
import { isPubliclyListed } from '../../shared/domain/opportunities/public-listing.js';
import { invitationsGoOut } from '../../shared/domain/opportunities/plan-takers.js';
import { permissionIdsOf } from '../core/session.js';
import { requirementsChecklistContextOf } from '../core/forms/submission-requirement-facts.js';
import { findBidPeriodShortfall, readStoredDate } from '../../shared/domain/projects/project-dates.js';
import {
  allowedProjectActions,
  type LifecycleContext,
  type LifecycleProject,
} from '../../shared/domain/projects/project-lifecycle.js';
import type { ProjectUser } from '../../shared/domain/projects/project-rights.js';
import {
  findMissingPublishItems,
  type ChecklistContext,
} from '../../shared/domain/projects/publish-checklist.js';
import {
  centsFieldOf,
  isProjectMoneyField,
  PROJECT_MONEY_FIELDS,
  storedCentsOf,
  withProjectMoney,
} from '../../shared/domain/projects/project-values.js';
import type { TProjectView } from '../../shared/schemas/projects.js';

import { assertProjectInReach, type AgencyFacts } from '../core/projects/project-access.js';
import { syncQuestionReminder } from '../core/questions/question-reminder.js';
import { syncClosing } from './closing-schedule.js';

/** A project of the agency, or 404; and 403 when the department restriction or template rights keep it out of reach. */
export async function loadProject(
  customerId: string,
  projectId: string,
  user?: ProjectUser,
  agency?: AgencyFacts,
): Promise<ProjectItem> {
  const project = await getItem(Project, { customerId, projectId });
  assertProjectInReach(project, projectId, user, agency);
  return project;
}

/** Another user of the agency (the chosen approver), with the permissions of their groups. */
export async function projectUserById(customerId: string, userId: string): Promise<ProjectUser | undefined> {
  const user = await getItem(User, { customerId, userId });
  if (!user || user.active === false) return undefined;
  return {
    userId,
    permissionIds: await permissionIdsOf(customerId, [...(user.groupIds ?? [])]),
    departmentIds: [...(user.departmentIds ?? [])],
    isSiteAdmin: false,
  };
}

export function lifecycleProjectOf(project: ProjectItem): LifecycleProject {
  return {
    status: project.status,
    phase: project.phase,
    type: project.type,
    kind: project.kind,
    sourceMethod: project.sourceMethod,
    departmentId: project.departmentId,
    approverId: project.approverId,
    publishDate: readStoredDate(project.publishDate),
    closingDate: readStoredDate(project.closingDate),
  };
}

export const userContext = (user: ProjectUser, agency: AgencyFacts, now = clockNow()): LifecycleContext => ({
  now,
  actor: { kind: 'user', user },
  restrictProjectsToDepartments: agency.restrictProjectsToDepartments,
});

/**
 * What the checklist reads of the Build lists (decision 032): the compliance items when the project asks
 * for compliance, the invitations when its method invites suppliers; counted only then. A project with a
 * bid also has its submission requirements and forms read (decision 039: attributes only, no schemas).
 */
export async function checklistContextOf(project: ProjectItem): Promise<ChecklistContext> {
  const { customerId, projectId } = project;
  const compliance = project.tender?.hasCompliancy === true;
  const invitations = project.sourceMethod === 'invitational' || project.sourceMethod === 'limited';
  const bid = project.type === 'source' || project.type === 'sourceAndContract';
  const [counts, requirements, agency] = await Promise.all([
    compliance || invitations ? projectBuildCounts(customerId, projectId, { compliance, invitations }) : {},
    bid ? requirementsChecklistContextOf(customerId, projectId) : {},
    // The default No Bid email (decision 060) matters only where the bid offers "no bid".
    bid && project.tender?.onlineSubmissionShowNoBid === true
      ? getItem(CustomerHeader, { customerId })
      : undefined,
  ]);
  return { ...counts, ...requirements, defaultNoBidEmail: agency?.defaultNoBidEmail };
}

/** The publish checklist's missing items: ids, fields and message keys (the browser holds the texts). */
export async function missingItemsOf(project: ProjectItem): Promise<TProjectView['missingPublishItems']> {
  return findMissingPublishItems(withProjectMoney(project), await checklistContextOf(project));
}

/** The project as the API gives it: its amounts as Money (stored in whole cents, decision 075), no agency id. */
export function apiProjectOf(project: ProjectItem): TProjectView['project'] {
  const { customerId: _customerId, ...rest } = withProjectMoney(project);
  // An absent amount is absent from the answer, as any other absent field.
  for (const field of PROJECT_MONEY_FIELDS) if (rest[field] === undefined) delete rest[field];
  return rest as TProjectView['project'];
}

/** An update's fields as the project stores them: an amount (Money) as its whole cents under its stored name. */
export function storedFieldOf(field: string, value: unknown): [string, unknown] {
  return isProjectMoneyField(field) && typeof value === 'string'
    ? [centsFieldOf(field), storedCentsOf(value)]
    : [field, value];
}

/** Until its closing, a bid's period against the agency's minimum; nothing for a project without a bid. */
function bidPeriodShortfallOf(project: ProjectItem, agency: AgencyFacts, now = clockNow()) {
  const bid = project.type === 'source' || project.type === 'sourceAndContract';
  if (!bid || !['design', 'inProgress', 'scheduledToPublish', 'published', 'open'].includes(project.status))
    return undefined;
  return findBidPeriodShortfall({
    publishDate: project.publishDate,
    closingDate: project.closingDate,
    minimumDays: agency.minimumBidPeriodDays,
    isPublished: project.status === 'published' || project.status === 'open',
    now,
  });
}

/** GET's answer: the project, the actions the caller may take, and what publishing still needs. */
export async function projectView(
  project: ProjectItem,
  user: ProjectUser,
  agency: AgencyFacts,
): Promise<TProjectView> {
  const shortfall = bidPeriodShortfallOf(project, agency);
  return {
    project: apiProjectOf(project),
    allowedActions: allowedProjectActions(lifecycleProjectOf(project), userContext(user, agency)),
    missingPublishItems: await missingItemsOf(project),
    ...(shortfall ? { bidPeriodShortfall: shortfall } : {}),
  };
}

/** The compact row search reads, from the project it describes (decision 025). */
export function searchRowOf(project: ProjectItem): ProjectSearchRowItem {
  return ProjectSearchRow.schema.parse({
    customerId: project.customerId,
    projectId: project.projectId,
    number: project.number,
    name: project.name,
    status: project.status,
    phase: project.phase,
    type: project.type,
    kind: project.kind,
    sourceMethod: project.sourceMethod,
    departmentId: project.departmentId,
    projectLeadId: project.projectLeadId,
    createdBy: project.createdBy,
    categoryIds: project.categoryIds,
    publishDate: project.publishDate,
    closingDate: project.closingDate,
    updatedAt: project.updatedAt,
  });
}

/** The search row's write, unconditional: it rides in the transaction that changes its project. */
export function searchRowPut(project: ProjectItem): TxItem {
  return {
    Put: { TableName: env().TABLE_NAME, Item: toStored(ProjectSearchRow, searchRowOf(project)).stored },
  };
}

/**
 * A versioned change of a project, its search row and its audit event (who, what, before, after) in one
 * transaction: a stale version cancels all of it (409).
 */
export async function saveProject(
  current: ProjectItem,
  changes: Changes<ProjectItem>,
  audit: { actorId: string; action: string; before?: unknown; after?: unknown },
  extra: readonly TxItem[] = [],
  /** Edits of other records (drop-down usage): in the same transaction as far as they fit (transactAudited). */
  followUps: readonly TxItem[] = [],
): Promise<ProjectItem> {
  const next = {
    ...current,
    ...changes.set,
    version: current.version + 1,
    updatedAt: nowIso(),
  } as ProjectItem;
  for (const name of changes.remove ?? []) delete (next as Record<string, unknown>)[name];
  // The public row follows what is listed: published, closed, cancelled, renamed (decision 046).
  const publicRow = await publicOpportunityWrites(current, next);
  try {
    await transactAudited(
      {
        customerId: current.customerId,
        entityType: 'project',
        entityId: current.projectId,
        projectId: current.projectId,
        ...audit,
      },
      [
        tx.updateVersioned(Project, current, changes),
        searchRowPut(next),
        searchGenerationBump(current.customerId),
        ...publicRow,
        ...extra,
      ],
      followUps,
    );
  } catch (error) {
    if (error instanceof ConflictError) {
      const stored = await getItem(Project, current);
      if (!stored) throw new AppError('projectNotFound', { cause: error });
      if (stored.version !== current.version)
        throw new ConflictError({
          details: { expected: current.version, current: stored.version },
          cause: error,
        });
    }
    throw error;
  }
  // The stored public detail follows the project (decision 071): only a bid listed before or after pays.
  if (isPubliclyListed(current) || isPubliclyListed(next))
    await refreshPublicDetail(current.customerId, current.projectId);
  // The question reminder follows the deadline and its lead (decision 051): after the commit, as the
  // job checks the project's moment when it fires.
  await syncQuestionReminder(current, next);
  // The close follows the bid's status and closing (decision 055), after the commit for the same reason.
  await syncClosing(current, next);
  // Publication sends the invitations (decision 048): after the commit, so no email tells of a bid not out.
  if (invitationsGoOut(current.status, next.status))
    await emailInvitations(current.customerId, current.projectId, audit.actorId, undefined);
  // A meeting moved or cancelled is news to the suppliers registered to it (decision 050), once saved.
  await emailMeetingChanges(current, next);
  return next;
}

/** The people a project names (its leads, its approver) are users of the agency. */
const PEOPLE_FIELDS = ['projectLeadId', 'procurementLeadId', 'departmentProjectLeadId'] as const;

/**
 * The department, division and people a project names exist in the caller's agency (404 otherwise), and
 * the division belongs to the department: an id of another agency is simply not found.
 */
export async function assertProjectReferences(
  customerId: string,
  refs: {
    departmentId?: string | undefined;
    divisionId?: string | undefined;
    projectLeadId?: string | undefined;
    procurementLeadId?: string | undefined;
    departmentProjectLeadId?: string | undefined;
  },
): Promise<void> {
  const [department, division] = await Promise.all([
    refs.departmentId ? getItem(Department, { customerId, departmentId: refs.departmentId }) : undefined,
    refs.divisionId ? getItem(Division, { customerId, divisionId: refs.divisionId }) : undefined,
  ]);
  if (refs.departmentId && !department) throw new AppError('departmentNotFound');
  if (refs.divisionId && !division) throw new AppError('divisionNotFound');
  if (division && refs.departmentId && division.departmentId !== refs.departmentId)
    throw new AppError('divisionNotFoundDepartment');
  for (const field of PEOPLE_FIELDS) {
    const userId = refs[field];
    if (userId && !(await getItem(User, { customerId, userId }))) throw new AppError('userNotFound');
  }
}
