/**
 * The submission requirements' lock and its unlocking (project-build group, decision 040) through the
 * generated route table. Shared by the screens that show the lock (prices, and the submission-requirements
 * edit view), which live in different features.
 */
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import * as routes from '../../api/routes.gen';
import { apiUrl, call } from '../../lib/api';
import { useSession } from '../../lib/session';

type Scope = { customerId: string; nodeId: string };

function useScope(): Scope | null {
  const session = useSession();
  if (session.status !== 'authenticated' || !session.customer) return null;
  return { customerId: session.customer.customerId, nodeId: session.customer.customerNodeId };
}

const lockKey = (s: Scope, projectId: string) =>
  apiUrl(routes.findRequirementsLock, { params: s, query: { projectId } });

/** Why the requirements cannot change now (null: they can), and how many bids are completed. */
export function useRequirementsLock(projectId: string) {
  const s = useScope();
  return useSWR(s && projectId ? lockKey(s, projectId) : null, () =>
    call(routes.findRequirementsLock, { params: s!, query: { projectId } }),
  );
}

/** Unlocks, naming the count of completed bids the user confirmed (absent on the first try). */
export function useUnlockRequirements(projectId: string) {
  const s = useScope();
  return useSWRMutation(
    s && projectId ? lockKey(s, projectId) : null,
    (_key: string, { arg }: { arg: number | undefined }) =>
      call(routes.unlockRequirements, {
        params: s!,
        query: { projectId },
        body: arg === undefined ? {} : { completedSubmissions: arg },
      }),
    // The lock is read again after the unlock.
    { populateCache: false, revalidate: true },
  );
}
