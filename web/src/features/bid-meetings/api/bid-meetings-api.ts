/**
 * Source → bid meetings (decision 049): the project's meetings with their registrations (an SWR read keyed
 * by its URL) and the buyer's changes, each followed by a fresh read of the list.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { TMeetingRegistration } from '../../../../../shared/schemas/bid-meetings';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useTenantScope as useScope, type TenantScope as Scope } from '../../../lib/session';

/** The tenant scope of every call here: lib/session's, under the name this feature's screens use. */
export { useScope, type Scope };

const listKey = (s: Scope, projectId: string) =>
  apiUrl(routes.findBidMeetings, { params: s, query: { projectId } });

export function useBidMeetings(s: Scope | null, projectId: string) {
  return useSWR(s ? listKey(s, projectId) : null, () =>
    call(routes.findBidMeetings, { params: s!, query: { projectId } }),
  );
}

type Target = Pick<TMeetingRegistration, 'meetingId' | 'registrationId' | 'version'>;

/** The buyer's changes; each revalidates the meetings. */
export function useMeetingChanges(s: Scope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  const after = async <T>(result: Promise<T>) => {
    const value = await result;
    if (s) await mutate(listKey(s, projectId));
    return value;
  };
  const query = (r: Target) => ({ projectId, meetingId: r.meetingId, registrationId: r.registrationId });
  return {
    attendance: (r: Target, attended: boolean) =>
      after(
        call(routes.recordMeetingAttendance, {
          params: s!,
          query: query(r),
          body: { attended, version: r.version },
        }),
      ),
    disqualify: (r: Target, reason: string) =>
      after(
        call(routes.disqualifyMeetingSupplier, {
          params: s!,
          query: query(r),
          body: { reason, version: r.version },
        }),
      ),
    undo: (r: Target) =>
      after(
        call(routes.undoMeetingDisqualification, {
          params: s!,
          query: query(r),
          body: { version: r.version },
        }),
      ),
    walkIn: (meetingId: string, companyName: string, attendees: string[]) =>
      after(
        call(routes.addMeetingWalkIn, {
          params: s!,
          query: { projectId, meetingId },
          body: { companyName, attendees },
        }),
      ),
  };
}
