/**
 * Source → companies (decisions 048, 050): the bid's plan takers with their submissions and whether the
 * public page hides them (an SWR read keyed by its URL), and the buyer's changes, each followed by a fresh
 * read of the list.
 */
import useSWR, { useSWRConfig } from 'swr';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useTenantScope as useScope, type TenantScope as Scope } from '../../../lib/session';

/** The tenant scope of every call here: lib/session's, under the name this feature's screens use. */
export { useScope, type Scope };

const listKey = (s: Scope, projectId: string) =>
  apiUrl(routes.findPlanTakers, { params: s, query: { projectId } });

export function usePlanTakers(s: Scope | null, projectId: string) {
  return useSWR(s ? listKey(s, projectId) : null, () =>
    call(routes.findPlanTakers, { params: s!, query: { projectId } }),
  );
}

/** The buyer's changes; each revalidates the plan takers. */
export function usePlanTakerChanges(s: Scope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  const after = async <T>(result: Promise<T>) => {
    const value = await result;
    if (s) await mutate(listKey(s, projectId));
    return value;
  };
  return {
    setHidden: (isHidePlanTakers: boolean, version: number) =>
      after(
        call(routes.updatePlanTakers, {
          params: s!,
          query: { projectId },
          body: { isHidePlanTakers, version },
        }),
      ),
    addHardCopy: (vendorId: string, receivedAt: string, note: string) =>
      after(
        call(routes.addHardCopySubmission, {
          params: s!,
          query: { projectId },
          body: { vendorId, receivedAt, ...(note ? { note } : {}) },
        }),
      ),
    deleteHardCopy: (planTakerSubmissionId: string) =>
      after(
        call(routes.deleteHardCopySubmission, {
          params: s!,
          query: { projectId, planTakerSubmissionId },
        }),
      ),
  };
}

/** The project's "no bid" declarations (decision 060), the earliest first. */
export function useNoBids(s: Scope | null, projectId: string) {
  return useSWR(s ? apiUrl(routes.findNoBids, { params: s, query: { projectId } }) : null, () =>
    call(routes.findNoBids, { params: s!, query: { projectId } }),
  );
}

/**
 * The SupplierActivity export's sources (docs/product/opening.md#exports), read afresh when the buyer asks
 * for it: the buyer's own lists of the bid's plan takers, followers, no-bids, questions, meeting
 * registrations and addenda, and the project's recorded status, which decides whether the bids may be named
 * (areSubmissionsShown).
 */
export async function readSupplierActivity(s: Scope, projectId: string) {
  const at = { params: s, query: { projectId } };
  const [project, planTakers, followers, noBids, questions, meetings, addenda] = await Promise.all([
    call(routes.findProject, at),
    call(routes.findPlanTakers, at),
    call(routes.findFollowers, at),
    call(routes.findNoBids, at),
    call(routes.findVendorQuestions, at),
    call(routes.findBidMeetings, at),
    call(routes.listAddenda, at),
  ]);
  return {
    projectNumber: project.project.number,
    sources: {
      projectStatus: project.project.status,
      planTakers: planTakers.planTakers,
      followers: followers.followers,
      noBids: noBids.noBids,
      questions: questions.questions,
      meetings: meetings.meetings,
      addenda: addenda.addenda,
    },
  };
}
