/**
 * The project team (/projects/{id}/team, docs/product/projects.md#team-and-roles): the roles a member holds
 * on one project, and who may assign which role. The browser locks the choices with the same function the
 * server enforces.
 */

/** The project roles (docs/product/projects.md#team-and-roles), in the order the screens list them. */
export const PROJECT_ROLES = [
  'purchasingTeamMember',
  'contractAdministrator',
  'evaluator',
  'projectTeamMember',
  'procurementLead',
  'departmentProjectLead',
] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

/**
 * Roles only a site administrator (the provider's support) assigns or takes away
 * (docs/product/projects.md#team-and-roles).
 */
const SITE_ADMIN_ONLY_ROLES: ReadonlySet<ProjectRole> = new Set(['procurementLead']);

/**
 * May this user give a member this role, or take it from one? The Procurement Lead role is assigned by a
 * site administrator only; every other role by whoever may edit the project's team.
 */
export function canAssignProjectRole(user: { isSiteAdmin: boolean }, role: ProjectRole): boolean {
  return user.isSiteAdmin || !SITE_ADMIN_ONLY_ROLES.has(role);
}

/**
 * May this user change a member from one role to another (or add one with `from` undefined, or remove one
 * with `to` undefined)? Both the role given and the role taken must be assignable by them, so a member who
 * is Procurement Lead keeps that role until a site administrator changes it.
 */
export function canChangeProjectRole(
  user: { isSiteAdmin: boolean },
  from: ProjectRole | undefined,
  to: ProjectRole | undefined,
): boolean {
  if (from === to) return true;
  return (
    (from === undefined || canAssignProjectRole(user, from)) &&
    (to === undefined || canAssignProjectRole(user, to))
  );
}

/** The roles a user may choose from on the team screens (the others are shown locked). */
export function assignableProjectRoles(user: { isSiteAdmin: boolean }): ProjectRole[] {
  return PROJECT_ROLES.filter((role) => canAssignProjectRole(user, role));
}
