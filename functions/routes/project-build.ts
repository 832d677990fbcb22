/**
 * The project-build group (decision 032): Build → compliance and Build → invitations, in their own Lambda
 * so that the projects group's bundle does not grow, with Source → companies' plan takers (048, 050). Under the
 * Build route permission (Source for the plan takers): viewing needs build.view, changing build.edit; the services add the project's own rights (department restriction,
 * templates) and the status rules of shared/domain/projects/{compliance,invitations}.ts.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { PROJECT_BUILD_ERRORS } from '../../shared/errors/project-build.js';
import { SUBMISSION_ERRORS } from '../../shared/errors/submissions.js';
import { TENDER_TABLE_ERRORS } from '../../shared/errors/tender-tables.js';
import { VENDOR_DIRECTORY_ERRORS } from '../../shared/errors/vendor-directory.js';
import {
  ZComplianceItem,
  ZComplianceItemCreate,
  ZComplianceItemDeleteQuery,
  ZComplianceItems,
  ZComplianceItemUpdate,
  ZInvitation,
  ZInvitationCreate,
  ZInvitationDeleteQuery,
  ZInvitations,
  ZProjectBuildQuery,
} from '../../shared/schemas/project-build.js';
import {
  ZRequirementsLockView,
  ZUnlockedRequirements,
  ZUnlockRequirements,
} from '../../shared/schemas/requirements-unlock.js';
import {
  ZHardCopySubmissionCreate,
  ZHardCopySubmissionDeleteQuery,
  ZPlanTakers,
  ZProjectFollowers,
  ZProjectNoBids,
  ZPlanTakerSubmission,
  ZPlanTakersUpdate,
} from '../../shared/schemas/plan-takers.js';
import { ZInvitationsFromVendorList } from '../../shared/schemas/vendor-directory.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZInvitationCandidates,
  ZInvitationCopy,
  ZInvitationCopyResult,
  ZInvitationSearch,
  ZInviteeLookup,
  ZInviteeLookupQuery,
  ZTenderSearchQuery,
  ZTendersWithInvitations,
} from '../../shared/schemas/vendor-invitations.js';
import { defineRoutes, type RouteErrors } from './types.js';

const PROJECTS = '/api/v1/customer/{customerId}/node/{nodeId}/Projects';
const COMPLIANCE = `${PROJECTS}/Compliance`;
const INVITATIONS = `${PROJECTS}/Invitations`;
const REQUIREMENTS_LOCK = `${PROJECTS}/RequirementsLock`;
const UNLOCK_REQUIREMENTS = `${PROJECTS}/UnlockRequirements`;
const PLAN_TAKERS = `${PROJECTS}/PlanTakers`;
const HARD_COPY = `${PLAN_TAKERS}/HardCopySubmission`;
const VENDOR_INVITATIONS = '/api/v1/customer/{customerId}/node/{nodeId}/VendorInvitations';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const complianceId = '1f0e2d3c-4b5a-4968-8776-655443322110';
const invitationId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const vendorId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const planTakerSubmissionId = '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';

const build = { group: 'project-build', auth: 'session', permission: 'projects/build' } as const;
/** Source → companies (decision 050): its plan takers and hard copies are Source's, in this group's Lambda. */
const source = { group: 'project-build', auth: 'session', permission: 'projects/source' } as const;
const complianceExample = {
  title: 'Certificate of insurance',
  description: 'General liability of at least $2,000,000.',
  mandatory: true,
};

/** What the project-build Lambda answers with: the base codes and these areas' (decision 082). */
export const projectBuildCatalogue = catalogueOf(
  PROJECT_ACCESS_ERRORS,
  PROJECT_BUILD_ERRORS,
  SUBMISSION_ERRORS,
  TENDER_TABLE_ERRORS,
  VENDOR_DIRECTORY_ERRORS,
);
type Code = CodeOf<typeof projectBuildCatalogue>;

