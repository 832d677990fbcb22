import { createGroupHandler } from '../core/http.js';
import { auditSealedBidRefusals, tenantProjectTarget } from '../core/submissions/sealed-access.js';
import { evaluationsCatalogue, evaluationsRoutes } from '../routes/evaluations.js';
import {
  changeEvaluationMethod,
  declareConflicts,
  getEvaluation,
  getEvaluationBid,
  getEvaluationReview,
  getMyEvaluation,
  getPricingReview,
  saveEvaluationCriteria,
  saveEvaluationTeam,
  saveScores,
  setConsensusScore,
  setSupplierStatus,
} from './evaluation-service.js';

/**
 * The evaluation (decision 063): the leads' set-up and review, the evaluators' declarations and scores.
 * Every lookup is scoped by the session's agency; every refusal is audited on the project, as the
 * opening's (decision 061): these routes address opened bids.
 */
export const handler = createGroupHandler(
  evaluationsRoutes,
  evaluationsCatalogue,
  {
    getEvaluation: async ({ session, query }) => getEvaluation(session, query.projectId),
    saveEvaluationCriteria: async ({ session, query, body, lang }) =>
      saveEvaluationCriteria(session, query.projectId, body, lang),
    changeEvaluationMethod: async ({ session, query, body }) =>
      changeEvaluationMethod(session, query.projectId, body),
    saveEvaluationTeam: async ({ session, query, body, lang }) =>
      saveEvaluationTeam(session, query.projectId, body, lang),
    setSupplierStatus: async ({ session, query, body, lang }) =>
      setSupplierStatus(session, query.projectId, query.submissionId, body, lang),
    getMyEvaluation: async ({ session, query }) => getMyEvaluation(session, query.projectId),
    getEvaluationBid: async ({ session, query }) =>
      getEvaluationBid(session, query.projectId, query.submissionId),
    declareConflicts: async ({ session, query, body }) => declareConflicts(session, query.projectId, body),
    saveEvaluationScores: async ({ session, query, body, lang }) =>
      saveScores(session, query.projectId, query.submissionId, body, lang),
    getEvaluationReview: async ({ session, query }) => getEvaluationReview(session, query.projectId),
    setConsensusScore: async ({ session, query, body, lang }) =>
      setConsensusScore(session, query.projectId, query.submissionId, body, lang),
    getPricingReview: async ({ session, query }) => getPricingReview(session, query.projectId),
  },
  { onRefusal: auditSealedBidRefusals(tenantProjectTarget) },
);
