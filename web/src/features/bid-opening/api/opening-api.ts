/**
 * The opening (decision 057): the submission list, a bid's detail, the opening sheet, the bid analysis and
 * the compliance checklist (SWR reads keyed by their URLs) and the buyer's changes, each followed by a
 * fresh read of what it changed.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { TComplianceMark, TUnsealRequest } from '../../../../../shared/schemas/opening';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useTenantScope as useScope, type TenantScope as Scope } from '../../../lib/session';
import { keysOf } from '../../../lib/swr-keys';

/** The tenant scope of every call here: lib/session's, under the name this feature's screens use. */
export { useScope, type Scope };

const listKey = (s: Scope, projectId: string) =>
  apiUrl(routes.findOpeningSubmissions, { params: s, query: { projectId } });
const checklistKey = (s: Scope, projectId: string) =>
  apiUrl(routes.getComplianceChecklist, { params: s, query: { projectId } });

/** Every view of the opening, the award approval's bidders among them: an unsealing changes each of them. */
export const openingViews = keysOf(
  routes.findOpeningSubmissions,
  routes.getOpeningSubmission,
  routes.getOpeningSheet,
  routes.getBidAnalysis,
  routes.getComplianceChecklist,
);

/** No retry: before the closing the answer is a refusal (openingBeforeClose), and asking again is audited again. */
const once = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export function useOpeningSubmissions(s: Scope | null, projectId: string) {
  return useSWR(
    s ? listKey(s, projectId) : null,
    () => call(routes.findOpeningSubmissions, { params: s!, query: { projectId } }),
    once,
  );
}

export function useOpeningSubmission(s: Scope | null, projectId: string, submissionId: string | null) {
  const query = { projectId, submissionId: submissionId ?? '' };
  return useSWR(
    s && submissionId ? apiUrl(routes.getOpeningSubmission, { params: s, query }) : null,
    () => call(routes.getOpeningSubmission, { params: s!, query }),
    once,
  );
}

export function useOpeningSheet(s: Scope | null, projectId: string, wanted: boolean) {
  return useSWR(
    s && wanted ? apiUrl(routes.getOpeningSheet, { params: s, query: { projectId } }) : null,
    () => call(routes.getOpeningSheet, { params: s!, query: { projectId } }),
    once,
  );
}

export function useBidAnalysis(s: Scope | null, projectId: string, wanted: boolean) {
  return useSWR(
    s && wanted ? apiUrl(routes.getBidAnalysis, { params: s, query: { projectId } }) : null,
    () => call(routes.getBidAnalysis, { params: s!, query: { projectId } }),
    once,
  );
}

export function useComplianceChecklist(s: Scope | null, projectId: string) {
  return useSWR(
    s ? checklistKey(s, projectId) : null,
    () => call(routes.getComplianceChecklist, { params: s!, query: { projectId } }),
    once,
  );
}

/** The buyer's changes: unsealing (the list answered is the new list), a compliance mark. */
export function useOpeningChanges(s: Scope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  return {
    unseal: async (body: TUnsealRequest) => {
      const list = await call(routes.unsealSubmissions, { params: s!, query: { projectId }, body });
      // What the other views show changed with it: read them again when next shown.
      await mutate(openingViews, undefined, { revalidate: false });
      await mutate(listKey(s!, projectId), list, { revalidate: false });
      return list;
    },
    mark: async (submissionId: string, body: TComplianceMark) => {
      const checklist = await call(routes.markSubmissionCompliance, {
        params: s!,
        query: { projectId, submissionId },
        body,
      });
      await mutate(checklistKey(s!, projectId), checklist, { revalidate: false });
      return checklist;
    },
  };
}
