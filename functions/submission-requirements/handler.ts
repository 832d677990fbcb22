import { createGroupHandler } from '../core/http.js';
import {
  submissionRequirementsCatalogue,
  submissionRequirementsRoutes,
} from '../routes/submission-requirements.js';
import {
  addRequirementItem,
  addRequirementItemFromTemplate,
  findSubmissionRequirements,
  removeRequirementItem,
  sortRequirementItems,
  updateRequirementItem,
  updateRequirementSettings,
} from './requirement-service.js';

/** Build → submission requirements (decision 039): every lookup is scoped by the session's agency. */
export const handler = createGroupHandler(submissionRequirementsRoutes, submissionRequirementsCatalogue, {
  findSubmissionRequirements: async ({ session, query }) =>
    findSubmissionRequirements(session, query.projectId),
  updateRequirementSettings: async ({ session, query, body, lang }) =>
    updateRequirementSettings(session, query.projectId, body, lang),
  addRequirementItem: async ({ session, query, body, lang }) =>
    addRequirementItem(session, query.projectId, body, lang),
  updateRequirementItem: async ({ session, query, body, lang }) =>
    updateRequirementItem(session, query.projectId, body, lang),
  deleteRequirementItem: async ({ session, query }) =>
    removeRequirementItem(session, query.projectId, query.submissionRequirementId),
  sortRequirementItems: async ({ session, query, body }) =>
    sortRequirementItems(session, query.projectId, body.kind, body.submissionRequirementIds),
  addRequirementItemFromTemplate: async ({ session, query, body, lang }) =>
    addRequirementItemFromTemplate(session, query.projectId, body.onlineSubmissionTemplateId, lang),
});
