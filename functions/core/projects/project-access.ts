/**
 * Reaching a project, shared by every group that works on one (projects, project-build): the agency facts
 * the project rules read, the caller in the rules' terms, and loading a project of the caller's agency with
 * the department restriction and the template right applied
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
import {
  canViewTemplates,
  isProjectInUserDepartments,
  type ProjectUser,
} from '../../../shared/domain/projects/project-rights.js';
import { projectHasTender } from '../../../shared/domain/projects/project-areas.js';
import { AppError } from '../app-error.js';
import { CustomerHeader } from '../db/entities/customer-header.js';
import { ProjectHeader } from '../db/entities/project-header.js';
import { UserHeader } from '../db/entities/user-header.js';
import { getItem } from '../db/ops.js';
import type { SessionContext } from '../session.js';

/** The agency facts the rules read. */
export interface AgencyFacts {
  timeZone: string;
  /** The agency's department restriction (control panel): when on, isProjectInUserDepartments applies. */
  restrictProjectsToDepartments: boolean;
  /** Source settings: days a bid should be out at least (0: no minimum), warned of on Build. */
  minimumBidPeriodDays: number;
}

export async function agencyFacts(customerId: string): Promise<AgencyFacts> {
  const customer = await getItem(CustomerHeader, { customerId });
  return {
    timeZone: customer?.timeZone ?? 'America/Toronto',
    restrictProjectsToDepartments: customer?.restrictProjectsByDepartment ?? false,
    minimumBidPeriodDays: customer?.minimumBidPeriodDays ?? 0,
  };
}

/** The caller as the project rules see them: the session's permissions, the user record's departments. */
export async function projectUserOf(session: SessionContext): Promise<ProjectUser> {
  const user = await getItem(UserHeader, { customerId: session.customerId, userId: session.userId });
  return {
    userId: session.userId,
    permissionIds: session.permissionIds,
    departmentIds: [...(user?.departmentIds ?? [])],
    isSiteAdmin: session.isSiteAdmin,
  };
}

/** 404 for a missing project; 403 when the department restriction or template rights keep it out of reach. */
export function assertProjectInReach<P extends { type: string; departmentId?: string | undefined }>(
  project: P | undefined,
  projectId: string,
  user?: ProjectUser,
  agency?: AgencyFacts,
): asserts project is P {
  if (!project) throw new AppError('projectNotFound', { details: { projectId } });
  if (user && agency) {
    if (!isProjectInUserDepartments(user, project, agency)) throw new AppError('projectNotAuthorized');
    if (project.type === 'template' && !canViewTemplates(user)) throw new AppError('permissionDenied');
  }
}

/**
 * The caller, the agency and the project they reach, read together: the project's header only (status,
 * type, department), for the groups that work beside a project without its full schema.
 */
export async function reachProject(session: SessionContext, projectId: string) {
  const [user, agency, project] = await Promise.all([
    projectUserOf(session),
    agencyFacts(session.customerId),
    getItem(ProjectHeader, { customerId: session.customerId, projectId }),
  ]);
  assertProjectInReach(project, projectId, user, agency);
  return { user, agency, project };
}

/**
 * reachProject for the tender's areas after the closing (the opening, Evaluate, Award and its approvals): a
 * project without a tender (a contract only) has no bids, so those areas are refused by the same rule that
 * hides their tabs (projectHasTender, shared/domain), not only by the browser.
 */
export async function reachTenderProject(session: SessionContext, projectId: string) {
  const reached = await reachProject(session, projectId);
  if (!projectHasTender(reached.project.type)) throw new AppError('projectHasNoTender');
  return reached;
}
