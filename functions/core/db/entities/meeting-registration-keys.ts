import { partitionKey, sortKey, type QuerySpec } from '../entity.js';

/** The entity name in the keys of meeting registrations (meeting-registration.ts), here without its schema for the project cleanup. */
export const MEETING_REGISTRATION = 'meetingRegistration';

/** Every registration and walk-in of one project's meetings. */
export const registrationsOfProject = (customerId: string, projectId: string): QuerySpec => ({
  pk: partitionKey({ customerid: customerId }),
  sk: { beginsWith: `${sortKey(MEETING_REGISTRATION, { projectid: projectId })}#meetingid_` },
});
