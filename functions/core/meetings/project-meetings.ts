/**
 * What the portal group (a supplier's registration) and the bid-meetings group (the buyer's attendance)
 * share about a project's meetings (decision 049): the meetings as stored on the project, read loosely (the
 * project item's `meetings`, shared/schemas/projects.ts ZMeeting), and the project's registrations.
 */
import type { MeetingFacts } from '../../../shared/domain/meetings/bid-meetings.js';
import type { TBidMeeting } from '../../../shared/schemas/bid-meetings.js';
import { MeetingRegistration } from '../db/entities/meeting-registration.js';
import { registrationsOfProject } from '../db/entities/meeting-registration-keys.js';
import { queryAll } from '../db/ops.js';

/** A meeting as stored on the project (Build → dates). */
export interface StoredMeeting extends MeetingFacts {
  description?: string;
  location: string;
  endsAt?: string;
}

/** The project's meetings as stored, whatever the project item's other fields. */
export const storedMeetings = (project: Record<string, unknown>): StoredMeeting[] =>
  Array.isArray(project.meetings) ? (project.meetings as StoredMeeting[]) : [];

/** A meeting as both sides see it: its fields, mandatory said either way. */
export const meetingView = (m: StoredMeeting): TBidMeeting => ({
  meetingId: m.meetingId,
  location: m.location,
  mandatory: m.mandatory === true,
  ...(m.description ? { description: m.description } : {}),
  ...(m.startsAt ? { startsAt: m.startsAt } : {}),
  ...(m.endsAt ? { endsAt: m.endsAt } : {}),
});

/** Meetings in the order they are held (undated last). */
export const byStart = (a: { startsAt?: string }, b: { startsAt?: string }) =>
  (a.startsAt ?? '\uffff').localeCompare(b.startsAt ?? '\uffff');

export const projectRegistrations = (customerId: string, projectId: string) =>
  queryAll(MeetingRegistration, registrationsOfProject(customerId, projectId));
