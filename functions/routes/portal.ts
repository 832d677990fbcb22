/**
 * The portal group (issue 9, decision 045): the supplier's own side of the product. Registration, email
 * verification, login and password reset need no session (`/api/v1/public/...`); the session, the company's
 * profile and its users need a supplier's session (`/api/v1/portal/...`, auth kind `supplier`), which never
 * reaches a buyer's route, as a buyer's session never reaches these.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { ADDENDUM_ERRORS } from '../../shared/errors/addenda.js';
import { AUTH_ERRORS } from '../../shared/errors/auth.js';
import { BID_MEETING_ERRORS } from '../../shared/errors/bid-meetings.js';
import { PLATFORM_ERRORS } from '../../shared/errors/platform.js';
import { SUPPLIER_ERRORS } from '../../shared/errors/suppliers.js';
import { VENDOR_QUESTION_ERRORS } from '../../shared/errors/vendor-questions.js';
import {
  ZSupplierEmail,
  ZSupplierLink,
  ZSupplierLogin,
  ZSupplierMessage,
  ZSupplierPasswordConfirm,
  ZSupplierRegistered,
  ZSupplierRegistration,
  ZSupplierSession,
  ZSupplierUserAdd,
  ZSupplierUserView,
  ZVendorProfileUpdate,
  ZVendorProfileView,
} from '../../shared/schemas/supplier-accounts.js';
import {
  ZSupplierBid,
  ZSupplierBidDocumentPath,
  ZSupplierBidPath,
  ZSupplierBidSummaries,
  ZSupplierDownload,
} from '../../shared/schemas/plan-takers.js';
import {
  ZMeetingRegistrationInput,
  ZSupplierBidMeetings,
  ZSupplierMeetingPath,
} from '../../shared/schemas/bid-meetings.js';
import {
  ZOpportunityFollowing,
  ZSupplierOpportunityList,
} from '../../shared/schemas/supplier-opportunities.js';
import { ZQuestionAsk, ZSupplierBidQuestions } from '../../shared/schemas/vendor-questions.js';
import { ZSupplierAddenda, ZSupplierAddendumPath } from '../../shared/schemas/addenda.js';
import * as z from 'zod/mini';
import { defineRoutes, type RouteErrors } from './types.js';

const PUBLIC = '/api/v1/public';
const PORTAL = '/api/v1/portal';

const profile = {
  companyName: 'Northwind Paving Inc.',
  otherNames: ['Northwind'],
  previousNames: [],
  contacts: [
    {
      firstName: 'Dana',
      lastName: 'Lee',
      email: 'dana.lee@northwind.example',
      title: 'Estimator',
      phone: '+1 613 555 0142',
      primary: true,
    },
  ],
  addresses: [
    {
      line1: '12 Quarry Road',
      city: 'Ottawa',
      provinceOrState: 'ON',
      country: 'Canada',
      postalCode: 'K1A 0B1',
    },
  ],
  phone: '+1 613 555 0100',
  alternatePhones: [],
  taxNumber: '123456789RT0001',
  categoryCodes: ['72141100'],
  diversityClassifications: ['smallBusiness'],
  certifiedDiverse: false,
  local: true,
  emergency: true,
};
const email = 'dana.lee@northwind.example';
/** Every per-bid route is `${PORTAL}/Bids/{agencyDomain}/{projectId}/...` (decision 050). */
const BID = `${PORTAL}/Bids/{agencyDomain}/{projectId}`;
const bidPath = { agencyDomain: 'cityofexample.ca', projectId: '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f' };
const link = { email, token: 'sample-token-from-the-email-0123456789' };

const publicRoute = { group: 'portal', auth: 'public' } as const;
const supplierRoute = { group: 'portal', auth: 'supplier' } as const;

/** What the portal Lambda answers with: the base codes and these areas' (decision 082). */
export const portalCatalogue = catalogueOf(
  ADDENDUM_ERRORS,
  AUTH_ERRORS,
  BID_MEETING_ERRORS,
  PLATFORM_ERRORS,
  SUPPLIER_ERRORS,
  VENDOR_QUESTION_ERRORS,
);
type Code = CodeOf<typeof portalCatalogue>;

