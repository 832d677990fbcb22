/**
 * The evaluation (decision 063): the set-up, the evaluator's own sheet, the review and the pricing review
 * (SWR reads keyed by their URLs), and the changes, each answering the view it changed, which replaces
 * the cached one.
 */
import useSWR, { useSWRConfig } from 'swr';
import type {
  TConflictDeclarations,
  TConsensusSet,
  TCriteriaSave,
  TEvaluationTeamSave,
  TScoreSheetSave,
  TScoringMethodChange,
  TSupplierStatusSet,
} from '../../../../../shared/schemas/evaluation';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call, type ApiResponse } from '../../../lib/api';
import { useTenantScope as useScope, type TenantScope as Scope } from '../../../lib/session';
import { keysOf } from '../../../lib/swr-keys';

export { useScope, type Scope };

const setupKey = (s: Scope, projectId: string) =>
  apiUrl(routes.getEvaluation, { params: s, query: { projectId } });
const mineKey = (s: Scope, projectId: string) =>
  apiUrl(routes.getMyEvaluation, { params: s, query: { projectId } });
const reviewKey = (s: Scope, projectId: string) =>
  apiUrl(routes.getEvaluationReview, { params: s, query: { projectId } });

/** Every evaluation view: a change of the set-up changes what each of them shows. */
export const evaluationViews = keysOf(
  routes.getEvaluation,
  routes.getMyEvaluation,
  routes.getEvaluationBid,
  routes.getEvaluationReview,
  routes.getPricingReview,
);

/** No retry: a refusal (not on the team, before the closing) is audited each time it is asked. */
const once = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export function useEvaluation(s: Scope | null, projectId: string) {
  return useSWR(
    s ? setupKey(s, projectId) : null,
    () => call(routes.getEvaluation, { params: s!, query: { projectId } }),
    once,
  );
}

export function useMyEvaluation(s: Scope | null, projectId: string) {
  return useSWR(
    s ? mineKey(s, projectId) : null,
    () => call(routes.getMyEvaluation, { params: s!, query: { projectId } }),
    once,
  );
}

/** One bid as its evaluator reads it; null (no read) until wanted. */
export function useEvaluationBid(s: Scope | null, projectId: string, submissionId: string | null) {
  const query = { projectId, submissionId: submissionId ?? '' };
  return useSWR(
    s && submissionId ? apiUrl(routes.getEvaluationBid, { params: s, query }) : null,
    () => call(routes.getEvaluationBid, { params: s!, query }),
    once,
  );
}

export function useEvaluationReview(s: Scope | null, projectId: string) {
  return useSWR(
    s ? reviewKey(s, projectId) : null,
    () => call(routes.getEvaluationReview, { params: s!, query: { projectId } }),
    once,
  );
}

export function usePricingReview(s: Scope | null, projectId: string) {
  return useSWR(
    s ? apiUrl(routes.getPricingReview, { params: s, query: { projectId } }) : null,
    () => call(routes.getPricingReview, { params: s!, query: { projectId } }),
    once,
  );
}

/** The changes: each answer replaces its view; the views built from it are read again when next shown. */
export function useEvaluationChanges(s: Scope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  const query = { projectId };
  const others = () => mutate(evaluationViews, undefined, { revalidate: false });
  const setup = async (view: ApiResponse<'getEvaluation'>) => {
    await others();
    await mutate(setupKey(s!, projectId), view, { revalidate: false });
    return view;
  };
  const mine = async (view: ApiResponse<'getMyEvaluation'>) => {
    await mutate(mineKey(s!, projectId), view, { revalidate: false });
    return view;
  };
  return {
    saveCriteria: async (body: TCriteriaSave) =>
      setup(await call(routes.saveEvaluationCriteria, { params: s!, query, body })),
    changeMethod: async (body: TScoringMethodChange) =>
      setup(await call(routes.changeEvaluationMethod, { params: s!, query, body })),
    saveTeam: async (body: TEvaluationTeamSave) =>
      setup(await call(routes.saveEvaluationTeam, { params: s!, query, body })),
    setSupplierStatus: async (submissionId: string, body: TSupplierStatusSet) =>
      setup(await call(routes.setSupplierStatus, { params: s!, query: { projectId, submissionId }, body })),
    declare: async (body: TConflictDeclarations) =>
      mine(await call(routes.declareConflicts, { params: s!, query, body })),
    saveScores: async (submissionId: string, body: TScoreSheetSave) =>
      mine(await call(routes.saveEvaluationScores, { params: s!, query: { projectId, submissionId }, body })),
    setConsensus: async (submissionId: string, body: TConsensusSet) => {
      const review = await call(routes.setConsensusScore, {
        params: s!,
        query: { projectId, submissionId },
        body,
      });
      await mutate(reviewKey(s!, projectId), review, { revalidate: false });
      return review;
    },
  };
}
