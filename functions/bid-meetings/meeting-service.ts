/**
 * Source → bid meetings, the buyer's side (docs/product/tender.md#bid-meetings, decision 049): the project's
 * meetings with their registrations, attendance recorded per registration and for walk-ins, and the
 * disqualification of a supplier who missed a mandatory meeting (and its undoing). Each change is one
 * transaction with its audit event on the project, at the version read.
 */
import { randomUUID } from 'node:crypto';
import {
  findAttendanceProblem,
  findDisqualificationProblem,
  findRequalificationProblem,
  MEETING_REGISTRATIONS_MAX,
} from '../../shared/domain/meetings/bid-meetings.js';
import type {
  TBidMeetingsView,
  TMeetingRegistration,
  TWalkInCreate,
} from '../../shared/schemas/bid-meetings.js';
import { AppError } from '../core/app-error.js';
import {
  byStart,
  meetingView,
  projectRegistrations,
  storedMeetings,
} from '../core/meetings/project-meetings.js';
import { projectAudit } from '../core/projects/build-access.js';
import { now as clockNow, nowIso } from '../core/clock.js';
import {
  MeetingRegistration,
  WALK_IN_PREFIX,
  type MeetingRegistrationRecord,
} from '../core/db/entities/meeting-registration.js';
import { assertVersion, getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import { reachProject } from '../core/projects/project-access.js';
import type { SessionContext } from '../core/session.js';

const toDto = ({
  customerId: _customerId,
  ...registration
}: MeetingRegistrationRecord): TMeetingRegistration => registration;

/** GET: the project's meetings (not deleted) in the order they are held, each with its registrations by company. */
export async function findBidMeetings(session: SessionContext, projectId: string): Promise<TBidMeetingsView> {
  const { project, agency } = await reachProject(session, projectId);
  const registrations = await projectRegistrations(session.customerId, projectId);
  const meetings = storedMeetings(project)
    .filter((m) => m.deleted !== true)
    .sort(byStart)
    .map((m) => ({
      ...meetingView(m),
      registrations: registrations
        .filter((r) => r.meetingId === m.meetingId)
        .sort((a, b) => a.companyName.localeCompare(b.companyName))
        .map(toDto),
    }));
  return { timeZone: agency.timeZone, projectName: project.name, projectNumber: project.number, meetings };
}

/** The meeting a change names, as stored on the project the caller reaches. */
async function meetingOf(session: SessionContext, projectId: string, meetingId: string) {
  const { project } = await reachProject(session, projectId);
  return storedMeetings(project).find((m) => m.meetingId === meetingId);
}

async function registrationOf(
  session: SessionContext,
  projectId: string,
  meetingId: string,
  registrationId: string,
) {
  const record = await getItem(MeetingRegistration, {
    customerId: session.customerId,
    projectId,
    meetingId,
    registrationId,
  });
  if (!record) throw new AppError('meetingRegistrationNotFound');
  return record;
}

/** POST: a walk-in, present, by company name (recorded once the meeting has started). */
export async function addWalkIn(
  session: SessionContext,
  projectId: string,
  meetingId: string,
  input: TWalkInCreate,
): Promise<TMeetingRegistration> {
  const meeting = await meetingOf(session, projectId, meetingId);
  const problem = findAttendanceProblem(meeting, undefined, true, clockNow());
  if (problem) throw new AppError(problem);
  const existing = await projectRegistrations(session.customerId, projectId);
  if (existing.filter((r) => r.meetingId === meetingId).length >= MEETING_REGISTRATIONS_MAX)
    throw new AppError('meetingRegistrationsTooMany');
  const now = nowIso();
  const record: MeetingRegistrationRecord = {
    customerId: session.customerId,
    projectId,
    meetingId,
    registrationId: `${WALK_IN_PREFIX}${randomUUID()}`,
    companyName: input.companyName,
    attendees: input.attendees,
    registeredAt: now,
    attended: true,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  await transactAudited(
    { ...projectAudit(session, projectId, 'meetingWalkInRecorded'), after: toDto(record) },
    [tx.create(MeetingRegistration, record)],
  );
  return toDto(record);
}

/** The change of one registration at the version read, with its audit event. */
async function changeRegistration(
  session: SessionContext,
  current: MeetingRegistrationRecord,
  version: number,
  action: string,
  changes: { set?: Partial<MeetingRegistrationRecord>; remove?: (keyof MeetingRegistrationRecord)[] },
): Promise<TMeetingRegistration> {
  assertVersion(current, version);
  const after: MeetingRegistrationRecord = { ...current, ...changes.set, version: current.version + 1 };
  for (const key of changes.remove ?? []) delete after[key];
  await transactAudited(
    { ...projectAudit(session, current.projectId, action), before: toDto(current), after: toDto(after) },
    [tx.updateVersioned(MeetingRegistration, current, changes as never)],
  );
  const stored = await getItem(MeetingRegistration, current);
  return toDto(stored ?? after);
}

/** PUT: present or absent, once the meeting has started. */
export async function recordAttendance(
  session: SessionContext,
  projectId: string,
  meetingId: string,
  registrationId: string,
  input: { attended: boolean; version: number },
): Promise<TMeetingRegistration> {
  const meeting = await meetingOf(session, projectId, meetingId);
  const current = await registrationOf(session, projectId, meetingId, registrationId);
  const problem = findAttendanceProblem(meeting, current, input.attended, clockNow());
  if (problem) throw new AppError(problem);
  return changeRegistration(session, current, input.version, 'meetingAttendanceRecorded', {
    set: { attended: input.attended },
  });
}

/** PUT: disqualifies a supplier recorded absent from a mandatory meeting, with the reason. */
export async function disqualifySupplier(
  session: SessionContext,
  projectId: string,
  meetingId: string,
  registrationId: string,
  input: { reason: string; version: number },
): Promise<TMeetingRegistration> {
  const meeting = await meetingOf(session, projectId, meetingId);
  const current = await registrationOf(session, projectId, meetingId, registrationId);
  const problem = findDisqualificationProblem(meeting, current, clockNow());
  if (problem) throw new AppError(problem);
  return changeRegistration(session, current, input.version, 'meetingSupplierDisqualified', {
    set: { disqualified: { reason: input.reason, at: nowIso(), by: session.userId } },
  });
}

/** POST: undoes a disqualification. */
export async function requalifySupplier(
  session: SessionContext,
  projectId: string,
  meetingId: string,
  registrationId: string,
  version: number,
): Promise<TMeetingRegistration> {
  await reachProject(session, projectId);
  const current = await registrationOf(session, projectId, meetingId, registrationId);
  const problem = findRequalificationProblem(current);
  if (problem) throw new AppError(problem);
  return changeRegistration(session, current, version, 'meetingDisqualificationUndone', {
    remove: ['disqualified'],
  });
}
