import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { SESSION_KEY } from '../../lib/session';
import { call } from '../../lib/api';
import * as routes from '../../api/routes.gen';
import { connectRealtime } from '../../lib/realtime';
import { keysOf } from '../../lib/swr-keys';

/** An export of submissions finished (decision 058): the pending lists read it again. */
export const refreshedByExportEvent = keysOf(routes.listSubmissionsExports);

/** A group changed: the team's lists, the user's own record, the purchasers and the route permissions. */
export const refreshedByUserGroupUpdate = keysOf(
  routes.findUserGroups,
  routes.findUsers,
  routes.findMyProfile,
  routes.findAllRoutePermissions,
);

/**
 * While signed in: the realtime channel. A userGroupUpdated event refetches the groups and the session
 * (validate), so the route guard rechecks the route with the new permissions
 * (docs/product/suppliers-and-accounts.md#the-realtime-channel); exportReady (and exportFailed) refetches the
 * pending exports.
 */
export function useRealtimeUpdates(customerId: string | undefined): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!customerId) return;
    return connectRealtime({
      getTicket: () => call(routes.getRealtimeTicket),
      onEvent: (event) => {
        if (event.type === 'exportReady' || event.type === 'exportFailed') {
          void mutate(refreshedByExportEvent);
          return;
        }
        if (event.type !== 'userGroupUpdated') return;
        void mutate(refreshedByUserGroupUpdate);
        void mutate(SESSION_KEY);
      },
    });
  }, [customerId, mutate]);
}
