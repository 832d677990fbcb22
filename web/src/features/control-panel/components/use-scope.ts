import { useSession } from '../../../lib/session';
import type { ListScope } from '../api/lists-api';

/** The agency the control panel works on: the session's customer and its customer node. */
export function useControlPanelScope(): ListScope | null {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.customer) return null;
  return { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId };
}
