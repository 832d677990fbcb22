/**
 * The award-approvals group (issue 11 item 3, docs/product/evaluation-and-award.md#award-approvals, decision
 * 065): a project's award approvals, their ordered documents (project documents attached, or files uploaded
 * through the one upload path, the summary report among them), their ordered workflow of approvers and
 * reviewers, and the buyer's actions: send (the Step Functions workflow emails the first person), resend a
 * link, reset an approver's status, cancel with a reason, close, delete. Under the Award route permission:
 * reading needs award.view, changing award.edit.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { AWARD_APPROVAL_ERRORS } from '../../shared/errors/award-approvals.js';
import { DOCUMENT_ERRORS } from '../../shared/errors/documents.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import {
  ZAwardApproval,
  ZAwardApprovalCreate,
  ZAwardApprovalDocumentOrder,
  ZAwardApprovalDocumentPath,
  ZAwardApprovalDocumentsAttach,
  ZAwardApprovalDownload,
  ZAwardApprovalList,
  ZAwardApprovalMemberInput,
  ZAwardApprovalMemberPath,
  ZAwardApprovalPath,
  ZAwardApprovalSignedParts,
  ZAwardApprovalStatusChange,
  ZAwardApprovalsQuery,
  ZAwardApprovalUpdate,
  ZAwardApprovalUploadComplete,
  ZAwardApprovalUploadParts,
  ZAwardApprovalUploadStart,
  ZAwardApprovalUploadStarted,
  ZAwardApprovalVersion,
  ZAwardApprovalVersionQuery,
  ZAwardApprovalWorkflowOrder,
} from '../../shared/schemas/award-approvals.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import { ZDocumentUploadQuery, ZUploadedParts } from '../../shared/schemas/documents.js';
import { defineRoutes, type RouteErrors } from './types.js';

const APPROVALS = '/api/v1/customer/{customerId}/node/{nodeId}/Awards/Approvals';
const ONE = `${APPROVALS}/{awardApprovalId}`;

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const awardApprovalId = '3f1e2d3c-4b5a-4697-8887-a9b8c7d6e5f4';
const awardApprovalWorkflowId = '7c6b5a49-3827-4165-9a4b-3c2d1e0f9a8b';
const documentId = '0f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19';
const one = { ...customer, awardApprovalId };
const key = `projects/${customer.customerId}/${projectId}/award-approvals/${awardApprovalId}/${documentId}/Award-summary.pdf`;

const award = { group: 'award-approvals', auth: 'session', permission: 'projects/award' } as const;

/** What the award-approvals Lambda answers with: the base codes and these areas' (decision 082). */
export const awardApprovalsCatalogue = catalogueOf(
  AWARD_APPROVAL_ERRORS,
  DOCUMENT_ERRORS,
  PROJECT_ACCESS_ERRORS,
);
type Code = CodeOf<typeof awardApprovalsCatalogue>;

