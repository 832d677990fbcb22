/**
 * The awards group (issue 11 item 2, decision 064): a closed bid's award summary (awards/summary
 * with Submissions/Awarded and AwardPhaseStatus folded in; docs/product/evaluation-and-award.md#award), the
 * awarded companies' create, versioned edit and removal, and the Award action. Its own Lambda (the projects
 * Lambda is near its bundle goal); it reads the bids as the opening does, never a sealed price. Viewing needs
 * award.view, changing award.edit. Before the closing every route answers awardBeforeClose, audited as a
 * refused attempt on the bids (decision 061). The award exception types are the agency's drop-down list
 * (decision 024: AwardExceptions CRUD).
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { PROJECT_ERRORS } from '../../shared/errors/projects.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZAward,
  ZAwardAction,
  ZAwardCreate,
  ZAwardItemQuery,
  ZAwardQuery,
  ZAwardSummary,
  ZAwardUpdate,
} from '../../shared/schemas/awards.js';
import { SEALED_BID_REFUSAL_AREAS } from './sealed-bid-errors.js';
import { defineRoutes, type RouteErrors } from './types.js';

const AWARDS = '/api/v1/customer/{customerId}/node/{nodeId}/Awards';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const awardId = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99';
const values = {
  amount: '182500.00',
  awardDate: '2026-12-01T15:00:00.000Z',
  actualAnnualValue: '91250.00',
  actualTotalValue: '182500.00',
  displayToPublic: true,
  notes: 'Lowest compliant bid.',
  contractNumber: 'C-2026-014',
};

const award = { group: 'awards', auth: 'session', permission: 'projects/award' } as const;

/** What the awards Lambda answers with: the base codes and these areas' (decision 082). */
export const awardsCatalogue = catalogueOf(...SEALED_BID_REFUSAL_AREAS, PROJECT_ERRORS);
type Code = CodeOf<typeof awardsCatalogue>;

export const awardsRoutes = defineRoutes([
  {
    ...award,
    operationId: 'getAwardSummary',
    method: 'GET',
    path: `${AWARDS}/Summary`,
    summary:
      "A closed bid's award: its bidders with their totals once their price is unsealed (which may be awarded), its awarded companies, the award status (Pending Approval, Approved, Awarded), the approvals' statuses, whether the Award action is open to the caller, and the agency's award exception types. Before the closing: awardBeforeClose, audited.",
    params: ZTenantPath,
    query: ZAwardQuery,
    response: ZAwardSummary,
    responseName: 'awardSummary',
    example: { params: customer, query: { projectId } },
  },
  {
    ...award,
    operationId: 'createAward',
    method: 'POST',
    path: AWARDS,
    summary:
      'Awards one of the opened bidders: amount, award date (after the closing), actual annual and total values (Money: decimal strings from 0.00 to 1,000,000,000,000.00), exception type, display to public, notes and contract number (no * . " / \\ [ ] : ; | , ( ) + =). Closed or unofficial projects only.',
    params: ZTenantPath,
    query: ZAwardQuery,
    body: ZAwardCreate,
    response: ZAward,
    responseName: 'award',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: { submissionId: '8a7b6c5d-4e3f-4a2b-9c1d-0e1f2a3b4c5d', ...values },
    },
  },
  {
    ...award,
    operationId: 'updateAward',
    method: 'PUT',
    path: AWARDS,
    summary: 'Changes an awarded company’s values at the version read (409 if someone saved in between).',
    params: ZTenantPath,
    query: ZAwardItemQuery,
    body: ZAwardUpdate,
    response: ZAward,
    responseName: 'award',
    example: { params: customer, query: { projectId, awardId }, body: { ...values, version: 1 } },
  },
  {
    ...award,
    operationId: 'deleteAward',
    method: 'DELETE',
    path: AWARDS,
    summary: 'Removes an awarded company while the bid is not yet awarded.',
    params: ZTenantPath,
    query: ZAwardItemQuery,
    successStatus: 204,
    example: { params: customer, query: { projectId, awardId } },
  },
  {
    ...award,
    operationId: 'awardProject',
    method: 'POST',
    path: `${AWARDS}/Award`,
    summary:
      'The Award action: on the project and awarded companies at the versions the caller saw (awardChangesNotSaved otherwise), with no award approval pending, and with a company awarded unless confirmNone. The project becomes Awarded in phase Award, its contract part starts in Design where its type has one, the public page shows the result its settings allow, and the bidders are emailed.',
    params: ZTenantPath,
    query: ZAwardQuery,
    body: ZAwardAction,
    response: ZAwardSummary,
    responseName: 'awardSummary',
    example: {
      params: customer,
      query: { projectId },
      body: { projectVersion: 7, awards: [{ awardId, version: 1 }], confirmNone: false },
    },
  },
]);

const reads: Code[] = ['projectNotFound', 'awardBeforeClose'];
const changes: Code[] = [...reads, 'awardChangesClosed', 'conflict'];

export const awardsRouteErrors: RouteErrors<Code> = {
  getAwardSummary: reads,
  createAward: [
    ...changes,
    'awardBidderNotOpened',
    'awardBidderDisqualified',
    'awardCompanyAlreadyAwarded',
    'awardCompanyLimit',
    'awardValueOutOfRange',
    'awardDateBeforeClosing',
    'awardContractNumberForbiddenCharacters',
    'awardExceptionTypeNotFound',
  ],
  updateAward: [
    ...changes,
    'awardNotFound',
    'awardValueOutOfRange',
    'awardDateBeforeClosing',
    'awardContractNumberForbiddenCharacters',
    'awardExceptionTypeNotFound',
  ],
  deleteAward: [...changes, 'awardNotFound'],
  awardProject: [
    ...reads,
    'transitionNotAllowed',
    'awardChangesNotSaved',
    'awardApprovalPending',
    'awardNoneConfirm',
  ],
};
