/**
 * The project a team or feed call is about: a project of the caller's agency (404 otherwise, so another
 * agency's id is simply not found) within their reach: the department restriction and the template right
 * apply as for the project itself (functions/core/projects/project-access.ts).
 */
import type { ProjectHeaderItem } from '../core/db/entities/project-header.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

export async function loadTeamProject(
  session: SessionContext,
  projectId: string,
): Promise<ProjectHeaderItem> {
  return (await reachProject(session, projectId)).project;
}
