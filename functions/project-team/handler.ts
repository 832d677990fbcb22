import { createGroupHandler, httpResult } from '../core/http.js';
import { projectTeamCatalogue, projectTeamRoutes } from '../routes/project-team.js';
import { searchProjectActivities } from './activity-service.js';
import {
  addProjectTeamMember,
  findProjectTeam,
  removeProjectTeamMember,
  updateProjectTeamMember,
} from './team-service.js';

/** The project team and the activity feed (decision 030): every lookup is scoped by the session's agency. */
export const handler = createGroupHandler(projectTeamRoutes, projectTeamCatalogue, {
  findProjectTeam: async ({ session, query }) => findProjectTeam(session, query.projectId),
  addProjectTeamMember: async ({ session, query, body }) =>
    addProjectTeamMember(session, query.projectId, body),
  updateProjectTeamMember: async ({ session, query, body }) =>
    updateProjectTeamMember(session, query.projectId, query.userId, body),
  removeProjectTeamMember: async ({ session, query }) => {
    await removeProjectTeamMember(session, query.projectId, query.userId);
    return httpResult({ status: 204 });
  },
  searchProjectActivities: async ({ session, query }) => searchProjectActivities(session, query),
});
