import { useSession } from '../../../lib/session';
import type { TeamScope } from '../api/team-api';

/** The agency the team screens work on: the session's customer and its customer node. */
export function useTeamScope(): { scope: TeamScope | null; userId: string | null } {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.customer) return { scope: null, userId: null };
  return {
    scope: { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId },
    userId: session.user.userId,
  };
}
