import {
  ZPublicAgencyDetail,
  ZPublicAgencyList,
  ZPublicAgencyPath,
  ZPublicDocumentDownload,
  ZPublicDocumentPath,
  ZPublicOpportunityDetail,
  ZPublicOpportunityPage,
  ZPublicOpportunityPath,
  ZPublicOpportunitySearch,
} from '../../shared/schemas/public-opportunities.js';
import { ZPublicQuestionAsk, ZPublicQuestionAsked } from '../../shared/schemas/vendor-questions.js';
import {
  ZReceiptVerification,
  ZReceiptVerifyPath,
  ZReceiptVerifyQuery,
} from '../../shared/schemas/receipts.js';
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { PUBLIC_OPPORTUNITY_ERRORS } from '../../shared/errors/public-opportunities.js';
import { VENDOR_QUESTION_ERRORS } from '../../shared/errors/vendor-questions.js';
import { defineRoutes, type RouteErrors } from './types.js';

/**
 * The public opportunities pages (issue 9 item 1, decision 046): no login, under /api/v1/public/.
 * An agency is named by its domain, as on the login screen; an opportunity by its project id in it.
 */
const PUBLIC = '/api/v1/public';
const open = { group: 'public-opportunities', auth: 'public' } as const;
const agencyDomain = 'demo';
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const documentId = '0f8e7d6c-5b4a-4392-8170-6e5d4c3b2a19';

/** What the public-opportunities Lambda answers with: the base codes and these areas' (decision 082). */
export const publicOpportunitiesCatalogue = catalogueOf(PUBLIC_OPPORTUNITY_ERRORS, VENDOR_QUESTION_ERRORS);
type Code = CodeOf<typeof publicOpportunitiesCatalogue>;

export const publicOpportunitiesRoutes = defineRoutes([
  {
    ...open,
    operationId: 'listPublicAgencies',
    method: 'GET',
    path: `${PUBLIC}/agencies`,
    summary: 'Lists the agencies on the platform (domain, name, time zone), for the search’s agency choice.',
    response: ZPublicAgencyList,
    responseName: 'publicAgencies',
  },
  {
    ...open,
    operationId: 'findPublicAgency',
    method: 'GET',
    path: `${PUBLIC}/agencies/{agencyDomain}`,
    summary: 'One agency by its domain, with its categories (code and name) for the category search.',
    params: ZPublicAgencyPath,
    response: ZPublicAgencyDetail,
    responseName: 'publicAgency',
    example: { params: { agencyDomain } },
  },
  {
    ...open,
    operationId: 'searchPublicOpportunities',
    method: 'GET',
    path: `${PUBLIC}/opportunities`,
    summary:
      'The open public bids of every agency, or of one (agency), in closing order: every word of text in the number, name or agency name, a category code, a closing range; paged by an opaque cursor.',
    query: ZPublicOpportunitySearch,
    response: ZPublicOpportunityPage,
    responseName: 'publicOpportunities',
    example: { query: { text: 'furniture', agency: agencyDomain, limit: '20' } },
  },
  {
    ...open,
    operationId: 'findPublicOpportunity',
    method: 'GET',
    path: `${PUBLIC}/agencies/{agencyDomain}/opportunities/{projectId}`,
    summary:
      'One open public bid: its description, dates, documents (unless hidden), addenda, and its meetings and team where the project shows them. 404 for anything not listed.',
    params: ZPublicOpportunityPath,
    response: ZPublicOpportunityDetail,
    responseName: 'publicOpportunity',
    example: { params: { agencyDomain, projectId } },
  },
  {
    ...open,
    operationId: 'downloadPublicDocument',
    method: 'GET',
    path: `${PUBLIC}/agencies/{agencyDomain}/opportunities/{projectId}/documents/{documentId}/download`,
    summary:
      'A one-minute download URL of a visible document (or addendum) of an open public bid; 404 for any other.',
    params: ZPublicDocumentPath,
    response: ZPublicDocumentDownload,
    responseName: 'publicDocumentDownload',
    example: { params: { agencyDomain, projectId, documentId } },
  },
  {
    ...open,
    operationId: 'askPublicQuestion',
    method: 'POST',
    path: `${PUBLIC}/agencies/{agencyDomain}/opportunities/{projectId}/Questions`,
    summary:
      'A visitor’s question about an open public bid that lets anyone ask (its "only registered suppliers" setting off), until the deadline when questions close; the answer is emailed to the address given or published. A few per address and bid per hour.',
    params: ZPublicOpportunityPath,
    body: ZPublicQuestionAsk,
    response: ZPublicQuestionAsked,
    responseName: 'publicQuestion',
    successStatus: 201,
    example: {
      params: { agencyDomain, projectId },
      body: {
        question: 'Is the site visit mandatory?',
        fullName: 'Jordan Lee',
        company: 'Northwind Roofing',
        email: 'jordan@northwind.example',
      },
    },
  },
  {
    ...open,
    operationId: 'verifyReceipt',
    method: 'GET',
    path: `${PUBLIC}/receipts/{agencyDomain}/{projectId}/{submissionId}`,
    summary:
      'Whether a bid receipt (its ids and bid digest) matches what the vault holds (decision 059): match, superseded (withdrawn or submitted again since) or unknown; with the facts that are not sealed (agency, project, company, time) and, for a match, the files’ count, SHA-256s and read-back. Never prices, answers or file names.',
    params: ZReceiptVerifyPath,
    query: ZReceiptVerifyQuery,
    response: ZReceiptVerification,
    responseName: 'receiptVerification',
    example: {
      params: { agencyDomain, projectId, submissionId: '8a7b6c5d-4e3f-4a2b-9c1d-0e1f2a3b4c5d' },
      query: { digest: '3f2a91bc5d7e4f60a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718' },
    },
  },
]);

export const publicOpportunitiesRouteErrors: RouteErrors<Code> = {
  findPublicAgency: ['publicAgencyNotFound'],
  searchPublicOpportunities: [
    'publicAgencyNotFound',
    'opportunityCursorInvalid',
    'opportunityClosingRangeInvalid',
  ],
  findPublicOpportunity: ['opportunityNotFound'],
  downloadPublicDocument: ['opportunityNotFound', 'publicDocumentNotFound'],
  askPublicQuestion: [
    'opportunityNotFound',
    'questionsRegisteredOnly',
    'questionsClosed',
    'questionsTooMany',
    'publicQuestionsTooMany',
    'questionTextRequired',
    'askerNameRequired',
    'askerCompanyRequired',
  ],
};
