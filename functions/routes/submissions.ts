/**
 * The submissions group (decision 054, split from the portal by its amendment): a supplier's online bid on
 * an open tender, its forms, parts and sealed files, submitted and withdrawn. Its own Lambda, so that the
 * form engine and the tender-table schemas it needs stay out of the portal's (decision 044's way). Same
 * paths under the portal's `/api/v1/portal/Bids/{agencyDomain}/{projectId}/Submission...`, auth kind
 * `supplier`.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { DOCUMENT_ERRORS } from '../../shared/errors/documents.js';
import { FORM_ERRORS } from '../../shared/errors/forms.js';
import { SUPPLIER_ERRORS } from '../../shared/errors/suppliers.js';
import { ZSupplierBidPath } from '../../shared/schemas/plan-takers.js';
import {
  ZBidStart,
  ZBidSubmission,
  ZBidSubmissionQuery,
  ZBidUploadQuery,
  ZNoBidDeclare,
  ZSubmissionAction,
  ZSubmissionFileComplete,
  ZSubmissionFilePath,
  ZSubmissionFileStart,
  ZSubmissionFormPath,
  ZSubmissionFormSave,
  ZSubmissionPartSave,
  ZSubmissionPartsSign,
} from '../../shared/schemas/submissions.js';
import { ZDocumentUploadStarted, ZSignedParts, ZUploadedParts } from '../../shared/schemas/documents.js';
import { SEALED_BID_REFUSAL_AREAS } from './sealed-bid-errors.js';
import { defineRoutes, type RouteErrors } from './types.js';

/** Every per-bid route is `/api/v1/portal/Bids/{agencyDomain}/{projectId}/...` (decision 050). */
const BID = '/api/v1/portal/Bids/{agencyDomain}/{projectId}';
const bidPath = { agencyDomain: 'cityofexample.ca', projectId: '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f' };
const fileId = '2d4f6a8c-0e1f-4a3b-8c5d-7e9f0a1b2c3d';
const sealedKey = `sealed/5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10/${bidPath.projectId}/8a7b6c5d-4e3f-4a2b-9c1d-0e1f2a3b4c5d/${fileId}`;

/** A part's SHA-256 in base64, as x-amz-checksum-sha256 carries it (decision 059). */
const partChecksum = 'X3C/GKCGAHAW6UiwSu07ghA6Nr6kF1W2zd+vEKzjxu8=';

const supplierRoute = { group: 'submissions', auth: 'supplier' } as const;

/** What the submissions Lambda answers with: the base codes and these areas' (decision 082). */
export const submissionsCatalogue = catalogueOf(
  ...SEALED_BID_REFUSAL_AREAS,
  DOCUMENT_ERRORS,
  FORM_ERRORS,
  SUPPLIER_ERRORS,
);
type Code = CodeOf<typeof submissionsCatalogue>;

