/**
 * Bid meetings (docs/product/tender.md#bid-meetings, issue 9 item 5, decision 049): a project's meetings, the
 * suppliers who register to attend, the attendance the buyer records and the disqualification of a supplier
 * who missed a mandatory meeting. Pure: the portal group (registration) and the bid-meetings group
 * (attendance) answer with the codes these rules return, and the screens ask them first.
 */

/** What the rules read of a meeting (the project's `meetings`, shared/schemas/projects.ts ZMeeting). */
export interface MeetingFacts {
  meetingId: string;
  startsAt?: string | undefined;
  mandatory?: boolean | undefined;
  showToPublic?: boolean | undefined;
  deleted?: boolean | undefined;
}

/** What the rules read of a registration. */
export interface RegistrationFacts {
  /** Absent until the buyer records it: true attended, false missed. */
  attended?: boolean | undefined;
  disqualified?: unknown;
}

/** Names of people a supplier registers to attend one meeting, and the longest name. */
export const MEETING_ATTENDEES_MAX = 10;
export const MEETING_ATTENDEE_NAME_MAX_LENGTH = 100;
/** Registrations and walk-ins of one meeting. */
export const MEETING_REGISTRATIONS_MAX = 200;
/** The longest disqualification reason. */
export const DISQUALIFICATION_REASON_MAX_LENGTH = 1000;

/** Has the meeting started at `now`? A meeting without a date never has (and takes no registration). */
export const hasStarted = (meeting: MeetingFacts, now: Date): boolean =>
  meeting.startsAt !== undefined && Date.parse(meeting.startsAt) <= now.getTime();

/** A meeting a supplier can act on: not deleted, dated. */
const isHeld = (meeting: MeetingFacts): boolean => meeting.deleted !== true && meeting.startsAt !== undefined;

/**
 * The meetings a supplier sees of a bid: an invited supplier every held meeting; anyone else what the
 * public page shows (shown to the public, unless the bid hides its meetings: decision 046).
 */
export function meetingsSeenBySupplier<M extends MeetingFacts>(
  meetings: readonly M[],
  seen: { invited: boolean; meetingsHidden: boolean },
): M[] {
  return meetings.filter(
    (m) => isHeld(m) && (seen.invited || (!seen.meetingsHidden && m.showToPublic === true)),
  );
}

export type RegistrationProblem = 'meetingNotFound' | 'meetingRegistrationClosed';

/** Registering, changing the attendees or cancelling: a held meeting, until it starts. */
export function findRegistrationProblem(
  meeting: MeetingFacts | undefined,
  now: Date,
): RegistrationProblem | undefined {
  if (!meeting || !isHeld(meeting)) return 'meetingNotFound';
  if (hasStarted(meeting, now)) return 'meetingRegistrationClosed';
  return undefined;
}

export type AttendanceProblem = 'meetingNotFound' | 'meetingNotStarted' | 'meetingAttendeeDisqualified';

/**
 * Recording attendance (a registration's or a walk-in's): once the meeting has started. A disqualified
 * supplier cannot be marked present: the disqualification is undone first, so the feed tells both.
 */
export function findAttendanceProblem(
  meeting: MeetingFacts | undefined,
  registration: RegistrationFacts | undefined,
  attended: boolean,
  now: Date,
): AttendanceProblem | undefined {
  if (!meeting || !isHeld(meeting)) return 'meetingNotFound';
  if (!hasStarted(meeting, now)) return 'meetingNotStarted';
  if (attended && registration?.disqualified) return 'meetingAttendeeDisqualified';
  return undefined;
}

export type DisqualificationProblem =
  | 'meetingNotFound'
  | 'meetingNotStarted'
  | 'meetingNotMandatory'
  | 'meetingAttendanceNotMissed'
  | 'meetingAlreadyDisqualified';

/**
 * Disqualifying a supplier: only one recorded absent from a mandatory meeting that has started, and once.
 */
export function findDisqualificationProblem(
  meeting: MeetingFacts | undefined,
  registration: RegistrationFacts,
  now: Date,
): DisqualificationProblem | undefined {
  if (!meeting || !isHeld(meeting)) return 'meetingNotFound';
  if (!hasStarted(meeting, now)) return 'meetingNotStarted';
  if (meeting.mandatory !== true) return 'meetingNotMandatory';
  if (registration.attended !== false) return 'meetingAttendanceNotMissed';
  if (registration.disqualified) return 'meetingAlreadyDisqualified';
  return undefined;
}

/** Undoing a disqualification: only of a disqualified supplier. */
export const findRequalificationProblem = (
  registration: RegistrationFacts,
): 'meetingNotDisqualified' | undefined => (registration.disqualified ? undefined : 'meetingNotDisqualified');

/** What a registered supplier is told of a meeting: when and where it is held. */
export interface NoticeFacts extends MeetingFacts {
  location: string;
  description?: string | undefined;
  endsAt?: string | undefined;
}

export interface MeetingNotice<M extends NoticeFacts> {
  kind: 'changed' | 'cancelled';
  before: M;
  /** The meeting as saved; absent when it was removed. */
  after?: M;
}

/**
 * The meetings a save changed in a way registered suppliers must hear of (decision 050): its date, time, end
 * or location changed, or it was cancelled (deleted, removed, or its date cleared). Only meetings that had not
 * started before the save count: a past meeting's edits are the buyer's records, not news.
 */
export function meetingNotices<M extends NoticeFacts>(
  before: readonly M[],
  after: readonly M[],
  now: Date,
): MeetingNotice<M>[] {
  const notices: MeetingNotice<M>[] = [];
  for (const old of before) {
    if (!isHeld(old) || hasStarted(old, now)) continue;
    const saved = after.find((m) => m.meetingId === old.meetingId);
    if (!saved || !isHeld(saved)) {
      notices.push({ kind: 'cancelled', before: old, ...(saved ? { after: saved } : {}) });
      continue;
    }
    const moved =
      saved.startsAt !== old.startsAt ||
      (saved.endsAt ?? '') !== (old.endsAt ?? '') ||
      saved.location.trim() !== old.location.trim();
    if (moved) notices.push({ kind: 'changed', before: old, after: saved });
  }
  return notices;
}
