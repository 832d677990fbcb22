import { useLocation } from 'react-router-dom';
import { accessTo } from '../../../lib/access';
import { useSession } from '../../../lib/session';
import type { ListScope } from '../api/lists-api';

/** The agency the control panel works on: the session's customer and its customer node. */
export function useControlPanelScope(): ListScope | null {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.customer) return null;
  return { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId };
}

/** Whether this page's controls are locked: the user may read the control panel here but not change it. */
export function useControlPanelLocked(): boolean {
  const session = useSession();
  const { pathname } = useLocation();
  return !accessTo(session, pathname).canAct;
}
