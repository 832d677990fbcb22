import { createGroupHandler } from '../core/http.js';
import { auditSealedBidRefusals, tenantProjectTarget } from '../core/submissions/sealed-access.js';
import { awardsCatalogue, awardsRoutes } from '../routes/awards.js';
import { awardProject, createAward, deleteAward, getAwardSummary, updateAward } from './award-service.js';

/**
 * The award (decision 064): Award → summary and awards after the closing. Every lookup is scoped by the
 * session's agency; every route refuses before the closing, and every refusal is audited on the project as
 * the opening's are (decision 061), since the summary reads the bids.
 */
export const handler = createGroupHandler(
  awardsRoutes,
  awardsCatalogue,
  {
    getAwardSummary: async ({ session, query }) => getAwardSummary(session, query.projectId),
    createAward: async ({ session, query, body, lang }) => createAward(session, query.projectId, body, lang),
    updateAward: async ({ session, query, body, lang }) =>
      updateAward(session, query.projectId, query.awardId, body, lang),
    deleteAward: async ({ session, query }) => deleteAward(session, query.projectId, query.awardId),
    awardProject: async ({ session, query, body }) => awardProject(session, query.projectId, body),
  },
  { onRefusal: auditSealedBidRefusals(tenantProjectTarget) },
);
