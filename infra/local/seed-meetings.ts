/**
 * The demo's bid meeting registration (decision 049): Acme registered to the mandatory site visit of the
 * open public bid "Transit shelter replacement", written as the portal's registration writes it (one item
 * under the project, keyed by the vendor, with its audit event), so the buyer's screen has a row to show.
 */
import { MeetingRegistration } from '../../functions/core/db/entities/meeting-registration.js';
import { transactAudited, tx } from '../../functions/core/db/transaction.js';
import type { ProjectItem } from '../../functions/core/db/entities/project.js';

export async function seedDemoMeetingRegistrations(
  drafts: ReadonlyMap<string, ProjectItem>,
  acme: { vendorId: string; supplierUserId: string },
): Promise<void> {
  const project = drafts.get('Transit shelter replacement');
  const meeting = project?.meetings?.[0];
  if (!project || !meeting) throw new Error('The demo bid with a site meeting is missing');
  const now = new Date().toISOString();
  const registration = {
    customerId: project.customerId,
    projectId: project.projectId,
    meetingId: meeting.meetingId,
    registrationId: acme.vendorId,
    vendorId: acme.vendorId,
    companyName: 'Acme Construction Ltd.',
    attendees: ['Ada Acme', 'Omar Okafor'],
    registeredAt: now,
  };
  const { customerId: _customerId, ...after } = registration;
  await transactAudited(
    {
      customerId: project.customerId,
      actorId: acme.supplierUserId,
      entityType: 'project',
      entityId: project.projectId,
      projectId: project.projectId,
      action: 'meetingRegistered',
      after,
    },
    [tx.create(MeetingRegistration, registration)],
  );
}
