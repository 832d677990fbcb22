/**
 * The project a team or feed call is about: it must be a project of the caller's agency (404 otherwise, so
 * another agency's id is simply not found), and a template only for those who may view templates. The
 * projects group has its own loader; groups do not share code, so this reads the entity directly.
 */
import { AppError } from '../core/app-error.js';
import { Project, type ProjectItem } from '../core/db/entities/project.js';
import { getItem } from '../core/db/ops.js';
import type { SessionContext } from '../core/session.js';
import { canViewTemplates } from '../../shared/domain/projects/project-rights.js';
// This code answers with the area's error codes: their texts must be in the Lambda (decision 026).
import '../../shared/errors/projects.js';

export async function loadTeamProject(session: SessionContext, projectId: string): Promise<ProjectItem> {
  const project = await getItem(Project, { customerId: session.customerId, projectId });
  if (!project) throw new AppError('projectNotFound', { details: { projectId } });
  if (project.type === 'template' && !canViewTemplates(session)) throw new AppError('permissionDenied');
  return project;
}