export const projectBuildRoutes = defineRoutes([
  {
    ...build,
    operationId: 'findComplianceItems',
    method: 'GET',
    path: COMPLIANCE,
    summary: 'Lists the compliance items suppliers must meet on a project, in the order they were added.',
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    response: ZComplianceItems,
    responseName: 'complianceItems',
    example: { params: customer, query: { projectId } },
  },
  {
    ...build,
    operationId: 'addComplianceItem',
    method: 'POST',
    path: COMPLIANCE,
    summary:
      'Adds a compliance item (title unique in the project, ignoring case; at most 100) while the project is a draft or a template.',
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    body: ZComplianceItemCreate,
    response: ZComplianceItem,
    responseName: 'complianceItem',
    successStatus: 201,
    example: { params: customer, query: { projectId }, body: complianceExample },
  },
  {
    ...build,
    operationId: 'updateComplianceItem',
    method: 'PUT',
    path: COMPLIANCE,
    summary: 'Changes a compliance item at the version it was read (409 if someone saved in between).',
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    body: ZComplianceItemUpdate,
    response: ZComplianceItem,
    responseName: 'complianceItem',
    example: {
      params: customer,
      query: { projectId },
      body: { complianceId, version: 1, ...complianceExample },
    },
  },
  {
    ...build,
    operationId: 'deleteComplianceItem',
    method: 'DELETE',
    path: COMPLIANCE,
    summary: 'Removes a compliance item while the project is a draft or a template.',
    params: ZTenantPath,
    query: ZComplianceItemDeleteQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, complianceId } },
  },
  {
    ...build,
    operationId: 'findInvitations',
    method: 'GET',
    path: INVITATIONS,
    summary: 'Lists the suppliers invited to a project, the latest first.',
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    response: ZInvitations,
    responseName: 'invitations',
    example: { params: customer, query: { projectId } },
  },
  {
    ...build,
    operationId: 'addInvitation',
    method: 'POST',
    path: INVITATIONS,
    summary:
      'Invites a supplier by email address and company name; one invitation per address, ignoring case (409 invitationExists). On a published bid the invitee is emailed at once (an unknown address gets a supplier account pending setup and its setup link); otherwise at publication.',
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    body: ZInvitationCreate,
    response: ZInvitation,
    responseName: 'invitation',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: {
        email: 'bids@northern-paving.example',
        companyName: 'Northern Paving Ltd.',
        contactName: 'Ana Ruiz',
        city: 'Riverton',
      },
    },
  },
  {
    ...build,
    operationId: 'addInvitationsFromVendorList',
    method: 'POST',
    path: `${INVITATIONS}/FromVendorList`,
    summary:
      "Invites the suppliers of one of the agency's supplier lists by their primary contact's address, skipping those already invited; of a rotational list the next `count`, who move to the end of its rotation (decision 053).",
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    body: ZInvitationsFromVendorList,
    response: ZInvitations,
    responseName: 'invitations',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: { vendorListId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', count: 2 },
    },
  },
  {
    ...build,
    operationId: 'deleteInvitation',
    method: 'DELETE',
    path: INVITATIONS,
    summary: 'Removes an invitation, which frees its address, until the project closes.',
    params: ZTenantPath,
    query: ZInvitationDeleteQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, invitationId } },
  },
  {
    ...build,
    operationId: 'findRequirementsLock',
    method: 'GET',
    path: REQUIREMENTS_LOCK,
    summary:
      'Whether the submission requirements are locked (tenderTablesClosed after close or award, tenderTablesSubmitted while completed submissions exist) and how many submissions are completed.',
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    response: ZRequirementsLockView,
    responseName: 'requirementsLock',
    example: { params: customer, query: { projectId } },
  },
  {
    ...build,
    operationId: 'unlockRequirements',
    method: 'POST',
    path: UNLOCK_REQUIREMENTS,
    summary:
      'Unlocks the submission requirements by withdrawing every completed submission to incomplete and emailing its bidder. Without completedSubmissions, or with another count than the project has, answers 409 submissionsWouldBeWithdrawn with the count in details; refused after close or award (tenderTablesClosed).',
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    body: ZUnlockRequirements,
    response: ZUnlockedRequirements,
    responseName: 'unlockedRequirements',
    example: { params: customer, query: { projectId }, body: { completedSubmissions: 2 } },
  },
  {
    ...source,
    operationId: 'findPlanTakers',
    method: 'GET',
    path: PLAN_TAKERS,
    summary:
      "Source → companies: the bid's plan takers (company, contact, email, date registered), each with its hard copy and online submissions, and whether the public page hides them (tender.isHidePlanTakers).",
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    response: ZPlanTakers,
    responseName: 'planTakers',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'findNoBids',
    method: 'GET',
    path: `${PROJECTS}/NoBids`,
    summary:
      "Source → companies: the companies that declared “no bid” (decision 060), the earliest first, with the declaring user, the reason given and when; the browser's NoBid export is built from it.",
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    response: ZProjectNoBids,
    responseName: 'projectNoBids',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'findFollowers',
    method: 'GET',
    path: `${PROJECTS}/Followers`,
    summary:
      "Source → companies: the companies following the bid in the portal, the earliest first, with when they followed it; the browser's SupplierActivity export is built from it.",
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    response: ZProjectFollowers,
    responseName: 'projectFollowers',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'updatePlanTakers',
    method: 'PUT',
    path: PLAN_TAKERS,
    summary:
      "Shows or hides the plan takers on the bid's public page, at the project's version (409 when another change came first).",
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    body: ZPlanTakersUpdate,
    response: ZPlanTakers,
    responseName: 'planTakers',
    example: { params: customer, query: { projectId }, body: { isHidePlanTakers: true, version: 4 } },
  },
  {
    ...source,
    operationId: 'addHardCopySubmission',
    method: 'POST',
    path: HARD_COPY,
    summary: 'Records a hard copy submission received from a plan taker: when it was received, and a note.',
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    body: ZHardCopySubmissionCreate,
    response: ZPlanTakerSubmission,
    responseName: 'planTakerSubmission',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: { vendorId, receivedAt: '2026-05-12T14:30:00-04:00', note: 'Sealed envelope, front desk.' },
    },
  },
  {
    ...source,
    operationId: 'deleteHardCopySubmission',
    method: 'DELETE',
    path: HARD_COPY,
    summary:
      "Deletes a hard copy submission. Only hard copy submissions can be deleted: an online submission's id answers 409 planTakerSubmissionNotHardCopy.",
    params: ZTenantPath,
    query: ZHardCopySubmissionDeleteQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, planTakerSubmissionId } },
  },
  // Build → invitations' vendor calls (VendorInvitations, docs/product/tender.md#invitations; decision 053,
  // amended).
  {
    ...build,
    operationId: 'searchInvitationCandidates',
    method: 'POST',
    readsOnly: true,
    path: `${VENDOR_INVITATIONS}/SearchCriteria`,
    summary:
      "Suppliers to invite to the bid meeting every criterion given (by default of the project's categories), by name, 25 a page, each with the agency's last invitation to its address and whether the bid already invites it.",
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    body: ZInvitationSearch,
    response: ZInvitationCandidates,
    responseName: 'invitationCandidates',
    example: { params: customer, query: { projectId }, body: { local: true, city: 'Ottawa' } },
  },
  {
    ...build,
    operationId: 'searchTendersWithInvitations',
    method: 'GET',
    path: `${VENDOR_INVITATIONS}/SearchTender`,
    summary:
      "The agency's other bids (by number or name) that hold invitations the caller may copy into this one, the latest number first, 25 at most.",
    params: ZTenantPath,
    query: ZTenderSearchQuery,
    response: ZTendersWithInvitations,
    responseName: 'tendersWithInvitations',
    example: { params: customer, query: { projectId, text: 'snow' } },
  },
  {
    ...build,
    operationId: 'copyInvitationsFromTender',
    method: 'POST',
    path: `${VENDOR_INVITATIONS}/CopyFromTender`,
    summary:
      "Copies another bid's invitations into this one, one per address, skipping the addresses it already invites (`skipped`); a published bid emails them at once.",
    params: ZTenantPath,
    query: ZProjectBuildQuery,
    body: ZInvitationCopy,
    response: ZInvitationCopyResult,
    responseName: 'invitationCopy',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: { fromProjectId: '0d9c8b7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a' },
    },
  },
  {
    ...build,
    operationId: 'lookupInvitee',
    method: 'GET',
    path: `${VENDOR_INVITATIONS}/LookupEmailInvitee`,
    summary:
      "What an address is to the bid: already invited, a supplier's user (its company name, whether its account is set up, its status), or unknown (inviting it makes a supplier pending setup).",
    params: ZTenantPath,
    query: ZInviteeLookupQuery,
    response: ZInviteeLookup,
    responseName: 'invitee',
    example: { params: customer, query: { projectId, email: 'bids@acme.example' } },
  },
]);

