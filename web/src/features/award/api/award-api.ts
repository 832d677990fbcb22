/**
 * The award (decision 064): the summary (SWR, keyed by its URL) and the changes (awarded companies, the
 * Award action), each followed by a fresh read of the summary.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { TAwardAction, TAwardCreate, TAwardUpdate } from '../../../../../shared/schemas/awards';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useTenantScope as useScope, type TenantScope as Scope } from '../../../lib/session';
import { keysOf } from '../../../lib/swr-keys';

export { useScope, type Scope };

const summaryKey = (s: Scope, projectId: string) =>
  apiUrl(routes.getAwardSummary, { params: s, query: { projectId } });

/** The project's own reads, of any project: the Award action changes its header. */
export const projectViews = keysOf(routes.findProject);

/** No retry: before the closing the answer is a refusal (awardBeforeClose), and asking again is audited again. */
const once = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export function useAwardSummary(s: Scope | null, projectId: string) {
  return useSWR(
    s ? summaryKey(s, projectId) : null,
    () => call(routes.getAwardSummary, { params: s!, query: { projectId } }),
    once,
  );
}

export function useAwardChanges(s: Scope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  const reread = () => mutate(summaryKey(s!, projectId));
  return {
    create: async (body: TAwardCreate) => {
      const award = await call(routes.createAward, { params: s!, query: { projectId }, body });
      await reread();
      return award;
    },
    update: async (awardId: string, body: TAwardUpdate) => {
      const award = await call(routes.updateAward, { params: s!, query: { projectId, awardId }, body });
      await reread();
      return award;
    },
    remove: async (awardId: string) => {
      await call(routes.deleteAward, { params: s!, query: { projectId, awardId } });
      await reread();
    },
    award: async (body: TAwardAction) => {
      const summary = await call(routes.awardProject, { params: s!, query: { projectId }, body });
      await mutate(summaryKey(s!, projectId), summary, { revalidate: false });
      // The project's header (status, tabs, actions) changed with it: read it again when next shown.
      await mutate(projectViews, undefined);
      return summary;
    },
  };
}
