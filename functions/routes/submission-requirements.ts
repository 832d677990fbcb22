/**
 * The submission-requirements group (decision 039): Build → submission requirements
 * (docs/product/tender.md#submission-requirements), what a supplier must hand in: one settings record per
 * project (the sections used and their settings) and the items of the list sections (document uploads,
 * instructions, questions, bonds and securities, terms). In its own Lambda. Under the Build route permission:
 * viewing needs build.view, changing build.edit; the services add the project's own rights and the lock of
 * shared/domain/forms/requirements-lock.ts.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { LIBRARY_ERRORS } from '../../shared/errors/library.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { SUBMISSION_REQUIREMENT_ERRORS } from '../../shared/errors/submission-requirements.js';
import { TENDER_TABLE_ERRORS } from '../../shared/errors/tender-tables.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZRequirementItem,
  ZRequirementItemCreate,
  ZRequirementItemDeleteQuery,
  ZRequirementItemFromTemplate,
  ZRequirementItems,
  ZRequirementItemSortOrder,
  ZRequirementItemUpdate,
  ZRequirementSettingsUpdate,
  ZRequirementsQuery,
  ZSubmissionRequirements,
} from '../../shared/schemas/submission-requirements.js';
import { defineRoutes, type RouteErrors } from './types.js';

const REQUIREMENTS = '/api/v1/customer/{customerId}/node/{nodeId}/SubmissionRequirements';
const ITEMS = `${REQUIREMENTS}/Items`;

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const submissionRequirementId = '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091';
const secondRequirementId = '7c6b5a49-3827-4165-9e4d-3c2b1a0f9e8d';
const onlineSubmissionTemplateId = '4e5f6a7b-8c9d-4e0f-a1b2-c3d4e5f6a7b8';

const requirements = {
  group: 'submission-requirements',
  auth: 'session',
  permission: 'projects/build',
} as const;

/** A function, so that a bundle, whose route entries lose their examples, drops it too. */
const settingsExample = () => ({
  documents: { used: true, introduction: 'Attach each document as one PDF.' },
  instructions: { used: false },
  prices: { used: true },
  questions: { used: false },
  references: { used: true, required: 3 },
  security: { used: true, bondTitle: 'Bid bond', onlyDigitalBond: false },
  specifications: { used: false },
  subcontractors: { used: false, mandatory: false },
  terms: { used: false, acceptanceRequired: false },
});
const documentExample = {
  kind: 'document',
  title: 'Certificate of insurance',
  content: {
    instructions: 'General liability of at least $2,000,000.',
    mandatory: true,
    minimumPageCount: 1,
  },
} as const;

/** What the submission-requirements Lambda answers with: the base codes and these areas' (decision 082). */
export const submissionRequirementsCatalogue = catalogueOf(
  LIBRARY_ERRORS,
  PROJECT_ACCESS_ERRORS,
  SUBMISSION_REQUIREMENT_ERRORS,
  TENDER_TABLE_ERRORS,
);
type Code = CodeOf<typeof submissionRequirementsCatalogue>;

