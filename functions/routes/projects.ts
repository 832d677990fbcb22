import {
  ZProjectConvertQuery,
  ZProjectCopy,
  ZProjectCreate,
  ZProjectDeleteQuery,
  ZProjectIdQuery,
  ZProjectNumberSettings,
  ZProjectStatusAction,
  ZProjectUpdate,
  ZProjectView,
} from '../../shared/schemas/projects.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import { defineRoutes } from './types.js';
import { catalogueOf } from '../../shared/errors.js';
import { LIST_ITEM_ERRORS } from '../../shared/errors/list-items.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { PROJECT_ERRORS } from '../../shared/errors/projects.js';
import { SUBMISSION_ERRORS } from '../../shared/errors/submissions.js';

/** Tenant calls sit under the customer and node prefix, the Projects paths among them. */
const NODE = '/api/v1/customer/{customerId}/node/{nodeId}';
const PROJECTS = `${NODE}/Projects`;
/** The control panel's project settings (automatic numbering). */
const SETTINGS = `${NODE}/control-panel/project-settings`;

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const departmentId = '45c48cce-2e2d-4fbd-9c1a-7d5e3b2a1f08';
const divisionId = 'd3d94468-02a4-4e3a-8f6b-1c2d3e4f5a6b';
const userId = '8f14e45f-ceea-4e7a-9d0b-2f1c3a5b7d90';

/** The Build phase: viewing needs build.view, changing needs build.edit (route access). */
const build = { group: 'projects', auth: 'session', permission: 'projects/build' } as const;

/** What the projects Lambda answers with: the base codes and these areas' (decision 082). */
export const projectsCatalogue = catalogueOf(
  LIST_ITEM_ERRORS,
  PROJECT_ACCESS_ERRORS,
  PROJECT_ERRORS,
  SUBMISSION_ERRORS,
);

export const projectsRoutes = defineRoutes([
  {
    ...build,
    operationId: 'createProject',
    method: 'POST',
    path: PROJECTS,
    summary:
      'Creates a project: new, a copy, from a template, an informal bid or a notice of planned procurement; the number is typed or the agency’s next automatic one.',
    params: ZTenantPath,
    body: ZProjectCreate,
    response: ZProjectView,
    responseName: 'project',
    successStatus: 201,
    example: {
      params: customer,
      body: {
        startMode: 'new',
        name: 'Snow removal 2027',
        type: 'source',
        sourceMethod: 'public',
        departmentId,
        divisionId,
        projectLeadId: userId,
      },
    },
  },
  {
    ...build,
    operationId: 'copyProject',
    method: 'POST',
    path: `${PROJECTS}/Copy`,
    summary:
      'Copies a project (with or without its forms and instructions), or saves a copy of one’s own project as a template.',
    params: ZTenantPath,
    body: ZProjectCopy,
    response: ZProjectView,
    responseName: 'project',
    successStatus: 201,
    example: {
      params: customer,
      body: {
        name: 'Snow removal 2028',
        sourceProjectId: projectId,
        copyFormsAndInstructions: true,
        departmentId,
        divisionId,
        projectLeadId: userId,
      },
    },
  },
  {
    ...build,
    operationId: 'convertPlannedNotice',
    method: 'POST',
    path: `${PROJECTS}/Convert`,
    summary:
      'Converts a notice of planned procurement into a project: a new Design project with the notice’s settings and details and the next automatic number; the two name each other. A notice is converted once.',
    params: ZTenantPath,
    query: ZProjectConvertQuery,
    response: ZProjectView,
    responseName: 'project',
    successStatus: 201,
    example: { params: customer, query: { projectId, copyFormsInstructions: 'false' } },
  },
  {
    ...build,
    operationId: 'findProject',
    method: 'GET',
    path: PROJECTS,
    summary:
      'Reads a project with the lifecycle actions the caller may take and the publish checklist items still missing.',
    params: ZTenantPath,
    query: ZProjectIdQuery,
    response: ZProjectView,
    responseName: 'project',
    example: { params: customer, query: { projectId } },
  },
  {
    ...build,
    operationId: 'updateProject',
    method: 'PUT',
    path: PROJECTS,
    summary:
      'Saves Build sections at the version they were read (409 otherwise); date rules are checked, and a new publish date returns a published project to In Progress.',
    params: ZTenantPath,
    query: ZProjectIdQuery,
    body: ZProjectUpdate,
    response: ZProjectView,
    responseName: 'project',
    example: {
      params: customer,
      query: { projectId },
      body: { version: 2, settings: { name: 'Snow removal 2027–2028' } },
    },
  },
  {
    ...build,
    operationId: 'setProjectStatus',
    method: 'PUT',
    path: `${PROJECTS}/status`,
    summary:
      'Takes a lifecycle action (publish, request approval, approve, decline, change the publish date, cancel, terminate, archive, delete…) at the version read.',
    params: ZTenantPath,
    query: ZProjectIdQuery,
    body: ZProjectStatusAction,
    response: ZProjectView,
    responseName: 'project',
    example: { params: customer, query: { projectId }, body: { action: 'publish', version: 3 } },
  },
  {
    ...build,
    operationId: 'deleteProject',
    method: 'DELETE',
    path: PROJECTS,
    summary:
      'Deletes a draft, cancelled project or template for good, with its items; the caller confirms with confirmed=true.',
    params: ZTenantPath,
    query: ZProjectDeleteQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, confirmed: 'true' } },
  },
  {
    group: 'projects',
    auth: 'session',
    permission: 'control-panel',
    operationId: 'findProjectSettings',
    method: 'GET',
    path: SETTINGS,
    summary: 'Reads the agency’s automatic project numbering: prefix, separator, padding and next number.',
    params: ZTenantPath,
    response: ZProjectNumberSettings,
    responseName: 'projectSettings',
    example: { params: customer },
  },
  {
    group: 'projects',
    auth: 'session',
    permission: 'control-panel',
    operationId: 'updateProjectSettings',
    method: 'PUT',
    path: SETTINGS,
    summary:
      'Saves the agency’s automatic project numbering; forbidden characters and a padding above 14 are refused.',
    params: ZTenantPath,
    body: ZProjectNumberSettings,
    response: ZProjectNumberSettings,
    responseName: 'projectSettings',
    example: { params: customer, body: { prefix: 'RFP', separator: '-', padding: 5, nextNumber: 120 } },
  },
]);
