import {
  ZActivityPage,
  ZActivitySearchQuery,
  ZProjectTeam,
  ZProjectTeamAdd,
  ZProjectTeamMember,
  ZProjectTeamMemberQuery,
  ZProjectTeamQuery,
  ZProjectTeamUpdate,
} from '../../shared/schemas/project-team.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import { defineRoutes } from './types.js';
import { catalogueOf } from '../../shared/errors.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { PROJECT_TEAM_ERRORS } from '../../shared/errors/project-team.js';

/** What the project-team Lambda answers with: the base codes and these areas' (decision 082). */
export const projectTeamCatalogue = catalogueOf(PROJECT_ACCESS_ERRORS, PROJECT_TEAM_ERRORS);

/**
 * Tenant calls sit under the customer and node prefix: TeamMembers, and AuditEvents for the activity feed.
 */
const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const TEAM = `${NODE}/Projects/TeamMembers`;

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const userId = '8f14e45f-ceea-4e7a-9d0b-2f1c3a5b7d90';

/** Inside a project's Build phase: viewing needs build.view, changing the team needs build.edit (route access). */
const build = { group: 'project-team', auth: 'session', permission: 'projects/build' } as const;

/** The project team and the project's activity feed (decision 030): their own Lambda, `project-team`. */
export const projectTeamRoutes = defineRoutes([
  {
    ...build,
    operationId: 'findProjectTeam',
    method: 'GET',
    path: TEAM,
    summary:
      'Lists the project team with each member’s role and question-email choice, and the users who may join it.',
    params: ZTenantPath,
    query: ZProjectTeamQuery,
    response: ZProjectTeam,
    responseName: 'projectTeam',
    example: { params: customer, query: { projectId } },
  },
  {
    ...build,
    operationId: 'addProjectTeamMember',
    method: 'POST',
    path: TEAM,
    summary:
      'Adds an agency user to the project team with a role; only a site administrator assigns Procurement Lead.',
    params: ZTenantPath,
    query: ZProjectTeamQuery,
    body: ZProjectTeamAdd,
    response: ZProjectTeamMember,
    responseName: 'projectTeamMember',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: { userId, role: 'evaluator', receiveQuestionEmail: true },
    },
  },
  {
    ...build,
    operationId: 'updateProjectTeamMember',
    method: 'PUT',
    path: TEAM,
    summary: 'Changes a member’s role and question-email choice at the version read (409 otherwise).',
    params: ZTenantPath,
    query: ZProjectTeamMemberQuery,
    body: ZProjectTeamUpdate,
    response: ZProjectTeamMember,
    responseName: 'projectTeamMember',
    example: {
      params: customer,
      query: { projectId, userId },
      body: { version: 1, role: 'projectTeamMember', receiveQuestionEmail: false },
    },
  },
  {
    ...build,
    operationId: 'removeProjectTeamMember',
    method: 'DELETE',
    path: TEAM,
    summary: 'Removes a member from the project team; a Procurement Lead only by a site administrator.',
    params: ZTenantPath,
    query: ZProjectTeamMemberQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, userId } },
  },
  {
    ...build,
    operationId: 'searchProjectActivities',
    method: 'GET',
    path: `${NODE}/AuditEvents/Search`,
    summary:
      'The project’s activity feed: every change with its author, time and each field from → to, newest first; by keywords, event type, author name and date range, a page at a time.',
    params: ZTenantPath,
    query: ZActivitySearchQuery,
    response: ZActivityPage,
    responseName: 'activities',
    example: { params: customer, query: { projectId, keywords: 'status', 'filter.limit': '20' } },
  },
]);
