/**
 * Source → questions (decision 051): the project's supplier questions (an SWR read keyed by its URL), the
 * buyer's answer and a question recorded from outside the portal, each followed by a fresh read of the list.
 */
import useSWR, { useSWRConfig } from 'swr';
import type { QuestionStatus } from '../../../../../shared/domain/questions/supplier-questions';
import type {
  TVendorQuestionAnswer,
  TVendorQuestionRecord,
} from '../../../../../shared/schemas/vendor-questions';
import * as routes from '../../../api/routes.gen';
import { apiUrl, call } from '../../../lib/api';
import { useTenantScope as useScope, type TenantScope as Scope } from '../../../lib/session';

/** The tenant scope of every call here: lib/session's, under the name this feature's screens use. */
export { useScope, type Scope };

const query = (projectId: string, status: QuestionStatus | undefined) =>
  status ? { projectId, status } : { projectId };

export function useVendorQuestions(s: Scope | null, projectId: string, status: QuestionStatus | undefined) {
  return useSWR(
    s ? apiUrl(routes.findVendorQuestions, { params: s, query: query(projectId, status) }) : null,
    () => call(routes.findVendorQuestions, { params: s!, query: query(projectId, status) }),
  );
}

/** Reads every filtered list of the project again. */
function useRefreshQuestions(s: Scope | null, projectId: string) {
  const { mutate } = useSWRConfig();
  return async () => {
    const prefix = apiUrl(routes.findVendorQuestions, { params: s!, query: { projectId } });
    await mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  };
}

/** The answer at the version read; every filtered list of the project is read again after it. */
export function useAnswerQuestion(s: Scope | null, projectId: string) {
  const refresh = useRefreshQuestions(s, projectId);
  return async (tenderQuestionId: string, body: TVendorQuestionAnswer) => {
    const saved = await call(routes.answerVendorQuestion, {
      params: s!,
      query: { projectId, tenderQuestionId },
      body,
    });
    await refresh();
    return saved;
  };
}

/** A question received outside the portal (decision 051 amended); the lists are read again after it. */
export function useRecordQuestion(s: Scope | null, projectId: string) {
  const refresh = useRefreshQuestions(s, projectId);
  return async (body: TVendorQuestionRecord) => {
    const saved = await call(routes.recordVendorQuestion, { params: s!, query: { projectId }, body });
    await refresh();
    return saved;
  };
}
