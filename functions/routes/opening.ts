/**
 * The opening group (issue 10 items 4 and 5, decision 057): Source → submissions after the closing, the
 * buyer's side. The submission list, unsealing the price and the rest of the bids, one bid's detail, the
 * opening sheet, the bid analysis, the compliance checklist, and a registered supplier's paper bid added to
 * the list (Closed or Awarded only) or deleted. Its own Lambda, the only buyer-facing one with a read on
 * sealed/ (decision 056): every other buyer Lambda keeps its Deny. Viewing needs source.view, changing
 * source.edit. Before the closing every route answers openingBeforeClose and audits the attempt.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { EVALUATION_ERRORS } from '../../shared/errors/evaluation.js';
import { FORM_ERRORS } from '../../shared/errors/forms.js';
import { PROJECT_BUILD_ERRORS } from '../../shared/errors/project-build.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZBidAnalysisView,
  ZComplianceChecklist,
  ZComplianceMark,
  ZOpeningQuery,
  ZOpeningRow,
  ZOpeningSheet,
  ZOpeningSubmissionDetail,
  ZOpeningSubmissionQuery,
  ZOpeningSubmissions,
  ZRegisteredSupplierAdd,
  ZUnsealRequest,
} from '../../shared/schemas/opening.js';
import { SEALED_BID_REFUSAL_AREAS } from './sealed-bid-errors.js';
import { defineRoutes, type RouteErrors } from './types.js';

const OPENING = '/api/v1/customer/{customerId}/node/{nodeId}/Projects/Opening';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const submissionId = '8a7b6c5d-4e3f-4a2b-9c1d-0e1f2a3b4c5d';

const source = { group: 'opening', auth: 'session', permission: 'projects/source' } as const;

/** What the opening Lambda answers with: the base codes and these areas' (decision 082). */
export const openingCatalogue = catalogueOf(
  ...SEALED_BID_REFUSAL_AREAS,
  EVALUATION_ERRORS,
  FORM_ERRORS,
  PROJECT_BUILD_ERRORS,
);
type Code = CodeOf<typeof openingCatalogue>;

export const openingRoutes = defineRoutes([
  {
    ...source,
    operationId: 'findOpeningSubmissions',
    method: 'GET',
    path: `${OPENING}/Submissions`,
    summary:
      "Source → submissions after the closing: each bidder's company, status and submitted time, which parts are unsealed (by whom, when) and, once its price is unsealed, its total; the opening settings and the agency's minimum. Before the closing: openingBeforeClose, audited.",
    params: ZTenantPath,
    query: ZOpeningQuery,
    response: ZOpeningSubmissions,
    responseName: 'openingSubmissions',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'unsealSubmissions',
    method: 'POST',
    path: `${OPENING}/Unseal`,
    summary:
      'Unseals the parts named (price: the forms; submission: the rest) of every bid handed in that still has them sealed, one transaction per bid with its audit event; below the agency’s minimum only with authorised: true (unsealBelowMinimum).',
    params: ZTenantPath,
    query: ZOpeningQuery,
    body: ZUnsealRequest,
    response: ZOpeningSubmissions,
    responseName: 'openingSubmissions',
    example: { params: customer, query: { projectId }, body: { parts: ['price'], authorised: false } },
  },
  {
    ...source,
    operationId: 'getOpeningSubmission',
    method: 'GET',
    path: `${OPENING}/Submission`,
    summary:
      "One bid after the closing: its forms with the engine's totals once the price is unsealed; its answers, references, subcontractors, securities and files (each with a one-minute download) once the submission is unsealed. A sealed part is absent, and the attempt to read it is audited. A user who declared a conflict of interest with this bidder as an evaluator is refused (evaluatorConflicted).",
    params: ZTenantPath,
    query: ZOpeningSubmissionQuery,
    response: ZOpeningSubmissionDetail,
    responseName: 'openingSubmission',
    example: { params: customer, query: { projectId, submissionId } },
  },
  {
    ...source,
    operationId: 'getOpeningSheet',
    method: 'GET',
    path: `${OPENING}/OpeningSheet`,
    summary:
      "The opening sheet: every bidder with its submitted time and, once its price is unsealed, each form's total and the grand total.",
    params: ZTenantPath,
    query: ZOpeningQuery,
    response: ZOpeningSheet,
    responseName: 'openingSheet',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'getBidAnalysis',
    method: 'GET',
    path: `${OPENING}/BidAnalysis`,
    summary:
      "The bid analysis: each price form's totals side by side for the bidders whose price is unsealed, the lowest of each form and of the grand totals marked.",
    params: ZTenantPath,
    query: ZOpeningQuery,
    response: ZBidAnalysisView,
    responseName: 'bidAnalysis',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'getComplianceChecklist',
    method: 'GET',
    path: `${OPENING}/Compliance`,
    summary:
      "Source → compliance: the project's compliance items (Build → compliance) × the bidders, each as the buyer marked it (met, not met).",
    params: ZTenantPath,
    query: ZOpeningQuery,
    response: ZComplianceChecklist,
    responseName: 'complianceChecklist',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'markSubmissionCompliance',
    method: 'PUT',
    path: `${OPENING}/Compliance`,
    summary: "Marks one compliance item of one bidder met, not met or unmarked, at the bid's version.",
    params: ZTenantPath,
    query: ZOpeningSubmissionQuery,
    body: ZComplianceMark,
    response: ZComplianceChecklist,
    responseName: 'complianceChecklist',
    example: {
      params: customer,
      query: { projectId, submissionId },
      body: { complianceId: 'c1', mark: 'met', version: 3 },
    },
  },
  {
    ...source,
    operationId: 'addRegisteredSupplierSubmission',
    method: 'POST',
    path: `${OPENING}/RegisteredSuppliers`,
    summary:
      'Adds a registered supplier of the bid (a plan taker) to the submission list, its bid received on paper: only when the project is Closed or Awarded (registeredSupplierAddNotAllowed).',
    params: ZTenantPath,
    query: ZOpeningQuery,
    body: ZRegisteredSupplierAdd,
    response: ZOpeningRow,
    responseName: 'openingRow',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: { vendorId: '0f1e2d3c-4b5a-4697-8887-a6b5c4d3e2f1' },
    },
  },
  {
    ...source,
    operationId: 'deleteOpeningSubmission',
    method: 'DELETE',
    path: `${OPENING}/Submission`,
    summary:
      "Deletes a submission the buyer recorded on paper; an online bid's id answers submissionDeleteNotAllowed (only hard copy submissions can be deleted).",
    params: ZTenantPath,
    query: ZOpeningSubmissionQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, submissionId } },
  },
]);

const reads: Code[] = ['projectNotFound', 'openingBeforeClose'];

export const openingRouteErrors: RouteErrors<Code> = {
  findOpeningSubmissions: reads,
  unsealSubmissions: [...reads, 'unsealBelowMinimum', 'conflict'],
  getOpeningSubmission: [...reads, 'openingSubmissionNotFound', 'evaluatorConflicted'],
  getOpeningSheet: reads,
  getBidAnalysis: reads,
  getComplianceChecklist: reads,
  markSubmissionCompliance: [...reads, 'openingSubmissionNotFound', 'complianceItemNotFound', 'conflict'],
  addRegisteredSupplierSubmission: [
    ...reads,
    'registeredSupplierAddNotAllowed',
    'planTakerNotFound',
    'registeredSupplierAlreadyListed',
  ],
  deleteOpeningSubmission: [...reads, 'openingSubmissionNotFound', 'submissionDeleteNotAllowed'],
};
