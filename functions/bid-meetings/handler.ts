import { createGroupHandler } from '../core/http.js';
import { bidMeetingsCatalogue, bidMeetingsRoutes } from '../routes/bid-meetings.js';
import {
  addWalkIn,
  disqualifySupplier,
  findBidMeetings,
  recordAttendance,
  requalifySupplier,
} from './meeting-service.js';

/** Source → bid meetings (decision 049): every lookup is scoped by the session's agency. */
export const handler = createGroupHandler(bidMeetingsRoutes, bidMeetingsCatalogue, {
  findBidMeetings: async ({ session, query }) => findBidMeetings(session, query.projectId),
  addMeetingWalkIn: async ({ session, query, body }) =>
    addWalkIn(session, query.projectId, query.meetingId, body),
  recordMeetingAttendance: async ({ session, query, body }) =>
    recordAttendance(session, query.projectId, query.meetingId, query.registrationId, body),
  disqualifyMeetingSupplier: async ({ session, query, body }) =>
    disqualifySupplier(session, query.projectId, query.meetingId, query.registrationId, body),
  undoMeetingDisqualification: async ({ session, query, body }) =>
    requalifySupplier(session, query.projectId, query.meetingId, query.registrationId, body.version),
});
