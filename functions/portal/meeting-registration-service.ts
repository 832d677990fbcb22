/**
 * A supplier's registrations to a bid's meetings (issue 9 item 5, decision 049). The bid is named by its
 * agency's public domain and its id, as on the public page, and reached as every portal bid route reaches
 * it (bid-access.ts, decision 050): anything it may not see is not found, whatever the reason. The
 * registration is keyed by the session's vendor, so no supplier can name another's.
 */
import {
  findRegistrationProblem,
  MEETING_REGISTRATIONS_MAX,
  meetingsSeenBySupplier,
} from '../../shared/domain/meetings/bid-meetings.js';
import type { TMeetingRegistrationInput, TSupplierBidMeetings } from '../../shared/schemas/bid-meetings.js';
import { AppError } from '../core/app-error.js';
import {
  byStart,
  meetingView,
  projectRegistrations,
  storedMeetings,
} from '../core/meetings/project-meetings.js';
import { now as clockNow, nowIso } from '../core/clock.js';
import {
  MeetingRegistration,
  type MeetingRegistrationRecord,
} from '../core/db/entities/meeting-registration.js';
import { getItem } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import { reachBid, reachOpenBid } from '../core/opportunities/portal-bid-access.js';

/** The bid as the signed-in supplier may reach it (bid-access.ts, else bidNotFound), with the meetings it sees. */
async function reachableBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  now: Date,
  reach: typeof reachBid = reachBid,
) {
  const bid = await reach(session, agencyDomain, projectId, now);
  const tender = bid.project.tender as { isHideBidMeetings?: boolean } | undefined;
  const meetings = meetingsSeenBySupplier(storedMeetings(bid.project), {
    invited: bid.invited,
    meetingsHidden: tender?.isHideBidMeetings === true,
  });
  return { ...bid, meetings, timeZone: bid.agency.timeZone };
}

/** GET: the bid's meetings the supplier sees, each with the company's registration. */
export async function findSupplierBidMeetings(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
): Promise<TSupplierBidMeetings> {
  const { customerId, meetings, timeZone } = await reachableBid(session, agencyDomain, projectId, clockNow());
  const ours = (await projectRegistrations(customerId, projectId)).filter(
    (r) => r.registrationId === session.customerId,
  );
  return {
    timeZone,
    meetings: [...meetings].sort(byStart).map((m) => {
      const r = ours.find((o) => o.meetingId === m.meetingId);
      return {
        ...meetingView(m),
        ...(r
          ? {
              registration: {
                attendees: r.attendees,
                registeredAt: r.registeredAt,
                ...(r.attended !== undefined ? { attended: r.attended } : {}),
                ...(r.disqualified ? { disqualified: true } : {}),
              },
            }
          : {}),
      };
    }),
  };
}

const audit = (session: SessionContext, customerId: string, projectId: string, action: string) => ({
  customerId,
  actorId: session.userId,
  entityType: 'project',
  entityId: projectId,
  projectId,
  action,
});

/** The meeting a registration names, among those the supplier sees, while registrations are open. */
async function openMeeting(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  meetingId: string,
) {
  // Registrations change only on a bid still open (a closed one answers bidClosed).
  const bid = await reachableBid(session, agencyDomain, projectId, clockNow(), reachOpenBid);
  const meeting = bid.meetings.find((m) => m.meetingId === meetingId);
  const problem = findRegistrationProblem(meeting, clockNow());
  if (problem) throw new AppError(problem);
  const key = { customerId: bid.customerId, projectId, meetingId, registrationId: session.customerId };
  return { ...bid, key, current: await getItem(MeetingRegistration, key) };
}

/**
 * PUT: registers the company to attend, or changes who will attend, until the meeting starts. The request's
 * language is kept: a change of the meeting is emailed in it (decision 050).
 */
export async function registerForMeeting(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  meetingId: string,
  input: TMeetingRegistrationInput,
  language?: 'en' | 'fr',
): Promise<TSupplierBidMeetings> {
  const { key, current, vendor, customerId } = await openMeeting(session, agencyDomain, projectId, meetingId);
  if (current) {
    await transactAudited(
      {
        ...audit(session, customerId, projectId, 'meetingRegistrationChanged'),
        before: current.attendees,
        after: input.attendees,
      },
      [
        tx.updateVersioned(MeetingRegistration, current, {
          set: { attendees: input.attendees, ...(language ? { language } : {}) },
        }),
      ],
    );
  } else {
    const registrations = await projectRegistrations(customerId, projectId);
    if (registrations.filter((r) => r.meetingId === meetingId).length >= MEETING_REGISTRATIONS_MAX)
      throw new AppError('meetingRegistrationsTooMany');
    const now = nowIso();
    const record: MeetingRegistrationRecord = {
      ...key,
      vendorId: session.customerId,
      companyName: vendor.companyName,
      attendees: input.attendees,
      ...(language ? { language } : {}),
      registeredAt: now,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const { customerId: _c, ...after } = record;
    await transactAudited({ ...audit(session, customerId, projectId, 'meetingRegistered'), after }, [
      tx.create(MeetingRegistration, record),
    ]);
  }
  return findSupplierBidMeetings(session, agencyDomain, projectId);
}

/** DELETE: cancels the company's registration, until the meeting starts. */
export async function cancelMeetingRegistration(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  meetingId: string,
): Promise<TSupplierBidMeetings> {
  const { key, current, customerId } = await openMeeting(session, agencyDomain, projectId, meetingId);
  if (!current) throw new AppError('meetingRegistrationNotFound');
  await transactAudited(
    { ...audit(session, customerId, projectId, 'meetingRegistrationCancelled'), before: current.attendees },
    [tx.delete(MeetingRegistration, key)],
  );
  return findSupplierBidMeetings(session, agencyDomain, projectId);
}
