import { findFollowers } from './follower-list-service.js';
import { findNoBids } from './no-bid-list-service.js';
import { createGroupHandler } from '../core/http.js';
import { projectBuildCatalogue, projectBuildRoutes } from '../routes/project-build.js';
import {
  addComplianceItem,
  findComplianceItems,
  removeComplianceItem,
  updateComplianceItem,
} from './compliance-service.js';
import {
  addInvitation,
  addInvitationsFromVendorList,
  findInvitations,
  removeInvitation,
} from './invitation-service.js';
import {
  addHardCopySubmission,
  findPlanTakers,
  removeHardCopySubmission,
  updatePlanTakers,
} from './plan-taker-service.js';
import { findProjectRequirementsLock, unlockRequirements } from './requirements-service.js';
import {
  copyInvitationsFromTender,
  lookupInvitee,
  searchInvitationCandidates,
  searchTendersWithInvitations,
} from './vendor-invitation-service.js';

/** Build → compliance and Build → invitations (decision 032), the requirements' lock and unlocking (040): every lookup is scoped by the session's agency. */
export const handler = createGroupHandler(projectBuildRoutes, projectBuildCatalogue, {
  findComplianceItems: async ({ session, query }) => findComplianceItems(session, query.projectId),
  addComplianceItem: async ({ session, query, body, lang }) =>
    addComplianceItem(session, query.projectId, body, lang),
  updateComplianceItem: async ({ session, query, body, lang }) =>
    updateComplianceItem(session, query.projectId, body, lang),
  deleteComplianceItem: async ({ session, query }) =>
    removeComplianceItem(session, query.projectId, query.complianceId),
  findInvitations: async ({ session, query }) => findInvitations(session, query.projectId),
  addInvitation: async ({ session, query, body, lang, headers }) =>
    addInvitation(session, query.projectId, body, lang, headers.origin),
  addInvitationsFromVendorList: async ({ session, query, body, headers }) =>
    addInvitationsFromVendorList(session, query.projectId, body, headers.origin),
  deleteInvitation: async ({ session, query }) =>
    removeInvitation(session, query.projectId, query.invitationId),
  findRequirementsLock: async ({ session, query }) => findProjectRequirementsLock(session, query.projectId),
  unlockRequirements: async ({ session, query, body }) =>
    unlockRequirements(session, query.projectId, body.completedSubmissions),
  findPlanTakers: async ({ session, query }) => findPlanTakers(session, query.projectId),
  findNoBids: async ({ session, query }) => findNoBids(session, query.projectId),
  findFollowers: async ({ session, query }) => findFollowers(session, query.projectId),
  updatePlanTakers: async ({ session, query, body }) => updatePlanTakers(session, query.projectId, body),
  addHardCopySubmission: async ({ session, query, body }) =>
    addHardCopySubmission(session, query.projectId, body),
  deleteHardCopySubmission: async ({ session, query }) =>
    removeHardCopySubmission(session, query.projectId, query.planTakerSubmissionId),
  searchInvitationCandidates: async ({ session, query, body, lang }) =>
    searchInvitationCandidates(session, query.projectId, body, lang),
  searchTendersWithInvitations: async ({ session, query }) =>
    searchTendersWithInvitations(session, query.projectId, query.text),
  copyInvitationsFromTender: async ({ session, query, body, headers }) =>
    copyInvitationsFromTender(session, query.projectId, body.fromProjectId, headers.origin),
  lookupInvitee: async ({ session, query }) => lookupInvitee(session, query.projectId, query.email),
});