export const submissionsRoutes = defineRoutes([
  {
    ...supplierRoute,
    operationId: 'getBidSubmission',
    method: 'GET',
    path: `${BID}/Submission`,
    summary:
      "The company's bid on an open tender (decision 054): what the requirements ask, the forms as a bidder sees them, the bid's parts and status, its receipt once submitted, and what is still missing. Creates nothing; null submission until a first save.",
    params: ZSupplierBidPath,
    query: ZBidSubmissionQuery,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    example: { params: bidPath },
  },
  {
    ...supplierRoute,
    operationId: 'saveBidSubmissionForm',
    method: 'PUT',
    path: `${BID}/Submission/Forms/{tenderTableId}`,
    summary:
      "Saves the company's entries of one bid form at the part's and the bid's versions (0 for the first). The shared engine computes every figure; totals sent that differ are refused (formTotalMismatch) with the engine's figures, a malformed cell at its field.",
    params: ZSubmissionFormPath,
    query: ZBidSubmissionQuery,
    body: ZSubmissionFormSave,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    example: {
      params: { ...bidPath, tenderTableId: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b' },
      body: {
        submissionVersion: 0,
        version: 0,
        entries: { rows: [{ rowId: 'r1', cells: { c4: '125.00' } }] },
        totals: { total: '1250.00' },
      },
    },
  },
  {
    ...supplierRoute,
    operationId: 'saveBidSubmissionPart',
    method: 'PUT',
    path: `${BID}/Submission/Parts`,
    summary:
      "Saves one part of the company's bid whole (answers and accepted terms, references, subcontractors or securities) at the part's and the bid's versions; every requirement named must be one the tender asks for.",
    params: ZSupplierBidPath,
    query: ZBidSubmissionQuery,
    body: ZSubmissionPartSave,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    example: {
      params: bidPath,
      body: {
        part: 'references',
        submissionVersion: 1,
        version: 0,
        content: [
          {
            companyName: 'Town of Riverside',
            contactName: 'Pat Moreau',
            email: 'pat.moreau@riverside.example',
            phone: '+1 613 555 0199',
            description: 'Resurfacing, 2025',
          },
        ],
      },
    },
  },
  {
    ...supplierRoute,
    operationId: 'submitBid',
    method: 'POST',
    path: `${BID}/Submission/Submit`,
    summary:
      "Submits the company's bid at the version read (also a resubmission after a withdrawal): refused while something is missing (submissionIncomplete, the list in details) or once the server's clock passes the closing instant (submissionClosed). One transaction; answers the receipt (server time, bid digest, file digests), also emailed.",
    params: ZSupplierBidPath,
    query: ZBidSubmissionQuery,
    body: ZSubmissionAction,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    example: { params: bidPath, body: { version: 3 } },
  },
  {
    ...supplierRoute,
    operationId: 'withdrawBid',
    method: 'POST',
    path: `${BID}/Submission/Withdraw`,
    summary:
      "Withdraws the company's submitted bid at the version read, before closing; any other status is refused (submissionWithdrawNotAllowed).",
    params: ZSupplierBidPath,
    query: ZBidSubmissionQuery,
    body: ZSubmissionAction,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    example: { params: bidPath, body: { version: 4 } },
  },
  {
    ...supplierRoute,
    operationId: 'startBidSubmissionFile',
    method: 'POST',
    path: `${BID}/Submission/Files`,
    summary:
      "Opens the upload of a file for one of the tender's document requirements (decision 029's path, under sealed/): the upload id and key for the part signing calls. Needs no bid version: the bid may be drafted meanwhile.",
    params: ZSupplierBidPath,
    query: ZBidSubmissionQuery,
    body: ZSubmissionFileStart,
    response: ZDocumentUploadStarted,
    responseName: 'upload',
    successStatus: 201,
    example: {
      params: bidPath,
      body: {
        submissionRequirementId: '7c6b5a49-3827-4615-9504-f3e2d1c0b9a8',
        fileName: 'Bid-bond.pdf',
        size: 482133,
        contentType: 'application/pdf',
      },
    },
  },
  {
    ...supplierRoute,
    operationId: 'signBidSubmissionFileParts',
    method: 'POST',
    path: `${BID}/Submission/Files/Parts/Batch`,
    summary:
      "URLs for several parts of the company's open upload, valid five minutes and never past the closing instant, each signed with its part's SHA-256 (sent back as the header the PUT must carry).",
    params: ZSupplierBidPath,
    query: ZBidSubmissionQuery,
    body: ZSubmissionPartsSign,
    response: ZSignedParts,
    responseName: 'signedParts',
    example: {
      params: bidPath,
      body: {
        uploadId: fileId,
        key: sealedKey,
        partNumbers: [1, 2],
        checksumsSha256: [partChecksum, partChecksum],
      },
    },
  },
  {
    ...supplierRoute,
    operationId: 'listBidSubmissionFileParts',
    method: 'GET',
    path: `${BID}/Submission/Files/Parts`,
    summary: 'The parts S3 holds of the open upload, so that a resumed upload sends only the rest.',
    params: ZSupplierBidPath,
    query: ZBidUploadQuery,
    response: ZUploadedParts,
    responseName: 'uploadParts',
    example: { params: bidPath, query: { uploadId: fileId, key: sealedKey } },
  },
  {
    ...supplierRoute,
    operationId: 'completeBidSubmissionFile',
    method: 'POST',
    path: `${BID}/Submission/Files/Complete`,
    summary:
      "Completes the upload (S3 checks each part's signed SHA-256), confirms the stored size, and records the file for its requirement with the browser's SHA-256 (replacing the one before), verifying: a background job reads the stored object back and marks it verified or mismatch. Refused past the closing instant.",
    params: ZSupplierBidPath,
    query: ZBidSubmissionQuery,
    body: ZSubmissionFileComplete,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    example: {
      params: bidPath,
      body: {
        uploadId: fileId,
        key: sealedKey,
        parts: [{ partNumber: 1, etag: '"9b2cf535f27731c974343645a3985328"', checksumSha256: partChecksum }],
        sha256: '5f70bf18a086007016e948b04aed3b82103a36bea41755b6cddfaf10ace3c6ef',
      },
    },
  },
  {
    ...supplierRoute,
    operationId: 'removeBidSubmissionFile',
    method: 'DELETE',
    path: `${BID}/Submission/Files/{fileId}`,
    summary: "Removes one of the bid's files, or cancels its open upload, while the bid is a draft.",
    params: ZSubmissionFilePath,
    query: ZBidSubmissionQuery,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    example: { params: { ...bidPath, fileId } },
  },
  {
    ...supplierRoute,
    operationId: 'startAnotherBid',
    method: 'POST',
    path: `${BID}/Submissions`,
    summary:
      'Starts another bid of the company on the tender (an alternative offer, decision 060), where the tender allows multiple submissions (submissionMultipleNotAllowed otherwise): its own id, parts, files, receipt and status, named by the label given. The other routes reach it with ?submissionId=.',
    params: ZSupplierBidPath,
    body: ZBidStart,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    successStatus: 201,
    example: { params: bidPath, body: { label: 'Alternative 2' } },
  },
  {
    ...supplierRoute,
    operationId: 'declareNoBid',
    method: 'PUT',
    path: `${BID}/NoBid`,
    summary:
      "Declares that the company will not bid (decision 060), with an optional reason, where the tender offers it and no bid of the company is submitted; emails the agency's default No Bid address and confirms to the user. Restating it replaces the reason.",
    params: ZSupplierBidPath,
    body: ZNoBidDeclare,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    example: { params: bidPath, body: { reason: 'Our crews are booked through the season.' } },
  },
  {
    ...supplierRoute,
    operationId: 'undoNoBid',
    method: 'DELETE',
    path: `${BID}/NoBid`,
    summary: "Undoes the company's no-bid, before the closing.",
    params: ZSupplierBidPath,
    response: ZBidSubmission,
    responseName: 'bidSubmission',
    example: { params: bidPath },
  },
]);

export const submissionsRouteErrors: RouteErrors<Code> = {
  getBidSubmission: ['bidNotFound', 'submissionNotFound'],
  startAnotherBid: [
    'bidNotFound',
    'submissionMultipleNotAllowed',
    'submissionTooManyBids',
    'submissionClosed',
  ],
  declareNoBid: ['bidNotFound', 'noBidNotOffered', 'noBidWhileSubmitted', 'submissionClosed'],
  undoNoBid: ['bidNotFound', 'noBidNotFound', 'submissionClosed'],
  saveBidSubmissionForm: [
    'bidNotFound',
    'conflict',
    'submissionFormNotFound',
    'submissionNotFound',
    'submissionNotEditable',
    'submissionClosed',
    'formTotalMismatch',
    'formNumberInvalid',
    'formOptionNotAllowed',
    'formSignNotAllowed',
  ],
  saveBidSubmissionPart: [
    'bidNotFound',
    'conflict',
    'submissionNotFound',
    'submissionNotEditable',
    'submissionClosed',
    'submissionRequirementUnknown',
  ],
  submitBid: [
    'bidNotFound',
    'conflict',
    'submissionNotFound',
    'submissionIncomplete',
    'submissionAlreadyComplete',
    'submissionNoBidDeclared',
    'submissionClosed',
  ],
  startBidSubmissionFile: [
    'bidNotFound',
    'submissionNotFound',
    'submissionRequirementUnknown',
    'documentEmpty',
    'documentTooLarge',
    'submissionFileTypeNotAllowed',
    'submissionFilePdfRequired',
    'submissionFilePdfTooLarge',
    'submissionNotEditable',
    'submissionClosed',
  ],
  signBidSubmissionFileParts: [
    'bidNotFound',
    'submissionNotFound',
    'documentUploadNotFound',
    'documentKeyRefused',
    'documentPartRefused',
    'submissionClosed',
  ],
  listBidSubmissionFileParts: [
    'bidNotFound',
    'submissionNotFound',
    'documentUploadNotFound',
    'documentKeyRefused',
  ],
  completeBidSubmissionFile: [
    'bidNotFound',
    'submissionNotFound',
    'documentUploadNotFound',
    'documentKeyRefused',
    'documentNotUploaded',
    'documentSizeMismatch',
    'submissionFileTypeNotAllowed',
    'submissionFilePdfRequired',
    'submissionFilePagesTooFew',
    'submissionFilePdfUnreadable',
    'submissionNotEditable',
    'submissionClosed',
  ],
  removeBidSubmissionFile: [
    'bidNotFound',
    'submissionNotFound',
    'documentUploadNotFound',
    'submissionNotEditable',
    'submissionClosed',
  ],
  withdrawBid: [
    'bidNotFound',
    'conflict',
    'submissionNotFound',
    'submissionWithdrawNotAllowed',
    'submissionClosed',
  ],
};