export const submissionRequirementsRoutes = defineRoutes([
  {
    ...requirements,
    operationId: 'findSubmissionRequirements',
    method: 'GET',
    path: REQUIREMENTS,
    summary:
      "A project's submission requirements: the settings (the defaults, at version 0, when never saved), every item by section then order, its bid forms counted by type, the lock, the completed submissions and the sections used but not complete.",
    params: ZTenantPath,
    query: ZRequirementsQuery,
    response: ZSubmissionRequirements,
    responseName: 'submissionRequirements',
    example: { params: customer, query: { projectId } },
  },
  {
    ...requirements,
    operationId: 'updateRequirementSettings',
    method: 'PUT',
    path: REQUIREMENTS,
    summary:
      'Saves the whole settings record at the version it was read (0 when never saved; 409 if someone saved in between).',
    params: ZTenantPath,
    query: ZRequirementsQuery,
    body: ZRequirementSettingsUpdate,
    response: ZSubmissionRequirements,
    responseName: 'submissionRequirements',
    example: { params: customer, query: { projectId }, body: { version: 0, settings: settingsExample() } },
  },
  {
    ...requirements,
    operationId: 'addRequirementItem',
    method: 'POST',
    path: ITEMS,
    summary:
      'Adds an item at the end of its section; its title is unique in the section, ignoring case (at most 10 document uploads, 100 of any other kind).',
    params: ZTenantPath,
    query: ZRequirementsQuery,
    body: ZRequirementItemCreate,
    response: ZRequirementItem,
    responseName: 'submissionRequirement',
    successStatus: 201,
    example: { params: customer, query: { projectId }, body: documentExample },
  },
  {
    ...requirements,
    operationId: 'updateRequirementItem',
    method: 'PUT',
    path: ITEMS,
    summary:
      "Changes an item's title and content at the version it was read (409 if someone saved in between); its section never changes.",
    params: ZTenantPath,
    query: ZRequirementsQuery,
    body: ZRequirementItemUpdate,
    response: ZRequirementItem,
    responseName: 'submissionRequirement',
    example: {
      params: customer,
      query: { projectId },
      body: { submissionRequirementId, version: 1, item: documentExample },
    },
  },
  {
    ...requirements,
    operationId: 'deleteRequirementItem',
    method: 'DELETE',
    path: ITEMS,
    summary: 'Removes an item, which frees its title in its section.',
    params: ZTenantPath,
    query: ZRequirementItemDeleteQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, submissionRequirementId } },
  },
  {
    ...requirements,
    operationId: 'sortRequirementItems',
    method: 'PUT',
    path: `${ITEMS}/SortOrder`,
    summary: "Reorders one section's items: the list names each of them once, in the new order.",
    params: ZTenantPath,
    query: ZRequirementsQuery,
    body: ZRequirementItemSortOrder,
    response: ZRequirementItems,
    responseName: 'submissionRequirementItems',
    example: {
      params: customer,
      query: { projectId },
      body: { kind: 'document', submissionRequirementIds: [secondRequirementId, submissionRequirementId] },
    },
  },
  {
    ...requirements,
    operationId: 'addRequirementItemFromTemplate',
    method: 'POST',
    path: `${ITEMS}/FromTemplate`,
    summary:
      "Adds a copy of a library template (any group but bid forms) as a new item at the end of its section, titled with the template's name.",
    params: ZTenantPath,
    query: ZRequirementsQuery,
    body: ZRequirementItemFromTemplate,
    response: ZRequirementItem,
    responseName: 'submissionRequirement',
    successStatus: 201,
    example: { params: customer, query: { projectId }, body: { onlineSubmissionTemplateId } },
  },
]);

const LOCKS = ['tenderTablesClosed', 'tenderTablesSubmitted'] as const satisfies readonly Code[];
const LIMITS = ['requirementDocumentsTooMany', 'requirementItemsTooMany'] as const satisfies readonly Code[];

/** The catalogue errors of the group's routes, for functions/routes/errors.ts. */
export const submissionRequirementsRouteErrors: RouteErrors<Code> = {
  findSubmissionRequirements: ['projectNotFound', 'projectNotAuthorized'],
  updateRequirementSettings: ['conflict', 'projectNotFound', 'specificationTitleInvalid', ...LOCKS],
  addRequirementItem: ['projectNotFound', 'requirementTitleNotUnique', ...LIMITS, ...LOCKS],
  updateRequirementItem: [
    'conflict',
    'projectNotFound',
    'requirementNotFound',
    'requirementTitleNotUnique',
    ...LOCKS,
  ],
  deleteRequirementItem: ['conflict', 'projectNotFound', 'requirementNotFound', ...LOCKS],
  sortRequirementItems: ['projectNotFound', 'requirementSortOrderInvalid', ...LOCKS],
  addRequirementItemFromTemplate: [
    'projectNotFound',
    'templateNotFound',
    'requirementTemplateIsForm',
    'requirementTitleNotUnique',
    ...LIMITS,
    ...LOCKS,
  ],
};
