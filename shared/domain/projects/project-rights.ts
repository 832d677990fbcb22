/**
 * Project rights (docs/product/suppliers-and-accounts.md#roles-and-permissions) as functions of the user's
 * permission ids (shared/domain/permissions.ts), matched ignoring case as route access matches them. Site
 * administrators hold every right. The route permissions (build.view, build.edit… in route-permissions.ts)
 * are checked separately by route access; these are the rights that depend on the project itself.
 */
import type { PermissionId } from '../permissions.js';
import type { CreationKind } from './project-types.js';

/** Who is acting: the permission ids of their groups, their departments, and the site-administrator flag. */
export interface ProjectUser {
  userId: string;
  permissionIds: readonly string[];
  departmentIds: readonly string[];
  isSiteAdmin: boolean;
}

const CREATE_RIGHTS: Record<CreationKind, PermissionId> = {
  public: 'project.createPublic',
  publicPrequalified: 'project.createPrequalified',
  invitational: 'project.createInvitational',
  limited: 'project.createLimited',
  informal: 'project.createInformal',
  planned: 'project.createPlanned',
};

/**
 * Informal bids and planned notices have no approval right
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions): nobody approves them.
 */
const APPROVE_RIGHTS: Partial<Record<CreationKind, PermissionId>> = {
  public: 'project.approvePublic',
  publicPrequalified: 'project.approvePrequalified',
  invitational: 'project.approveInvitational',
  limited: 'project.approveLimited',
};

export function holdsPermission(user: Pick<ProjectUser, 'permissionIds' | 'isSiteAdmin'>, id: PermissionId) {
  if (user.isSiteAdmin) return true;
  const wanted = id.toLowerCase();
  return user.permissionIds.some((owned) => owned.toLowerCase() === wanted);
}

/** May the user create a project of this kind? */
export function canCreateProject(
  user: Pick<ProjectUser, 'permissionIds' | 'isSiteAdmin'>,
  kind: CreationKind,
) {
  return holdsPermission(user, CREATE_RIGHTS[kind]);
}

/** Does this kind of project go through approval at all? */
export function isApprovableKind(kind: CreationKind): boolean {
  return APPROVE_RIGHTS[kind] !== undefined;
}

/** May the user approve (and so publish directly) a project of this kind? */
export function canApproveProject(
  user: Pick<ProjectUser, 'permissionIds' | 'isSiteAdmin'>,
  kind: CreationKind,
) {
  const right = APPROVE_RIGHTS[kind];
  return right !== undefined && holdsPermission(user, right);
}

/**
 * May the user publish a project of this kind without asking for approval? Formal projects need the
 * approve right of their source method; informal bids and planned notices, which nobody approves, need the
 * create right of their kind.
 */
export function canPublishProject(
  user: Pick<ProjectUser, 'permissionIds' | 'isSiteAdmin'>,
  kind: CreationKind,
) {
  return isApprovableKind(kind) ? canApproveProject(user, kind) : canCreateProject(user, kind);
}

/**
 * Department restriction (docs/product/suppliers-and-accounts.md#roles-and-permissions): when the agency
 * turns the setting on, a user whose groups carry department.restrictToOwn reaches only projects of their own
 * departments. A project without a department is then out of reach. Site administrators are never restricted.
 */
export function isProjectInUserDepartments(
  user: ProjectUser,
  project: { departmentId?: string | undefined },
  agency: { restrictProjectsToDepartments: boolean },
): boolean {
  if (!agency.restrictProjectsToDepartments || user.isSiteAdmin) return true;
  if (!holdsPermission(user, 'department.restrictToOwn')) return true;
  return project.departmentId !== undefined && user.departmentIds.includes(project.departmentId);
}

/**
 * Templates (docs/product/suppliers-and-accounts.md#roles-and-permissions): viewing needs templates.view (or
 * the create or edit right, which imply it).
 */
export function canViewTemplates(user: Pick<ProjectUser, 'permissionIds' | 'isSiteAdmin'>) {
  return (
    holdsPermission(user, 'templates.view') ||
    holdsPermission(user, 'templates.create') ||
    holdsPermission(user, 'templates.edit')
  );
}

export function canEditTemplate(user: Pick<ProjectUser, 'permissionIds' | 'isSiteAdmin'>) {
  return holdsPermission(user, 'templates.edit');
}

/**
 * A template is created from a project only by its owner (docs/product/projects.md#types): the user who
 * created it or its project lead. Site administrators act for the agency.
 */
export function canCreateTemplateFrom(
  user: ProjectUser,
  project: { createdBy: string; projectLeadId?: string | undefined },
): boolean {
  if (!holdsPermission(user, 'templates.create')) return false;
  return user.isSiteAdmin || project.createdBy === user.userId || project.projectLeadId === user.userId;
}

/**
 * The Award action (docs/product/evaluation-and-award.md#award,
 * docs/product/suppliers-and-accounts.md#roles-and-permissions): the award phase's edit right (decision 064).
 */
export function canAwardProject(user: Pick<ProjectUser, 'permissionIds' | 'isSiteAdmin'>) {
  return holdsPermission(user, 'award.edit');
}
