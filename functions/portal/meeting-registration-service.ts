/**
 * A supplier's registrations to a bid's meetings (issue 9 item 5, decision 049). The bid is named by its
 * agency's public domain and its id, as on the public page; the supplier reaches it when it is listed and
 * open, or when its company is invited (by the signed-in user's or the company's address) to a bid that is
 * out and open: anything else is not found, whatever the reason. The registration is keyed by the session's
 * vendor, so no supplier can name another's.
 */
import {
  findRegistrationProblem,
  maySupplierSeeBid,
  MEETING_REGISTRATIONS_MAX,
  meetingsSeenBySupplier,
} from '../../shared/domain/meetings/bid-meetings.js';
import {
  isOpenAt,
  isPubliclyListed,
  PUBLIC_LISTING_STATUSES,
} from '../../shared/domain/opportunities/public-listing.js';
import { invitationAddressKey } from '../../shared/domain/projects/invitations.js';
import type { TMeetingRegistrationInput, TSupplierBidMeetings } from '../../shared/schemas/bid-meetings.js';
import { AppError, UnauthorizedError } from '../core/app-error.js';
import { byStart, meetingView, projectRegistrations, storedMeetings } from '../core/bid-meetings.js';
import { CustomerDomain } from '../core/db/entities/customer-domain.js';
import { CustomerHeader } from '../core/db/entities/customer-header.js';
import {
  MeetingRegistration,
  type MeetingRegistrationRecord,
} from '../core/db/entities/meeting-registration.js';
import { invitationsOfProject, ProjectInvitation } from '../core/db/entities/project-invitation.js';
import { ProjectPublicView } from '../core/db/entities/project-public-view.js';
import { SupplierUser } from '../core/db/entities/supplier-user.js';
import { Vendor } from '../core/db/entities/vendor.js';
import { nowIso } from '../core/db/entity.js';
import { getItem, queryAll } from '../core/db/ops.js';
import { transactAudited, tx } from '../core/db/transaction.js';
import type { SessionContext } from '../core/session.js';
import '../../shared/errors/bid-meetings.js';

/** The bid as the signed-in supplier may reach it, or meetingBidNotFound (the submissions reach it too). */
export async function reachableBid(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  now: Date,
) {
  const claim = await getItem(CustomerDomain, { domain: agencyDomain.toLowerCase() });
  const agency = claim ? await getItem(CustomerHeader, { customerId: claim.customerId }) : undefined;
  if (!claim || !agency || (agency as { isProvider?: boolean }).isProvider)
    throw new AppError('meetingBidNotFound');
  const customerId = claim.customerId;
  const [project, invitations, vendor, user] = await Promise.all([
    getItem(ProjectPublicView, { customerId, projectId }),
    queryAll(ProjectInvitation, invitationsOfProject(customerId, projectId)),
    getItem(Vendor, { vendorId: session.customerId }),
    getItem(SupplierUser, { vendorId: session.customerId, supplierUserId: session.userId }),
  ]);
  if (!vendor || !user) throw new UnauthorizedError({ message: 'Session of a vanished supplier' });
  if (!project) throw new AppError('meetingBidNotFound');
  const closingDate = typeof project.closingDate === 'string' ? project.closingDate : undefined;
  const open = isOpenAt(closingDate, now);
  const ours = new Set([user.email, vendor.primaryEmail].map(invitationAddressKey));
  const invited = invitations.some((i) => ours.has(invitationAddressKey(i.email)));
  const seen = maySupplierSeeBid({
    listedAndOpen: isPubliclyListed(project) && open,
    outAndOpen: project.kind === 'formal' && PUBLIC_LISTING_STATUSES.includes(project.status) && open,
    invited,
  });
  if (!seen) throw new AppError('meetingBidNotFound');
  const tender = project.tender as { isHideBidMeetings?: boolean } | undefined;
  const meetings = meetingsSeenBySupplier(storedMeetings(project), {
    invited,
    meetingsHidden: tender?.isHideBidMeetings === true,
  });
  const timeZone = agency.timeZone ?? 'America/Toronto';
  return { customerId, project, meetings, vendor, timeZone };
}

/** GET: the bid's meetings the supplier sees, each with the company's registration. */
export async function findSupplierBidMeetings(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
): Promise<TSupplierBidMeetings> {
  const { customerId, meetings, timeZone } = await reachableBid(session, agencyDomain, projectId, new Date());
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
  const bid = await reachableBid(session, agencyDomain, projectId, new Date());
  const meeting = bid.meetings.find((m) => m.meetingId === meetingId);
  const problem = findRegistrationProblem(meeting, new Date());
  if (problem) throw new AppError(problem);
  const key = { customerId: bid.customerId, projectId, meetingId, registrationId: session.customerId };
  return { ...bid, key, current: await getItem(MeetingRegistration, key) };
}

/** PUT: registers the company to attend, or changes who will attend, until the meeting starts. */
export async function registerForMeeting(
  session: SessionContext,
  agencyDomain: string,
  projectId: string,
  meetingId: string,
  input: TMeetingRegistrationInput,
): Promise<TSupplierBidMeetings> {
  const { key, current, vendor, customerId } = await openMeeting(session, agencyDomain, projectId, meetingId);
  if (current) {
    await transactAudited(
      {
        ...audit(session, customerId, projectId, 'meetingRegistrationChanged'),
        before: current.attendees,
        after: input.attendees,
      },
      [tx.updateVersioned(MeetingRegistration, current, { set: { attendees: input.attendees } })],
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