export const awardApprovalsRoutes = defineRoutes([
  {
    ...award,
    operationId: 'listAwardApprovals',
    method: 'GET',
    path: APPROVALS,
    summary:
      "The project's award approvals, newest first, each with its status, company, amounts, ordered documents and ordered workflow (each member's status and comments).",
    params: ZTenantPath,
    query: ZAwardApprovalsQuery,
    response: ZAwardApprovalList,
    responseName: 'awardApprovals',
    example: { params: customer, query: { projectId } },
  },
  {
    ...award,
    operationId: 'createAwardApproval',
    method: 'POST',
    path: APPROVALS,
    summary:
      "Creates an award approval (the wizard's first step, add supplier): Incomplete until it has a report name, a document and an approver.",
    params: ZTenantPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalCreate,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: {
        companyName: 'Northern Paving Ltd.',
        reportName: 'Award recommendation: road resurfacing 2027',
        reportNumber: 'AR-2027-014',
        awardAllocation: 'full',
        awardAmount: '1250000.00',
      },
    },
  },
  {
    ...award,
    operationId: 'getAwardApproval',
    method: 'GET',
    path: ONE,
    summary: 'One award approval with its documents and workflow.',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: { params: one, query: { projectId } },
  },
  {
    ...award,
    operationId: 'updateAwardApproval',
    method: 'PUT',
    path: ONE,
    summary:
      'Changes the fields given at the version read. Editing a sent approval (Pending Approval, Email Sent) makes it Correcting: its workflow stops and its links show an unavailable page until it is sent again.',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalUpdate,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: { params: one, query: { projectId }, body: { awardAmount: '1240000.00', version: 3 } },
  },
  {
    ...award,
    operationId: 'deleteAwardApproval',
    method: 'DELETE',
    path: ONE,
    summary:
      'Deletes an award approval at the version read, with its uploaded files; a running one must be cancelled first.',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalVersionQuery,
    successStatus: 204,
    example: { params: one, query: { projectId, version: '3' } },
  },
  {
    ...award,
    operationId: 'attachAwardApprovalDocuments',
    method: 'POST',
    path: `${ONE}/Documents`,
    summary: 'Attaches project documents to the approval, appended in the order given (an edit: see PUT).',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalDocumentsAttach,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: { params: one, query: { projectId }, body: { documentIds: [documentId], version: 1 } },
  },
  {
    ...award,
    operationId: 'removeAwardApprovalDocument',
    method: 'DELETE',
    path: `${ONE}/Documents/{documentId}`,
    summary:
      "Removes a document from the approval at the version read; an uploaded file is deleted, a project document stays in the project's documents.",
    params: ZAwardApprovalDocumentPath,
    query: ZAwardApprovalVersionQuery,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: { params: { ...one, documentId }, query: { projectId, version: '2' } },
  },
  {
    ...award,
    operationId: 'reorderAwardApprovalDocuments',
    method: 'POST',
    path: `${ONE}/DocumentOrder`,
    summary: "Puts the approval's documents in the order given (every document once).",
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalDocumentOrder,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: { params: one, query: { projectId }, body: { documentIds: [documentId], version: 2 } },
  },
  {
    ...award,
    operationId: 'startAwardApprovalUpload',
    method: 'POST',
    path: `${ONE}/Documents/Uploads`,
    summary:
      'Opens the upload of a file for the approval (the one upload path, decision 029): the browser then sends its parts straight to S3. The summary report (a PDF the browser builds) is flagged summaryReport and replaces any earlier one.',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalUploadStart,
    response: ZAwardApprovalUploadStarted,
    responseName: 'upload',
    successStatus: 201,
    example: {
      params: one,
      query: { projectId },
      body: {
        fileName: 'Award-summary.pdf',
        size: 48213,
        contentType: 'application/pdf',
        summaryReport: true,
      },
    },
  },
  {
    ...award,
    operationId: 'signAwardApprovalUploadParts',
    method: 'POST',
    path: `${ONE}/Documents/Uploads/Parts`,
    summary: 'Five-minute URLs to PUT parts of the open upload.',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalUploadParts,
    response: ZAwardApprovalSignedParts,
    responseName: 'signedParts',
    example: {
      params: one,
      query: { projectId },
      body: { uploadId: documentId, key, partNumbers: [1] },
    },
  },
  {
    ...award,
    operationId: 'listAwardApprovalUploadParts',
    method: 'GET',
    path: `${ONE}/Documents/Uploads/Parts`,
    summary: 'The parts S3 already holds for an open upload, so that a resumed upload sends only the rest.',
    params: ZAwardApprovalPath,
    query: ZDocumentUploadQuery,
    response: ZUploadedParts,
    responseName: 'uploadParts',
    example: { params: one, query: { projectId, uploadId: documentId, key } },
  },
  {
    ...award,
    operationId: 'abortAwardApprovalUpload',
    method: 'DELETE',
    path: `${ONE}/Documents/Uploads`,
    summary: 'Cancels an open upload: S3 drops its parts and nothing is added to the approval.',
    params: ZAwardApprovalPath,
    query: ZDocumentUploadQuery,
    successStatus: 204,
    example: { params: one, query: { projectId, uploadId: documentId, key } },
  },
  {
    ...award,
    operationId: 'completeAwardApprovalUpload',
    method: 'POST',
    path: `${ONE}/Documents/Uploads/Complete`,
    summary:
      "Completes the upload, confirms the stored size, and appends the file to the approval's documents at the version read.",
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalUploadComplete,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: {
      params: one,
      query: { projectId },
      body: {
        uploadId: documentId,
        key,
        parts: [{ partNumber: 1, etag: '"9b2cf535f27731c974343645a3985328"' }],
        version: 2,
      },
    },
  },
  {
    ...award,
    operationId: 'downloadAwardApprovalReport',
    method: 'GET',
    path: `${ONE}/DownloadReport`,
    summary: "A one-minute download URL of the approval's summary report.",
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    response: ZAwardApprovalDownload,
    responseName: 'download',
    example: { params: one, query: { projectId } },
  },
  {
    ...award,
    operationId: 'downloadAwardApprovalDocument',
    method: 'GET',
    path: `${ONE}/Documents/{documentId}/Download`,
    summary: "A one-minute download URL of one of the approval's documents.",
    params: ZAwardApprovalDocumentPath,
    query: ZAwardApprovalsQuery,
    response: ZAwardApprovalDownload,
    responseName: 'download',
    example: { params: { ...one, documentId }, query: { projectId } },
  },
  {
    ...award,
    operationId: 'addAwardApprovalMember',
    method: 'POST',
    path: `${ONE}/Workflow`,
    summary:
      'Adds an approver or reviewer at the end of the workflow: no email twice (awardApprovalDuplicateEmail).',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalMemberInput,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: {
      params: one,
      query: { projectId },
      body: {
        role: 'approver',
        fullName: 'Dana Whitfield',
        title: 'Director of Procurement',
        email: 'dana.whitfield@cityofexample.ca',
        version: 2,
      },
    },
  },
  {
    ...award,
    operationId: 'updateAwardApprovalMember',
    method: 'PUT',
    path: `${ONE}/Workflow/{awardApprovalWorkflowId}`,
    summary:
      "Changes a member's role, name, title or email. A member whose email changes is a new person: their status restarts and any link they hold is refused.",
    params: ZAwardApprovalMemberPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalMemberInput,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: {
      params: { ...one, awardApprovalWorkflowId },
      query: { projectId },
      body: {
        role: 'reviewer',
        fullName: 'Dana Whitfield',
        title: 'Director of Procurement',
        email: 'dana.whitfield@cityofexample.ca',
        version: 3,
      },
    },
  },
  {
    ...award,
    operationId: 'deleteAwardApprovalMember',
    method: 'DELETE',
    path: `${ONE}/Workflow/{awardApprovalWorkflowId}`,
    summary: 'Removes a member from the workflow at the version read; any link they hold is refused.',
    params: ZAwardApprovalMemberPath,
    query: ZAwardApprovalVersionQuery,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: { params: { ...one, awardApprovalWorkflowId }, query: { projectId, version: '3' } },
  },
  {
    ...award,
    operationId: 'reorderAwardApprovalMembers',
    method: 'POST',
    path: `${ONE}/WorkflowOrder`,
    summary:
      'Puts the workflow in the order given (every member once): the workflow asks them in this order.',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalWorkflowOrder,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: {
      params: one,
      query: { projectId },
      body: { awardApprovalWorkflowIds: [awardApprovalWorkflowId], version: 3 },
    },
  },
  {
    ...award,
    operationId: 'sendAwardApproval',
    method: 'POST',
    path: `${ONE}/Send`,
    summary:
      'Sends a complete approval (Draft, or Correcting to resend it): starts its workflow, which emails the first person who has not approved yet. A declined approval needs its approver reset first (awardApprovalResetFirst).',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalVersion,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: { params: one, query: { projectId }, body: { version: 4 } },
  },
  {
    ...award,
    operationId: 'changeAwardApprovalStatus',
    method: 'PUT',
    path: `${ONE}/Status`,
    summary:
      'Cancels the approval (a reason is required; its workflow stops and every link is refused) or closes it.',
    params: ZAwardApprovalPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalStatusChange,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: {
      params: one,
      query: { projectId },
      body: { status: 'cancelled', reason: 'The recommendation is withdrawn.', version: 5 },
    },
  },
  {
    ...award,
    operationId: 'resendAwardApprovalLink',
    method: 'POST',
    path: `${ONE}/Approver/{awardApprovalWorkflowId}/Resend`,
    summary:
      'Emails a new link to the person the workflow waits on; their earlier link is refused from then on.',
    params: ZAwardApprovalMemberPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalVersion,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: { params: { ...one, awardApprovalWorkflowId }, query: { projectId }, body: { version: 5 } },
  },
  {
    ...award,
    operationId: 'resetAwardApprovalMember',
    method: 'POST',
    path: `${ONE}/Approver/{awardApprovalWorkflowId}/StatusReset`,
    summary:
      "Resets an approver's decision (Correcting or Declined approvals): they are asked again when the approval is sent; a declined approval becomes Correcting.",
    params: ZAwardApprovalMemberPath,
    query: ZAwardApprovalsQuery,
    body: ZAwardApprovalVersion,
    response: ZAwardApproval,
    responseName: 'awardApproval',
    example: { params: { ...one, awardApprovalWorkflowId }, query: { projectId }, body: { version: 6 } },
  },
]);

