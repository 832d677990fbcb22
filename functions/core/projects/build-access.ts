/**
 * What the Build lists (compliance, invitations, submission requirements) check before a change: the caller reaches the project
 * (agency, department restriction, template view right: functions/core/projects/project-access.ts) and, for a
 * template, holds the template edit right, as saving the project itself asks
 * (docs/product/suppliers-and-accounts.md#roles-and-permissions).
 */
import { canEditTemplate } from '../../../shared/domain/projects/project-rights.js';
import { AppError } from '../app-error.js';
import { reachProject } from './project-access.js';
import type { SessionContext } from '../session.js';

export async function projectToChange(session: SessionContext, projectId: string) {
  const reached = await reachProject(session, projectId);
  if (reached.project.type === 'template' && !canEditTemplate(reached.user))
    throw new AppError('permissionDenied');
  return reached.project;
}

/** The audit event of a change to one of a project's Build lists: it shows in the project's activity feed. */
export const projectAudit = (session: SessionContext, projectId: string, action: string) => ({
  customerId: session.customerId,
  actorId: session.userId,
  entityType: 'project',
  entityId: projectId,
  projectId,
  action,
});