/** The catalogue errors of the group's routes, for functions/routes/errors.ts. */
export const projectBuildRouteErrors: RouteErrors<Code> = {
  findComplianceItems: ['projectNotFound', 'projectNotAuthorized'],
  addComplianceItem: [
    'projectNotFound',
    'complianceTitleExists',
    'complianceItemsTooMany',
    'complianceLocked',
  ],
  updateComplianceItem: [
    'conflict',
    'projectNotFound',
    'complianceItemNotFound',
    'complianceTitleExists',
    'complianceLocked',
  ],
  deleteComplianceItem: ['conflict', 'projectNotFound', 'complianceItemNotFound', 'complianceLocked'],
  findInvitations: ['projectNotFound', 'projectNotAuthorized'],
  addInvitation: ['projectNotFound', 'invitationExists', 'invitationsTooMany', 'invitationsClosed'],
  addInvitationsFromVendorList: [
    'conflict',
    'projectNotFound',
    'invitationsClosed',
    'invitationsTooMany',
    'vendorListNotFound',
    'vendorListEmpty',
  ],
  deleteInvitation: ['projectNotFound', 'invitationNotFound', 'invitationsClosed'],
  findRequirementsLock: ['projectNotFound', 'projectNotAuthorized'],
  findPlanTakers: ['projectNotFound', 'projectNotAuthorized'],
  findNoBids: ['projectNotFound', 'projectNotAuthorized'],
  updatePlanTakers: ['conflict', 'projectNotFound'],
  addHardCopySubmission: ['projectNotFound', 'planTakerNotFound'],
  deleteHardCopySubmission: [
    'projectNotFound',
    'planTakerSubmissionNotFound',
    'planTakerSubmissionNotHardCopy',
  ],
  unlockRequirements: [
    'projectNotFound',
    'projectNotAuthorized',
    'tenderTablesClosed',
    'submissionsWouldBeWithdrawn',
    'submissionsWithdrawalTooLarge',
  ],
  searchInvitationCandidates: ['projectNotFound', 'projectNotAuthorized', 'vendorSearchTooShort'],
  searchTendersWithInvitations: ['projectNotFound', 'projectNotAuthorized'],
  copyInvitationsFromTender: [
    'conflict',
    'projectNotFound',
    'projectNotAuthorized',
    'invitationsClosed',
    'invitationsTooMany',
    'invitationCopyTooMany',
  ],
  lookupInvitee: ['projectNotFound', 'projectNotAuthorized'],
};
