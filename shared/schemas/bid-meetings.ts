/**
 * Bid meetings (docs/product/tender.md#bid-meetings, issue 9 item 5, decision 049): a supplier's registration
 * to attend a project's meeting, the attendance the buyer records (registrations and walk-ins) and the
 * disqualification of a supplier who missed a mandatory meeting. zod/mini; the rules are
 * shared/domain/meetings/bid-meetings.ts.
 */
import * as z from 'zod/mini';
import {
  DISQUALIFICATION_REASON_MAX_LENGTH,
  MEETING_ATTENDEE_NAME_MAX_LENGTH,
  MEETING_ATTENDEES_MAX,
} from '../domain/meetings/bid-meetings.js';
import { safeText, ZId } from './common.js';
import { ZSupplierBidPath } from './plan-takers.js';

const ZName = z
  .string()
  .check(z.trim(), safeText(), z.minLength(1), z.maxLength(MEETING_ATTENDEE_NAME_MAX_LENGTH));
/** The people who will attend (or attended): at least one name. */
const ZAttendees = z.array(ZName).check(z.minLength(1), z.maxLength(MEETING_ATTENDEES_MAX));
const ZVersion = z.int().check(z.minimum(1));

/** A disqualification: why, when and by whom (a buyer's user id). */
export const ZDisqualification = z.object({
  reason: z.string(),
  at: z.string(),
  by: z.string(),
});

/** A registration (or a walk-in) as stored (functions/core/db/entities/meeting-registration.ts) and answered to the buyer. */
export const MEETING_REGISTRATION_SHAPE = {
  projectId: ZId,
  meetingId: ZId,
  /** The vendor's id for a supplier's registration (one per company and meeting), `walkin-…` for a walk-in. */
  registrationId: ZId,
  /** Absent for a walk-in the buyer recorded by company name. */
  vendorId: z.optional(ZId),
  companyName: z.string(),
  attendees: z.array(z.string()),
  registeredAt: z.string(),
  /** Absent until the buyer records it: true attended, false missed. */
  attended: z.optional(z.boolean()),
  disqualified: z.optional(ZDisqualification),
};

export const ZMeetingRegistration = z.object({
  ...MEETING_REGISTRATION_SHAPE,
  version: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMeetingRegistration = z.output<typeof ZMeetingRegistration>;

/** A meeting of the project as both sides see it. */
export const ZBidMeeting = z.object({
  meetingId: ZId,
  description: z.optional(z.string()),
  location: z.string(),
  startsAt: z.optional(z.string()),
  endsAt: z.optional(z.string()),
  mandatory: z.boolean(),
});
export type TBidMeeting = z.output<typeof ZBidMeeting>;

// -------------------------------------------------------------------------------------------------- buyer

export const ZBidMeetingsQuery = z.object({ projectId: ZId });
export const ZRegistrationQuery = z.object({ projectId: ZId, meetingId: ZId, registrationId: ZId });
export const ZMeetingQuery = z.object({ projectId: ZId, meetingId: ZId });

/** GET: the project's meetings (not deleted), each with its registrations and walk-ins. */
export const ZBidMeetingsView = z.object({
  /** The agency's time zone: the sign-in sheet writes dates in it. */
  timeZone: z.string(),
  projectName: z.string(),
  projectNumber: z.optional(z.string()),
  meetings: z.array(z.object({ ...ZBidMeeting.shape, registrations: z.array(ZMeetingRegistration) })),
});
export type TBidMeetingsView = z.output<typeof ZBidMeetingsView>;

/** POST: a walk-in, present, recorded by company name. */
export const ZWalkInCreate = z.strictObject({
  companyName: z.string().check(z.trim(), z.minLength(1), z.maxLength(MEETING_ATTENDEE_NAME_MAX_LENGTH)),
  attendees: ZAttendees,
});
export type TWalkInCreate = z.output<typeof ZWalkInCreate>;

/** PUT: present or absent, at the version read. */
export const ZAttendanceUpdate = z.strictObject({ attended: z.boolean(), version: ZVersion });

/** PUT: disqualifies, with a reason, at the version read. */
export const ZDisqualify = z.strictObject({
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(DISQUALIFICATION_REASON_MAX_LENGTH)),
  version: ZVersion,
});

/** POST: undoes a disqualification at the version read. */
export const ZRequalify = z.strictObject({ version: ZVersion });

// --------------------------------------------------------------------------------------------- supplier

/** A meeting of a bid in the portal: under the bid's path (decision 050). */
export const ZSupplierMeetingPath = z.object({ ...ZSupplierBidPath.shape, meetingId: ZId });

/** PUT: registers the company (or changes its attendees) until the meeting starts. */
export const ZMeetingRegistrationInput = z.strictObject({ attendees: ZAttendees });
export type TMeetingRegistrationInput = z.output<typeof ZMeetingRegistrationInput>;

/** What a supplier sees of its own registration. */
export const ZOwnRegistration = z.object({
  attendees: z.array(z.string()),
  registeredAt: z.string(),
  attended: z.optional(z.boolean()),
  disqualified: z.optional(z.boolean()),
});

/** GET: the bid's meetings the supplier sees, with the company's registration to each. */
export const ZSupplierBidMeetings = z.object({
  /** The agency's time zone, in which the meetings' times are written. */
  timeZone: z.string(),
  meetings: z.array(z.object({ ...ZBidMeeting.shape, registration: z.optional(ZOwnRegistration) })),
});
export type TSupplierBidMeetings = z.output<typeof ZSupplierBidMeetings>;
