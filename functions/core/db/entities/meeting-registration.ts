import * as z from 'zod/mini';
import { MEETING_REGISTRATION_SHAPE } from '../../../../shared/schemas/bid-meetings.js';
import { defineEntity, partitionKey, sortKey, versionedFields } from '../entity.js';
import { MEETING_REGISTRATION as name } from './meeting-registration-keys.js';

/**
 * A supplier's registration to attend a project's bid meeting, or a walk-in the buyer recorded (decision
 * 049): one item each under the project in the agency's partition, so a project's meetings read in one
 * query and its delete finds them. A supplier's registration is keyed by its vendor id, so a company holds
 * one per meeting and no supplier can name another's. Versioned: attendance and disqualification are
 * changed at the version read.
 */
export const MeetingRegistration = defineEntity({
  name,
  versioned: true,
  schema: z.object({
    customerId: z.string(),
    ...MEETING_REGISTRATION_SHAPE,
    /** The language the supplier registered in: a meeting's change is emailed in it (decision 050). */
    language: z.optional(z.enum(['en', 'fr'])),
    ...versionedFields,
  }),
  key: (k: { customerId: string; projectId: string; meetingId: string; registrationId: string }) => ({
    pk: partitionKey({ customerid: k.customerId }),
    sk: sortKey(name, { projectid: k.projectId, meetingid: k.meetingId, registrationid: k.registrationId }),
  }),
});

export type MeetingRegistrationRecord = z.output<typeof MeetingRegistration.schema>;

/** The walk-in registrations' ids: never a vendor's. */
export const WALK_IN_PREFIX = 'walkin-';