const RACE = 'conflict' satisfies Code;
const NOT_FOUND = 'awardApprovalNotFound' satisfies Code;
const EDIT: readonly Code[] = [
  RACE,
  NOT_FOUND,
  'awardApprovalActionNotAllowed',
  'awardApprovalProjectAwarded',
];

/** The catalogue errors of the group's routes, for functions/routes/errors.ts. */
export const awardApprovalsRouteErrors: RouteErrors<Code> = {
  listAwardApprovals: [],
  createAwardApproval: [
    'awardApprovalProjectAwarded',
    'awardApprovalProjectNotClosed',
    'awardApprovalAmountInvalid',
    'awardApprovalReportNumberInvalid',
    'awardApprovalVendorNotFound',
    'awardApprovalCompanyDisqualified',
  ],
  getAwardApproval: [NOT_FOUND],
  updateAwardApproval: [
    ...EDIT,
    'awardApprovalAmountInvalid',
    'awardApprovalReportNumberInvalid',
    'awardApprovalVendorNotFound',
    'awardApprovalCompanyDisqualified',
  ],
  deleteAwardApproval: EDIT,
  attachAwardApprovalDocuments: [...EDIT, 'documentNotFound', 'awardApprovalTooManyDocuments'],
  removeAwardApprovalDocument: [...EDIT, 'awardApprovalDocumentNotFound'],
  reorderAwardApprovalDocuments: [...EDIT, 'awardApprovalOrderMismatch'],
  startAwardApprovalUpload: [
    NOT_FOUND,
    'awardApprovalActionNotAllowed',
    'awardApprovalProjectAwarded',
    'documentTooLarge',
    'documentEmpty',
  ],
  signAwardApprovalUploadParts: [NOT_FOUND, 'documentUploadNotFound', 'documentPartRefused'],
  listAwardApprovalUploadParts: [NOT_FOUND, 'documentUploadNotFound'],
  abortAwardApprovalUpload: [NOT_FOUND, 'documentUploadNotFound'],
  completeAwardApprovalUpload: [
    ...EDIT,
    'documentUploadNotFound',
    'documentNotUploaded',
    'documentSizeMismatch',
    'awardApprovalTooManyDocuments',
  ],
  downloadAwardApprovalReport: [NOT_FOUND, 'awardApprovalNoReport'],
  downloadAwardApprovalDocument: [NOT_FOUND, 'awardApprovalDocumentNotFound'],
  addAwardApprovalMember: [...EDIT, 'awardApprovalDuplicateEmail', 'awardApprovalTooManyMembers'],
  updateAwardApprovalMember: [...EDIT, 'awardApprovalMemberNotFound', 'awardApprovalDuplicateEmail'],
  deleteAwardApprovalMember: [...EDIT, 'awardApprovalMemberNotFound'],
  reorderAwardApprovalMembers: [...EDIT, 'awardApprovalOrderMismatch'],
  sendAwardApproval: [...EDIT, 'awardApprovalIncomplete', 'awardApprovalResetFirst'],
  changeAwardApprovalStatus: [...EDIT, 'awardApprovalCancelReasonRequired'],
  resendAwardApprovalLink: [...EDIT, 'awardApprovalMemberNotFound', 'awardApprovalApproverNotWaiting'],
  resetAwardApprovalMember: [...EDIT, 'awardApprovalMemberNotFound', 'awardApprovalApproverNotDecided'],
};