export const portalRoutes = defineRoutes([
  {
    ...publicRoute,
    operationId: 'registerSupplier',
    method: 'POST',
    path: `${PUBLIC}/SupplierAccounts`,
    summary:
      'Registers a supplier company and its first user; emails a verification link (48 hours). One account per email across the platform: for an email that has one, the answer is the same and its owner is emailed instead. At most 50 registrations an hour per client address (429 with Retry-After).',
    body: ZSupplierRegistration,
    response: ZSupplierRegistered,
    responseName: 'supplierRegistration',
    successStatus: 201,
    example: {
      body: {
        profile,
        user: { firstName: 'Dana', lastName: 'Lee', email, password: 'Paving!2026' },
      },
    },
  },
  {
    ...publicRoute,
    operationId: 'verifySupplierEmail',
    method: 'POST',
    path: `${PUBLIC}/SupplierAccounts/Verify`,
    summary: 'Redeems the emailed verification link (single use): the account may log in.',
    body: ZSupplierLink,
    response: ZSupplierMessage,
    responseName: 'message',
    example: { body: link },
  },
  {
    ...publicRoute,
    operationId: 'resendSupplierVerification',
    method: 'POST',
    path: `${PUBLIC}/SupplierAccounts/Verify/Resend`,
    summary:
      'Emails a new verification link to an unverified account. The answer is the same whether or not one exists; at most 3 an hour per email (429 with Retry-After).',
    body: ZSupplierEmail,
    response: ZSupplierMessage,
    responseName: 'message',
    example: { body: { email } },
  },
  {
    ...publicRoute,
    operationId: 'supplierLogin',
    method: 'POST',
    path: `${PUBLIC}/SupplierLogin`,
    summary:
      'Starts a supplier session (cookies tb_session and XSRF-TOKEN). 401 invalid credentials; 403 email not verified; 429 locked after 5 consecutive failures.',
    body: ZSupplierLogin,
    response: ZSupplierSession,
    responseName: 'supplierSession',
    example: { body: { email: 'bids@acme.example', password: 'Tenderbox!2026' } },
  },
  {
    ...publicRoute,
    operationId: 'requestSupplierPasswordReset',
    method: 'POST',
    path: `${PUBLIC}/SupplierPasswordReset`,
    summary:
      'Emails a single-use reset link (60 minutes) that replaces the older ones. The answer is the same whether or not the account exists; at most 3 an hour per email (429 with Retry-After).',
    body: ZSupplierEmail,
    response: ZSupplierMessage,
    responseName: 'message',
    example: { body: { email } },
  },
  {
    ...publicRoute,
    operationId: 'confirmSupplierPasswordReset',
    method: 'POST',
    path: `${PUBLIC}/SupplierPasswordReset/Confirm`,
    summary:
      'Sets a new password with a reset or setup link: the link is spent, the account unlocked and its email verified, its sessions ended.',
    body: ZSupplierPasswordConfirm,
    response: ZSupplierMessage,
    responseName: 'message',
    example: { body: { ...link, newPassword: 'New!Passw0rd' } },
  },
  {
    ...supplierRoute,
    operationId: 'getSupplierSession',
    method: 'GET',
    path: `${PORTAL}/Session`,
    summary: 'Who is signed in to the portal: the company and the user.',
    response: ZSupplierSession,
    responseName: 'supplierSession',
  },
  {
    ...supplierRoute,
    operationId: 'supplierLogout',
    method: 'POST',
    path: `${PORTAL}/Logout`,
    summary: 'Ends the supplier session and clears its cookies.',
    response: ZSupplierMessage,
    responseName: 'message',
  },
  {
    ...supplierRoute,
    operationId: 'getVendorProfile',
    method: 'GET',
    path: `${PORTAL}/Profile`,
    summary: "The company's profile, with its version.",
    response: ZVendorProfileView,
    responseName: 'vendorProfile',
  },
  {
    ...supplierRoute,
    operationId: 'updateVendorProfile',
    method: 'PUT',
    path: `${PORTAL}/Profile`,
    summary:
      "Saves the company's whole profile at the version it was read at (409 when another save came first).",
    body: ZVendorProfileUpdate,
    response: ZVendorProfileView,
    responseName: 'vendorProfile',
    example: { body: { ...profile, version: 1 } },
  },
  {
    ...supplierRoute,
    operationId: 'listSupplierUsers',
    method: 'GET',
    path: `${PORTAL}/Users`,
    summary: "The company's users.",
    response: z.array(ZSupplierUserView),
    responseName: 'supplierUsers',
  },
  {
    ...supplierRoute,
    operationId: 'addSupplierUser',
    method: 'POST',
    path: `${PORTAL}/Users`,
    summary: 'Adds a colleague by email, who is emailed a link (7 days) to choose a password.',
    body: ZSupplierUserAdd,
    response: ZSupplierUserView,
    responseName: 'supplierUser',
    successStatus: 201,
    example: { body: { firstName: 'Sam', lastName: 'Ortiz', email: 'sam.ortiz@northwind.example' } },
  },
  {
    ...supplierRoute,
    operationId: 'listInvitedBids',
    method: 'GET',
    path: `${PORTAL}/Bids`,
    summary:
      "The open bids the company is invited to (invitational or limited, or any bid that invited one of its users), each with its agency's domain that names it in the portal's bid routes, the closing soonest first.",
    response: ZSupplierBidSummaries,
    responseName: 'supplierBids',
  },
  {
    ...supplierRoute,
    operationId: 'getSupplierBid',
    method: 'GET',
    path: BID,
    summary:
      'One bid the company may see (open: public, or invitational or limited and invited; read only once closed or awarded, for a company invited to it or that took part in it), with its status, its documents and whether the company is a plan taker. Anything else is 404 bidNotFound.',
    params: ZSupplierBidPath,
    response: ZSupplierBid,
    responseName: 'supplierBid',
    example: { params: bidPath },
  },
  {
    ...supplierRoute,
    operationId: 'registerBidInterest',
    method: 'POST',
    path: `${BID}/PlanTaker`,
    summary:
      "Registers the company's interest in the bid: it becomes a plan taker, named by the signed-in user, and may download the documents. Registering again changes nothing.",
    params: ZSupplierBidPath,
    response: ZSupplierBid,
    responseName: 'supplierBid',
    example: { params: bidPath },
  },
  {
    ...supplierRoute,
    operationId: 'downloadSupplierBidDocument',
    method: 'GET',
    path: `${BID}/Documents/{documentId}/Download`,
    summary:
      "A one-minute download URL for one of the bid's documents, for a plan taker (403 planTakerRequired otherwise).",
    params: ZSupplierBidDocumentPath,
    response: ZSupplierDownload,
    responseName: 'supplierDownload',
    example: { params: { ...bidPath, documentId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' } },
  },
  {
    ...supplierRoute,
    operationId: 'findSupplierBidMeetings',
    method: 'GET',
    path: `${BID}/Meetings`,
    summary:
      "A bid's meetings the company may attend, with its registration to each (decision 049). A bid the supplier may not see (invitational and not invited, closed) is not found.",
    params: ZSupplierBidPath,
    response: ZSupplierBidMeetings,
    responseName: 'supplierBidMeetings',
    example: { params: bidPath },
  },
  {
    ...supplierRoute,
    operationId: 'registerForMeeting',
    method: 'PUT',
    path: `${BID}/Meetings/{meetingId}/Registration`,
    summary:
      'Registers the company to attend a meeting, or changes who will attend, until the meeting starts (one registration per company).',
    params: ZSupplierMeetingPath,
    body: ZMeetingRegistrationInput,
    response: ZSupplierBidMeetings,
    responseName: 'supplierBidMeetings',
    example: {
      params: { ...bidPath, meetingId: 'site-visit' },
      body: { attendees: ['Dana Lee', 'Sam Ortiz'] },
    },
  },
  {
    ...supplierRoute,
    operationId: 'cancelMeetingRegistration',
    method: 'DELETE',
    path: `${BID}/Meetings/{meetingId}/Registration`,
    summary: "Cancels the company's registration to a meeting, until the meeting starts.",
    params: ZSupplierMeetingPath,
    response: ZSupplierBidMeetings,
    responseName: 'supplierBidMeetings',
    example: { params: { ...bidPath, meetingId: 'site-visit' } },
  },
  {
    ...supplierRoute,
    operationId: 'listSupplierOpportunities',
    method: 'GET',
    path: `${PORTAL}/Opportunities`,
    summary:
      'My opportunities (decision 047): the bids the company follows, the invitational or limited bids its users are invited to (once published) and the bids it submitted to, by closing.',
    response: ZSupplierOpportunityList,
    responseName: 'supplierOpportunities',
  },
  {
    ...supplierRoute,
    operationId: 'getOpportunityFollowing',
    method: 'GET',
    path: `${BID}/Follow`,
    summary: 'Whether the company follows the bid.',
    params: ZSupplierBidPath,
    response: ZOpportunityFollowing,
    responseName: 'opportunityFollowing',
    example: { params: bidPath },
  },
  {
    ...supplierRoute,
    operationId: 'followOpportunity',
    method: 'PUT',
    path: `${BID}/Follow`,
    summary:
      'Follows an open public bid (following it again changes nothing); 404 for any bid the public pages do not show.',
    params: ZSupplierBidPath,
    response: ZOpportunityFollowing,
    responseName: 'opportunityFollowing',
    example: { params: bidPath },
  },
  {
    ...supplierRoute,
    operationId: 'unfollowOpportunity',
    method: 'DELETE',
    path: `${BID}/Follow`,
    summary: 'Stops following the bid (unfollowing a bid not followed changes nothing).',
    params: ZSupplierBidPath,
    response: ZOpportunityFollowing,
    responseName: 'opportunityFollowing',
    example: { params: bidPath },
  },
  {
    ...supplierRoute,
    operationId: 'findSupplierBidQuestions',
    method: 'GET',
    path: `${BID}/Questions`,
    summary:
      "The company's questions about a bid, with their answers once emailed or published, and every published answer (never the asker) (decision 051).",
    params: ZSupplierBidPath,
    response: ZSupplierBidQuestions,
    responseName: 'supplierBidQuestions',
    example: { params: bidPath },
  },
  {
    ...supplierRoute,
    operationId: 'askBidQuestion',
    method: 'POST',
    path: `${BID}/Questions`,
    summary:
      'Asks a question about a bid the supplier may see, until the question deadline when the bid closes questions after it; team members who opted in are emailed.',
    params: ZSupplierBidPath,
    body: ZQuestionAsk,
    response: ZSupplierBidQuestions,
    responseName: 'supplierBidQuestions',
    successStatus: 201,
    example: {
      params: bidPath,
      body: { question: 'May the roof be inspected before the closing date?' },
    },
  },
  {
    ...supplierRoute,
    operationId: 'findSupplierAddenda',
    method: 'GET',
    path: `${BID}/Addenda`,
    summary:
      "A bid's published addenda by number (decision 052), each with the company's acknowledgement; 404 bidNotFound for any bid the company may not see.",
    params: ZSupplierBidPath,
    response: ZSupplierAddenda,
    responseName: 'supplierAddenda',
    example: { params: bidPath },
  },
  {
    ...supplierRoute,
    operationId: 'acknowledgeAddendum',
    method: 'PUT',
    path: `${BID}/Addenda/{addendumId}/Acknowledgement`,
    summary:
      'The company acknowledges a published addendum (who and when); acknowledging again changes nothing.',
    params: ZSupplierAddendumPath,
    response: ZSupplierAddenda,
    responseName: 'supplierAddenda',
    example: { params: { ...bidPath, addendumId: '2d4f6a8c-1b3e-4d5f-8a7c-9e0b1c2d3e4f' } },
  },
]);

export const portalRouteErrors: RouteErrors<Code> = {
  registerSupplier: [
    'vendorContactRequired',
    'vendorPrimaryContactRequired',
    'passwordNotComplex',
    'tooManyRequests',
  ],
  verifySupplierEmail: ['supplierLinkInvalid', 'supplierLinkExpired', 'supplierLinkUsed'],
  resendSupplierVerification: ['tooManyRequests'],
  supplierLogin: [
    'supplierInvalidCredentials',
    'supplierEmailNotVerified',
    'supplierLockedOut',
    'supplierInactive',
    'tooManyRequests',
  ],
  requestSupplierPasswordReset: ['tooManyRequests'],
  confirmSupplierPasswordReset: [
    'supplierLinkInvalid',
    'supplierLinkExpired',
    'supplierLinkUsed',
    'passwordLinkReplaced',
    'passwordNotComplex',
  ],
  updateVendorProfile: ['conflict', 'vendorContactRequired', 'vendorPrimaryContactRequired'],
  addSupplierUser: ['supplierEmailTaken'],
  getSupplierBid: ['bidNotFound'],
  registerBidInterest: ['bidNotFound', 'bidClosed'],
  downloadSupplierBidDocument: ['bidNotFound', 'bidClosed', 'planTakerRequired', 'bidDocumentNotFound'],
  findSupplierBidMeetings: ['bidNotFound'],
  registerForMeeting: [
    'bidNotFound',
    'bidClosed',
    'meetingNotFound',
    'meetingRegistrationClosed',
    'meetingRegistrationsTooMany',
  ],
  cancelMeetingRegistration: [
    'bidNotFound',
    'bidClosed',
    'meetingNotFound',
    'meetingRegistrationClosed',
    'meetingRegistrationNotFound',
  ],
  getOpportunityFollowing: ['bidNotFound'],
  followOpportunity: ['bidNotFound', 'bidClosed'],
  unfollowOpportunity: ['bidNotFound'],
  findSupplierBidQuestions: ['bidNotFound'],
  askBidQuestion: ['bidNotFound', 'bidClosed', 'questionsClosed', 'questionsTooMany'],
  findSupplierAddenda: ['bidNotFound'],
  acknowledgeAddendum: ['bidNotFound', 'bidClosed', 'addendumNotFound'],
};
