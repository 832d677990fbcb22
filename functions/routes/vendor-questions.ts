/**
 * The vendor-questions group (issue 9 item 4, decision 051): Source → questions, the buyer's side
 * (VendorQuestions, docs/product/tender.md#questions). The project's questions, and the answer with its
 * status, emailed to the asker or published to all; a question received outside the portal, recorded by the
 * buyer (decision 051 amended). Under the Source route permission: viewing needs source.view, answering and
 * recording source.edit. The supplier's asking is the portal group's.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import { VENDOR_QUESTION_ERRORS } from '../../shared/errors/vendor-questions.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import {
  ZVendorQuestion,
  ZVendorQuestionAnswer,
  ZVendorQuestionProjectQuery,
  ZVendorQuestionQuery,
  ZVendorQuestionRecord,
  ZVendorQuestionsQuery,
  ZVendorQuestionsView,
} from '../../shared/schemas/vendor-questions.js';
import { defineRoutes, type RouteErrors } from './types.js';

const QUESTIONS = '/api/v1/customer/{customerId}/node/{nodeId}/VendorQuestions';

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const tenderQuestionId = '8d7c6b5a-4e3f-4a2b-9c1d-0e9f8a7b6c5d';

const source = { group: 'vendor-questions', auth: 'session', permission: 'projects/source' } as const;

/** What the vendor-questions Lambda answers with: the base codes and these areas' (decision 082). */
export const vendorQuestionsCatalogue = catalogueOf(PROJECT_ACCESS_ERRORS, VENDOR_QUESTION_ERRORS);
type Code = CodeOf<typeof vendorQuestionsCatalogue>;

export const vendorQuestionsRoutes = defineRoutes([
  {
    ...source,
    operationId: 'findVendorQuestions',
    method: 'GET',
    path: QUESTIONS,
    summary:
      "Lists the project's supplier questions, the newest first, optionally of one status, with the asker, the answer and where it went.",
    params: ZTenantPath,
    query: ZVendorQuestionsQuery,
    response: ZVendorQuestionsView,
    responseName: 'vendorQuestions',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'answerVendorQuestion',
    method: 'PUT',
    path: QUESTIONS,
    summary:
      'Answers a question with its status at the version read; a Complete answer is emailed to the asker (answerViaEmail) or published to all.',
    params: ZTenantPath,
    query: ZVendorQuestionQuery,
    body: ZVendorQuestionAnswer,
    response: ZVendorQuestion,
    responseName: 'vendorQuestion',
    example: {
      params: customer,
      query: { projectId, tenderQuestionId },
      body: {
        answer: 'Yes: the site visit is the only chance to see the roof before closing.',
        status: 'Complete',
        answerViaEmail: false,
        version: 1,
      },
    },
  },
  {
    ...source,
    operationId: 'recordVendorQuestion',
    method: 'POST',
    path: QUESTIONS,
    summary:
      'Records a question received outside the portal (phone, letter, email) with its asker and status; a Complete one carries its answer, emailed to the asker (answerViaEmail) or published to all.',
    params: ZTenantPath,
    query: ZVendorQuestionProjectQuery,
    body: ZVendorQuestionRecord,
    response: ZVendorQuestion,
    responseName: 'vendorQuestion',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId },
      body: {
        question: 'Is the site visit mandatory?',
        fullName: 'Jordan Lee',
        company: 'Northwind Roofing',
        email: 'jordan@northwind.example',
        status: 'Complete',
        answer: 'Yes: the site visit is the only chance to see the roof before closing.',
        answerViaEmail: true,
      },
    },
  },
]);

export const vendorQuestionsRouteErrors: RouteErrors<Code> = {
  findVendorQuestions: ['projectNotFound'],
  answerVendorQuestion: ['projectNotFound', 'questionNotFound', 'questionAnsweringClosed', 'conflict'],
  recordVendorQuestion: [
    'projectNotFound',
    'questionAnsweringClosed',
    'questionsTooMany',
    'questionTextRequired',
    'askerNameRequired',
    'askerCompanyRequired',
    'questionAnswerRequired',
  ],
};
