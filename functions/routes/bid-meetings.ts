/**
 * The bid-meetings group (issue 9 item 5, decision 049): Source → bid meetings, the buyer's side. The
 * project's meetings with their registrations, attendance per registration and for walk-ins, and the
 * disqualification of a supplier who missed a mandatory meeting. Under the Source route permission: viewing
 * needs source.view, changing source.edit. The supplier's registration is the portal group's.
 */
import { catalogueOf, type CodeOf } from '../../shared/errors.js';
import { BID_MEETING_ERRORS } from '../../shared/errors/bid-meetings.js';
import { PROJECT_ACCESS_ERRORS } from '../../shared/errors/project-access.js';
import {
  ZAttendanceUpdate,
  ZBidMeetingsQuery,
  ZBidMeetingsView,
  ZDisqualify,
  ZMeetingQuery,
  ZMeetingRegistration,
  ZRegistrationQuery,
  ZRequalify,
  ZWalkInCreate,
} from '../../shared/schemas/bid-meetings.js';
import { ZTenantPath } from '../../shared/schemas/common.js';
import { defineRoutes, type RouteErrors } from './types.js';

const MEETINGS = '/api/v1/customer/{customerId}/node/{nodeId}/Projects/BidMeetings';
const REGISTRATIONS = `${MEETINGS}/Registrations`;

const customer = {
  customerId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10',
  nodeId: '5b0c7f0e-3c1a-4d0e-9a51-6f1f0c6b2a10-tender-node',
};
const projectId = '6e2a9c1d-4b7f-4e3a-9d5c-0a1b2c3d4e5f';
const meetingId = 'site-visit';
const registrationId = '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a99';

const source = { group: 'bid-meetings', auth: 'session', permission: 'projects/source' } as const;

/** What the bid-meetings Lambda answers with: the base codes and these areas' (decision 082). */
export const bidMeetingsCatalogue = catalogueOf(BID_MEETING_ERRORS, PROJECT_ACCESS_ERRORS);
type Code = CodeOf<typeof bidMeetingsCatalogue>;

export const bidMeetingsRoutes = defineRoutes([
  {
    ...source,
    operationId: 'findBidMeetings',
    method: 'GET',
    path: MEETINGS,
    summary:
      "Lists the project's meetings in the order they are held, each with its registrations and walk-ins by company, and the agency's time zone.",
    params: ZTenantPath,
    query: ZBidMeetingsQuery,
    response: ZBidMeetingsView,
    responseName: 'bidMeetings',
    example: { params: customer, query: { projectId } },
  },
  {
    ...source,
    operationId: 'addMeetingWalkIn',
    method: 'POST',
    path: `${MEETINGS}/WalkIns`,
    summary: 'Records a company that attended without registering (once the meeting has started).',
    params: ZTenantPath,
    query: ZMeetingQuery,
    body: ZWalkInCreate,
    response: ZMeetingRegistration,
    responseName: 'meetingRegistration',
    successStatus: 201,
    example: {
      params: customer,
      query: { projectId, meetingId },
      body: { companyName: 'Harbour Glazing Ltd.', attendees: ['Sam Ortiz'] },
    },
  },
  {
    ...source,
    operationId: 'recordMeetingAttendance',
    method: 'PUT',
    path: `${REGISTRATIONS}/Attendance`,
    summary:
      'Records a registered company as present or absent, at the version read (once the meeting has started).',
    params: ZTenantPath,
    query: ZRegistrationQuery,
    body: ZAttendanceUpdate,
    response: ZMeetingRegistration,
    responseName: 'meetingRegistration',
    example: {
      params: customer,
      query: { projectId, meetingId, registrationId },
      body: { attended: false, version: 1 },
    },
  },
  {
    ...source,
    operationId: 'disqualifyMeetingSupplier',
    method: 'PUT',
    path: `${REGISTRATIONS}/Disqualification`,
    summary:
      'Disqualifies a company recorded absent from a mandatory meeting, with the reason, at the version read.',
    params: ZTenantPath,
    query: ZRegistrationQuery,
    body: ZDisqualify,
    response: ZMeetingRegistration,
    responseName: 'meetingRegistration',
    example: {
      params: customer,
      query: { projectId, meetingId, registrationId },
      body: { reason: 'Missed the mandatory site visit.', version: 2 },
    },
  },
  {
    ...source,
    operationId: 'undoMeetingDisqualification',
    method: 'POST',
    path: `${REGISTRATIONS}/Disqualification/Undo`,
    summary: "Undoes a company's disqualification, at the version read.",
    params: ZTenantPath,
    query: ZRegistrationQuery,
    body: ZRequalify,
    response: ZMeetingRegistration,
    responseName: 'meetingRegistration',
    example: { params: customer, query: { projectId, meetingId, registrationId }, body: { version: 3 } },
  },
]);

export const bidMeetingsRouteErrors: RouteErrors<Code> = {
  findBidMeetings: ['projectNotFound'],
  addMeetingWalkIn: ['meetingNotFound', 'meetingNotStarted', 'meetingRegistrationsTooMany'],
  recordMeetingAttendance: [
    'meetingNotFound',
    'meetingRegistrationNotFound',
    'meetingNotStarted',
    'meetingAttendeeDisqualified',
    'conflict',
  ],
  disqualifyMeetingSupplier: [
    'meetingNotFound',
    'meetingRegistrationNotFound',
    'meetingNotStarted',
    'meetingNotMandatory',
    'meetingAttendanceNotMissed',
    'meetingAlreadyDisqualified',
    'conflict',
  ],
  undoMeetingDisqualification: ['meetingRegistrationNotFound', 'meetingNotDisqualified', 'conflict'],
};
