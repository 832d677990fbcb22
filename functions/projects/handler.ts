import { createGroupHandler, httpResult } from '../core/http.js';
import { convertPlannedNotice } from './project-convert-service.js';
import { projectsCatalogue, projectsRoutes } from '../routes/projects.js';
import { createProject, findProject, updateProject } from './project-service.js';
import { findProjectSettings, updateProjectSettings } from './project-settings-service.js';
import { changeProjectStatus, deleteProject } from './project-status-service.js';

/**
 * Projects and the Build phase (docs/product/projects.md#build): every lookup is scoped by the session's
 * agency.
 */
export const handler = createGroupHandler(projectsRoutes, projectsCatalogue, {
  createProject: async ({ session, body }) => createProject(session, body),
  copyProject: async ({ session, body }) => createProject(session, { ...body, startMode: 'copy' }),
  convertPlannedNotice: async ({ session, query }) =>
    convertPlannedNotice(session, query.projectId, query.copyFormsInstructions ?? false),
  findProject: async ({ session, query }) => findProject(session, query.projectId),
  updateProject: async ({ session, query, body, lang, headers }) =>
    updateProject(session, query.projectId, body, lang, headers.origin),
  setProjectStatus: async ({ session, query, body }) => {
    const view = await changeProjectStatus(session, query.projectId, body);
    return view ?? httpResult({ status: 204 });
  },
  deleteProject: async ({ session, query }) => deleteProject(session, query.projectId, query.confirmed),
  findProjectSettings: async ({ session }) => findProjectSettings(session.customerId),
  updateProjectSettings: async ({ session, body, lang }) =>
    updateProjectSettings(session.customerId, body, session.userId, lang),
});
