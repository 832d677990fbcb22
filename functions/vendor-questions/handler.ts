import { createGroupHandler } from '../core/http.js';
import { vendorQuestionsCatalogue, vendorQuestionsRoutes } from '../routes/vendor-questions.js';
import {
  answerVendorQuestion,
  findVendorQuestions,
  recordVendorQuestion,
} from './vendor-question-service.js';

/** Source → questions (decision 051): every lookup is scoped by the session's agency. */
export const handler = createGroupHandler(vendorQuestionsRoutes, vendorQuestionsCatalogue, {
  findVendorQuestions: async ({ session, query }) =>
    findVendorQuestions(session, query.projectId, query.status),
  answerVendorQuestion: async ({ session, query, body, headers }) =>
    answerVendorQuestion(session, query.projectId, query.tenderQuestionId, body, headers.origin),
  recordVendorQuestion: async ({ session, query, body, lang, headers }) =>
    recordVendorQuestion(session, query.projectId, body, lang, headers.origin),
});
