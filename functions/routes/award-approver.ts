/**
 * The award-approver group (issue 11 item 4, docs/product/evaluation-and-award.md#links, decision 065): what
 * the public approval page calls, with no login. An approver is known only by the approval's id, their
 * workflow member's id and the emailed link's token (uat): the `approver` auth kind refuses a call without a
 * token, and the service refuses a token that is not that member's current one, has expired, or belongs to a
 * cancelled or closed approval. Its own Lambda: it reads the table and signs one-minute URLs of the
 * approval's files, and answers the workflow's task token; it changes nothing else.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { AWARD_APPROVAL_ERRORS } from '../../shared/errors/award-approvals.js';
import {
  ZApproverDecision,
  ZApproverDocumentPath,
  ZApproverDownloadAll,
  ZApproverPath,
  ZApproverPreview,
  ZApproverQuery,
  ZApproverStatusQuery,
  ZApproverView,
  ZAwardApprovalDownload,
} from '../../shared/schemas/award-approvals.js';
import { defineRoutes, type RouteErrors } from './types.js';

const APPROVER = '/api/v1/approvals/{awardApprovalId}/approver/{awardApprovalWorkflowId}';

const ids = {
  awardApprovalId: '3f1e2d3c-4b5a-4697-8887-a9b8c7d6e5f4',
  awardApprovalWorkflowId: '7c6b5a49-3827-4165-9a4b-3c2d1e0f9a8b',
};
const documentId = '0f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19';
/** An example token's shape only: 32 bytes, base64url. */
const uat = 'q7Zp3Kx0vN2rT8sW1yB4cD6fG9hJ5mL0aE3uI7oP2tQ';

const approver = { group: 'award-approver', auth: 'approver' } as const;

/** What the award-approver Lambda answers with: the base codes and these areas' (decision 082). */
export const awardApproverCatalogue = catalogueOf(AWARD_APPROVAL_ERRORS);
type Code = CodeOf<typeof awardApproverCatalogue>;

export const awardApproverRoutes = defineRoutes([
  {
    ...approver,
    operationId: 'getApproverAward',
    method: 'GET',
    path: APPROVER,
    summary:
      "The approver's page: their name and role, the award's company, report and amount, the documents, and what they may do: act (approve or decline), the summary once they acted, or unavailable while the approval is being corrected.",
    params: ZApproverPath,
    query: ZApproverQuery,
    response: ZApproverView,
    responseName: 'approverAward',
    example: { params: ids, query: { uat } },
  },
  {
    ...approver,
    operationId: 'setApproverStatus',
    method: 'POST',
    path: `${APPROVER}/status`,
    summary:
      'Approves or declines the award (declining needs comments: awardApprovalDeclineComments). The workflow then moves on: the next person is emailed, or the approval ends Approved or Declined.',
    params: ZApproverPath,
    query: ZApproverStatusQuery,
    body: ZApproverDecision,
    response: ZApproverView,
    responseName: 'approverAward',
    example: {
      params: ids,
      query: { uat, status: 'decline' },
      body: { comments: 'The amount exceeds the budget.' },
    },
  },
  {
    ...approver,
    operationId: 'downloadApproverDocument',
    method: 'GET',
    path: `${APPROVER}/document/{documentId}/download`,
    summary: "A one-minute download URL of one of the approval's documents.",
    params: ZApproverDocumentPath,
    query: ZApproverQuery,
    response: ZAwardApprovalDownload,
    responseName: 'download',
    example: { params: { ...ids, documentId }, query: { uat } },
  },
  {
    ...approver,
    operationId: 'previewApproverDocument',
    method: 'GET',
    path: `${APPROVER}/document/{documentId}/preview`,
    summary: "A one-minute URL that shows one of the approval's documents inline, for the previewer.",
    params: ZApproverDocumentPath,
    query: ZApproverQuery,
    response: ZApproverPreview,
    responseName: 'preview',
    example: { params: { ...ids, documentId }, query: { uat } },
  },
  {
    ...approver,
    operationId: 'downloadAllApproverDocuments',
    method: 'GET',
    path: `${APPROVER}/document/download/all`,
    summary:
      "Download Documents: a one-minute download URL for each of the approval's documents, in order (the browser fetches each; no zip is built).",
    params: ZApproverPath,
    query: ZApproverQuery,
    response: ZApproverDownloadAll,
    responseName: 'downloads',
    example: { params: ids, query: { uat } },
  },
]);

const LINK: readonly Code[] = ['approverLinkInvalid', 'approverLinkExpired', 'approverLinkClosed'];

/** The catalogue errors of the group's routes, for functions/routes/errors.ts. */
export const awardApproverRouteErrors: RouteErrors<Code> = {
  getApproverAward: LINK,
  setApproverStatus: [...LINK, 'conflict', 'approverActionNotAllowed', 'awardApprovalDeclineComments'],
  downloadApproverDocument: [...LINK, 'awardApprovalDocumentNotFound', 'approverActionNotAllowed'],
  previewApproverDocument: [...LINK, 'awardApprovalDocumentNotFound', 'approverActionNotAllowed'],
  downloadAllApproverDocuments: [...LINK, 'approverActionNotAllowed'],
};
