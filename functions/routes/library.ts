/**
 * The library group (OnlineSubmissionTemplate, docs/product/tender.md#submission-requirements; decision 043):
 * the agency's online submission templates, grouped by document, instruction, question, security, terms and
 * bid form. The control panel lists and changes them (its view and manage rights); Search serves Build, which
 * inserts them into a project (the Build view right).
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { LIBRARY_ERRORS } from '../../shared/errors/library.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZTemplate,
  ZTemplateCreate,
  ZTemplateDeleteQuery,
  ZTemplateLines,
  ZTemplateListQuery,
  ZTemplateQuery,
  ZTemplateSearchQuery,
  ZTemplateUpdate,
} from '../../shared/schemas/library-templates.js';
import { defineRoutes, type RouteErrors } from './types.js';

const TEMPLATES = '/api/v1/customer/{customerId}/node/{nodeId}/OnlineSubmissionTemplate';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const onlineSubmissionTemplateId = '2a6b9c3d-1e4f-4a5b-8c7d-9e0f1a2b3c4d';
const question = {
  groupName: 'question',
  name: 'Years in business',
  content: { text: 'How many years has your firm been in business?', answerType: 'number', mandatory: true },
} as const;

const controlPanel = { group: 'library', auth: 'session', permission: 'control-panel' } as const;

/** What the library Lambda answers with: the base codes and these areas' (decision 082). */
export const libraryCatalogue = catalogueOf(LIBRARY_ERRORS);
type Code = CodeOf<typeof libraryCatalogue>;

export const libraryRoutes = defineRoutes([
  {
    ...controlPanel,
    operationId: 'listTemplates',
    method: 'GET',
    path: `${TEMPLATES}/All`,
    summary: "The agency's templates, of one group or of all, by group then name (without their content).",
    params: ZTenantPath,
    query: ZTemplateListQuery,
    response: ZTemplateLines,
    responseName: 'onlineSubmissionTemplates',
    example: { params: customer, query: { groupName: 'question' } },
  },
  {
    group: 'library',
    auth: 'session',
    permission: 'projects/build',
    operationId: 'searchTemplates',
    method: 'GET',
    path: `${TEMPLATES}/Search`,
    summary:
      "One group's templates whose name holds every keyword, ignoring case and accents: what Build offers to insert.",
    params: ZTenantPath,
    query: ZTemplateSearchQuery,
    response: ZTemplateLines,
    responseName: 'onlineSubmissionTemplates',
    example: { params: customer, query: { groupName: 'question', keywords: 'years' } },
  },
  {
    ...controlPanel,
    operationId: 'findTemplate',
    method: 'GET',
    path: TEMPLATES,
    summary: 'One template with its content.',
    params: ZTenantPath,
    query: ZTemplateQuery,
    response: ZTemplate,
    responseName: 'onlineSubmissionTemplate',
    example: { params: customer, query: { onlineSubmissionTemplateId } },
  },
  {
    ...controlPanel,
    operationId: 'addTemplate',
    method: 'POST',
    path: TEMPLATES,
    summary: 'Adds a template to a group; its name is unique in the group, ignoring case.',
    params: ZTenantPath,
    body: ZTemplateCreate,
    response: ZTemplate,
    responseName: 'onlineSubmissionTemplate',
    successStatus: 201,
    example: { params: customer, body: question },
  },
  {
    ...controlPanel,
    operationId: 'updateTemplate',
    method: 'PUT',
    path: TEMPLATES,
    summary:
      "Saves a template's name and content at the version it was read (409 if someone saved in between).",
    params: ZTenantPath,
    body: ZTemplateUpdate,
    response: ZTemplate,
    responseName: 'onlineSubmissionTemplate',
    example: { params: customer, body: { onlineSubmissionTemplateId, version: 1, template: question } },
  },
  {
    ...controlPanel,
    operationId: 'deleteTemplate',
    method: 'DELETE',
    path: TEMPLATES,
    summary: 'Deletes a template; the group named must be its own.',
    params: ZTenantPath,
    query: ZTemplateDeleteQuery,
    successStatus: 204,
    example: { params: customer, query: { onlineSubmissionTemplateId, groupName: 'question' } },
  },
]);

/** The catalogue errors of the group's routes, for functions/routes/errors.ts. */
export const libraryRouteErrors: RouteErrors<Code> = {
  findTemplate: ['templateNotFound'],
  addTemplate: ['templateNameNotUnique', 'templateLimitReached'],
  updateTemplate: ['conflict', 'templateNotFound', 'templateNameNotUnique'],
  deleteTemplate: ['conflict', 'templateNotFound'],
};
