import { portalCatalogue, portalRoutes } from '../routes/portal.js';
import { createGroupHandler, httpResult } from '../core/http.js';
import { answerNoSoonerThan } from '../core/accounts/even-timing.js';
import { clearedSessionCookies, destroySession } from '../core/session.js';
import { SUPPLIER_DIRECTORY } from '../core/accounts/supplier-links.js';
import { clientAddressOf, throttle } from '../core/accounts/throttle.js';
import {
  confirmSupplierPasswordReset,
  registerSupplier,
  requestSupplierPasswordReset,
  resendSupplierVerification,
  supplierLogin,
  verifySupplierEmail,
} from './account-service.js';
import { downloadBidDocument, findBid, listInvitedBids, registerInterest } from './bid-service.js';
import {
  addSupplierUser,
  describeSupplierSession,
  getVendorProfile,
  listSupplierUsers,
  updateVendorProfile,
} from './profile-service.js';
import {
  cancelMeetingRegistration,
  findSupplierBidMeetings,
  registerForMeeting,
} from './meeting-registration-service.js';
import {
  followOpportunity,
  getFollowing,
  listSupplierOpportunities,
  unfollowOpportunity,
} from './supplier-opportunity-service.js';
import { askQuestion, findSupplierBidQuestions } from './supplier-question-service.js';
import { acknowledgeAddendum, findSupplierAddenda } from './supplier-addendum-service.js';

const LOGGED_OUT = { en: 'You are logged out.', fr: 'Vous êtes déconnecté.' };

export const handler = createGroupHandler(portalRoutes, portalCatalogue, {
  registerSupplier: async ({ body, lang, headers, event }) => {
    const started = performance.now();
    await throttle('registration', `${SUPPLIER_DIRECTORY}:${clientAddressOf(event)}`);
    const { email, message } = await registerSupplier(body, undefined, lang, headers.origin);
    // A taken email is answered as a new one: the same answer, no sooner than the same floor.
    await answerNoSoonerThan(started);
    return { email, message };
  },
  verifySupplierEmail: async ({ body, lang }) => verifySupplierEmail(body.email, body.token, lang),
  resendSupplierVerification: async ({ body, lang, headers }) =>
    resendSupplierVerification(body.email, lang, headers.origin),
  supplierLogin: async ({ body, event }) => {
    const { info, cookies } = await supplierLogin(body, clientAddressOf(event));
    return httpResult({ values: info, cookies });
  },
  requestSupplierPasswordReset: async ({ body, lang, headers }) =>
    requestSupplierPasswordReset(body.email, lang, headers.origin),
  confirmSupplierPasswordReset: async ({ body, lang }) => confirmSupplierPasswordReset(body, lang),
  getSupplierSession: async ({ session }) => describeSupplierSession(session),
  supplierLogout: async ({ session, lang }) => {
    await destroySession(session.sessionKey);
    return httpResult({ values: { message: LOGGED_OUT[lang] }, cookies: clearedSessionCookies() });
  },
  getVendorProfile: async ({ session }) => getVendorProfile(session),
  updateVendorProfile: async ({ session, body, lang }) => updateVendorProfile(session, body, lang),
  listSupplierUsers: async ({ session }) => listSupplierUsers(session),
  addSupplierUser: async ({ session, body, lang, headers }) =>
    addSupplierUser(session, body, lang, headers.origin),
  listInvitedBids: async ({ session }) => listInvitedBids(session),
  getSupplierBid: async ({ session, params }) => findBid(session, params.agencyDomain, params.projectId),
  registerBidInterest: async ({ session, params }) =>
    registerInterest(session, params.agencyDomain, params.projectId),
  downloadSupplierBidDocument: async ({ session, params }) =>
    downloadBidDocument(session, params.agencyDomain, params.projectId, params.documentId),
  findSupplierBidMeetings: async ({ session, params }) =>
    findSupplierBidMeetings(session, params.agencyDomain, params.projectId),
  registerForMeeting: async ({ session, params, body, lang }) =>
    registerForMeeting(session, params.agencyDomain, params.projectId, params.meetingId, body, lang),
  cancelMeetingRegistration: async ({ session, params }) =>
    cancelMeetingRegistration(session, params.agencyDomain, params.projectId, params.meetingId),
  listSupplierOpportunities: async ({ session }) => listSupplierOpportunities(session),
  getOpportunityFollowing: async ({ session, params }) =>
    getFollowing(session, params.agencyDomain, params.projectId),
  followOpportunity: async ({ session, params }) =>
    followOpportunity(session, params.agencyDomain, params.projectId),
  unfollowOpportunity: async ({ session, params }) =>
    unfollowOpportunity(session, params.agencyDomain, params.projectId),
  findSupplierBidQuestions: async ({ session, params }) =>
    findSupplierBidQuestions(session, params.agencyDomain, params.projectId),
  askBidQuestion: async ({ session, params, body, lang, headers }) =>
    askQuestion(session, params.agencyDomain, params.projectId, body, lang, headers.origin),
  findSupplierAddenda: async ({ session, params }) =>
    findSupplierAddenda(session, params.agencyDomain, params.projectId),
  acknowledgeAddendum: async ({ session, params }) =>
    acknowledgeAddendum(session, params.agencyDomain, params.projectId, params.addendumId),
});
